import Router from "@koa/router";
import { ContactMessageSchema, isContentSection } from "../../../common/schemas";
import type { AppDeps } from "../deps";
import { NotFoundError } from "../errors";
import { parseInput } from "../middleware/validate";
import {
  nextPromoExpiry,
  presentCompany,
  presentContent,
  presentNavigation,
  publicCategories,
  publicPromos,
} from "../presenters/catalog";
import { presentPublicPlan, sortPlans } from "../presenters/plans";
import { presentPublicSiteSettings } from "../presenters/settings";
import { CONTACT_SUCCESS_MESSAGE } from "../services/contact";

/** The calls visitors' pages make (SPEC §7, public table); GET answers come from the response cache. */
export function publicRoutes(deps: AppDeps): Router {
  const { store, cache } = deps;
  const router = new Router();

  router.get("/api/content/:type", (ctx) => {
    const type = ctx.params.type;
    if (!isContentSection(type)) throw NotFoundError(`No content of type "${type}"`);
    cache.sendJson(ctx, `content:${type}`, store.versionOf(["content"]), () => presentContent(store.snapshot().content[type]));
  });

  router.get("/api/promo-codes", (ctx) => {
    const now = new Date();
    const promos = store.snapshot().promos;
    cache.sendJson(ctx, "promo-codes", `${store.versionOf(["promos"])}:${nextPromoExpiry(promos, now)}`, () => publicPromos(promos, now));
  });

  router.get("/api/system-status", (ctx) => {
    const status = deps.status.current();
    cache.sendJson(ctx, "system-status", `${status.status}:${status.checked_at}:${status.text}`, () => status);
  });

  router.get("/api/navigation", (ctx) => {
    cache.sendJson(ctx, "navigation", store.versionOf(["navigation"]), () => presentNavigation(store.snapshot().navigation));
  });

  router.get("/api/hosting-plans", (ctx) => {
    cache.sendJson(ctx, "hosting-plans", store.versionOf(["plans"]), () => sortPlans(store.snapshot().plans).map(presentPublicPlan));
  });

  router.get("/api/hosting-categories", (ctx) => {
    cache.sendJson(ctx, "hosting-categories", store.versionOf(["categories"]), () => publicCategories(store.snapshot().categories));
  });

  router.get("/api/site-info", (ctx) => {
    cache.sendJson(ctx, "site-info", store.versionOf(["site_settings", "company"]), () => ({
      settings: presentPublicSiteSettings(store.snapshot().site_settings),
      company: presentCompany(store.snapshot().company),
    }));
  });

  router.post("/api/contact", async (ctx) => {
    const message = parseInput(ContactMessageSchema, ctx.request.body);
    const outcome = await deps.contact.submit(message, ctx.ip);
    if (outcome.stored) deps.mailer.enqueue(outcome.id);
    ctx.status = 201;
    ctx.set("Cache-Control", "no-store");
    ctx.body = { success: true, message: CONTACT_SUCCESS_MESSAGE, id: outcome.id };
  });

  return router;
}
