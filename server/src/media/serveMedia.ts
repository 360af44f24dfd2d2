import type { Middleware } from "koa";
import type { Store } from "../store/types";
import { findMedia, MEDIA_PREFIX } from "./urls";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves uploaded images at their content-hashed addresses (/media/<kind>.<hash>.<ext>) with a one-year
 * immutable cache. Every image gets `Content-Security-Policy: sandbox` (an SVG opened directly can run
 * nothing) and nosniff, and may be embedded by other origins (the desktop app, social networks). An address
 * of a replaced image answers 404.
 */
export function serveMedia(store: Store): Middleware {
  const decoded = new Map<string, Buffer>();
  return async function media(ctx, next) {
    if (!ctx.path.startsWith(MEDIA_PREFIX) || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();
    const found = findMedia(store.snapshot().media, ctx.path);
    if (!found) {
      ctx.status = 404;
      ctx.type = "text/plain";
      ctx.set("Cache-Control", "no-cache");
      ctx.body = "Not found";
      return;
    }
    let body = decoded.get(found.media.hash);
    if (!body) {
      body = Buffer.from(found.media.data, "base64");
      if (decoded.size > 16) decoded.clear();
      decoded.set(found.media.hash, body);
    }
    ctx.set("Cache-Control", IMMUTABLE);
    ctx.set("ETag", `"${found.media.hash}"`);
    ctx.set("Content-Security-Policy", "sandbox");
    ctx.set("X-Content-Type-Options", "nosniff");
    ctx.set("Cross-Origin-Resource-Policy", "cross-origin");
    if (ctx.get("if-none-match") === `"${found.media.hash}"`) {
      ctx.status = 304;
      return;
    }
    ctx.type = found.media.content_type;
    ctx.body = body;
  };
}
