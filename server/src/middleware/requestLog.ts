import type { Middleware } from "koa";
import type { Logger } from "../logger";

/** One line per request: method, path (no query string, no body), status, milliseconds. */
export function requestLog(logger: Logger): Middleware {
  return async function logRequest(ctx, next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = (performance.now() - started).toFixed(1);
      logger.info(`${ctx.method} ${ctx.path} ${ctx.status} ${ms}ms`);
    }
  };
}
