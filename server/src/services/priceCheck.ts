import { compareCurrency } from "../../../common/blestaPrices";
import type { BlestaPriceCheck, CurrencyPrice, Plan, PlanPriceCheck, SiteSettings } from "../../../common/contracts";
import { alphabeticalPlans } from "../../../common/ordering";

type CurrencyCheck = PlanPriceCheck["currencies"][number];

/** The plan's own prices in `currency` (its `price` and `pricing` in the default one); undefined when it has none. */
function sitePrices(plan: Plan, currency: string, defaultCurrency: string): CurrencyPrice | undefined {
  return currency === defaultCurrency ? { price: plan.price, pricing: plan.pricing } : plan.currency_prices[currency];
}

function checkCurrency(plan: Plan, blesta: NonNullable<Plan["blesta_prices"]>, currency: string, defaultCurrency: string): CurrencyCheck {
  const site = sitePrices(plan, currency, defaultCurrency);
  const theirs = blesta[currency];
  const comparison = site && theirs ? compareCurrency(site, theirs, currency) : null;
  return {
    currency,
    blesta_price: theirs?.price ?? null,
    site_price: site?.price ?? null,
    markup: comparison?.markup ?? null,
    differing_terms: comparison?.differing ?? [],
    matches: (comparison?.differing.length ?? 0) === 0,
  };
}

/**
 * One mapped plan's prices against Blesta's own in each enabled currency (the default first), from what the
 * import or the last sync stored: Blesta is not asked.
 */
function planPriceCheck(plan: Plan & { blesta_package_id: number }, settings: Pick<SiteSettings, "currencies" | "default_currency">): PlanPriceCheck {
  const base = { plan_id: plan.id, name: plan.name, type: plan.type, blesta_package_id: plan.blesta_package_id };
  const blesta = plan.blesta_prices;
  if (!blesta) return { ...base, known: false, read_at: null, currencies: [], matches: false };
  const currencies = [settings.default_currency, ...settings.currencies.filter((code) => code !== settings.default_currency)];
  const checks = currencies.map((currency) => checkCurrency(plan, blesta, currency, settings.default_currency));
  return { ...base, known: true, read_at: plan.last_blesta_sync, currencies: checks, matches: checks.every((check) => check.matches) };
}

/** Every plan mapped to a Blesta package, by name, its site prices against Blesta's (GET /api/admin/blesta/prices, the overview). */
export function priceCheck(plans: readonly Plan[], settings: Pick<SiteSettings, "currencies" | "default_currency">): BlestaPriceCheck {
  const mapped = alphabeticalPlans(plans.filter((plan): plan is Plan & { blesta_package_id: number } => plan.blesta_package_id !== null));
  const checks = mapped.map((plan) => planPriceCheck(plan, settings));
  return { plans: checks, all_match: checks.every((check) => check.matches) };
}
