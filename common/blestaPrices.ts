/**
 * A site price against the price Blesta's checkout charges: the markup that turns one into the other, and whether
 * they agree up to rounding. Pure rules without zod: the Blesta import and sync, the overview's check and the
 * admin panel's Create plans form share them.
 */
import { BILLING_TERMS, type PlanPricing } from "./billingTerms";
import { currencyDecimals, roundAmount } from "./currencyAmounts";
import type { CurrencyPrice } from "./i18n/currencies";
import type { OrderTerm } from "./orderLink";

/**
 * price × (1 + markup), rounded to the decimals of `currency` (to cents for USD, to whole yen or dong for JPY and
 * VND; roundAmount removes float noise such as 573.8499999 first). `markup` is a fraction: 0.15 = 15 %.
 */
export function applyMarkup(amount: number, markup: number, currency: string): number {
  return roundAmount(amount * (1 + markup), currency);
}

/**
 * Whether a site price is Blesta's price up to rounding: they are at most half of the currency's smallest unit
 * apart (Blesta keeps four decimals; the site keeps its currency's, and a monthly price made from a yearly one is
 * the yearly price / 12).
 */
function sameAmount(site: number, blesta: number, currency: string): boolean {
  const half = 10 ** -currencyDecimals(currency) / 2;
  return Math.abs(site - blesta) <= half + 1e-9;
}

/**
 * The markup (fraction) from Blesta's price to the site's: a whole percent when that percent gives the site price
 * exactly (the markup a sync or an import applied: 2.98 → 3.43 is 15 %), else to a tenth of a percent (a price
 * changed by hand). Null when Blesta's price is 0.
 */
function markupBetween(site: number, blesta: number, currency: string): number | null {
  if (!(blesta > 0)) return null;
  const ratio = site / blesta - 1;
  const whole = Math.round(ratio * 100) / 100;
  if (sameAmount(site, applyMarkup(blesta, whole, currency), currency)) return whole;
  return Math.round(ratio * 1000) / 1000;
}

/** How a site's prices in one currency compare with Blesta's. */
export interface CurrencyComparison {
  /** The terms (monthly and the longer ones) both have a price for whose prices differ by more than rounding. */
  differing: OrderTerm[];
  /** The monthly markup from Blesta's price to the site's (fraction), as markupBetween. */
  markup: number | null;
}

/**
 * The site's prices in one currency against Blesta's: the monthly price and each term both have (a term only one
 * side has is not compared: the site does not advertise it, or the checkout does not sell it).
 */
export function compareCurrency(site: CurrencyPrice, blesta: CurrencyPrice, currency: string): CurrencyComparison {
  const differing: OrderTerm[] = [];
  if (!sameAmount(site.price, blesta.price, currency)) differing.push("monthly");
  for (const term of BILLING_TERMS) {
    const ours = site.pricing[term];
    const theirs = blesta.pricing[term];
    if (ours !== undefined && theirs !== undefined && !sameAmount(ours, theirs, currency)) differing.push(term);
  }
  return { differing, markup: markupBetween(site.price, blesta.price, currency) };
}

/** Blesta's prices in one currency with `markup` applied to each: the prices a plan gets from them. */
export function pricesWithMarkup(blesta: CurrencyPrice, markup: number, currency: string): CurrencyPrice {
  const pricing: PlanPricing = {};
  for (const term of BILLING_TERMS) {
    const amount = blesta.pricing[term];
    if (amount !== undefined) pricing[term] = applyMarkup(amount, markup, currency);
  }
  return { price: applyMarkup(blesta.price, markup, currency), pricing };
}
