import Router from "@koa/router";
import type { Context, Middleware } from "koa";
import { CONTENT_SECTIONS } from "../../../common/contracts";
import type { AppDeps } from "../deps";
import { NotFoundError } from "../errors";
import {
  nextPromoChange,
  presentCompany,
  presentContent,
  presentNavigation,
  publicCategories,
  publicPromos,
} from "../presenters/catalog";
import { presentPublicSiteSettings } from "../presenters/settings";
import { acceptContactMessage, CONTACT_SUCCESS_MESSAGE } from "../services/contact";

type Handler = (ctx: Context) => void;

/**
 * The public GET answers (SPEC §7, public table), by exact path. They are served from the response cache, and
 * the app also looks them up directly before the general router (see publicFastPath), as they are the hot path.
 */
export function publicGetHandlers(deps: AppDeps): Map<string, Handler> {
  const { store, cache } = deps;
  const handlers = new Map<string, Handler>();

  for (const type of CONTENT_SECTIONS) {
    handlers.set(`/api/content/${type}`, (ctx) => {
      cache.sendJson(ctx, `content:${type}`, store.versionOf(["content"]), () => presentContent(store.snapshot().content[type]));
    });
  }
  handlers.set("/api/promo-codes", (ctx) => {
    const now = new Date();
    const promos = store.snapshot().promos;
    cache.sendJson(ctx, "promo-codes", `${store.versionOf(["promos"])}:${nextPromoChange(promos, now)}`, () => publicPromos(promos, now));
  });
  handlers.set("/api/system-status", (ctx) => {
    const status = deps.status.current();
    cache.sendJson(ctx, "system-status", `${status.status}:${status.checked_at}:${status.text}`, () => status);
  });
  handlers.set("/api/navigation", (ctx) => {
    cache.sendJson(ctx, "navigation", store.versionOf(["navigation"]), () => presentNavigation(store.snapshot().navigation));
  });
  handlers.set("/api/hosting-categories", (ctx) => {
    cache.sendJson(ctx, "hosting-categories", store.versionOf(["categories"]), () => publicCategories(store.snapshot().categories));
  });
  handlers.set("/api/site-info", (ctx) => {
    cache.sendJson(ctx, "site-info", store.versionOf(["site_settings", "company", "media"]), () => {
      const data = store.snapshot();
      const settings = presentPublicSiteSettings(data.site_settings, data.media);
      return {
        settings,
        company: presentCompany(data.company),
        logo_url: settings.logo_url,
        favicon_url: settings.favicon_url,
        social_image_url: settings.social_image_url,
      };
    });
  });
  return handlers;
}

/** Answers public GET/HEAD requests for the paths above by a map lookup, without walking the router. */
export function publicFastPath(handlers: Map<string, Handler | Middleware>): Middleware {
  return function publicFastPath(ctx, next) {
    const handler = ctx.method === "GET" || ctx.method === "HEAD" ? handlers.get(ctx.path) : undefined;
    if (!handler) return next();
    return Promise.resolve(handler(ctx, next));
  };
}

/** The calls visitors' pages make (SPEC §7, public table). */
export function publicRoutes(deps: AppDeps, handlers = publicGetHandlers(deps)): Router {
  const router = new Router();
  for (const [path, handler] of handlers) router.get(path, handler);
  router.get("/api/content/:type", (ctx) => {
    throw NotFoundError(`No content of type "${ctx.params.type}"`);
  });

  router.post("/api/contact", async (ctx) => {
    const outcome = await acceptContactMessage(deps, ctx.request.body, ctx.ip);
    ctx.status = 201;
    ctx.set("Cache-Control", "no-store");
    ctx.body = { success: true, message: CONTACT_SUCCESS_MESSAGE, id: outcome.id };
  });

  return router;
}
