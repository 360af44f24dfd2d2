import type { DemoRemoved } from "../../../../../common/contracts";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "9 plans, 3 categories and 3 promo codes, and replaced 31 demo texts" (every kind named, 0 too). */
export function removedInWords(removed: DemoRemoved): string {
  const records = `${count(removed.plans, "plan", "plans")}, ${count(removed.categories, "category", "categories")} and ${count(removed.promo_codes, "promo code", "promo codes")}`;
  return `${records}, and replaced ${count(removed.texts, "demo text", "demo texts")}`;
}
