import Router from "@koa/router";
import { BillingMappingSchema, BillingSettingsSchema } from "../../../common/contracts";
import type { AppDeps } from "../deps";
import { parseInput } from "../middleware/validate";
import { requireAdmin } from "../middleware/requireAdmin";
import { presentBillingSettings } from "../presenters/settings";
import { mapPlanToPackage, updateBilling } from "../services/settings";

/** Blesta billing settings and plan mapping (SPEC §7). */
export function billingRoutes(deps: AppDeps): Router {
  const { store } = deps;
  const router = new Router();
  const admin = requireAdmin(deps.tokens, store);

  router.get("/api/admin/blesta/settings", admin, (ctx) => {
    ctx.body = presentBillingSettings(store.snapshot().billing);
  });

  router.put("/api/admin/blesta/settings", admin, async (ctx) => {
    const settings = await updateBilling(store, parseInput(BillingSettingsSchema, ctx.request.body));
    deps.billingScheduleChanged();
    ctx.body = presentBillingSettings(settings);
  });

  router.put("/api/admin/blesta/mapping", admin, async (ctx) => {
    const { plan_id, blesta_package_id } = parseInput(BillingMappingSchema, ctx.request.body);
    await mapPlanToPackage(store, plan_id, blesta_package_id);
    ctx.body = { success: true, message: blesta_package_id === null ? "Plan unmapped" : "Plan mapping updated", plan_id, blesta_package_id };
  });

  return router;
}
