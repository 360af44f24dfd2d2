import { createApiClient, type ApiClient, type ClientResponse } from "../../../common/api/client";
import { DESKTOP_APP_ORIGIN } from "../../../common/origin";

/** The subset of fetch the main process needs (Node's fetch in the app; a fake in tests). */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; signal: AbortSignal },
) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}>;

/** The status and headers of the latest answer a site client received. */
type SiteAnswer = Pick<ClientResponse, "status" | "headers">;

export interface SiteClient extends ApiClient {
  /** The latest answer (any status), or null before one arrived. */
  lastAnswer(): SiteAnswer | null;
}

/**
 * The shared typed client for the main process's own calls to one site: every call carries the desktop app's
 * Origin (the server's CORS check) and gives up after `timeoutMs`; the token, when given, is sent as the bearer.
 */
export function siteClient(fetchImpl: FetchLike, origin: string, token: string | null, timeoutMs: number): SiteClient {
  let last: SiteAnswer | null = null;
  const client = createApiClient({
    baseUrl: origin,
    tokenStore: token === null ? undefined : { get: async () => token, set: async () => {}, clear: async () => {} },
    fetch: async (url, init) => {
      // The main process only reads: FetchLike carries no body, so a call with one must not go out without it.
      if (init.body !== undefined) throw new Error(`siteClient sends no request bodies (${init.method} ${url})`);
      const response = await fetchImpl(url, {
        method: init.method,
        headers: { ...init.headers, Origin: DESKTOP_APP_ORIGIN },
        signal: AbortSignal.timeout(timeoutMs),
      });
      last = response;
      return response;
    },
  });
  return { ...client, lastAnswer: () => last };
}
