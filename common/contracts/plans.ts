import { z } from "zod";
import { BILLING_TERMS, type BillingTerm, type PlanPricing } from "../billingTerms";
import { ORDER_TERMS } from "../orderLink";
import { TAX_DISPLAYS } from "../tax";
import { LOCATION_LIMITS } from "../locations";
import { defineResource } from "./endpoint";
import { locationKey } from "./locations";
import { flag, idRef, integer, lineList, LIMITS, money, numeric, requiredText, safeHref, text } from "./fields";
import { DeletedSchema, idParams, PlanQuerySchema, ReorderedSchema, timestamp } from "./shared";
import { byCurrency, translationsAnswer, translationsInput } from "./translations";

export { BILLING_TERMS, type BillingTerm, type PlanPricing } from "../billingTerms";
export type { CurrencyPrice, CurrencyPrices } from "../i18n/currencies";
export { type PricingIds } from "../orderLink";

export const PLAN_TYPES = ["shared", "vps", "gameserver", "custom", "dedicated"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** One term's price: money, or null / "" for "not offered". */
const termPriceInput = z.preprocess((value) => (value === "" ? null : value), money().nullable());

/**
 * Prices for longer billing terms (the whole amount per term; `price` stays the monthly price). Unknown keys
 * are refused; a term sent as null or "" is dropped. Sending `pricing` replaces all term prices.
 */
export const PlanPricingSchema = z
  .object(Object.fromEntries(BILLING_TERMS.map((term) => [term, termPriceInput.optional()])) as Record<BillingTerm, z.ZodOptional<typeof termPriceInput>>, {
    error: "must be an object of term prices",
  })
  .strict()
  .nullable()
  .transform((value): PlanPricing => {
    const pricing: PlanPricing = {};
    for (const term of BILLING_TERMS) {
      const price = value?.[term];
      if (typeof price === "number") pricing[term] = price;
    }
    return pricing;
  });

/** The texts of a plan that have translations, with their rules. */
export const PLAN_TEXT_FIELDS = { name: requiredText(LIMITS.name), features: lineList() };

/** A plan's prices in one other currency, as a save sends them (the same rules as `price` and `pricing`). */
const CurrencyPriceInputSchema = z
  .object(
    {
      price: z
        .unknown()
        .refine((value) => value !== undefined && value !== null, "is required")
        .transform((value) => value as number | string)
        .pipe(money()),
      pricing: PlanPricingSchema.optional().transform((pricing) => pricing ?? {}),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? `has no field ${issue.keys.join(", ")}: a currency's prices are {price, pricing}` : "must be {price, pricing}",
    },
  )
  .strict();

/**
 * Prices in currencies other than the default: `{"EUR": {"price": 4.49, "pricing": {"annual": 45}}}`. Any ISO
 * 4217 code is taken (prices may be entered before their currency is enabled; a currency that is not enabled is
 * never shown). A currency sent replaces that currency's prices, one sent as null is removed, others are kept.
 */
const CurrencyPricesInputSchema = byCurrency(CurrencyPriceInputSchema.nullable());

/**
 * Where a plan is offered: each location by its key, once, sold out there or not (none: the plan states no
 * location). A key no location has is refused by the server (400 naming `locations.N.key`).
 */
const PlanLocationsInputSchema = z
  .array(
    z.object({
      key: locationKey(),
      sold_out: flag()
        .optional()
        .transform((value) => value ?? false),
    }),
    {
      error: "must be a list of {key, sold_out}",
    },
  )
  .max(LOCATION_LIMITS.locations, `must list at most ${LOCATION_LIMITS.locations} locations`)
  .superRefine((locations, ctx) => {
    const seen = new Set<string>();
    locations.forEach((location, index) => {
      if (seen.has(location.key)) ctx.addIssue({ code: "custom", path: [index, "key"], message: `lists "${location.key}" twice` });
      seen.add(location.key);
    });
  });

/** Every field an administrator may send for a plan. Server-managed fields (id, last_blesta_sync, blesta_pricing_ids, blesta_prices) are not here. */
const planFields = {
  name: requiredText(LIMITS.name),
  price: money(),
  category_key: text(64),
  plan_type: text(64),
  type: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(PLAN_TYPES, { error: `must be one of ${PLAN_TYPES.join(", ")}` })),
  sub_type: text(64),
  cpu: text(100),
  ram: text(100),
  disk_space: text(100),
  bandwidth: text(100),
  websites: text(50),
  subdomains: text(50),
  parked_domains: text(50),
  addon_domains: text(50),
  databases: text(50),
  email_accounts: text(50),
  markup_percentage: numeric().pipe(z.number().min(0, "must be at least 0").max(1000, "must be at most 1000")),
  features: lineList(),
  order_url: safeHref(),
  is_customizable: flag(),
  managed_wordpress: flag(),
  auto_scaling: flag(),
  docker_image: text(300),
  supported_games: lineList(),
  is_popular: flag(),
  sold_out: flag(),
  locations: PlanLocationsInputSchema,
  pricing: PlanPricingSchema,
  display_order: integer(-1_000_000, 1_000_000),
  blesta_package_id: z.union([idRef(), z.null(), z.literal("")]).transform((value) => (value === "" ? null : value)),
  currency_prices: CurrencyPricesInputSchema,
  translations: translationsInput(PLAN_TEXT_FIELDS, "a plan"),
};

