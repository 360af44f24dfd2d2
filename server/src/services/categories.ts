import {
  CATEGORY_DEFAULTS,
  CATEGORY_REQUIRED_MESSAGE,
  type Category,
  type CategoryInput,
  type CategoryReorder,
  type CategoryType,
} from "../../../common/contracts";
import { mergeTranslations } from "../../../common/i18n/resolve";
import { planBelongsToCategory } from "../../../common/rules";
import { AlreadyExistsError, ConflictError, NotFoundError, ValidationError } from "../errors";
import type { SiteData, Store } from "../store/types";

function requireFields(category: Partial<CategoryInput>): void {
  if (!category.key || !category.display_name || !category.type) throw ValidationError(CATEGORY_REQUIRED_MESSAGE);
}

function assertUniqueKey(draft: SiteData, key: string, exceptId?: number): void {
  if (draft.categories.some((category) => category.key === key && category.id !== exceptId)) {
    throw AlreadyExistsError(`A category with the key "${key}" already exists`, "key");
  }
}

export async function createCategory(store: Store, input: CategoryInput): Promise<Category> {
  requireFields(input);
  return store.update(["categories"], (draft) => {
    assertUniqueKey(draft, input.key!);
    const now = new Date().toISOString();
    const category: Category = {
      ...CATEGORY_DEFAULTS,
      ...input,
      key: input.key!,
      display_name: input.display_name!,
      type: input.type as CategoryType,
      id: store.nextId(draft, "categories"),
      created_at: now,
      updated_at: now,
      translations: mergeTranslations({}, input.translations),
    };
    draft.categories.push(category);
    return category;
  });
}

/** Updates a category; a changed key moves the plans that used the old key along with it. */
export async function updateCategory(store: Store, id: number, input: CategoryInput): Promise<Category> {
  return store.update(["categories", "plans"], (draft) => {
    const index = draft.categories.findIndex((category) => category.id === id);
    if (index === -1) throw NotFoundError(`Category ${id} not found`);
    const current = draft.categories[index];
    const merged = { ...current, ...input, translations: mergeTranslations(current.translations, input.translations) } as Category;
    requireFields(merged);
    if (merged.key !== current.key) {
      assertUniqueKey(draft, merged.key, id);
      for (const plan of draft.plans) {
        if (plan.category_key === current.key) plan.category_key = merged.key;
        if (plan.plan_type === current.key) plan.plan_type = merged.key;
      }
    }
    const updated: Category = { ...merged, id, updated_at: new Date().toISOString() };
    draft.categories[index] = updated;
    return updated;
  });
}

export async function deleteCategory(store: Store, id: number): Promise<void> {
  await store.update(["categories"], (draft) => {
    const category = draft.categories.find((entry) => entry.id === id);
    if (!category) throw NotFoundError(`Category ${id} not found`);
    const used = draft.plans.filter((plan) => planBelongsToCategory(plan, category));
    if (used.length > 0) {
      throw ConflictError(
        `Cannot delete the category "${category.display_name}": ${used.length} plan${used.length === 1 ? " is" : "s are"} still assigned to it. Move or delete ${used.length === 1 ? "that plan" : "those plans"} first.`,
      );
    }
    draft.categories = draft.categories.filter((entry) => entry.id !== id);
  });
}

export async function reorderCategories(store: Store, order: CategoryReorder): Promise<number> {
  return store.update(["categories"], (draft) => {
    const byId = new Map(draft.categories.map((category) => [category.id, category]));
    const missing = order.categories.find((entry) => !byId.has(entry.category_id));
    if (missing) throw NotFoundError(`Category ${missing.category_id} not found`);
    const now = new Date().toISOString();
    for (const entry of order.categories) Object.assign(byId.get(entry.category_id)!, { display_order: entry.new_order, updated_at: now });
    return order.categories.length;
  });
}
