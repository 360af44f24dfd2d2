import Router from "@koa/router";
import type { Middleware } from "koa";
import type { AppDeps } from "../deps";
import { acceptContactMessage, CONTACT_SUCCESS_MESSAGE } from "../services/contact";

/** Answers public GET/HEAD requests for exact paths by a map lookup, without walking the router. */
export function publicFastPath(handlers: Map<string, Middleware>): Middleware {
  return function publicFastPath(ctx, next) {
    const handler = ctx.method === "GET" || ctx.method === "HEAD" ? handlers.get(ctx.path) : undefined;
    if (!handler) return next();
    return Promise.resolve(handler(ctx, next));
  };
}

/** POST /api/contact. */
export function publicRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.post("/api/contact", async (ctx) => {
    const outcome = await acceptContactMessage(deps, ctx.request.body, ctx.ip);
    ctx.status = 201;
    ctx.set("Cache-Control", "no-store");
    ctx.body = { success: true, message: CONTACT_SUCCESS_MESSAGE, id: outcome.id };
  });
  return router;
}
