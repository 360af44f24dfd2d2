import Router from "@koa/router";
import { SmtpSettingsSchema } from "../../../common/contracts";
import type { AppDeps } from "../deps";
import { parseInput } from "../middleware/validate";
import { requireAdmin } from "../middleware/requireAdmin";
import { presentSmtp } from "../presenters/settings";
import { updateSmtp } from "../services/settings";

/** SMTP settings. */
export function settingsRoutes(deps: AppDeps): Router {
  const { store } = deps;
  const router = new Router();
  const admin = requireAdmin(deps.tokens, store);

  router.get("/api/admin/smtp-settings", admin, (ctx) => {
    ctx.body = presentSmtp(store.snapshot().smtp);
  });
  router.put("/api/admin/smtp-settings", admin, async (ctx) => {
    ctx.body = presentSmtp(await updateSmtp(store, parseInput(SmtpSettingsSchema, ctx.request.body)));
  });

  return router;
}
