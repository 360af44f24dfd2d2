import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../logging/logger";
import type { RequestId } from "../logging/requestIds";
import { wallClockAt } from "../logging/wallClock";

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

/** What a response to be logged carries until Node has sent it. */
interface PendingLine {
  logger: Logger;
  requestId: RequestId;
  started: number;
}

const PENDING = Symbol("request line");
type LoggedResponse = ServerResponse & { [PENDING]?: PendingLine };

/**
 * Asks for the request line of this response: one line per request with request id, method, path, query
 * (without `_t` and credentials), status and milliseconds; never bodies, headers or tokens. It is written
 * when Node has sent the whole answer (the `http.server.response.finish` diagnostics channel), so logging adds
 * no promise, listener or closure to a request: it runs for every request and must cost almost nothing.
 * A request whose client goes away before the answer is complete gets no line.
 */
export function logWhenSent(response: ServerResponse, logger: Logger, requestId: RequestId): void {
  listenOnce();
  (response as LoggedResponse)[PENDING] = { logger, requestId, started: performance.now() };
}

let listening = false;

function listenOnce(): void {
  if (listening) return;
  listening = true;
  subscribe("http.server.response.finish", (message) => {
    const { request, response } = message as { request: IncomingMessage; response: LoggedResponse };
    const pending = response[PENDING];
    if (pending === undefined) return;
    response[PENDING] = undefined;
    const sent = performance.now();
    const url = request.url ?? "/";
    const queryAt = url.indexOf("?");
    pending.logger.request({
      request_id: pending.requestId,
      method: request.method ?? "",
      path: queryAt === -1 ? url : url.slice(0, queryAt),
      query: queryAt === -1 ? "" : loggableQuery(url.slice(queryAt + 1)),
      status: response.statusCode,
      ms: Math.round((sent - pending.started) * 10) / 10,
      time: wallClockAt(sent),
    });
  });
}
