import type { BillingTerm, PlanPricing, PricingIds } from "../../../../common/contracts";
import { BlestaClient, BlestaError } from "./client";
import type { BlestaSettings } from "./packages";
import { toNumber } from "./params";

export interface MonthlyPrice {
  /** Price per month in `currency`; from a yearly price divided by 12 when there is no monthly one (not rounded). */
  amount: number;
  currency: string;
  /** Which pricing row it came from. */
  from: "month" | "year";
}

/** One row of a package's pricing[]: `id` is the package pricing id orders refer to. */
export interface PricingRow {
  id?: unknown;
  term?: unknown;
  period?: unknown;
  price?: unknown;
  currency?: unknown;
}

/** The company's default currency: companies/getSetting key=default_currency. */
export async function defaultCurrency(client: BlestaClient, companyId: number): Promise<string> {
  const setting = (await client.get("companies", "getSetting", { company_id: companyId, key: "default_currency" })) as { value?: unknown } | false | null;
  if (!setting || typeof setting.value !== "string" || !setting.value) {
    throw new BlestaError(`Blesta has no default currency for company ${companyId}`, "data");
  }
  return setting.value.toUpperCase();
}

/** Which pricing row (period × term) fills which billing term of a plan. */
const TERM_ROWS: ReadonlyArray<{ term: BillingTerm; period: "month" | "year"; length: number }> = [
  { term: "quarterly", period: "month", length: 3 },
  { term: "semiannual", period: "month", length: 6 },
  { term: "annual", period: "year", length: 1 },
  { term: "biennial", period: "year", length: 2 },
  { term: "triennial", period: "year", length: 3 },
];

export interface PackagePrices {
  monthly: MonthlyPrice;
  /** Whole price per term in `currency`, before markup; a term without a row (or with an unreadable price) is absent. */
  terms: PlanPricing;
}

/**
 * The monthly price of a package from packages/get pricing[]: the 1-month row in `currency`, else the 1-year
 * row / 12. The first-term `price` is used (not `price_renews`). Throws BlestaError (kind not_found / data).
 */
async function packageMonthlyPrice(client: BlestaClient, packageId: number, currency: string): Promise<MonthlyPrice> {
  return (await packagePrices(client, packageId, currency)).monthly;
}

/**
 * The monthly price (as packageMonthlyPrice) and the longer terms' prices of a package, from one packages/get:
 * month×3 → quarterly, month×6 → semiannual, year×1 → annual, year×2 → biennial, year×3 → triennial, in
 * `currency` only. Throws BlestaError like packageMonthlyPrice.
 */
async function packagePrices(client: BlestaClient, packageId: number, currency: string): Promise<PackagePrices> {
  const pkg = (await client.get("packages", "get", { package_id: packageId })) as { pricing?: unknown } | false | null;
  if (!pkg) throw new BlestaError(`Blesta package ${packageId} does not exist`, "not_found");
  return pricesFromRows(Array.isArray(pkg.pricing) ? (pkg.pricing as PricingRow[]) : [], packageId, currency);
}

/** The pricing row of `period` × `length` in `currency` (upper case). */
function findRow(rows: readonly PricingRow[], currency: string, period: string, length = 1): PricingRow | undefined {
  return rows.find((row) => row.period === period && toNumber(row.term) === length && String(row.currency).toUpperCase() === currency);
}

/** A package's prices in `currency` from its pricing rows (as packagePrices). Throws BlestaError (kind data). */
export function pricesFromRows(rows: readonly PricingRow[], packageId: number, currency: string): PackagePrices {
  const find = (period: string, length = 1) => findRow(rows, currency, period, length);
  const terms: PlanPricing = {};
  for (const { term, period, length } of TERM_ROWS) {
    const price = toNumber(find(period, length)?.price);
    if (price !== null && price >= 0) terms[term] = price;
  }
  return { monthly: monthlyFromRows(packageId, currency, find("month"), find("year")), terms };
}

/** Whether the package has a price to sell in `currency`: a monthly or a yearly row. */
export function hasPriceIn(rows: readonly PricingRow[], currency: string): boolean {
  return findRow(rows, currency, "month") !== undefined || findRow(rows, currency, "year") !== undefined;
}

/**
 * Blesta's package pricing id of each term in `currency`: monthly from the 1-month row, the longer terms from their
 * rows (as TERM_ROWS); a term without a row has none.
 */
export function pricingIdsFromRows(rows: readonly PricingRow[], currency: string): PricingIds {
  const ids: PricingIds = {};
  const idOf = (row: PricingRow | undefined) => {
    const id = toNumber(row?.id);
    return id !== null && Number.isInteger(id) && id > 0 ? id : undefined;
  };
  const monthly = idOf(findRow(rows, currency, "month"));
  if (monthly !== undefined) ids.monthly = monthly;
  for (const { term, period, length } of TERM_ROWS) {
    const id = idOf(findRow(rows, currency, period, length));
    if (id !== undefined) ids[term] = id;
  }
  return ids;
}

function monthlyFromRows(packageId: number, currency: string, monthly: PricingRow | undefined, yearlyRow: PricingRow | undefined): MonthlyPrice {
  const yearly = monthly ? undefined : yearlyRow;
  const row = monthly ?? yearly;
  if (!row) throw new BlestaError(`Blesta package ${packageId} has no monthly or yearly price in ${currency}`, "data");
  const price = toNumber(row.price);
  if (price === null || price < 0) throw new BlestaError(`Blesta package ${packageId} has an unreadable price (${String(row.price)})`, "data");
  return monthly ? { amount: price, currency, from: "month" } : { amount: price / 12, currency, from: "year" };
}

/** Monthly price of one package; without `currency`, in the company's default currency. Throws BlestaError. */
export async function monthlyPrice(settings: BlestaSettings, packageId: number, currency?: string): Promise<MonthlyPrice> {
  const client = new BlestaClient(settings);
  return packageMonthlyPrice(client, packageId, (currency ?? (await defaultCurrency(client, settings.company_id))).toUpperCase());
}
