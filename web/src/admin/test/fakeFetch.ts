import type { TokenStore } from "../../../../common/tokenStore";
import { createHttp, type Http } from "../api/http";

/** A token store holding `token` (for unit tests of API modules). */
export const memoryTokenStore = (token: string | null = "tok"): TokenStore => ({ get: async () => token, set: async () => {}, clear: async () => {} });

/** An HTTP function over a fetch that answers the given [status, body] pairs in turn and records each call. */
export function fakeHttp(answers: Array<[number, unknown]>, baseUrl = ""): { http: Http; calls: { url: string; init: RequestInit }[]; sent: () => string[] } {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const [status, body] = answers.shift() ?? [200, {}];
    return new Response(body === undefined ? "" : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { http: createHttp(baseUrl, memoryTokenStore(), impl), calls, sent: () => calls.map((c) => `${c.init.method} ${c.url}`) };
}
