import type { Category, CategoryReorder } from "../../../../../common/contracts";

/** The full new order, as PUT /api/admin/hosting-categories/reorder takes it. */
export function categoryOrderBody(categories: readonly Category[]): CategoryReorder {
  return { categories: categories.map((category, index) => ({ category_id: category.id, new_order: index })) };
}
