/**
 * The currencies a site sells in, and which prices a plan answers in a currency. Pure rules without zod: the
 * server, the public site and the admin panel share them.
 */
import type { PlanPricing } from "../billingTerms";

export const DEFAULT_CURRENCY = "USD";

/** How many currencies a site may enable. */
export const MAX_CURRENCIES = 10;

let known: ReadonlySet<string> | undefined;

/** An ISO 4217 code this runtime's Intl knows (upper case, "EUR"); historic and test codes are not. */
export function isCurrencyCode(code: unknown): code is string {
  if (typeof code !== "string" || !/^[A-Z]{3}$/.test(code)) return false;
  known ??= new Set(Intl.supportedValuesOf("currency"));
  return known.has(code);
}

/** The currency a request is answered in: the one it asks for (any case) when enabled, else the site's default. */
export function pickCurrency(requested: unknown, enabled: readonly string[], defaultCurrency: string): string {
  const code = typeof requested === "string" ? requested.trim().toUpperCase() : "";
  return code !== "" && enabled.includes(code) ? code : defaultCurrency;
}

/** A plan's prices in one other currency: the monthly price and the longer terms' prices, as for the default currency. */
export interface CurrencyPrice {
  price: number;
  pricing: PlanPricing;
}

/** A plan's prices in currencies other than the default, by ISO code. */
export type CurrencyPrices = Partial<Record<string, CurrencyPrice>>;

/**
 * A plan's prices in `currency`: its own prices for that currency where it has them, else its prices in the
 * default currency (`price`, `pricing`). `currency` in the answer says which.
 */
export function pricesIn(
  plan: { price: number; pricing: PlanPricing; currency_prices?: CurrencyPrices },
  currency: string,
  defaultCurrency: string,
): { currency: string; price: number; pricing: PlanPricing } {
  const own = currency === defaultCurrency ? undefined : plan.currency_prices?.[currency];
  if (own) return { currency, price: own.price, pricing: { ...own.pricing } };
  return { currency: defaultCurrency, price: plan.price, pricing: { ...plan.pricing } };
}
