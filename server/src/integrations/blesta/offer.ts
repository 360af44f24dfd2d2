import { applyMarkup, pricesWithMarkup } from "../../../../common/blestaPrices";
import type { CurrencyPrice, CurrencyPrices, PlanPricing, PricingIds } from "../../../../common/contracts";
import { planPriceProblems } from "../../../../common/crossField/prices";
import type { FieldProblem } from "../../../../common/crossField/problem";
import type { Language } from "../../../../common/i18n/languages";
import type { Translations } from "../../../../common/i18n/resolve";
import { BlestaError, type BlestaClient } from "./client";
import { packageTexts, type BlestaTexts, type PackageTexts } from "./languages";
import { hasPriceIn, pricesFromRows, pricingIdsFromRows, type PricingRow } from "./pricing";
import { toNumber } from "./params";

/** What the site sells in: its default currency (of `price` and `pricing`), every enabled currency, and its default language. */
export interface SalesLocale {
  defaultCurrency: string;
  currencies: readonly string[];
  defaultLanguage: Language;
}

/** A package as packages/get answers it (the parts a plan is made from). */
export interface BlestaPackage extends BlestaTexts {
  id: number;
  pricing: PricingRow[];
}

/** A plan's prices, pricing ids and texts as one Blesta package gives them. */
export interface PackageOffer extends PackageTexts {
  /** Monthly price and term prices in the default currency, with markup. */
  price: number;
  pricing: PlanPricing;
  /** The same in each other enabled currency the package has a price in (its own rows, never converted). */
  currency_prices: CurrencyPrices;
  /** Enabled currencies (besides the default) the package has no price in. */
  missing_currencies: string[];
  /** Blesta's package pricing id of each term, by enabled currency. */
  pricing_ids: Partial<Record<string, PricingIds>>;
  /** Name and features in the supported languages other than the default. */
  translations: Translations<PackageTexts>;
  /** The package's own prices (before markup) in the default currency and each other enabled one it has a price in. */
  blesta_prices: CurrencyPrices;
}

/** A currency whose rows cannot be read (an unreadable price) counts as one the package has no price in. */
function pricesOrNull<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof BlestaError && error.kind === "data") return null;
    throw error;
  }
}

export { applyMarkup };

/** Blesta keeps amounts with four decimals; a monthly price made from a yearly one (/ 12) is kept so too. */
const blestaAmount = (amount: number) => Math.round(amount * 10_000) / 10_000;

/**
 * The package's own prices in `currency` (before markup), from its pricing rows. Throws BlestaError kind data
 * when it has no monthly or yearly price in it.
 */
function packagePricesIn(pkg: Pick<BlestaPackage, "id" | "pricing">, currency: string): CurrencyPrice {
  const { monthly, terms } = pricesFromRows(pkg.pricing, pkg.id, currency);
  const pricing: PlanPricing = {};
  for (const [term, amount] of Object.entries(terms) as Array<[keyof PlanPricing, number]>) pricing[term] = blestaAmount(amount);
  return { price: blestaAmount(monthly.amount), pricing };
}

/**
 * The package's own prices in each of `currencies` it has a price in, and the ones it has none in (a currency whose
 * rows cannot be read counts as one without a price).
 */
export function ownPackagePrices(pkg: Pick<BlestaPackage, "id" | "pricing">, currencies: readonly string[]): { prices: CurrencyPrices; missing: string[] } {
  const prices: CurrencyPrices = {};
  const missing: string[] = [];
  for (const currency of currencies) {
    const own = hasPriceIn(pkg.pricing, currency) ? pricesOrNull(() => packagePricesIn(pkg, currency)) : null;
    if (own) prices[currency] = own;
    else missing.push(currency);
  }
  return { prices, missing };
}

/**
 * One package with its pricing rows, names and descriptions. Throws BlestaError: kind not_found when Blesta has
 * none, kind wrong_record when it answers another package than the one asked for (whose prices must never be
 * taken for this one's).
 */
export async function fetchPackage(client: BlestaClient, packageId: number): Promise<BlestaPackage> {
  const pkg = (await client.get("packages", "get", { package_id: packageId })) as (BlestaTexts & { id?: unknown; pricing?: unknown }) | false | null;
  if (!pkg || typeof pkg !== "object") throw new BlestaError(`Blesta package ${packageId} does not exist`, "not_found");
  const answered = toNumber(pkg.id);
  if (answered !== null && answered !== packageId) {
    throw new BlestaError(`Blesta answered package ${answered} when asked for package ${packageId}`, "wrong_record");
  }
  return { ...pkg, id: packageId, pricing: Array.isArray(pkg.pricing) ? (pkg.pricing as PricingRow[]) : [] };
}

/**
 * What a plan sold as `pkg` costs and says, at `markup` (fraction): prices in the default currency (a package
 * without a monthly or yearly price in it throws BlestaError kind data) and in every other enabled currency it
 * has rows for, each with the same markup and rounded to its currency's decimals; the pricing ids; the texts by
 * language.
 */
export function offerOf(pkg: BlestaPackage, locale: SalesLocale, markup: number): PackageOffer {
  const ownMain = packagePricesIn(pkg, locale.defaultCurrency);
  const main = pricesWithMarkup(ownMain, markup, locale.defaultCurrency);
  const others = [...new Set(locale.currencies)].filter((currency) => currency !== locale.defaultCurrency);
  const own = ownPackagePrices(pkg, others);
  const currency_prices: CurrencyPrices = {};
  for (const [currency, prices] of Object.entries(own.prices)) if (prices) currency_prices[currency] = pricesWithMarkup(prices, markup, currency);
  const pricing_ids: Partial<Record<string, PricingIds>> = {};
  for (const currency of [locale.defaultCurrency, ...others]) {
    const ids = pricingIdsFromRows(pkg.pricing, currency);
    if (Object.keys(ids).length > 0) pricing_ids[currency] = ids;
  }
  return {
    ...main,
    currency_prices,
    missing_currencies: own.missing,
    pricing_ids,
    ...packageTexts(pkg, `Package #${pkg.id}`, locale.defaultLanguage),
    blesta_prices: { [locale.defaultCurrency]: ownMain, ...own.prices },
  };
}

/**
 * The first price of an offer that the API would refuse (above its currency's ceiling: crossField/prices.ts, with
 * `price` and `pricing` in the site's default currency), or null. Such an offer is never stored.
 */
export function offerPriceProblem(offer: Pick<PackageOffer, "price" | "pricing" | "currency_prices">, locale: SalesLocale): FieldProblem | null {
  return planPriceProblems(offer, locale.defaultCurrency)[0] ?? null;
}
