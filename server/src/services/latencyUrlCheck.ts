import type { UrlCheckResult } from "../../../common/contracts";
import { isLatencyTestUrl } from "../../../common/locations";
import { ValidationError } from "../errors";

/** How long the check waits for an answer. */
const CHECK_TIMEOUT_MS = 5_000;
/** How much of an answer's body is read at most (a test answer is small; the rest is not waited for). */
const BODY_READ_LIMIT = 4_096;

interface UrlCheckOptions {
  /** The site's own origin, sent as `Origin` so the address can answer whether pages of this site may read it. */
  origin?: string;
  timeoutMs?: number;
}

/** A 400 naming `url` unless it is an address visitors' browsers may measure. */
export function assertLatencyTestUrl(url: string): void {
  if (isLatencyTestUrl(url)) return;
  const issue = { field: "url", message: "must be an https:// address (http:// only on a loopback address)", code: "invalid_url" as const };
  throw ValidationError(`${issue.field}: ${issue.message}`, [issue]);
}

/**
 * Asks a latency test address once, as visitors' browsers will: GET, no redirect followed, at most 5 seconds, no
 * more than a few KB of its body read. Good when it answers 200 or 204; `cors` says whether other sites' pages may
 * read it (Access-Control-Allow-Origin for any origin or for this site's) or whether it is an image (which pages
 * may load without that).
 */
export async function checkLatencyUrl(url: string, options: UrlCheckOptions = {}): Promise<UrlCheckResult> {
  const timeoutMs = options.timeoutMs ?? CHECK_TIMEOUT_MS;
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method: "GET",
      redirect: "manual",
      cache: "no-store",
      headers: options.origin ? { origin: options.origin } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { ok: false, status: null, ms: null, cors: false, detail: failureDetail(error, timeoutMs) };
  }
  const ms = Math.round(performance.now() - started);
  await readSome(response, BODY_READ_LIMIT);
  const allowed = response.headers.get("access-control-allow-origin")?.trim() ?? "";
  const image = (response.headers.get("content-type") ?? "").trim().toLowerCase().startsWith("image/");
  const cors = allowed === "*" || (options.origin !== undefined && allowed === options.origin) || image;
  const ok = response.status === 200 || response.status === 204;
  return { ok, status: response.status, ms, cors, detail: answerDetail(response, ms, ok, cors, image) };
}

/** Reads at most `limit` bytes of the body, then lets the rest go. */
async function readSome(response: Response, limit: number): Promise<void> {
  if (!response.body) return;
  const reader = response.body.getReader();
  let read = 0;
  try {
    while (read < limit) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
  } catch {
    // What the answer said is known already; a body cut short changes nothing.
  } finally {
    await reader.cancel().catch(() => {});
  }
}

function answerDetail(response: Response, ms: number, ok: boolean, cors: boolean, image: boolean): string {
  const answered = `Answered ${response.status} in ${ms} ms`;
  if (response.status >= 300 && response.status < 400) {
    const target = response.headers.get("location");
    return `${answered}: a redirect${target ? ` to ${target}` : ""}. A test address must answer itself (browsers measure the first answer).`;
  }
  if (!ok) return `${answered}: a test address must answer 200 or 204.`;
  if (image) return `${answered} with an image: visitors' browsers can measure it.`;
  if (cors) return `${answered} and allows other sites' pages to read it: visitors' browsers can measure it.`;
  return `${answered} but without Access-Control-Allow-Origin: browsers can time it only roughly. Add the header (or answer an image).`;
}

function failureDetail(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: string }).name;
  if (name === "TimeoutError" || name === "AbortError") return `No answer within ${Math.round(timeoutMs / 1000)} seconds.`;
  const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
  switch (code) {
    case "ECONNREFUSED":
      return "The connection was refused: nothing answers at that address.";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "The host name was not found.";
    case "ECONNRESET":
      return "The connection was closed before an answer came.";
    default:
      return code?.startsWith("ERR_TLS") || code?.includes("CERT")
        ? "The address's TLS certificate is not valid."
        : `No answer: ${code ?? (error as Error).message ?? "the request failed"}.`;
  }
}
