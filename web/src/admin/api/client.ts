import { createContext, useContext } from "react";
import type { TokenStore } from "../../../../common/tokenStore";
import { createHttp, type Http } from "./http";

/** The admin panel's one transport: the HTTP function every feature's API module calls, and the server it talks to. */
export interface ApiClient {
  http: Http;
  /** Base URL of the API server without trailing slash; "" means same origin. */
  baseUrl: string;
}

/** Created once per mounted panel from what the host injects (server address and token store). */
export function createApiClient(baseUrl: string, tokenStore: TokenStore, fetchImpl?: typeof fetch): ApiClient {
  return { http: createHttp(baseUrl, tokenStore, fetchImpl), baseUrl: baseUrl.replace(/\/+$/, "") };
}

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const value = useContext(ApiContext);
  if (!value) throw new Error("useApi outside ApiContext");
  return value;
}

/** The HTTP function for fetchers: `fetchPlans(useHttp())`. */
export function useHttp(): Http {
  return useApi().http;
}
