import Router, { type RouterMiddleware } from "@koa/router";
import { PlanCreateSchema, PlanReorderSchema, PlanUpdateSchema } from "../../../common/schemas";
import type { AppDeps } from "../deps";
import { parseInput } from "../middleware/validate";
import { requireAdmin } from "../middleware/requireAdmin";
import { presentPlan, sortPlans } from "../presenters/plans";
import { createPlan, deletePlan, reorderPlans, updatePlan } from "../services/plans";
import { idParam } from "./params";

/** Admin plan calls. Update lives at PUT /api/hosting-plans/{id} (SPEC §7), also at the /admin path. */
export function planRoutes(deps: AppDeps): Router {
  const { store } = deps;
  const router = new Router();
  const admin = requireAdmin(deps.tokens, store);

  router.get("/api/admin/hosting-plans", admin, (ctx) => {
    ctx.body = sortPlans(store.snapshot().plans).map(presentPlan);
  });

  router.post("/api/admin/hosting-plans", admin, async (ctx) => {
    const plan = await createPlan(store, parseInput(PlanCreateSchema, ctx.request.body));
    ctx.status = 200;
    ctx.body = presentPlan(plan);
  });

  router.put("/api/admin/hosting-plans/reorder", admin, async (ctx) => {
    const updated = await reorderPlans(store, parseInput(PlanReorderSchema, ctx.request.body));
    ctx.body = { success: true, message: `Order of ${updated} plans saved`, updated };
  });

  const update: RouterMiddleware = async (ctx) => {
    const plan = await updatePlan(store, idParam(ctx, "Plan"), parseInput(PlanUpdateSchema, ctx.request.body));
    ctx.body = presentPlan(plan);
  };
  router.put("/api/hosting-plans/:id", admin, update);
  router.put("/api/admin/hosting-plans/:id", admin, update);

  router.delete("/api/admin/hosting-plans/:id", admin, async (ctx) => {
    const id = idParam(ctx, "Plan");
    await deletePlan(store, id);
    ctx.body = { success: true, message: "Plan deleted", id };
  });

  return router;
}
