import { isDeepStrictEqual } from "node:util";
import type { Category, Plan, PromoCode } from "../../../common/contracts";
import { planBelongsToCategory } from "../../../common/rules";
import { demoCategories, demoPlans, demoPromos } from "../store/demoCatalog";
import type { SiteData, Store } from "../store/types";
import { DEMO_TEXT_COLLECTIONS, demoTextsLeftIn, type DemoText } from "./demoTexts";

/** The demo records still on the site that removing the demo content would delete, and the demo texts it would replace. */
export interface DemoLeft {
  plans: Plan[];
  categories: Category[];
  promos: PromoCode[];
  texts: DemoText[];
}

export interface DemoRemoved {
  plans: number;
  categories: number;
  promo_codes: number;
  texts: number;
}

/**
 * What a record holds besides its bookkeeping: its id, its place in a list (dragging a demo plan is no edit of it)
 * and its clock. Compared as JSON, as both stores keep it.
 */
function contentOf(record: object): unknown {
  const { id: _id, display_order: _order, created_at: _created, updated_at: _updated, ...rest } = JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
  return rest;
}

const sameAsOneOf = (record: object, seeds: readonly object[]) => seeds.some((seed) => isDeepStrictEqual(contentOf(record), contentOf(seed)));

/**
 * A demo record is one still exactly as the demo defines it; anything the administrator changed (a price, a text,
 * a mapping to a billing package, a promo's dates) makes it theirs. Demo promo codes' dates count from the moment
 * the site was made, which is their `created_at`.
 */
export function demoLeftIn(data: Readonly<SiteData>): DemoLeft {
  const anyTime = new Date(0).toISOString();
  const seedPlans = demoPlans(anyTime);
  const seedCategories = demoCategories(anyTime);
  const plans = data.plans.filter((plan) => sameAsOneOf(plan, seedPlans));
  const promos = data.promos.filter((promo) => sameAsOneOf(promo, demoPromos(promo.created_at, new Date(promo.created_at))));
  const demoPlanIds = new Set(plans.map((plan) => plan.id));
  const kept = data.plans.filter((plan) => !demoPlanIds.has(plan.id));
  // A demo category that holds plans of the administrator's stays, so those plans keep their place on the site.
  const categories = data.categories.filter((category) => sameAsOneOf(category, seedCategories) && !kept.some((plan) => planBelongsToCategory(plan, category)));
  return { plans, categories, promos, texts: demoTextsLeftIn(data) };
}

export function demoCountOf(left: DemoLeft): DemoRemoved {
  return { plans: left.plans.length, categories: left.categories.length, promo_codes: left.promos.length, texts: left.texts.length };
}

/** Whether nothing of the demo is left: no unchanged demo record and no demo text. */
export function demoGone(count: DemoRemoved): boolean {
  return count.plans + count.categories + count.promo_codes + count.texts === 0;
}

/**
 * Deletes the demo plans, categories and promo codes still unchanged, and puts the texts of a site started without
 * the demo (DEMO_CONTENT=false) in place of every demo text still unchanged (see demoLeftIn); answers how many of
 * each. Translations are the administrator's own and stay.
 */
export async function removeDemoContent(store: Store): Promise<DemoRemoved> {
  return store.update(["plans", "categories", "promos", ...DEMO_TEXT_COLLECTIONS], (draft) => {
    const left = demoLeftIn(draft);
    const ids = (records: { id: number }[]) => new Set(records.map((record) => record.id));
    const [plans, categories, promos] = [ids(left.plans), ids(left.categories), ids(left.promos)];
    draft.plans = draft.plans.filter((plan) => !plans.has(plan.id));
    draft.categories = draft.categories.filter((category) => !categories.has(category.id));
    draft.promos = draft.promos.filter((promo) => !promos.has(promo.id));
    const now = new Date().toISOString();
    for (const text of left.texts) text.neutralize(draft, now);
    return demoCountOf(left);
  });
}
