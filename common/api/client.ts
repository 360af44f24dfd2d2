import type { ApiRoutes as CanonicalRoutes } from "../contracts";
import { fillPath, type BodyIn, type PathParams, type QueryIn, type ResponseOf } from "../contracts/endpoint";
import { CLIENT_FALLBACKS, type LegacyRoutes } from "../contracts/legacyPaths";
import { NO_RESPONSE_MESSAGE } from "../constants";
import type { TokenStore } from "../tokenStore";
import { withoutTrailingSlashes } from "../trailingSlashes";
import { ApiError } from "./errors";

/**
 * The one typed API client, used by the public site, the admin panel, the desktop app's panel and the desktop
 * main process. A call names its endpoint as in the contract (`"PUT /api/admin/hosting-plans/:id"`); the contract
 * gives the types of what it sends and what it answers. Only types come from the contracts, so no schema code
 * reaches the browser bundles. It needs nothing of its environment but a fetch, which the host injects.
 */

export type Query = Record<string, string | number | boolean | undefined | null>;

/** Every route a client can name: the canonical ones and the legacy aliases (typed like their canonical route). */
type ApiRoutes = CanonicalRoutes & LegacyRoutes;
type ApiRoute = keyof ApiRoutes;

type HasParams<P extends string> = P extends `${string}:${string}` ? true : false;

/** What one call sends. `params` fill the path; `body` is JSON; `file` is sent as it is with its own type. */
type CallInput<E extends ApiRoutes[ApiRoute]> = (HasParams<E["path"]> extends true ? { params: PathParams<E["path"]> } : { params?: undefined }) &
  (BodyIn<E> extends undefined ? { body?: undefined } : { body: BodyIn<E> }) & {
    query?: QueryIn<E> extends undefined ? Query : QueryIn<E> & Query;
    file?: { data: Blob; type: string };
    /** Send no-cache headers (and, for GETs, the `_t` timestamp). */
    noCache?: boolean;
    /** Send the bearer token (default true when the client has a token store). */
    auth?: boolean;
  };

type NeedsInput<E extends ApiRoutes[ApiRoute]> = HasParams<E["path"]> extends true ? true : BodyIn<E> extends undefined ? false : true;
type CallArgs<E extends ApiRoutes[ApiRoute]> = NeedsInput<E> extends true ? [input: CallInput<E>] : [input?: CallInput<E>];

/** Calls one endpoint: `call("GET /api/hosting-plans")`, `call("PUT /api/admin/hosting-plans/:id", { params: { id }, body })`. */
export type ApiCall = <K extends ApiRoute>(route: K, ...args: CallArgs<ApiRoutes[K]>) => Promise<ResponseOf<ApiRoutes[K]>>;

export interface ApiClient {
  call: ApiCall;
  /** The server's address without trailing slash; "" means the page's own origin. */
  baseUrl: string;
}

/** What the client reads of an answer (a fetch Response has it all). */
export interface ClientResponse {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** What the client needs of fetch: the browser's or Node's fetch, or a host's wrapper around one. */
type ClientFetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string | Blob; cache: "no-store" }) => Promise<ClientResponse>;

export interface ApiClientOptions {
  /** The API server ("" for the same origin as the page). */
  baseUrl?: string;
  /** Where the admin token is kept; without one no Authorization header is sent. */
  tokenStore?: TokenStore;
  fetch?: ClientFetch;
}

const NO_CACHE_HEADERS = { "Cache-Control": "no-cache", Pragma: "no-cache" };

export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `${withoutTrailingSlashes(baseUrl)}${path}${search ? `?${search}` : ""}`;
}

interface RawInput {
  params?: Record<string, string | number>;
  body?: unknown;
  query?: Query;
  file?: { data: Blob; type: string };
  noCache?: boolean;
  auth?: boolean;
}

/** Creates the client; base URL, token store and fetch are injected by the host (browser panel, desktop app, public site). */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = withoutTrailingSlashes(options.baseUrl ?? "");
  const fetchImpl: ClientFetch = options.fetch ?? ((url, init) => fetch(url, init));

  async function send(method: string, path: string, input: RawInput): Promise<unknown> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (input.noCache) Object.assign(headers, NO_CACHE_HEADERS);
    if (input.auth !== false && options.tokenStore) {
      const token = await options.tokenStore.get();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    let body: string | Blob | undefined;
    if (input.file) {
      headers["Content-Type"] = input.file.type;
      body = input.file.data;
    } else if (input.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(input.body);
    }
    const query = input.noCache && method === "GET" ? { ...input.query, _t: Date.now() } : input.query;
    let response: ClientResponse;
    try {
      response = await fetchImpl(buildUrl(baseUrl, fillPath(path, input.params), query), { method, headers, body, cache: "no-store" });
    } catch (error) {
      throw new ApiError(null, null, NO_RESPONSE_MESSAGE, { cause: error });
    }
    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (response.status < 200 || response.status > 299) throw new ApiError(response.status, parsed, `HTTP ${response.status}`);
    return parsed;
  }

  /** The route itself, then, in order, each fallback of the legacy-path table whose condition the latest failure meets. */
  async function call(route: string, input: RawInput = {}): Promise<unknown> {
    const [method, path] = splitRoute(route);
    try {
      return await send(method, path, input);
    } catch (error) {
      let last = error;
      for (const fallback of CLIENT_FALLBACKS[route as keyof typeof CLIENT_FALLBACKS] ?? []) {
        if (!(last instanceof ApiError)) break;
        if (!fallback.when(last.status)) continue;
        const [fallbackMethod, fallbackPath] = splitRoute(fallback.route);
        try {
          return await send(fallbackMethod, fallbackPath, fallback.public ? { ...input, auth: false } : input);
        } catch (next) {
          last = next;
        }
      }
      throw last;
    }
  }

  return { call: call as ApiCall, baseUrl };
}

function splitRoute(route: string): [string, string] {
  const space = route.indexOf(" ");
  return [route.slice(0, space), route.slice(space + 1)];
}
