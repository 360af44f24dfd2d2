import { PLAN_DEFAULTS, type BillingSettings, type BlestaImport, type BlestaPackagePrices, type Plan } from "../../../common/contracts";
import {
  BlestaClient,
  BlestaError,
  fetchPackage,
  isBlestaConfigured,
  offerOf,
  offerPriceProblem,
  ownPackagePrices,
  packageTexts,
  type BlestaPackage,
  type PackageOffer,
  type SalesLocale,
} from "../integrations/blesta";
import { AlreadyExistsError, ConflictError, HttpError, NotFoundError, ValidationError } from "../errors";
import type { Store } from "../store/types";
import { salesLocaleOf } from "./billingSync";
import { endOfCategory } from "./plans";

/** What a Blesta call answers while the connection is not set up. */
export const blestaNotConfigured = () => new HttpError(409, "Blesta is not configured: enter the API URL, user and key first");

/** The plans (by name and id) that already sell these packages, as a 409's detail names them. */
function alreadyMapped(plans: readonly Plan[], packageIds: readonly number[]): string | null {
  const taken = packageIds.map((id) => ({ id, plans: plans.filter((plan) => plan.blesta_package_id === id) })).filter((entry) => entry.plans.length > 0);
  if (taken.length === 0) return null;
  const list = taken.map((entry) => `${entry.id} (${entry.plans.map((plan) => `plan "${plan.name}" #${plan.id}`).join(", ")})`).join(", ");
  return `Blesta package${taken.length === 1 ? " is" : "s are"} already mapped to a plan: ${list}`;
}

/**
 * Reads every package before anything is written; Blesta's own failures are a 502, a package it does not have a
 * 404, an answer about another package than the one asked for a 409 naming both.
 */
async function readPackages(settings: BillingSettings, packageIds: readonly number[]): Promise<BlestaPackage[]> {
  const client = new BlestaClient(settings);
  const packages: BlestaPackage[] = [];
  for (const id of packageIds) {
    try {
      packages.push(await fetchPackage(client, id));
    } catch (error) {
      if (error instanceof BlestaError && error.kind === "not_found") throw NotFoundError(error.message);
      if (error instanceof BlestaError && error.kind === "wrong_record") throw ConflictError(error.message);
      throw new HttpError(502, `Could not load packages from Blesta: ${(error as Error).message}`);
    }
  }
  return packages;
}

/**
 * One package's own prices (before markup) in the site's currencies, for the Create plans form: 409 while Blesta is
 * not configured, 404 for a package Blesta does not have, 502 when Blesta cannot be read.
 */
export async function packagePricesOf(store: Store, packageId: number): Promise<BlestaPackagePrices> {
  const data = store.snapshot();
  if (!isBlestaConfigured(data.billing)) throw blestaNotConfigured();
  const [pkg] = await readPackages(data.billing, [packageId]);
  const locale = salesLocaleOf(data.site_settings);
  const { prices, missing } = ownPackagePrices(pkg, [locale.defaultCurrency, ...locale.currencies.filter((code) => code !== locale.defaultCurrency)]);
  return { id: pkg.id, name: packageTexts(pkg, `Package #${pkg.id}`, locale.defaultLanguage).name, prices, missing_currencies: missing };
}

/** A package's offer, or a 400: it has no price in the default currency, or a price the API would refuse. */
function importableOffer(pkg: BlestaPackage, locale: SalesLocale, markup: number): PackageOffer {
  let offer: PackageOffer;
  try {
    offer = offerOf(pkg, locale, markup);
  } catch (error) {
    if (error instanceof BlestaError && error.kind === "data") throw ValidationError(`${error.message}: it cannot be imported`);
    throw error;
  }
  const problem = offerPriceProblem(offer, locale);
  if (problem) throw ValidationError(`Blesta package ${pkg.id}: ${problem.field} ${problem.message}: it cannot be imported`, [problem]);
  return offer;
}

/**
 * Creates one plan per Blesta package, in `category_key`: the package's name and description lines (features) in
 * the default language, its other languages as translations, its prices in every enabled currency and term with
 * the markup the request gives the category's type (none: 0 %), its pricing ids, Blesta's own prices, and
 * `blesta_package_id`. All or nothing: an unknown
 * category (400), a package already sold by a plan (409), one Blesta does not have (404) or answers another
 * package for (409), one without a price in the default currency (400) or with a price above its currency's
 * ceiling (400 naming the field, as the API would refuse it) creates none.
 */
export async function importPackages(store: Store, input: BlestaImport): Promise<Plan[]> {
  const before = store.snapshot();
  const category = before.categories.find((entry) => entry.key === input.category_key);
  if (!category) {
    const message = `no category has the key "${input.category_key}"`;
    throw ValidationError(`category_key: ${message}`, [{ field: "category_key", message, code: "not_found" }]);
  }
  const taken = alreadyMapped(before.plans, input.package_ids);
  if (taken) throw AlreadyExistsError(taken, "package_ids");
  if (!isBlestaConfigured(before.billing)) throw blestaNotConfigured();

  const packages = await readPackages(before.billing, input.package_ids);
  // Every category type (shared, vps, gameserver, custom) is a plan type too.
  const type = category.type;
  // Only the markup the request carries: the plans cost what Blesta's checkout charges unless it asks for more.
  const markup = input.markup_percentages?.[type] ?? 0;
  const locale = salesLocaleOf(before.site_settings);
  const offers = packages.map((pkg) => ({ pkg, offer: importableOffer(pkg, locale, markup) }));

  return store.update(["plans"], (draft) => {
    // Checked again: another write may have mapped a package while Blesta was asked.
    const takenNow = alreadyMapped(draft.plans, input.package_ids);
    if (takenNow) throw AlreadyExistsError(takenNow, "package_ids");
    // The prices were read in the default currency of then; a changed one would give them another meaning.
    if (draft.site_settings.default_currency !== locale.defaultCurrency) {
      throw ConflictError("The default currency changed while Blesta was asked: import again");
    }
    const now = new Date().toISOString();
    let order = endOfCategory(draft, category.key);
    return offers.map(({ pkg, offer }) => {
      const plan: Plan = {
        ...structuredClone(PLAN_DEFAULTS),
        id: store.nextId(draft, "plans"),
        name: offer.name,
        price: offer.price,
        pricing: offer.pricing,
        features: offer.features,
        category_key: category.key,
        plan_type: category.key,
        type,
        sub_type: category.sub_type,
        // The markup the plan's prices carry over Blesta's, as a whole percent (shown on its card).
        markup_percentage: Math.round(markup * 100),
        display_order: order++,
        blesta_package_id: pkg.id,
        last_blesta_sync: now,
        created_at: now,
        updated_at: now,
        currency_prices: offer.currency_prices,
        blesta_pricing_ids: offer.pricing_ids,
        blesta_prices: offer.blesta_prices,
        translations: offer.translations,
      };
      draft.plans.push(plan);
      return plan;
    });
  });
}
