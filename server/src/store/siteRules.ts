import { planPriceProblems, promoAmountProblem, roundPlanPrices, roundPromoAmount } from "../../../common/crossField/prices";
import type { FieldProblem } from "../../../common/crossField/problem";
import { defaultsListedProblems } from "../../../common/crossField/settings";
import type { CurrencyPrices } from "../../../common/i18n/currencies";
import type { PlanPricing } from "../../../common/billingTerms";

/** The parts of the site data the rules across fields and records read. */
export interface RuledSite {
  site_settings: { languages: string[]; default_language: string; currencies: string[]; default_currency: string };
  plans: Array<{ price: number; pricing: PlanPricing; currency_prices: CurrencyPrices; locations: ReadonlyArray<{ key: string }> }>;
  promos: Array<{ discount_amount: number | null }>;
  locations: ReadonlyArray<{ key: string }>;
}

export interface SiteIssue {
  /** Where in the site data, e.g. ["plans", 0, "currency_prices", "VND", "price"]. */
  path: Array<string | number>;
  message: string;
}

const at = (prefix: Array<string | number>, problem: FieldProblem): SiteIssue => ({ path: [...prefix, ...problem.field.split(".")], message: problem.message });

/**
 * The rules across fields and records that the API checks on each write, checked on a whole site (a restored
 * backup, a store copied to PostgreSQL) with the very functions the API uses (common/crossField): the default
 * language and currency are enabled ones; every price fits its currency (plans' `price` and `pricing` and promo
 * codes' fixed discounts are in the default currency); every location a plan names exists.
 */
export function siteIssues(site: RuledSite): SiteIssue[] {
  const currency = site.site_settings.default_currency;
  const locationKeys = new Set(site.locations.map((location) => location.key));
  return [
    ...defaultsListedProblems(site.site_settings).map((problem) => at(["site_settings"], problem)),
    ...site.plans.flatMap((plan, index) => planPriceProblems(plan, currency).map((problem) => at(["plans", index], problem))),
    ...site.plans.flatMap((plan, index) =>
      plan.locations.flatMap((location, at) =>
        locationKeys.has(location.key) ? [] : [{ path: ["plans", index, "locations", at, "key"], message: `no location has the key "${location.key}"` }],
      ),
    ),
    ...site.promos.flatMap((promo, index) => {
      const problem = promoAmountProblem(promo, currency);
      return problem ? [at(["promos", index], problem)] : [];
    }),
  ];
}

/** The site with every price rounded to its currency's decimals, as the API stores them. */
export function withRoundedPrices<S extends RuledSite>(site: S): S {
  const currency = site.site_settings.default_currency;
  return {
    ...site,
    plans: site.plans.map((plan) => roundPlanPrices(plan, currency)),
    promos: site.promos.map((promo) => roundPromoAmount(promo, currency)),
  };
}
