import type { Middleware } from "koa";
import { DatabaseUnavailableError, HttpError, isDatabaseUnavailable, STATUS_DETAIL } from "../errors";
import type { Logger } from "../logging/logger";

/**
 * The one place that turns errors into `{"detail"}` answers. HttpErrors and the body parser's errors keep
 * their status and message; an unavailable database is a 503 with Retry-After (the outage is logged once by the
 * store, not per request); anything else is a 500 whose details stay in the log, and whose answer carries the
 * request id (also in `X-Request-Id`) that every log line of the request has.
 */
export function errorHandler(logger: Logger): Middleware {
  return async function handleErrors(ctx, next) {
    try {
      await next();
    } catch (caught) {
      // A database outage reached here without the store's 503 (e.g. from a shared rate limiter): the same 503.
      const error = (isDatabaseUnavailable(caught) ? DatabaseUnavailableError() : caught) as Error & {
        status?: number;
        statusCode?: number;
        expose?: boolean;
        type?: string;
      };
      if (error instanceof HttpError) {
        ctx.status = error.status;
        for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
        ctx.body = { detail: error.message, ...error.extra };
      } else {
        const status = error.status ?? error.statusCode ?? 500;
        if (status >= 500 || status < 400) {
          logger.error(`${ctx.method} ${ctx.path} failed`, error);
          ctx.status = 500;
          // The request id lets an admin find this failure's log lines (the details stay in the log).
          ctx.body = { detail: "Internal server error", request_id: (ctx.state as { requestId?: string }).requestId };
        } else {
          ctx.status = status;
          ctx.body = { detail: bodyParserDetail(status, error) };
        }
      }
      ctx.set("Cache-Control", "no-store");
    }
  };
}

function bodyParserDetail(status: number, error: Error & { type?: string }): string {
  if (status === 400 && (error.type === "entity.parse.failed" || error instanceof SyntaxError)) {
    return "Malformed JSON in request body";
  }
  if (status === 400 && /JSON/i.test(error.message)) return "Malformed JSON in request body";
  return STATUS_DETAIL[status] ?? "Request failed";
}
