import type { Category, CategoryReorder } from "../../../../../common/contracts";

/** Categories by display_order, then display name. */
export function sortCategories(categories: readonly Category[]): Category[] {
  return [...categories].sort((a, b) => a.display_order - b.display_order || a.display_name.localeCompare(b.display_name));
}

/** Reset Order: categories alphabetical by display name. */
export function alphabeticalCategories(categories: readonly Category[]): Category[] {
  return [...categories].sort((a, b) => a.display_name.localeCompare(b.display_name, undefined, { sensitivity: "base" }));
}

/** The full new order, as PUT /api/admin/hosting-categories/reorder takes it. */
export function categoryOrderBody(categories: readonly Category[]): CategoryReorder {
  return { categories: categories.map((category, index) => ({ category_id: category.id, new_order: index })) };
}
