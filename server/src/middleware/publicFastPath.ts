import type { Middleware } from "koa";

/**
 * Answers public GET/HEAD requests for exact paths (the hot path: plans, categories, promos, navigation, status,
 * site info) by a map lookup, before the general router walks its routes.
 */
export function publicFastPath(handlers: ReadonlyMap<string, Middleware>): Middleware {
  return function publicFastPath(ctx, next) {
    const handler = ctx.method === "GET" || ctx.method === "HEAD" ? handlers.get(ctx.path) : undefined;
    if (!handler) return next();
    return Promise.resolve(handler(ctx, next));
  };
}
