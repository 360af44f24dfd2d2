import { BILLING_TERMS, type PlanPricing } from "../billingTerms";
import { amountProblem, roundAmount } from "../currencyAmounts";
import type { CurrencyPrices } from "../i18n/currencies";
import type { FieldProblem } from "./problem";

/**
 * Prices against the currency they are in: a plan's `price` and `pricing` and a promo code's `discount_amount`
 * are in the site's default currency, each `currency_prices` entry in the currency it is keyed by. Each amount is
 * rounded to its currency's decimals and may be at most its currency's ceiling (currencyAmounts.ts). The API,
 * the Blesta sync and import, and a restore check prices with these functions.
 */

interface PricedPlan {
  price: number;
  pricing: PlanPricing;
  currency_prices?: CurrencyPrices;
}

interface Amount {
  field: string;
  amount: number;
  currency: string;
}

function termAmounts(prefix: string, price: number, pricing: PlanPricing, currency: string): Amount[] {
  const amounts: Amount[] = [{ field: `${prefix}price`, amount: price, currency }];
  for (const term of BILLING_TERMS) {
    const amount = pricing[term];
    if (typeof amount === "number") amounts.push({ field: `${prefix}pricing.${term}`, amount, currency });
  }
  return amounts;
}

/** Every amount of a plan, with its field and its currency. */
function planAmounts(plan: PricedPlan, defaultCurrency: string): Amount[] {
  const amounts = termAmounts("", plan.price, plan.pricing, defaultCurrency);
  for (const [currency, prices] of Object.entries(plan.currency_prices ?? {})) {
    if (prices) amounts.push(...termAmounts(`currency_prices.${currency}.`, prices.price, prices.pricing, currency));
  }
  return amounts;
}

function problemsOf(amounts: Amount[]): FieldProblem[] {
  return amounts.flatMap(({ field, amount, currency }) => {
    const message = amountProblem(amount, currency);
    return message ? [{ field, message, code: "out_of_range" }] : [];
  });
}

/** The plan's prices that break their currency's rule (none: every price fits). */
export function planPriceProblems(plan: PricedPlan, defaultCurrency: string): FieldProblem[] {
  return problemsOf(planAmounts(plan, defaultCurrency));
}

/** Term prices rounded, in the order they came. */
function roundedPricing(pricing: PlanPricing, currency: string): PlanPricing {
  const rounded: PlanPricing = {};
  for (const [term, amount] of Object.entries(pricing) as Array<[keyof PlanPricing, number | undefined]>) {
    if (typeof amount === "number") rounded[term] = roundAmount(amount, currency);
  }
  return rounded;
}

/** A copy of the plan with every price rounded to its currency's decimals (no cents for JPY, KRW, VND). */
export function roundPlanPrices<P extends PricedPlan>(plan: P, defaultCurrency: string): P {
  const rounded = { ...plan, price: roundAmount(plan.price, defaultCurrency), pricing: roundedPricing(plan.pricing, defaultCurrency) };
  if (plan.currency_prices === undefined) return rounded;
  const currencyPrices: CurrencyPrices = {};
  for (const [currency, prices] of Object.entries(plan.currency_prices)) {
    if (prices) currencyPrices[currency] = { ...prices, price: roundAmount(prices.price, currency), pricing: roundedPricing(prices.pricing, currency) };
  }
  return { ...rounded, currency_prices: currencyPrices };
}

interface PricedPromo {
  discount_amount: number | null;
}

/** A promo code's fixed discount that breaks the default currency's rule, or null. */
export function promoAmountProblem(promo: PricedPromo, defaultCurrency: string): FieldProblem | null {
  if (promo.discount_amount === null) return null;
  return problemsOf([{ field: "discount_amount", amount: promo.discount_amount, currency: defaultCurrency }])[0] ?? null;
}

/** A copy of the promo code with its fixed discount rounded to the default currency's decimals. */
export function roundPromoAmount<P extends PricedPromo>(promo: P, defaultCurrency: string): P {
  return promo.discount_amount === null ? promo : { ...promo, discount_amount: roundAmount(promo.discount_amount, defaultCurrency) };
}
