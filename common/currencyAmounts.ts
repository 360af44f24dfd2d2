/**
 * Amounts of money in any currency: how many decimals a currency has, the most one amount in it may be, and
 * rounding to its decimals. Pure rules without zod: the API, the Blesta sync and import, the stored data's
 * checks and the admin panel's price fields share them.
 */

/**
 * The most minor units one amount may have: 10^12 (ten billion dollars in cents, a trillion dong or won). Every
 * whole number of minor units up to it is exact in a double, so an amount and its rounding never drift.
 */
const MAX_MINOR_UNITS = 1e12;

/**
 * Decimals of the currencies whose minor unit is not 1/100, as ISO 4217 lists them. A fixed list rather than
 * Intl's currency digits: those come from the runtime's CLDR data, which differs between Node and browser
 * versions (CLDR 48 gives IDR, COP, HUF and PKR no decimals, older versions two), and what the store accepts
 * must not change with the runtime it runs on.
 */
const DECIMALS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** How many decimals amounts in `currency` (an ISO 4217 code) have: 0 for JPY, KRW and VND, 3 for BHD, 2 for most. */
export function currencyDecimals(currency: string): number {
  return DECIMALS[currency.toUpperCase()] ?? 2;
}

/** The most an amount in `currency` may be: MAX_MINOR_UNITS of its minor unit (1,000,000,000,000 VND, 10,000,000,000 USD). */
export function maxAmount(currency: string): number {
  return MAX_MINOR_UNITS / 10 ** currencyDecimals(currency);
}

/** The most an amount in any currency may be (in one without decimals). */
export const MAX_AMOUNT = MAX_MINOR_UNITS;

/** The smallest step of an amount in `currency`: 0.01 for EUR, 1 for JPY (a price field's `step`). */
export function amountStep(currency: string): number {
  return 10 ** -currencyDecimals(currency);
}

/**
 * `amount` rounded to the decimals of `currency`, in decimal rather than binary: 1.005 EUR → 1.01 (1.005 × 100 is
 * 100.49999… in binary; toPrecision(15) removes that noise first), 1234.5 JPY → 1235.
 */
export function roundAmount(amount: number, currency: string): number {
  const factor = 10 ** currencyDecimals(currency);
  return Math.round(Number((amount * factor).toPrecision(15))) / factor;
}

/** What is wrong with `amount` as an amount in `currency` (before rounding), or null: below 0, or above maxAmount. */
export function amountProblem(amount: number, currency: string): string | null {
  if (!Number.isFinite(amount)) return "must be a finite number";
  if (amount < 0) return "must be at least 0";
  const max = maxAmount(currency);
  return roundAmount(amount, currency) > max ? `must be at most ${max} in ${currency}` : null;
}
