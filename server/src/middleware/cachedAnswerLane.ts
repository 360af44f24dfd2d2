import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../logging/logger";
import { requestIdFor } from "../logging/requestIds";
import type { CachedGet } from "../routes/apiRouter";
import { logWhenSent } from "./requestLog";
import { JSON_CONTENT_TYPE, type CachedReply, type ResponseCache } from "./responseCache";
import type { SecurityHeaders } from "./securityHeaders";

export interface CachedAnswerLaneOptions {
  /** The cached public GETs by exact path (ApiRouter.cachedGets). */
  gets: ReadonlyMap<string, CachedGet>;
  cache: ResponseCache;
  securityHeaders: SecurityHeaders;
  /** TRUST_PROXY: take the proxy's X-Request-Id, as the request id middleware does. */
  trustProxy: boolean;
  /** Writes the request line of every answered request (LOG_REQUESTS); none when absent. */
  requestLog?: Logger;
}

/** Answers the request and says true, or leaves it untouched for Koa and says false. */
export type CachedAnswerLane = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The hottest calls of a public site are public GETs whose answer is already in the response cache (plans,
 * navigation, categories, texts). This lane answers those before Koa runs, straight from the cache: the same
 * status, headers and bytes Koa's middleware and route would send (the security headers, a request id and its
 * request log line, `Vary`, ETag and 304, the compressed variant the client takes), at a fraction of the work per
 * request. Everything else goes on to Koa untouched: other methods (HEAD too), paths it does not know, a query
 * the contract refuses (Koa answers the 400), a cross-origin request (CORS is Koa's), and an answer not built yet
 * for the data as it is now (Koa's route builds it, and the next request takes the lane).
 */
export function cachedAnswerLane(options: CachedAnswerLaneOptions): CachedAnswerLane {
  const { gets, cache, trustProxy, requestLog } = options;
  let security = options.securityHeaders.current();
  let securityPairs = pairsOf(security);

  /** The cache's reply when the request is one of the lane's and its answer is cached; anything amiss: Koa's. */
  function cachedReplyTo(req: IncomingMessage): CachedReply | undefined {
    try {
      const url = req.url ?? "/";
      const queryAt = url.indexOf("?");
      const get = gets.get(queryAt === -1 ? url : url.slice(0, queryAt));
      const answer = get?.(queryAt === -1 ? "" : url.slice(queryAt + 1));
      return answer && cache.replyIfFresh(req, answer.key, answer.version, JSON_CONTENT_TYPE);
    } catch {
      return undefined;
    }
  }

  return function answerFromCache(req, res) {
    if (req.method !== "GET" || req.headers.origin !== undefined) return false;
    const reply = cachedReplyTo(req);
    if (reply === undefined) return false;

    const current = options.securityHeaders.current();
    if (current !== security) {
      security = current;
      securityPairs = pairsOf(current);
    }
    const id = requestIdFor(trustProxy ? req.headers["x-request-id"] : undefined);
    const headers = [...securityPairs, "X-Request-Id", id];
    // The API's answers vary by Origin (the desktop app's CORS) as well as by what the cache varies them by.
    for (const [name, value] of reply.headers) headers.push(name, name === "Vary" ? `Origin, ${value}` : value);
    if (reply.body) headers.push("Content-Length", String(reply.body.length));
    if (requestLog !== undefined) logWhenSent(res, requestLog, id);
    res.writeHead(reply.status, headers);
    res.end(reply.body ?? undefined);
    return true;
  };
}

function pairsOf(headers: Readonly<Record<string, string>>): string[] {
  return Object.entries(headers).flat();
}
