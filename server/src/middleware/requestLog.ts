import type { Middleware } from "koa";
import type { Logger } from "../logger";

/** Query parameters never logged: `_t` is a cache-buster; the others could carry credentials. */
const DROPPED_PARAMS = new Set(["_t", "token", "access_token", "password", "secret", "key", "api_key", "apikey", "signature", "otp", "code"]);

/** The query string without `_t` and without parameters that could carry credentials ("" when nothing is left). */
export function loggableQuery(querystring: string): string {
  if (querystring === "") return "";
  return querystring
    .split("&")
    .filter((pair) => pair !== "" && !DROPPED_PARAMS.has(paramName(pair)))
    .join("&");
}

function paramName(pair: string): string {
  const name = pair.split("=", 1)[0];
  try {
    return decodeURIComponent(name.replace(/\+/g, " ")).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * One line per request: request id, method, path, query (without `_t`), status and milliseconds. Never bodies,
 * headers or tokens.
 */
export function requestLog(logger: Logger): Middleware {
  return async function logRequest(ctx, next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const query = loggableQuery(ctx.querystring);
      const request_id = (ctx.state as { requestId?: string }).requestId;
      logger.info(
        "request",
        query === ""
          ? { request_id, method: ctx.method, path: ctx.path, status: ctx.status, ms }
          : { request_id, method: ctx.method, path: ctx.path, query, status: ctx.status, ms },
      );
    }
  };
}
