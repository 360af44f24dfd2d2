import type { TokenStore } from "../../common/tokenStore";
import { createApiClient, type ApiCall } from "../src/lib/api/client";

/** A token store holding `token` (for unit tests of API modules). */
export const memoryTokenStore = (token: string | null = "tok"): TokenStore => ({ get: async () => token, set: async () => {}, clear: async () => {} });

/**
 * The typed client over a fetch that answers the given [status, body] pairs in turn and records each call; the
 * token store holds "tok" unless another is given (null: a client without one, as on the public site).
 */
export function fakeClient(
  answers: Array<[number, unknown]>,
  baseUrl = "",
  tokenStore: TokenStore | null = memoryTokenStore(),
): { call: ApiCall; calls: { url: string; init: RequestInit }[]; sent: () => string[] } {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const [status, body] = answers.shift() ?? [200, {}];
    return new Response(body === undefined ? "" : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  const { call } = createApiClient({ baseUrl, tokenStore: tokenStore ?? undefined, fetch: fetchImpl });
  return { call, calls, sent: () => calls.map((c) => `${c.init.method} ${c.url.split("?")[0]}`) };
}
