import { categoriesApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { presentCategory, publicCategories, sortCategories } from "../../presenters/categories";
import { localeOf } from "../../presenters/locale";
import { createCategory, deleteCategory, reorderCategories, updateCategory } from "../../services/categories";
import type { ApiRouter } from "../apiRouter";

/** Hosting categories: the public list and the administrator's calls. */
export function mountCategories(api: ApiRouter, { store }: AppDeps): void {
  api.cached(categoriesApi.publicList, ({ query }) => {
    const { language } = localeOf(store.snapshot().site_settings, query);
    return {
      key: `hosting-categories:${language}`,
      version: store.versionOf(["categories", "site_settings"]),
      build: () => publicCategories(store.snapshot().categories, language),
    };
  });

  api.on(categoriesApi.list, () => sortCategories(store.snapshot().categories).map(presentCategory));

  api.on(categoriesApi.create, async ({ body }) => presentCategory(await createCategory(store, body)));

  // Before /:id, so "reorder" is not taken for an id.
  api.on(categoriesApi.reorder, async ({ body }) => {
    const updated = await reorderCategories(store, body);
    return { success: true, message: `Order of ${updated} categories saved`, updated };
  });

  api.on(categoriesApi.update, async ({ params, body }) => presentCategory(await updateCategory(store, params.id, body)));

  api.on(categoriesApi.remove, async ({ params }) => {
    await deleteCategory(store, params.id);
    return { success: true, message: "Category deleted", id: params.id };
  });
}
