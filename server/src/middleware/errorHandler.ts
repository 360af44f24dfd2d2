import type { Context, Middleware } from "koa";
import { errorCodeForStatus, type ErrorCode } from "../../../common/errorCodes";
import { DatabaseUnavailableError, HttpError, isDatabaseUnavailable, STATUS_DETAIL } from "../errors";
import type { Logger } from "../logging/logger";

/**
 * The one place that turns errors into `{"detail", "code"}` answers. HttpErrors and the body parser's errors keep
 * their status and message, and carry their code (the status's default unless a more exact one applies); an unavailable database is a 503 with Retry-After (the outage is logged once by the
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
      if (clientWentAway(error, ctx)) {
        // Nobody is left to answer: not a failure of the server.
        logClientGone(logger, ctx, error);
      } else if (error instanceof HttpError) {
        ctx.status = error.status;
        for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
        ctx.body = { detail: error.message, code: error.code, ...error.extra };
      } else {
        const status = error.status ?? error.statusCode ?? 500;
        if (status >= 500 || status < 400) {
          logger.error(`${ctx.method} ${ctx.path} failed`, error);
          ctx.status = 500;
          // The request id lets an admin find this failure's log lines (the details stay in the log).
          ctx.body = { detail: "Internal server error", code: "internal_error", request_id: (ctx.state as { requestId?: string }).requestId };
        } else {
          ctx.status = status;
          const malformed = isMalformedJson(status, error);
          ctx.body = {
            detail: malformed ? "Malformed JSON in request body" : (STATUS_DETAIL[status] ?? "Request failed"),
            code: bodyParserCode(status, malformed),
          };
        }
      }
      ctx.set("Cache-Control", "no-store");
    }
  };
}

/**
 * For errors Koa reports after the middleware (`app.on("error")`): mostly the answer's stream failing while it is
 * sent. A client that went away (a closed tab, a cancelled download) is normal and logged at debug level only,
 * once per request, so no visitor can fill the log with error lines; anything else is an error with its stack.
 */
export function appErrorLogger(logger: Logger): (error: Error, ctx?: Context) => void {
  return (error, ctx) => {
    if (ctx !== undefined && clientWentAway(error, ctx)) logClientGone(logger, ctx, error);
    else logger.error("unhandled app error", error);
  };
}

/** How Node reports a connection the client closed or reset while it was being answered. */
const CLIENT_GONE_CODES = new Set(["ECONNRESET", "ECONNABORTED", "EPIPE", "ERR_STREAM_PREMATURE_CLOSE", "ERR_STREAM_DESTROYED"]);

function clientWentAway(error: Error & { code?: unknown }, ctx: Context): boolean {
  if (typeof error.code !== "string" || !CLIENT_GONE_CODES.has(error.code)) return false;
  const socket = ctx.req.socket as { destroyed?: boolean } | null;
  return socket === null || socket.destroyed === true || ctx.res.destroyed;
}

/** Requests whose client going away was logged already (a reset is often reported twice: by the socket and by the stream). */
const loggedGone = new WeakSet<Context["res"]>();

function logClientGone(logger: Logger, ctx: Context, error: Error & { code?: unknown }): void {
  if (loggedGone.has(ctx.res)) return;
  loggedGone.add(ctx.res);
  logger.debug(`${ctx.method} ${ctx.path}: the client went away before the answer was sent`, { code: error.code });
}

/** A 400 of the body parser because the body is not JSON (its error type, a SyntaxError, or its message says so). */
function isMalformedJson(status: number, error: Error & { type?: string }): boolean {
  return status === 400 && (error.type === "entity.parse.failed" || error instanceof SyntaxError || /JSON/i.test(error.message));
}

function bodyParserCode(status: number, malformed: boolean): ErrorCode {
  return malformed ? "malformed_json" : errorCodeForStatus(status);
}
