/**
 * How prices are shown with tax. Stored prices are what the billing system charges before tax. Pure rules
 * without zod: the server and the public pages share them.
 */
import { roundCents } from "./rules";

/** `none`: prices as stored, no note. `inclusive`: price × (1 + rate/100), noted "incl.". `exclusive`: the stored price, noted "excl.". */
export const TAX_DISPLAYS = ["none", "inclusive", "exclusive"] as const;
export type TaxDisplay = (typeof TAX_DISPLAYS)[number];

/** Tax rates in percent: 0 to 50, up to two decimals. */
export const TAX_RATE = { min: 0, max: 50, decimals: 2 } as const;
export const TAX_LABEL_MAX = 20;
export const DEFAULT_TAX_LABEL = "VAT";

export interface TaxSettings {
  display: TaxDisplay;
  /** Percent, e.g. 19 for 19 %. */
  rate: number;
  /** "VAT", "MwSt.", "GST" … in the page's language. */
  label: string;
}

/** The price a visitor is shown: with tax added (rounded to cents) when tax is shown included, else as stored. */
export function displayPrice(price: number, tax: Pick<TaxSettings, "display" | "rate">): number {
  return tax.display === "inclusive" ? roundCents(price * (1 + tax.rate / 100)) : price;
}

/** Whether a rate has at most two decimals (19, 7.7, 8.25; not 8.125). */
export function hasTaxRatePrecision(rate: number): boolean {
  return Math.abs(Math.round(rate * 100) - rate * 100) < 1e-9;
}
