import type { BillingSettings, BillingSyncResult, CurrencyPrices, Plan, PlanPricing, PricingIds } from "../../../../common/contracts";
import { DEFAULT_LANGUAGE } from "../../../../common/i18n/languages";
import type { Translations } from "../../../../common/i18n/resolve";
import { BlestaClient, BlestaError, isBlestaConfigured } from "./client";
import type { PackageTexts } from "./languages";
import { fetchPackage, offerOf, offerPriceProblem, type BlestaPackage, type SalesLocale } from "./offer";
import { defaultCurrency } from "./pricing";

export { applyMarkup } from "./offer";

export type SyncPlan = Pick<Plan, "id" | "name" | "type" | "blesta_package_id">;

export interface PlanPriceResult {
  plan_id: number;
  /** The new price to store, when it could be computed. */
  price?: number;
  /** The new term prices (same markup and rounding), replacing the plan's; set whenever `price` is. */
  pricing?: PlanPricing;
  /** The markup used (fraction, 0.2 = 20 %). */
  markup?: number;
  /** Prices in the other enabled currencies the package has prices in (same markup and rounding). */
  currency_prices?: CurrencyPrices;
  /** Enabled currencies the package has no price in: their stored prices are removed. */
  missing_currencies?: string[];
  /** Blesta's package pricing id of each term, by currency. */
  pricing_ids?: Partial<Record<string, PricingIds>>;
  /** The package's names and description lines in the supported languages other than the default. */
  translations?: Translations<PackageTexts>;
  /** The package's own prices (before markup) in the enabled currencies it has a price in. */
  blesta_prices?: CurrencyPrices;
  error?: string;
}

export interface SyncPlansInput {
  settings: BillingSettings;
  plans: SyncPlan[];
  /** Per plan type, win over settings.markup_percentages for this run. */
  markupOverrides?: Record<string, number> | null;
  /** The site's currencies and default language; without it, the Blesta company's default currency and English. */
  locale?: SalesLocale;
  now?: () => Date;
}

export interface SyncPlansOutput {
  /** One entry per mapped plan; the caller stores `price` for those without `error`. */
  results: PlanPriceResult[];
  summary: BillingSyncResult;
}

/** Errors after which asking Blesta about the next package is pointless: the remaining plans fail at once. */
function isFatal(error: unknown): boolean {
  if (!(error instanceof BlestaError)) return false;
  return ["not_configured", "timeout", "network", "bad_response"].includes(error.kind) || error.status === 401 || error.status === 503;
}

/**
 * Computes new prices for every plan mapped to a Blesta package (blesta_package_id not null): the monthly price in
 * the site's default currency × (1 + markup), markup = override ?? setting ?? 0 by plan type, the same for each
 * longer term the package has a price for (quarterly … triennial) and for every other enabled currency it has
 * prices in, each rounded to its currency's decimals; the pricing ids of each term and currency; the names and
 * description lines in other languages. A plan whose package has a price above its currency's ceiling (one the
 * API would refuse) fails with that price named. It writes nothing: the caller applies the results, so a failing
 * Blesta never corrupts a plan. Never throws.
 */
export async function syncPlans(input: SyncPlansInput): Promise<SyncPlansOutput> {
  const now = input.now ?? (() => new Date());
  const start_time = now().toISOString();
  const mapped = input.plans.filter((plan): plan is SyncPlan & { blesta_package_id: number } => plan.blesta_package_id !== null);
  const results: PlanPriceResult[] = [];

  if (mapped.length > 0) {
    const client = new BlestaClient(input.settings);
    const packages = new Map<number, Promise<BlestaPackage>>();
    let fatal: string | null = null;
    let locale = input.locale;
    try {
      if (!isBlestaConfigured(input.settings)) throw new BlestaError("Blesta is not configured: set the API URL, user and key", "not_configured");
      if (!locale) {
        const currency = await defaultCurrency(client, input.settings.company_id);
        locale = { defaultCurrency: currency, currencies: [currency], defaultLanguage: DEFAULT_LANGUAGE };
      }
    } catch (error) {
      fatal = messageOf(error);
    }
    for (const plan of mapped) {
      if (fatal !== null) {
        results.push({ plan_id: plan.id, error: fatal });
        continue;
      }
      const markup = input.markupOverrides?.[plan.type] ?? input.settings.markup_percentages[plan.type] ?? 0;
      try {
        // Two plans may share a package: ask Blesta once.
        const pkg = packages.get(plan.blesta_package_id) ?? fetchPackage(client, plan.blesta_package_id);
        packages.set(plan.blesta_package_id, pkg);
        const offer = offerOf(await pkg, locale!, markup);
        // A price the API would refuse is never stored: the plan is skipped and keeps what it has.
        const problem = offerPriceProblem(offer, locale!);
        if (problem) {
          results.push({
            plan_id: plan.id,
            error: `Blesta package ${plan.blesta_package_id}: ${problem.field} ${problem.message} (the plan keeps its prices)`,
          });
          continue;
        }
        results.push({
          plan_id: plan.id,
          price: offer.price,
          pricing: offer.pricing,
          markup,
          currency_prices: offer.currency_prices,
          missing_currencies: offer.missing_currencies,
          pricing_ids: offer.pricing_ids,
          translations: offer.translations,
          blesta_prices: offer.blesta_prices,
        });
      } catch (error) {
        results.push({ plan_id: plan.id, error: messageOf(error) });
        if (isFatal(error)) fatal = messageOf(error);
      }
    }
  }

  const failed = results.filter((result) => result.error !== undefined);
  const updated = results.length - failed.length;
  const names = new Map(mapped.map((plan) => [plan.id, plan.name]));
  return {
    results,
    summary: {
      success: failed.length === 0,
      message: summaryMessage(mapped.length, updated, failed.length),
      plans_updated: updated,
      plans_failed: failed.length,
      errors: failed.map((result) => `Plan "${names.get(result.plan_id)}" (#${result.plan_id}): ${result.error}`),
      start_time,
      end_time: now().toISOString(),
    },
  };
}

function summaryMessage(mapped: number, updated: number, failed: number): string {
  if (mapped === 0) return "No plans are mapped to Blesta packages";
  if (failed === 0) return `Updated ${updated} of ${mapped} mapped plans`;
  if (updated === 0) return `Sync failed: none of the ${mapped} mapped plans could be updated`;
  return `Updated ${updated} of ${mapped} mapped plans; ${failed} failed`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
