import { BILLING_TERMS, type BillingTerm } from "../../../../../common/billingTerms";
import type { CurrencyPrices } from "../../../../../common/i18n/currencies";
import { roundAmount } from "../../../../../common/currencyAmounts";

/** One currency's prices as typed: the monthly price and each term's whole price (empty = not offered). */
export interface CurrencyPriceForm {
  price: string;
  pricing: Record<BillingTerm, string>;
}

/** A plan's prices in the currencies other than the default, by ISO code, as typed. */
export type CurrencyPricesForm = Record<string, CurrencyPriceForm>;

export const EMPTY_CURRENCY_PRICE: CurrencyPriceForm = {
  price: "",
  pricing: Object.fromEntries(BILLING_TERMS.map((term) => [term, ""])) as Record<BillingTerm, string>,
};

/** A plan's stored prices per currency as form values. */
export function currencyPricesToForm(prices: CurrencyPrices | undefined): CurrencyPricesForm {
  const form: CurrencyPricesForm = {};
  for (const [code, entry] of Object.entries(prices ?? {})) {
    if (!entry) continue;
    form[code] = {
      price: String(entry.price),
      pricing: Object.fromEntries(BILLING_TERMS.map((term) => [term, entry.pricing[term] == null ? "" : String(entry.pricing[term])])) as Record<
        BillingTerm,
        string
      >,
    };
  }
  return form;
}

const isBlank = (entry: CurrencyPriceForm) => entry.price.trim() === "" && BILLING_TERMS.every((term) => entry.pricing[term].trim() === "");

/** A typed number rounded to the decimals of `currency`; anything else goes to the server's rule as typed (it answers the problem). */
const amount = (text: string, currency: string): number | string => (Number.isFinite(Number(text)) ? roundAmount(Number(text), currency) : text);

/**
 * What a save sends: each currency shown in the dialog with its prices (rounded to its decimals), or null
 * (removed) when every field of it is empty. A currency with term prices but no monthly price sends `price: null`, which the API refuses as
 * required.
 */
export function currencyPricesToInput(
  form: CurrencyPricesForm,
): Record<string, { price: number | string | null; pricing: Record<string, number | string> } | null> {
  const input: Record<string, { price: number | string | null; pricing: Record<string, number | string> } | null> = {};
  for (const [code, entry] of Object.entries(form)) {
    if (isBlank(entry)) {
      input[code] = null;
      continue;
    }
    const pricing: Record<string, number | string> = {};
    for (const term of BILLING_TERMS) {
      const text = entry.pricing[term].trim();
      if (text !== "") pricing[term] = amount(text, code);
    }
    input[code] = { price: entry.price.trim() === "" ? null : amount(entry.price.trim(), code), pricing };
  }
  return input;
}

/** The currencies the dialog offers prices in: the enabled ones other than the default, then any the plan still has prices in. */
export function priceCurrencies(enabled: readonly string[], defaultCurrency: string, stored: readonly string[]): { code: string; enabled: boolean }[] {
  const shown = enabled.filter((code) => code !== defaultCurrency).map((code) => ({ code, enabled: true }));
  for (const code of stored) if (code !== defaultCurrency && !enabled.includes(code)) shown.push({ code, enabled: false });
  return shown;
}

/** The field of a problem in another currency's prices: "currency_prices.EUR.price", "currency_prices.EUR.pricing.annual". */
export function currencyPriceField(path: string): string {
  const parts = path.split(".");
  return parts.slice(0, parts[2] === "pricing" ? 4 : 3).join(".");
}
