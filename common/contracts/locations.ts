import { z } from "zod";
import { isCountryCode } from "../countries";
import { isLatencyTestUrl, LOCATION_KEY_PATTERN, LOCATION_LIMITS } from "../locations";
import { defineResource } from "./endpoint";
import { httpUrl, idRef, integer, LIMITS, requiredText, rule, text } from "./fields";
import { DeletedSchema, idParams, LanguageQuerySchema, ReorderedSchema } from "./shared";
import { MONITOR_STATES } from "./status";
import { translationsAnswer, translationsInput } from "./translations";

export { LOCATION_LIMITS } from "../locations";

/** A location's texts that have translations: its name and its city as visitors read them. */
export const LOCATION_TEXT_FIELDS = { name: requiredText(LOCATION_LIMITS.name), city: text(LOCATION_LIMITS.city) };

/** A location's key: what plans and `?location=` name it by (a-z, 0-9 and -). */
export function locationKey() {
  return z
    .string({ error: "is required" })
    .trim()
    .toLowerCase()
    .min(1, "is required")
    .max(LOCATION_LIMITS.key, `must be at most ${LOCATION_LIMITS.key} characters`)
    .regex(LOCATION_KEY_PATTERN, rule("invalid_format", "must use only a-z, 0-9 and -"));
}

/** An IP address of one family, written out (empty: none). */
function testAddress(family: "ipv4" | "ipv6") {
  const valid = family === "ipv4" ? z.ipv4() : z.ipv6();
  return text(64).refine(
    (value) => value === "" || valid.safeParse(value).success,
    rule("invalid_format", family === "ipv4" ? "must be an IPv4 address" : "must be an IPv6 address"),
  );
}

const locationFields = {
  key: locationKey(),
  ...LOCATION_TEXT_FIELDS,
  country: z.string({ error: "is required" }).trim().toUpperCase().refine(isCountryCode, rule("invalid_format", "must be an ISO 3166-1 alpha-2 country code")),
  latency_url: text(LIMITS.url).refine(
    (value) => value === "" || isLatencyTestUrl(value),
    rule("invalid_url", "must be an https:// address (http:// only on a loopback address)"),
  ),
  looking_glass_url: httpUrl(),
  test_ipv4: testAddress("ipv4"),
  test_ipv6: testAddress("ipv6"),
  monitors: z
    .array(z.number().int("must be monitor ids").min(0, "must be monitor ids"), { error: "must be a list of monitor ids" })
    .max(LOCATION_LIMITS.monitors, `must name at most ${LOCATION_LIMITS.monitors} monitors`),
  /** What `{location}` becomes in order addresses (empty: the key). */
  order_value: text(LOCATION_LIMITS.orderValue),
  display_order: integer(-1_000_000, 1_000_000),
  translations: translationsInput(LOCATION_TEXT_FIELDS, "a location"),
};

/** A new location: key, name and country; the rest defaults (no test, no monitors, order value = key). */
const LocationCreateSchema = z.object(locationFields).partial().required({ key: true, name: true, country: true });
export type LocationCreate = z.output<typeof LocationCreateSchema>;

/** A change: only the fields sent. */
export const LocationUpdateSchema = z.object(locationFields).partial();
export type LocationChange = z.output<typeof LocationUpdateSchema>;

/** A location as the admin API answers it. */
const LocationSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string().describe("ISO 3166-1 alpha-2"),
  latency_url: z.string().describe("Fetched by visitors' browsers to measure their latency; empty: no test"),
  looking_glass_url: z.string(),
  test_ipv4: z.string(),
  test_ipv6: z.string(),
  monitors: z.array(z.number().int()).describe("Status monitor ids: the location's status is the worst of their states"),
  order_value: z.string().describe("What {location} becomes in order addresses (the key when empty)"),
  display_order: z.number().int(),
  translations: translationsAnswer({ name: z.string(), city: z.string() }),
});
export type Location = z.infer<typeof LocationSchema>;