export const PlanCreateSchema = z.object(planFields).partial().required({ name: true });
export const PlanUpdateSchema = z.object(planFields).partial();
export type PlanInput = z.output<typeof PlanUpdateSchema>;

/** Term prices as stored and answered: only the terms a plan is offered for. */
const StoredPricingSchema = z.object(
  Object.fromEntries(BILLING_TERMS.map((term) => [term, z.number().optional()])) as Record<BillingTerm, z.ZodOptional<z.ZodNumber>>,
);

/** A plan's prices in other currencies, as stored and answered. */
const CurrencyPricesSchema = z
  .partialRecord(z.string(), z.object({ price: z.number(), pricing: StoredPricingSchema }))
  .describe("Prices in currencies other than the default, by ISO 4217 code: the monthly price and the term prices.");

/** Blesta's package pricing id of each term, in one currency. */
const PricingIdsSchema = z
  .partialRecord(z.enum(ORDER_TERMS), z.number().int())
  .describe("Blesta's package pricing id of each term (monthly … triennial) the package has a price for; known after a price sync.");

/** A plan as the admin API answers it. */
export const PlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  category_key: z.string(),
  plan_type: z.string(),
  type: z.enum(PLAN_TYPES),
  sub_type: z.string(),
  cpu: z.string(),
  ram: z.string(),
  disk_space: z.string(),
  bandwidth: z.string(),
  websites: z.string(),
  subdomains: z.string(),
  parked_domains: z.string(),
  addon_domains: z.string(),
  databases: z.string(),
  email_accounts: z.string(),
  markup_percentage: z.number(),
  features: z.array(z.string()),
  order_url: z.string(),
  is_customizable: z.boolean(),
  managed_wordpress: z.boolean(),
  auto_scaling: z.boolean(),
  docker_image: z.string(),
  supported_games: z.array(z.string()),
  is_popular: z.boolean(),
  /** Shown with a "Sold out" badge and no order link. */
  sold_out: z.boolean(),
  /** Where the plan is offered, and whether it is sold out there ([]: no location stated). */
  locations: z
    .array(z.object({ key: z.string(), sold_out: z.boolean() }))
    .describe("The locations (by key) the plan is offered in, each sold out there or not; empty: the plan states no location."),
  /** Prices for longer terms; `price` is the monthly price. */
  pricing: StoredPricingSchema,
  display_order: z.number().int(),
  blesta_package_id: z.number().int().nullable(),
  last_blesta_sync: timestamp().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
  currency_prices: CurrencyPricesSchema,
  /** Blesta's package pricing ids by currency and term, filled by the price sync. */
  blesta_pricing_ids: z.partialRecord(z.string(), PricingIdsSchema).describe("Blesta's package pricing ids by currency, then term (filled by the price sync)."),
  /** Blesta's own prices of the plan's package, before markup; absent while not known. */
  blesta_prices: z
    .partialRecord(z.string(), z.object({ price: z.number(), pricing: StoredPricingSchema }))
    .optional()
    .describe(
      "Blesta's own prices of the mapped package (before any markup) by ISO 4217 code, the default currency included, as the import or the last successful price sync read them: what Blesta's checkout charges. Absent while not known (mapped by hand and not synced since). Set by the server only.",
    ),
  translations: translationsAnswer({ name: z.string(), features: z.array(z.string()) }),
});
export type Plan = z.infer<typeof PlanSchema>;

/** How prices are to be shown with tax: the site's setting, the label in the answer's language. */
const PlanTaxSchema = z.object({
  display: z
    .enum(TAX_DISPLAYS)
    .describe("none: as stored; inclusive: show price × (1 + rate/100), rounded to cents; exclusive: the stored price, noted as before tax"),
  rate: z.number().describe("Percent"),
  label: z.string(),
});

/** A plan's order address for each term it is sold for, filled for the answer's currency and language. */
const OrderUrlsSchema = z
  .partialRecord(z.enum(ORDER_TERMS), z.string())
  .describe(
    "The order address of `monthly` and of each term in `pricing`: the plan's order_url, else the site's order_url_template (placeholders filled, URL-encoded), else billing_url. `{promo}` is left in for the page to fill with the code the visitor copied (empty when none).",
  );

