import { z } from "zod";
import { defineResource } from "./endpoint";
import { flag, httpUrl, idRef, integer, numeric, requiredText, secret, text } from "./fields";
import { PlanSchema } from "./plans";
import { idParams, timestamp } from "./shared";
import { BILLING_TERMS } from "../billingTerms";
import { ORDER_TERMS } from "../orderLink";

export const MARKUP_TYPES = ["shared", "vps", "gameserver", "dedicated"] as const;

/** Markups are fractions (0.2 = 20 %), shown as whole percent: 0–200 % in steps of 5 (the API and the admin form). */
export const MARKUP_PERCENT = { max: 200, step: 5 } as const;

/** The ranges of the numeric billing settings (seconds, hours, id), checked by the API and offered by the admin form. */
export const BILLING_RANGES = {
  timeout: { min: 10, max: 300 },
  sync_frequency: { min: 1, max: 168 },
  company_id: { min: 1, max: 1_000_000 },
} as const;

const stepsPerUnit = 100 / MARKUP_PERCENT.step;
const markupFraction = numeric().refine(
  (value) => value >= 0 && value <= MARKUP_PERCENT.max / 100 && Math.abs(Math.round(value * stepsPerUnit) - value * stepsPerUnit) < 1e-9,
  `must be between 0 and ${MARKUP_PERCENT.max / 100} (0–${MARKUP_PERCENT.max} %) in steps of ${MARKUP_PERCENT.step / 100} (${MARKUP_PERCENT.step} %)`,
);

const MarkupMapSchema = z
  .record(z.string().trim().min(1).max(64), markupFraction)
  .refine((record) => Object.keys(record).length <= 50, "must have at most 50 entries");

export const BillingSettingsInputSchema = z
  .object({
    api_url: httpUrl(),
    username: text(200),
    api_key: secret(1_000),
    timeout: integer(BILLING_RANGES.timeout.min, BILLING_RANGES.timeout.max),
    sync_enabled: flag(),
    sync_frequency: integer(BILLING_RANGES.sync_frequency.min, BILLING_RANGES.sync_frequency.max),
    markup_percentages: MarkupMapSchema,
    company_id: integer(BILLING_RANGES.company_id.min, BILLING_RANGES.company_id.max),
  })
  .partial();
export type BillingSettingsInput = z.output<typeof BillingSettingsInputSchema>;

export interface BillingSettings {
  api_url: string;
  username: string;
  api_key: string;
  timeout: number;
  sync_enabled: boolean;
  sync_frequency: number;
  markup_percentages: Record<string, number>;
  company_id: number;
}

/** Billing settings as the admin API answers them: the API key is write-only (always ""; `has_api_key` says whether one is set). */
const BillingSettingsViewSchema = z.object({
  api_url: z.string(),
  username: z.string(),
  api_key: z.literal(""),
  has_api_key: z.boolean(),
  /** Seconds a call to Blesta may take. */
  timeout: z.number().int(),
  sync_enabled: z.boolean(),
  /** Hours between scheduled price syncs. */
  sync_frequency: z.number().int(),
  /** Markup per plan type as a fraction (0.2 = 20 %). */
  markup_percentages: z.record(z.string(), z.number()),
  company_id: z.number().int(),
});
export type BillingSettingsView = z.infer<typeof BillingSettingsViewSchema>;

export const BILLING_DEFAULTS: BillingSettings = {
  api_url: "",
  username: "",
  api_key: "",
  timeout: 30,
  sync_enabled: false,
  sync_frequency: 24,
  markup_percentages: { vps: 0.2, gameserver: 0.4, shared: 0.15, dedicated: 0.1 },
  company_id: 1,
};

const BillingMappingSchema = z.object({
  plan_id: idRef(),
  blesta_package_id: z.union([idRef(), z.null(), z.literal("")]).transform((v) => (v === "" ? null : v)),
});

const BillingSyncSchema = z
  .object({
    force_update: flag().optional(),
    markup_overrides: MarkupMapSchema.nullish(),
  })
  .default({});

/** What a price sync did. */
const BillingSyncResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  plans_updated: z.number().int(),
  plans_failed: z.number().int(),
  /** One line per plan that could not be updated. */
  errors: z.array(z.string()),
  start_time: timestamp(),
  end_time: timestamp(),
});
export type BillingSyncResult = z.infer<typeof BillingSyncResultSchema>;

/** The Billing tab's status box: the connection, and the last sync. */
const BillingStatusSchema = z.object({
  connection_status: z.enum(["connected", "not_configured", "error"]),
  message: z.string(),
  last_sync: timestamp().nullable(),
  configured: z.boolean(),
  plans_mapped: z.number().int(),
  total_plans: z.number().int(),
  sync_enabled: z.boolean(),
  last_sync_result: BillingSyncResultSchema.nullable(),
});
export type BillingStatus = z.infer<typeof BillingStatusSchema>;