/** A new location's optional fields: no test, no looking glass, no test addresses, no monitors, order value = key. */
export const LOCATION_DEFAULTS: Omit<Location, "id" | "key" | "name" | "country" | "display_order" | "translations"> = {
  city: "",
  latency_url: "",
  looking_glass_url: "",
  test_ipv4: "",
  test_ipv6: "",
  monitors: [],
  order_value: "",
};

/** A location as visitors read it: no monitors or order value, texts in the asked language, and its status now. */
const PublicLocationSchema = LocationSchema.omit({ monitors: true, order_value: true, translations: true }).extend({
  status: z.enum(MONITOR_STATES).describe("The worst state of its monitors (down, maintenance, unknown, up); unknown without monitors"),
});
export type PublicLocation = z.infer<typeof PublicLocationSchema>;

const LocationReorderSchema = z.object({
  locations: z
    .array(z.object({ location_id: idRef(), new_order: integer(-1_000_000, 1_000_000) }))
    .min(1, "must list at least one location")
    .max(LOCATION_LIMITS.locations),
});
export type LocationReorder = z.output<typeof LocationReorderSchema>;

const UrlCheckSchema = z.object({ url: text(LIMITS.url) });
const UrlCheckResultSchema = z.object({
  ok: z.boolean().describe("The address answered 200 or 204 within the time allowed"),
  status: z.number().int().nullable().describe("The HTTP status it answered (null: no answer)"),
  ms: z.number().int().nullable().describe("How long the answer took, from the server"),
  cors: z.boolean().describe("The answer allows other sites' pages to read it (Access-Control-Allow-Origin), or is an image"),
  detail: z.string(),
});
export type UrlCheckResult = z.infer<typeof UrlCheckResultSchema>;

/** Data-centre locations: where plans are offered, their status and the address visitors' browsers measure. */
export const locationsApi = defineResource("locations", {
  publicList: {
    method: "GET",
    path: "/api/locations",
    access: "public",
    summary: "The locations, as visitors see them",
    description: "In the administrator's order. `lang` picks the language of the texts; `status` is the worst state of the location's monitors now.",
    query: LanguageQuerySchema,
    response: z.array(PublicLocationSchema),
  },
  list: {
    method: "GET",
    path: "/api/admin/locations",
    access: "admin",
    summary: "Every location",
    response: z.array(LocationSchema),
  },
  create: {
    method: "POST",
    path: "/api/admin/locations",
    access: "admin",
    summary: "Add a location",
    description: `Key (a-z, 0-9, -), name and country (ISO 3166-1 alpha-2) are required; a key already used is a 409; at most ${LOCATION_LIMITS.locations} locations. \`monitors\` must name known status monitors (400 naming an unknown one).`,
    body: LocationCreateSchema,
    response: LocationSchema,
    errors: [400, 409],
  },
  reorder: {
    method: "PUT",
    path: "/api/admin/locations/reorder",
    access: "admin",
    summary: "Save a new order of locations",
    body: LocationReorderSchema,
    response: ReorderedSchema,
    errors: [400, 404],
  },
  checkUrl: {
    method: "POST",
    path: "/api/admin/locations/check-url",
    access: "admin",
    summary: "Check that a latency test address answers",
    description: "The server asks the address once (GET, a few seconds at most) and says what it answered; nothing is stored.",
    body: UrlCheckSchema,
    response: UrlCheckResultSchema,
    errors: [400],
  },
  update: {
    method: "PUT",
    path: "/api/admin/locations/:id",
    access: "admin",
    summary: "Change a location",
    description: "Only the fields sent change. A new key moves the plans that named the old key along with it.",
    params: idParams("Location"),
    body: LocationUpdateSchema,
    response: LocationSchema,
    errors: [400, 404, 409],
  },
  remove: {
    method: "DELETE",
    path: "/api/admin/locations/:id",
    access: "admin",
    summary: "Delete a location",
    description: "Refused with 409, naming the plans, while plans are offered there.",
    params: idParams("Location"),
    response: DeletedSchema,
    errors: [404, 409],
  },
});
