import type { Middleware } from "koa";
import { DESKTOP_APP_ORIGIN } from "../../../common/origin";

const CORS_ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
export const CORS_ALLOWED_HEADERS = "Authorization, Content-Type, Cache-Control, Pragma";
/** Headers the admin panel reads from cross-origin answers (rate limits, CSV export file names). */
const CORS_EXPOSED_HEADERS = "Retry-After, Content-Disposition";

export interface DesktopCorsOptions {
  /** Exact origins allowed; default: only the desktop app's (app://admin). Never "*". */
  allowedOrigins?: readonly string[];
  /** How long a browser may cache a preflight answer. */
  maxAgeSeconds?: number;
}

const isApiPath = (path: string): boolean => path === "/api" || path.startsWith("/api/");

/**
 * CORS for the desktop app: on /api/... only, and only for the desktop app's own origin. The app
 * authenticates with a bearer token, so no credentials (cookies) are allowed. A preflight from the allowed
 * origin is answered here with 204; any other origin gets no CORS header at all (its preflight falls through
 * to the app, which answers as it would without this middleware). Mount it first, before the error handler and
 * the rate limiter, so that errors and 429s reach the desktop app readable.
 */
export function desktopCors(options: DesktopCorsOptions = {}): Middleware {
  const allowed = new Set(options.allowedOrigins ?? [DESKTOP_APP_ORIGIN]);
  const maxAge = String(options.maxAgeSeconds ?? 600);
  return async function desktopCors(ctx, next) {
    if (!isApiPath(ctx.path)) return next();
    ctx.vary("Origin");
    const origin = ctx.get("Origin");
    if (origin === "" || !allowed.has(origin)) return next();

    ctx.set("Access-Control-Allow-Origin", origin);
    if (ctx.method === "OPTIONS" && ctx.get("Access-Control-Request-Method") !== "") {
      ctx.set("Access-Control-Allow-Methods", CORS_ALLOWED_METHODS);
      ctx.set("Access-Control-Allow-Headers", CORS_ALLOWED_HEADERS);
      ctx.set("Access-Control-Max-Age", maxAge);
      ctx.status = 204;
      return;
    }
    ctx.set("Access-Control-Expose-Headers", CORS_EXPOSED_HEADERS);
    await next();
  };
}
