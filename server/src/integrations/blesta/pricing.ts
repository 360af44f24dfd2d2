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

interface PricingRow {
  term?: unknown;
  period?: unknown;
  price?: unknown;
  currency?: unknown;
}

/** The company's default currency: companies/getSetting key=default_currency (INTEGRATIONS §1.5). */
export async function defaultCurrency(client: BlestaClient, companyId: number): Promise<string> {
  const setting = (await client.get("companies", "getSetting", { company_id: companyId, key: "default_currency" })) as { value?: unknown } | false | null;
  if (!setting || typeof setting.value !== "string" || !setting.value) {
    throw new BlestaError(`Blesta has no default currency for company ${companyId}`, "data");
  }
  return setting.value.toUpperCase();
}

/**
 * The monthly price of a package from packages/get pricing[]: the 1-month row in `currency`, else the 1-year
 * row / 12. The first-term `price` is used (not `price_renews`). Throws BlestaError (kind not_found / data).
 */
export async function packageMonthlyPrice(client: BlestaClient, packageId: number, currency: string): Promise<MonthlyPrice> {
  const pkg = (await client.get("packages", "get", { package_id: packageId })) as { pricing?: unknown } | false | null;
  if (!pkg) throw new BlestaError(`Blesta package ${packageId} does not exist`, "not_found");
  const rows = Array.isArray(pkg.pricing) ? (pkg.pricing as PricingRow[]) : [];
  const find = (period: string) =>
    rows.find((row) => row.period === period && toNumber(row.term) === 1 && String(row.currency).toUpperCase() === currency);
  const monthly = find("month");
  const yearly = monthly ? undefined : find("year");
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
