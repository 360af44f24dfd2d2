import { z } from "zod";
import { BILLING_TERMS, type BillingTerm, type PlanPricing } from "../billingTerms";
import { defineResource } from "./endpoint";
import { flag, idRef, integer, lineList, LIMITS, money, numeric, requiredText, safeHref, text } from "./fields";
import { DeletedSchema, idParams, ReorderedSchema, timestamp } from "./shared";

export { BILLING_TERMS, TERM_MONTHS, type BillingTerm, type PlanPricing } from "../billingTerms";

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

/** Every field an administrator may send for a plan. Server-managed fields (id, last_blesta_sync) are not here. */
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
  pricing: PlanPricingSchema,
  display_order: integer(-1_000_000, 1_000_000),
  blesta_package_id: z.union([idRef(), z.null(), z.literal("")]).transform((value) => (value === "" ? null : value)),
};

export const PlanCreateSchema = z.object(planFields).partial().required({ name: true });
export const PlanUpdateSchema = z.object(planFields).partial();
export type PlanInput = z.output<typeof PlanUpdateSchema>;

/** Term prices as stored and answered: only the terms a plan is offered for. */
const StoredPricingSchema = z.object(
  Object.fromEntries(BILLING_TERMS.map((term) => [term, z.number().optional()])) as Record<BillingTerm, z.ZodOptional<z.ZodNumber>>,
);

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
  /** Prices for longer terms; `price` is the monthly price. */
  pricing: StoredPricingSchema,
  display_order: z.number().int(),
  blesta_package_id: z.number().int().nullable(),
  last_blesta_sync: timestamp().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
});
export type Plan = z.infer<typeof PlanSchema>;

/** A plan as visitors see it: no markup, no billing fields. */
export const PublicPlanSchema = PlanSchema.omit({
  markup_percentage: true,
  blesta_package_id: true,
  last_blesta_sync: true,
  created_at: true,
  updated_at: true,
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
  pricing: {},
  display_order: 0,
  blesta_package_id: null,
  last_blesta_sync: null,
};

export const PlanReorderSchema = z.object({
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
    description: "Sorted by display_order, then name. Internal fields (markup, billing ids, sync times) are left out.",
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
      "Only `name` is required; every other field takes its default (type shared, price 0, empty texts, false flags). Without `display_order` the plan goes after the last plan of its category.",
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
    description: "Only the fields sent change. Sending `pricing` replaces every term price.",
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
