/**
 * How plans, categories and menu items are ordered everywhere (the API's lists, the public pages, the admin
 * panel). Plans and categories: by display_order, then by name (display_name for categories) compared without
 * regard to case or accents, then by id, so the order is the same on every side and never depends on how records
 * happen to be stored. Menu items: by order, then by id. Pure rules without zod: the public site's bundle uses
 * them too.
 */

// Pure: a bundle that uses none of these rules leaves the collator out (creating the first Intl object of a page
// costs the browser tens of milliseconds).
const collator = /* @__PURE__ */ new Intl.Collator("en", { sensitivity: "base", numeric: true });

interface Ordered {
  id: number;
  display_order?: number;
}

function byDisplayOrder<T extends Ordered>(nameOf: (item: T) => string) {
  return (a: T, b: T) => (a.display_order ?? 0) - (b.display_order ?? 0) || collator.compare(nameOf(a), nameOf(b)) || a.id - b.id;
}

export function sortPlans<T extends Ordered & { name: string }>(plans: readonly T[]): T[] {
  return [...plans].sort(byDisplayOrder((plan) => plan.name));
}

export function sortCategories<T extends Ordered & { display_name: string }>(categories: readonly T[]): T[] {
  return [...categories].sort(byDisplayOrder((category) => category.display_name));
}

/** Locations: by display_order, then name, then id. */
export function sortLocations<T extends Ordered & { name: string }>(locations: readonly T[]): T[] {
  return [...locations].sort(byDisplayOrder((location) => location.name));
}

/** Reset Order in the admin panel: plans alphabetical by name (numbers in names compared as numbers). */
export function alphabeticalPlans<T extends { name: string }>(plans: readonly T[]): T[] {
  return [...plans].sort((a, b) => collator.compare(a.name, b.name));
}

/** Reset Order in the admin panel: categories alphabetical by display name. */
export function alphabeticalCategories<T extends { display_name: string }>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => collator.compare(a.display_name, b.display_name));
}

/** Menu items (the API's navigation, the admin menu editor): by order, then by id; items without them count as 0. */
export function sortNavigation<T extends { order?: number; id?: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || (a.id ?? 0) - (b.id ?? 0));
}
