import { z } from "zod";
import { defineResource } from "./endpoint";
import { flag, LIMITS, money, numeric, requiredText, safeHref, text } from "./fields";
import { DeletedSchema, idParams, LanguageQuerySchema, timestamp } from "./shared";
import { translationsAnswer, translationsInput } from "./translations";

export const PROMO_LOCATIONS = ["hero", "pricing", "floating", "footer"] as const;
export type PromoLocation = (typeof PROMO_LOCATIONS)[number];

/**
 * An ISO date-time, or null / "" for "none". A date without a time means the end of that day (an expiry) or its
 * start (a start date), in UTC.
 */
function dateTime(dateOnlyMeans: "start" | "end") {
  return z.union([z.string().trim(), z.null()]).transform((value, ctx) => {
    if (value === null || value === "") return null;
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
    const time = Date.parse(dateOnly ? `${value}T${dateOnlyMeans === "end" ? "23:59:59.999" : "00:00:00.000"}Z` : value);
    if (Number.isNaN(time)) {
      ctx.addIssue({ code: "custom", message: "must be an ISO date or date-time" });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });
}

/** The texts of a promo code that have translations, with their rules. */
export const PROMO_TEXT_FIELDS = { title: requiredText(LIMITS.title), description: requiredText(LIMITS.shortText * 2), button_text: text(100) };

const promoFields = {
  code: requiredText(LIMITS.promoCode)
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z0-9_-]+$/.test(value), "must use letters, digits, _ and - only"),
  title: requiredText(LIMITS.title),
  description: requiredText(LIMITS.shortText * 2),
  discount_percentage: z
    .union([numeric(), z.null(), z.literal("")])
    .transform((v) => (v === "" ? null : v))
    .pipe(z.number().int("must be a whole number").min(0, "must be at least 0").max(100, "must be at most 100").nullable()),
  discount_amount: z.union([money(), z.null(), z.literal("")]).transform((v) => (v === "" ? null : v)),
  starts_at: dateTime("start"),
  expiry_date: dateTime("end"),
  display_location: z.enum(PROMO_LOCATIONS, { error: `must be one of ${PROMO_LOCATIONS.join(", ")}` }),
  button_text: text(100),
  button_url: safeHref(),
  is_active: flag(),
  translations: translationsInput(PROMO_TEXT_FIELDS, "a promo code"),
};

export const PromoCreateSchema = z.object(promoFields).partial().required({ code: true, title: true, description: true });
export const PromoUpdateSchema = z.object(promoFields).partial();
export type PromoInput = z.output<typeof PromoUpdateSchema>;

/** A promo code as the admin API answers it. */
const PromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  discount_percentage: z.number().int().nullable(),
  discount_amount: z.number().nullable(),
  /** Shown from this moment on; null = at once. */
  starts_at: timestamp().nullable(),
  /** Hidden from this moment on; null = never. */
  expiry_date: timestamp().nullable(),
  display_location: z.enum(PROMO_LOCATIONS),
  button_text: z.string(),
  button_url: z.string(),
  is_active: z.boolean(),
  created_at: timestamp(),
  updated_at: timestamp(),
  translations: translationsAnswer({ title: z.string(), description: z.string(), button_text: z.string() }),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;

/** A promo code as visitors' pages get it (only codes that are active, started and not expired), its texts in the asked language. */
const PublicPromoCodeSchema = PromoCodeSchema.omit({ created_at: true, updated_at: true, translations: true });
export type PublicPromoCode = z.infer<typeof PublicPromoCodeSchema>;

export const PROMO_DEFAULTS = {
  discount_percentage: null,
  discount_amount: null,
  starts_at: null,
  expiry_date: null,
  display_location: "hero",
  button_text: "Copy Code",
  button_url: "",
  is_active: true,
} as const;

/** Promo codes: banners in four places of the home page, each shown while active between its start and expiry. */
export const promoCodesApi = defineResource("promo-codes", {
  publicList: {
    method: "GET",
    path: "/api/promo-codes",
    access: "public",
    summary: "The codes visitors see now",
    description:
      "Active codes whose start (if any) has come and whose expiry (if any) has not; they appear and drop out on time without any write. `lang` picks the language of the texts.",
    query: LanguageQuerySchema,
    response: z.array(PublicPromoCodeSchema),
  },
  list: {
    method: "GET",
    path: "/api/admin/promo-codes",
    access: "admin",
    summary: "Every code, newest first",
    response: z.array(PromoCodeSchema),
  },
  create: {
    method: "POST",
    path: "/api/admin/promo-codes",
    access: "admin",
    summary: "Create a code",
    description:
      "Code, title and description are required; the code is stored in upper case and must be unique (409); a start must be before the expiry. `discount_amount` is in the site's default currency: rounded to its decimals, at most 10^12 of its smallest unit.",
    body: PromoCreateSchema,
    response: PromoCodeSchema,
    errors: [400, 409],
  },
  update: {
    method: "PUT",
    path: "/api/admin/promo-codes/:id",
    access: "admin",
    summary: "Change a code",
    params: idParams("Promo code"),
    body: PromoUpdateSchema,
    response: PromoCodeSchema,
    errors: [400, 404, 409],
  },
  remove: {
    method: "DELETE",
    path: "/api/admin/promo-codes/:id",
    access: "admin",
    summary: "Delete a code",
    params: idParams("Promo code"),
    response: DeletedSchema,
    errors: [404],
  },
});
