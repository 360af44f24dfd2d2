import Router, { type RouterMiddleware } from "@koa/router";
import { SiteSettingsSchema, SmtpSettingsSchema } from "../../../common/contracts";
import type { AppDeps } from "../deps";
import { parseInput } from "../middleware/validate";
import { requireAdmin } from "../middleware/requireAdmin";
import { presentSiteSettings, presentSmtp } from "../presenters/settings";
import { updateSiteSettings, updateSmtp } from "../services/settings";

/** SMTP settings and site settings (with the /api/settings fallbacks of SPEC §7). */
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

  const readSite: RouterMiddleware = (ctx) => {
    ctx.body = presentSiteSettings(store.snapshot().site_settings);
  };
  const writeSite: RouterMiddleware = async (ctx) => {
    const settings = await updateSiteSettings(store, parseInput(SiteSettingsSchema, ctx.request.body));
    deps.status.refresh();
    ctx.body = presentSiteSettings(settings);
  };
  router.get("/api/admin/site-settings", admin, readSite);
  router.put("/api/admin/site-settings", admin, writeSite);
  router.post("/api/admin/site-settings", admin, writeSite);
  router.get("/api/settings", admin, readSite);
  router.put("/api/settings", admin, writeSite);

  return router;
}
