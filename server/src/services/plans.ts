import { PLAN_DEFAULTS, type CurrencyPrices, type Plan, type PlanInput, type PlanReorder } from "../../../common/contracts";
import { mergeTranslations } from "../../../common/i18n/resolve";
import { planBelongsToCategory } from "../../../common/rules";
import { NotFoundError, ValidationError } from "../errors";
import type { SiteData, Store } from "../store/types";
import { pricedPlan } from "./prices";

/** A plan's category_key and plan_type are both set to the chosen category key. */
function alignCategoryKey(input: PlanInput, current?: Plan): Pick<Plan, "category_key" | "plan_type"> {
  const key = input.category_key || input.plan_type || "";
  if (key) return { category_key: key, plan_type: key };
  return { category_key: current?.category_key ?? "", plan_type: current?.plan_type ?? "" };
}

/** The position after the last plan of the category `key` names (plans without a category: after the last of those). */
export function endOfCategory(draft: SiteData, key: string): number {
  const category = key ? draft.categories.find((entry) => entry.key === key) : undefined;
  const members = draft.plans.filter((plan) => (category ? planBelongsToCategory(plan, category) : (plan.category_key || "") === key));
  return members.length === 0 ? PLAN_DEFAULTS.display_order : Math.max(...members.map((plan) => plan.display_order)) + 1;
}

/** A 400 naming `locations.N.key` and the key when a plan names a location that does not exist. */
function checkPlanLocations(site: SiteData, locations: PlanInput["locations"]): void {
  if (!locations) return;
  const known = new Set(site.locations.map((location) => location.key));
  const index = locations.findIndex((location) => !known.has(location.key));
  if (index < 0) return;
  const issue = { field: `locations.${index}.key`, message: `no location has the key "${locations[index].key}"`, code: "not_found" as const };
  throw ValidationError(`${issue.field}: ${issue.message}`, [issue]);
}

/** Prices in other currencies after a save: a currency sent replaces its prices, one sent as null is removed, others are kept. */
function mergeCurrencyPrices(stored: CurrencyPrices | undefined, sent: PlanInput["currency_prices"]): CurrencyPrices {
  const next: CurrencyPrices = structuredClone(stored ?? {});
  for (const [currency, prices] of Object.entries(sent ?? {})) {
    if (prices === undefined) continue;
    if (prices === null) delete next[currency];
    else next[currency] = { price: prices.price, pricing: { ...prices.pricing } };
  }
  return next;
}

/**
 * A plan created without a display_order goes after the last plan of its category. Its prices are rounded to
 * their currency's decimals, and one above its currency's ceiling is a 400 (services/prices.ts).
 */
export async function createPlan(store: Store, input: PlanInput & { name: string }): Promise<Plan> {
  return store.update(["plans"], (draft) => {
    checkPlanLocations(draft, input.locations);
    const now = new Date().toISOString();
    const keys = alignCategoryKey(input);
    const plan: Plan = {
      ...PLAN_DEFAULTS,
      ...input,
      ...keys,
      display_order: input.display_order ?? endOfCategory(draft, keys.category_key),
      id: store.nextId(draft, "plans"),
      blesta_package_id: input.blesta_package_id ?? null,
      last_blesta_sync: null,
      created_at: now,
      updated_at: now,
      currency_prices: mergeCurrencyPrices({}, input.currency_prices),
      blesta_pricing_ids: {},
      locations: (input.locations ?? []).map((location) => ({ ...location })),
      translations: mergeTranslations({}, input.translations),
    };
    const stored = pricedPlan(plan, draft.site_settings.default_currency);
    draft.plans.push(stored);
    return stored;
  });
}

/** Only the fields sent change; the prices are checked and rounded as on create. */
export async function updatePlan(store: Store, id: number, input: PlanInput): Promise<Plan> {
  return store.update(["plans"], (draft) => {
    const index = draft.plans.findIndex((plan) => plan.id === id);
    if (index === -1) throw NotFoundError(`Plan ${id} not found`);
    const current = draft.plans[index];
    checkPlanLocations(draft, input.locations);
    const keys = input.category_key !== undefined || input.plan_type !== undefined ? alignCategoryKey(input, current) : {};
    const packageChanged = input.blesta_package_id !== undefined && input.blesta_package_id !== current.blesta_package_id;
    const updated: Plan = {
      ...current,
      ...input,
      ...keys,
      id,
      updated_at: new Date().toISOString(),
      currency_prices: mergeCurrencyPrices(current.currency_prices, input.currency_prices),
      // Pricing ids belong to the package they were read from.
      blesta_pricing_ids: packageChanged ? {} : current.blesta_pricing_ids,
      translations: mergeTranslations(current.translations, input.translations),
    };
    // Blesta's prices belong to the package they were read from too.
    if (packageChanged) delete updated.blesta_prices;
    const stored = pricedPlan(updated, draft.site_settings.default_currency);
    draft.plans[index] = stored;
    return stored;
  });
}

export async function deletePlan(store: Store, id: number): Promise<void> {
  await store.update(["plans"], (draft) => {
    const index = draft.plans.findIndex((plan) => plan.id === id);
    if (index === -1) throw NotFoundError(`Plan ${id} not found`);
    draft.plans.splice(index, 1);
  });
}

export async function reorderPlans(store: Store, order: PlanReorder): Promise<number> {
  return store.update(["plans"], (draft) => {
    const byId = new Map(draft.plans.map((plan) => [plan.id, plan]));
    const missing = order.plans.find((entry) => !byId.has(entry.plan_id));
    if (missing) throw NotFoundError(`Plan ${missing.plan_id} not found`);
    const now = new Date().toISOString();
    for (const entry of order.plans) Object.assign(byId.get(entry.plan_id)!, { display_order: entry.new_order, updated_at: now });
    return order.plans.length;
  });
}
