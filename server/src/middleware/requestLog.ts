import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../logging/logger";
import type { RequestId } from "../logging/requestIds";
import { wallClockAt } from "../logging/wallClock";

/**
 * A parameter whose name holds one of these words (any case, also inside `name[]` or `user[password]`) could carry
 * a credential: it is never logged, whatever else its name says.
 */
const CREDENTIAL_WORD = /pass|pwd|token|secret|key|auth|code|otp|jwt|session|signature/i;

/**
 * The query string without `_t` (a cache-buster) and without any parameter whose name could mean a credential
 * ("" when nothing is left); the others are kept as sent, in order. Runs for every logged request with a query.
 */
export function loggableQuery(querystring: string): string {
  if (querystring === "") return "";
  let kept = "";
  for (const pair of querystring.split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const name = equals === -1 ? pair : pair.slice(0, equals);
    if (name === "_t" || mayCarryCredential(name)) continue;
    kept = kept === "" ? pair : `${kept}&${pair}`;
  }
  return kept;
}

/** Percent-escapes as single characters: enough to read the ASCII words above, and it never fails on a bad escape. */
const ESCAPE = /%([0-9a-f]{2})/gi;
const unescapeByte = (_escape: string, hex: string) => String.fromCharCode(Number.parseInt(hex, 16));

function mayCarryCredential(name: string): boolean {
  if (CREDENTIAL_WORD.test(name)) return true;
  // A name escaped once, twice or three times ("%70assword", "%2570assword") is read as it would be after decoding.
  let decoded = name;
  for (let round = 0; round < 3 && decoded.includes("%"); round++) {
    const next = decoded.replace(ESCAPE, unescapeByte);
    if (next === decoded) break;
    if (CREDENTIAL_WORD.test(next)) return true;
    decoded = next;
  }
  return false;
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