/** A Blesta package a plan can be mapped to. */
const BillingPackageSchema = z.object({ id: z.number().int(), name: z.string() });
export type BillingPackage = z.infer<typeof BillingPackageSchema>;

/** Blesta's active packages of the company. */
const ActivePackagesSchema = z.object({
  /** Active, non-hidden packages, sorted by name. */
  packages: z.array(BillingPackageSchema),
  /** Active packages left out because they are hidden in Blesta. */
  hidden_count: z.number().int(),
});
export type ActivePackages = z.infer<typeof ActivePackagesSchema>;

/** Most packages one import may create plans for. */
const IMPORT_MAX_PACKAGES = 50;

/** Which Blesta packages to create plans for, the category they go in, and the markup their prices get. */
export const BlestaImportSchema = z.object({
  package_ids: z
    .array(idRef(), { error: "must be a list of Blesta package ids" })
    .min(1, "must list at least one package")
    .max(IMPORT_MAX_PACKAGES, `must list at most ${IMPORT_MAX_PACKAGES} packages`)
    .superRefine((ids, ctx) => {
      const seen = new Set<number>();
      ids.forEach((id, index) => {
        if (seen.has(id)) ctx.addIssue({ code: "custom", path: [index], message: `lists package ${id} twice` });
        seen.add(id);
      });
    }),
  category_key: requiredText(64),
  /**
   * The markup per plan type for these plans, as a fraction (0.15 = 15 %); the category's type's applies. A type
   * left out gets none: the plans then cost what Blesta's checkout charges. The billing settings' markups are not
   * used here.
   */
  markup_percentages: MarkupMapSchema.optional(),
});
export type BlestaImport = z.output<typeof BlestaImportSchema>;

/** Prices in one currency: the monthly price and the whole price of each longer term. */
const CurrencyPriceSchema = z.object({
  price: z.number(),
  pricing: z.partialRecord(z.enum(BILLING_TERMS), z.number()),
});

/** One Blesta package's own prices, before any markup: what its checkout charges. */
const BlestaPackagePricesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /**
   * By enabled currency the package has a price in (the site's default one included): the monthly price (the
   * yearly one / 12 where it has no monthly one) and each longer term's whole price, as Blesta keeps them.
   */
  prices: z.partialRecord(z.string(), CurrencyPriceSchema),
  /** Enabled currencies the package has no price in. */
  missing_currencies: z.array(z.string()),
});
export type BlestaPackagePrices = z.infer<typeof BlestaPackagePricesSchema>;

/** A mapped plan's price in one currency against Blesta's. */
const CurrencyPriceCheckSchema = z.object({
  currency: z.string(),
  /** Blesta's monthly price (before markup); null when the package has no price in this currency. */
  blesta_price: z.number().nullable(),
  /** The site's monthly price (before tax); null when the plan has no price of its own in this currency. */
  site_price: z.number().nullable(),
  /** The markup from Blesta's monthly price to the site's, as a fraction (0.15 = 15 %); null when either is missing or Blesta's is 0. */
  markup: z.number().nullable(),
  /** The terms whose site price differs from Blesta's by more than rounding (only terms both have are compared). */
  differing_terms: z.array(z.enum(ORDER_TERMS)),
  /** No term differs (true when one side has no price in this currency: nothing is sold at a wrong price). */
  matches: z.boolean(),
});

/** A plan mapped to a Blesta package: its prices on the site against Blesta's, per currency. */
const PlanPriceCheckSchema = z.object({
  plan_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  blesta_package_id: z.number().int(),
  /** Blesta's prices are known: read by the import or the last successful sync since the plan was mapped to this package. */
  known: z.boolean(),
  /** When Blesta's prices were read; null while they are not known. */
  read_at: timestamp().nullable(),
  /** The default currency first, then the other enabled ones; empty while Blesta's prices are not known. */
  currencies: z.array(CurrencyPriceCheckSchema),
  /** Known, and every currency matches. */
  matches: z.boolean(),
});
export type PlanPriceCheck = z.infer<typeof PlanPriceCheckSchema>;

const BlestaPriceCheckSchema = z.object({
  /** Every mapped plan, by name. */
  plans: z.array(PlanPriceCheckSchema),
  /** Every mapped plan matches (true when none is mapped). */
  all_match: z.boolean(),
});
export type BlestaPriceCheck = z.infer<typeof BlestaPriceCheckSchema>;

const NOT_CONFIGURED = "409 while the API URL, user or key is missing.";

