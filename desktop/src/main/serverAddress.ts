import { ApiError } from "../../../common/api/errors";
import { DESKTOP_APP_ORIGIN } from "../../../common/origin";
import type { ServerCheckResult } from "../common/ipc";
import { siteClient, type FetchLike } from "./siteClient";

export type { FetchLike };

const MAX_ADDRESS_LENGTH = 2_048;
/** How long the app waits for a site to answer (the address check and every poll). */
export const SERVER_TIMEOUT_MS = 10_000;

/** Why a request to a site failed before any answer: it timed out, or the site could not be reached. */
export function unreachableReason(origin: string, error: unknown, timeoutMs: number): string {
  const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
  return timedOut ? `${origin} did not answer within ${Math.round(timeoutMs / 1000)} s` : `Could not reach ${origin}`;
}

/** Host names for which plain http is allowed (the machine itself). */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * Validates what the administrator typed and reduces it to the server's origin. An address without a scheme
 * gets https://. Only http(s); https is required except for the local machine; no credentials in the URL.
 * The path is dropped: the API lives at /api on the site's origin.
 */
export function normalizeServerAddress(input: unknown): ServerCheckResult {
  if (typeof input !== "string" || input.trim() === "") {
    return { ok: false, error: "Enter the address of your site, e.g. https://hosting.example.com" };
  }
  const trimmed = input.trim();
  if (trimmed.length > MAX_ADDRESS_LENGTH) return { ok: false, error: "The address is too long" };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, error: "This is not a valid web address" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { ok: false, error: "The address must start with https://" };
  }
  if (url.username !== "" || url.password !== "") {
    return { ok: false, error: "The address must not contain a user name or password" };
  }
  if (url.hostname === "") return { ok: false, error: "The address has no host name" };
  if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) {
    return { ok: false, error: "Use https:// (plain http is only allowed for localhost)" };
  }
  return { ok: true, origin: url.origin };
}

/**
 * Calls the server to see that it is a Hostsite API that allows the desktop app: GET /api/verify-token without
 * a token must answer 401 with a JSON {"detail"} body, and carry the CORS header for the desktop origin.
 */
export async function checkServer(origin: string, fetchImpl: FetchLike, timeoutMs = SERVER_TIMEOUT_MS): Promise<ServerCheckResult> {
  const site = siteClient(fetchImpl, origin, null, timeoutMs);
  const route = "GET /api/verify-token";
  let body: unknown;
  try {
    body = await site.call(route);
  } catch (error) {
    if (error instanceof ApiError && error.status === null) return { ok: false, error: unreachableReason(origin, error.cause, timeoutMs) };
    body = error instanceof ApiError ? error.body : null;
  }
  const answer = site.lastAnswer();
  if (answer === null) return { ok: false, error: unreachableReason(origin, null, timeoutMs) };
  const looksLikeApi = answer.status === 401 && typeof body === "object" && body !== null && typeof (body as { detail?: unknown }).detail === "string";
  if (!looksLikeApi) {
    return { ok: false, error: `${origin} does not look like a Hostsite server (${route} answered ${answer.status})` };
  }
  if (answer.headers.get("access-control-allow-origin") !== DESKTOP_APP_ORIGIN) {
    return { ok: false, error: `${origin} does not allow the desktop app yet (CORS). Update the server and try again.` };
  }
  return { ok: true, origin };
}

/** Validation followed by the server check: what the address screen's Connect button runs. */
export async function validateAndCheckServer(input: unknown, fetchImpl: FetchLike): Promise<ServerCheckResult> {
  const normalized = normalizeServerAddress(input);
  if (!normalized.ok) return normalized;
  return checkServer(normalized.origin, fetchImpl);
}
