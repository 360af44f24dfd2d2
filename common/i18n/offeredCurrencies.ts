/**
 * Which of the site's currencies visitors are offered. Pure rules without zod: the server (pages, switchers, public
 * answers, the overview) and the admin panel (the Plans tab's marks) share them.
 *
 * A currency is offered only while every plan has a price in it: a plan without one would show its default-currency
 * price in that currency's view, and a page would show two currencies. The default currency is always offered
 * (`price` and `pricing` are in it). Every plan counts, also one outside an active category, because the public plan
 * list (`/api/hosting-plans`) answers every plan.
 */
import type { CurrencyPrices } from "./currencies";

/** What the rule reads of a plan. */
export interface PricedPlan {
  currency_prices?: CurrencyPrices;
}

/** What the rule reads of the site settings. */
export interface SaleCurrencies {
  currencies: readonly string[];
  default_currency: string;
}

/** Whether a plan has its own prices in `currency` (the default currency's are `price` and `pricing`). */
function hasPriceIn(plan: PricedPlan, currency: string, defaultCurrency: string): boolean {
  return currency === defaultCurrency || plan.currency_prices?.[currency] !== undefined;
}

/** The plans without a price in `currency`, in the order given. */
export function plansWithoutPrice<P extends PricedPlan>(plans: readonly P[], currency: string, defaultCurrency: string): P[] {
  return plans.filter((plan) => !hasPriceIn(plan, currency, defaultCurrency));
}

/** The enabled currencies visitors are offered, in the administrator's order: the default, and each one every plan has a price in. */
export function offeredCurrencies(settings: SaleCurrencies, plans: readonly PricedPlan[]): string[] {
  return settings.currencies.filter((currency) => plansWithoutPrice(plans, currency, settings.default_currency).length === 0);
}

/** Each enabled currency that is not offered, with the plans that hold it back (none when every currency is offered). */
export function heldBackCurrencies<P extends PricedPlan>(settings: SaleCurrencies, plans: readonly P[]): Array<{ currency: string; plans: P[] }> {
  return settings.currencies
    .map((currency) => ({ currency, plans: plansWithoutPrice(plans, currency, settings.default_currency) }))
    .filter((entry) => entry.plans.length > 0);
}
