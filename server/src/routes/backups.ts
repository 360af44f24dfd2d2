import Router from "@koa/router";
import { koaBody } from "koa-body";
import type { AppDeps } from "../deps";
import { exportBackup, restoreBackup } from "../backup/backupService";
import { requireAdmin } from "../middleware/requireAdmin";

/** A restore upload holds every contact message, so it may be far larger than ordinary bodies. */
export const RESTORE_BODY_LIMIT = "200mb";
export const RESTORE_PATH = "/api/admin/backups/restore";

export function backupRoutes(deps: AppDeps): Router {
  const { store } = deps;
  const router = new Router();
  const admin = requireAdmin(deps.tokens, store);

  router.get("/api/admin/backups", admin, async (ctx) => {
    ctx.body = { backups: await store.backups.list() };
  });

  router.post("/api/admin/backups", admin, async (ctx) => {
    ctx.body = { success: true, message: "Backup created", name: await store.backup("manual") };
  });

  router.get("/api/admin/backups/download", admin, (ctx) => {
    const file = exportBackup(store);
    ctx.set("Content-Disposition", `attachment; filename="site-backup-${file.created_at.slice(0, 10)}.json"`);
    ctx.type = "application/json";
    ctx.body = file;
  });

  router.post(RESTORE_PATH, admin, koaBody({ json: true, urlencoded: false, text: false, multipart: false, jsonLimit: RESTORE_BODY_LIMIT }), async (ctx) => {
    const result = await restoreBackup(store, ctx.request.body);
    deps.cache.clear();
    deps.status.refresh();
    deps.billingScheduleChanged();
    ctx.body = {
      success: true,
      message: `Backup restored: ${result.plans} plans and ${result.submissions} contact messages. The previous data was saved as backup ${result.backup}.`,
      ...result,
    };
  });

  return router;
}
