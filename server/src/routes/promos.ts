import Router from "@koa/router";
import { PromoCreateSchema, PromoUpdateSchema } from "../../../common/contracts";
import type { AppDeps } from "../deps";
import { parseInput } from "../middleware/validate";
import { requireAdmin } from "../middleware/requireAdmin";
import { presentPromo } from "../presenters/catalog";
import { createPromo, deletePromo, updatePromo } from "../services/promos";
import { idParam } from "./params";

export function promoRoutes(deps: AppDeps): Router {
  const { store } = deps;
  const router = new Router();
  const admin = requireAdmin(deps.tokens, store);

  router.get("/api/admin/promo-codes", admin, (ctx) => {
    ctx.body = [...store.snapshot().promos].sort((a, b) => b.id - a.id).map(presentPromo);
  });

  router.post("/api/admin/promo-codes", admin, async (ctx) => {
    ctx.body = presentPromo(await createPromo(store, parseInput(PromoCreateSchema, ctx.request.body)));
  });

  router.put("/api/admin/promo-codes/:id", admin, async (ctx) => {
    const id = idParam(ctx, "Promo code");
    ctx.body = presentPromo(await updatePromo(store, id, parseInput(PromoUpdateSchema, ctx.request.body)));
  });

  router.delete("/api/admin/promo-codes/:id", admin, async (ctx) => {
    const id = idParam(ctx, "Promo code");
    await deletePromo(store, id);
    ctx.body = { success: true, message: "Promo code deleted", id };
  });

  return router;
}
