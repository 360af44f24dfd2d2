import type { Middleware } from "koa";
import type { Logger } from "../logging/logger";
import { requestIdFor } from "../logging/requestIds";
import { runInRequestScope } from "../logging/requestScope";
import { logWhenSent } from "./requestLog";

export interface RequestIdOptions {
  /** TRUST_PROXY: take the proxy's X-Request-Id. */
  trustProxy: boolean;
  /** Writes the request line of every answered request (LOG_REQUESTS); none when absent. */
  requestLog?: Logger;
}

/**
 * Gives every request an id: the proxy's `X-Request-Id` when the proxy is trusted (`TRUST_PROXY=true`) and the
 * id looks sane, else a new UUID. It is sent back in `X-Request-Id`, put in 500 answers, and every log line
 * written while the request is handled carries it, so an admin can find the lines a visitor quotes.
 * With a request log, the request's line is written once its answer is sent (see logWhenSent).
 */
export function requestId(options: RequestIdOptions): Middleware {
  const { requestLog } = options;
  return function assignRequestId(ctx, next) {
    const id = requestIdFor(options.trustProxy ? ctx.get("X-Request-Id") : undefined);
    ctx.state.requestId = id;
    ctx.set("X-Request-Id", id);
    if (requestLog !== undefined) logWhenSent(ctx.res, requestLog, id);
    return runInRequestScope(id, next);
  };
}