/** The Blesta billing integration: its settings, which plan sells as which package, and the price sync. */
export const blestaApi = defineResource("blesta", {
  getSettings: {
    method: "GET",
    path: "/api/admin/blesta/settings",
    access: "admin",
    summary: "The billing settings",
    response: BillingSettingsViewSchema,
  },
  updateSettings: {
    method: "PUT",
    path: "/api/admin/blesta/settings",
    access: "admin",
    summary: "Change the billing settings",
    description: "Only the fields sent change. `api_key`: text sets it, an empty string keeps the stored key, `null` removes it.",
    body: BillingSettingsInputSchema,
    response: BillingSettingsViewSchema,
    errors: [400],
  },
  map: {
    method: "PUT",
    path: "/api/admin/blesta/mapping",
    access: "admin",
    summary: "Sell a plan as a Blesta package (or unmap it with null)",
    body: BillingMappingSchema,
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      plan_id: z.number().int(),
      blesta_package_id: z.number().int().nullable(),
    }),
    errors: [400, 404],
  },
  status: {
    method: "GET",
    path: "/api/admin/blesta/status",
    access: "admin",
    summary: "Whether Blesta answers, and how the last sync went",
    response: BillingStatusSchema,
  },
  packages: {
    method: "GET",
    path: "/api/admin/blesta/packages",
    access: "admin",
    summary: "Blesta's active packages",
    description: `Hidden packages are left out. ${NOT_CONFIGURED} 502 when Blesta cannot be read.`,
    response: ActivePackagesSchema,
    errors: [409, 502],
  },
  packagePrices: {
    method: "GET",
    path: "/api/admin/blesta/packages/:id/prices",
    access: "admin",
    summary: "One Blesta package's own prices in the site's currencies",
    description: `What Blesta's checkout charges for the package, before any markup, in every enabled currency it has a price in: the Create plans form shows them beside the prices the new plans would get. 404 for a package Blesta does not have. ${NOT_CONFIGURED} 502 when Blesta cannot be read.`,
    params: idParams("Blesta package"),
    response: BlestaPackagePricesSchema,
    errors: [404, 409, 502],
  },
  prices: {
    method: "GET",
    path: "/api/admin/blesta/prices",
    access: "admin",
    summary: "Every mapped plan's site prices against Blesta's",
    description:
      "Per mapped plan and enabled currency: Blesta's monthly price (as the import or the last sync read it, without asking Blesta now), the markup and the site's price, and the terms whose prices differ by more than rounding. Blesta's checkout charges Blesta's price, so a site price that differs advertises what the checkout does not charge.",
    response: BlestaPriceCheckSchema,
  },
  sync: {
    method: "POST",
    path: "/api/admin/blesta/sync",
    access: "admin",
    summary: "Read the mapped plans' prices from Blesta now",
    description: `Each mapped plan gets its package's monthly price (and term prices) in the site's default currency, plus the markup for its type (or \`markup_overrides\`); the same from the package's own prices in every other enabled currency (\`currency_prices\`; never converted by a rate, and a currency the package has no price in is removed), Blesta's pricing id of each term and currency, and the package's names and descriptions in the supported languages other than the default (\`translations\`: name and features, one per description line). Blesta's own prices are kept beside the plan's, for \`GET /api/admin/blesta/prices\` and the overview's \`prices_match\`. Prices are rounded to each currency's decimals; a plan whose package has a price above what its currency allows, or for which Blesta answers another package, keeps what it has and is listed in \`errors\` with the reason. ${NOT_CONFIGURED} A sync while one is running answers success false, "A sync is already running".`,
    body: BillingSyncSchema,
    response: BillingSyncResultSchema.omit({ start_time: true, end_time: true }),
    errors: [400, 409],
  },
  import: {
    method: "POST",
    path: "/api/admin/blesta/import",
    access: "admin",
    summary: "Create a plan for each of these Blesta packages",
    description: `Each plan gets the package's name and description lines (as features) in the default language, its other languages as translations, its prices in every enabled currency and term with the markup \`markup_percentages\` gives the category's type (none: 0 %, Blesta's own prices; the billing settings' markups are not used), and \`blesta_package_id\`; it goes after the last plan of \`category_key\`. Prices are rounded to each currency's decimals. Nothing is created when any package cannot be: 400 for an unknown category, a package without a price in the default currency or with a price above what its currency allows (naming the field), 404 for a package Blesta does not have, 409 naming the packages already mapped to a plan, or both ids when Blesta answers another package than the one asked for. ${NOT_CONFIGURED} 502 when Blesta cannot be read.`,
    body: BlestaImportSchema,
    response: z.object({ created: z.array(PlanSchema) }),
    errors: [400, 404, 409, 502],
  },
});
