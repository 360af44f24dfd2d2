import { z } from "zod";
import { BILLING_TERMS, type BillingTerm, type PlanPricing } from "../billingTerms";
import { flag, idRef, integer, lineList, LIMITS, money, numeric, requiredText, safeHref, text } from "./primitives";

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

export interface Plan {
  id: number;
  name: string;
  price: number;
  category_key: string;
  plan_type: string;
  type: PlanType;
  sub_type: string;
  cpu: string;
  ram: string;
  disk_space: string;
  bandwidth: string;
  websites: string;
  subdomains: string;
  parked_domains: string;
  addon_domains: string;
  databases: string;
  email_accounts: string;
  markup_percentage: number;
  features: string[];
  order_url: string;
  is_customizable: boolean;
  managed_wordpress: boolean;
  auto_scaling: boolean;
  docker_image: string;
  supported_games: string[];
  is_popular: boolean;
  /** Shown with a "Sold out" badge and no order link. */
  sold_out: boolean;
  /** Prices for longer terms; `price` is the monthly price. */
  pricing: PlanPricing;
  display_order: number;
  blesta_package_id: number | null;
  last_blesta_sync: string | null;
  created_at: string;
  updated_at: string;
}

/** A plan as visitors see it: no markup, no billing fields. */
export type PublicPlan = Omit<Plan, "markup_percentage" | "blesta_package_id" | "last_blesta_sync" | "created_at" | "updated_at">;

/** New plan defaults (SPEC §3): type shared, price 0, markup 0, booleans false, empty features and text. */
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
