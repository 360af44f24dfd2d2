import { randomUUID } from "node:crypto";
import type { Middleware } from "koa";
import { runInRequestScope } from "../requestScope";

/** Ids a proxy may hand us: nginx's $request_id (32 hex digits), UUIDs, and similar short tokens. */
const ACCEPTED_ID = /^[\w.:@+=-]{1,128}$/;

/**
 * Gives every request an id: the proxy's `X-Request-Id` when the proxy is trusted (`TRUST_PROXY=true`) and the
 * id looks sane, else a new UUID. It is sent back in `X-Request-Id`, put in 500 answers, and every log line
 * written while the request is handled carries it, so an admin can find the lines a visitor quotes.
 */
export function requestId(options: { trustProxy: boolean }): Middleware {
  return function assignRequestId(ctx, next) {
    const offered = options.trustProxy ? ctx.get("X-Request-Id") : "";
    const id = offered !== "" && ACCEPTED_ID.test(offered) ? offered : randomUUID();
    ctx.state.requestId = id;
    ctx.set("X-Request-Id", id);
    return runInRequestScope(id, next);
  };
}
