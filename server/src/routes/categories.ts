import Router from "@koa/router";
import { CategoryCreateSchema, CategoryReorderSchema, CategoryUpdateSchema } from "../../../common/contracts";
import type { AppDeps } from "../deps";
import { parseInput } from "../middleware/validate";
import { requireAdmin } from "../middleware/requireAdmin";
import { presentCategory, sortCategories } from "../presenters/catalog";
import { createCategory, deleteCategory, reorderCategories, updateCategory } from "../services/categories";
import { idParam } from "./params";

export function categoryRoutes(deps: AppDeps): Router {
  const { store } = deps;
  const router = new Router();
  const admin = requireAdmin(deps.tokens, store);

  router.get("/api/admin/hosting-categories", admin, (ctx) => {
    ctx.body = sortCategories(store.snapshot().categories).map(presentCategory);
  });

  router.post("/api/admin/hosting-categories", admin, async (ctx) => {
    const input = parseInput(CategoryCreateSchema, ctx.request.body);
    ctx.status = 200;
    ctx.body = presentCategory(await createCategory(store, input));
  });

  router.put("/api/admin/hosting-categories/reorder", admin, async (ctx) => {
    const updated = await reorderCategories(store, parseInput(CategoryReorderSchema, ctx.request.body));
    ctx.body = { success: true, message: `Order of ${updated} categories saved`, updated };
  });

  router.put("/api/admin/hosting-categories/:id", admin, async (ctx) => {
    const id = idParam(ctx, "Category");
    const input = parseInput(CategoryUpdateSchema, ctx.request.body);
    ctx.body = presentCategory(await updateCategory(store, id, input));
  });

  router.delete("/api/admin/hosting-categories/:id", admin, async (ctx) => {
    const id = idParam(ctx, "Category");
    await deleteCategory(store, id);
    ctx.body = { success: true, message: "Category deleted", id };
  });

  return router;
}