/**
 * A plan as visitors see it: no markup, billing ids, sync times or other languages' texts; names and features in
 * the asked language, prices in the asked currency where the plan has them (`currency` says which), tax as the
 * site shows it, and the order address of each term.
 */
const PublicPlanSchema = PlanSchema.omit({
  markup_percentage: true,
  blesta_package_id: true,
  last_blesta_sync: true,
  created_at: true,
  updated_at: true,
  currency_prices: true,
  blesta_pricing_ids: true,
  blesta_prices: true,
  translations: true,
}).extend({
  currency: z.string().describe("ISO 4217 code of `price` and `pricing`"),
  tax: PlanTaxSchema,
  order_urls: OrderUrlsSchema,
});
export type PublicPlan = z.infer<typeof PublicPlanSchema>;

/** New plan defaults: type shared, price 0, markup 0, booleans false, empty features and text. */
export const PLAN_DEFAULTS: Omit<Plan, "id" | "name" | "created_at" | "updated_at"> = {
  price: 0,
  category_key: "",
  plan_type: "",
  type: "shared",
  sub_type: "",
  cpu: "",
  ram: "",
  disk_space: "",
  bandwidth: "",
  websites: "",
  subdomains: "",
  parked_domains: "",
  addon_domains: "",
  databases: "",
  email_accounts: "",
  markup_percentage: 0,
  features: [],
  order_url: "",
  is_customizable: false,
  managed_wordpress: false,
  auto_scaling: false,
  docker_image: "",
  supported_games: [],
  is_popular: false,
  sold_out: false,
  locations: [],
  pricing: {},
  display_order: 0,
  blesta_package_id: null,
  last_blesta_sync: null,
  currency_prices: {},
  blesta_pricing_ids: {},
  translations: {},
};

const PlanReorderSchema = z.object({
  plans: z
    .array(z.object({ plan_id: idRef(), new_order: integer(-1_000_000, 1_000_000) }))
    .min(1, "must list at least one plan")
    .max(10_000),
});
export type PlanReorder = z.output<typeof PlanReorderSchema>;

/** Hosting plans: the public list visitors' pages show, and the administrator's list, create, update, reorder and delete. */
export const plansApi = defineResource("plans", {
  publicList: {
    method: "GET",
    path: "/api/hosting-plans",
    access: "public",
    summary: "Every plan, as visitors see it",
    description:
      "Sorted by display_order, then name. Internal fields (markup, sync times, other languages' texts) are left out. `lang` picks the language of names and features, `currency` the currency of `price` and `pricing` (a plan without prices in it answers the default currency's, and `currency` says so); an unknown or disabled language or currency answers the default one. `sold_out` is true when the plan is sold out itself or in every location it lists. `location` names the visitor's chosen location: `{location}` in the order addresses is its order value while the plan is offered there and not sold out, else the plan's first location that is not sold out's, else empty.",
    query: PlanQuerySchema,
    response: z.array(PublicPlanSchema),
  },
  list: {
    method: "GET",
    path: "/api/admin/hosting-plans",
    access: "admin",
    summary: "Every plan with its internal fields",
    response: z.array(PlanSchema),
  },
  create: {
    method: "POST",
    path: "/api/admin/hosting-plans",
    access: "admin",
    summary: "Create a plan",
    description:
      "Only `name` is required; every other field takes its default (type shared, price 0, empty texts, false flags). Without `display_order` the plan goes after the last plan of its category. `price` and `pricing` are in the site's default currency, `currency_prices` in their key's: each is rounded to its currency's decimals (none for JPY, KRW, VND) and may be at most 10^12 of its smallest unit (400 naming the field).",
    body: PlanCreateSchema,
    response: PlanSchema,
    errors: [400],
  },
  reorder: {
    method: "PUT",
    path: "/api/admin/hosting-plans/reorder",
    access: "admin",
    summary: "Save a new order of plans",
    body: PlanReorderSchema,
    response: ReorderedSchema,
    errors: [400, 404],
  },
  update: {
    method: "PUT",
    path: "/api/admin/hosting-plans/:id",
    access: "admin",
    summary: "Change a plan",
    description:
      "Only the fields sent change; prices follow the same rules as on create. Sending `pricing` replaces every term price. `currency_prices` and `translations` change only the currencies and languages sent: one sent as null is removed; in a language, a field sent empty or null is removed (it falls back to the plan's own).",
    params: idParams("Plan"),
    body: PlanUpdateSchema,
    response: PlanSchema,
    errors: [400, 404],
  },
  remove: {
    method: "DELETE",
    path: "/api/admin/hosting-plans/:id",
    access: "admin",
    summary: "Delete a plan",
    params: idParams("Plan"),
    response: DeletedSchema,
    errors: [404],
  },
});
