import type { TokenStore } from "../../../../common/tokenStore";
import { NO_RESPONSE_MESSAGE } from "../../../../common/constants";

/** An API call that failed: `status` is null when no response arrived at all. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly detail: string | null;
  readonly serverMessage: string | null;
  readonly body: unknown;

  constructor(status: number | null, body: unknown, fallback: string) {
    const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    const detail = typeof record.detail === "string" ? record.detail : null;
    const serverMessage = typeof record.message === "string" ? record.message : null;
    super(detail ?? serverMessage ?? fallback);
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

export function isStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/**
 * SPEC §8: the server's detail, else its message, else the client error text ("HTTP {status}" when the server
 * said nothing useful; the no-response text when nothing came back).
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === null) return NO_RESPONSE_MESSAGE;
    return error.detail ?? error.serverMessage ?? `HTTP ${error.status}`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** A file sent as it is (an image upload) with its own Content-Type, instead of a JSON body. */
  file?: { data: Blob; type: string };
  query?: Query;
  /** SPEC §7: send no-cache headers (and, for GETs, the `_t` timestamp). */
  noCache?: boolean;
  /** Send the bearer token (default true). */
  auth?: boolean;
}

export type Http = <T>(path: string, options?: RequestOptions) => Promise<T>;

const NO_CACHE_HEADERS = { "Cache-Control": "no-cache", Pragma: "no-cache" };

export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, "")}${path}${search ? `?${search}` : ""}`;
}

/** The one place that talks HTTP: base URL and token store are injected by the host. */
export function createHttp(baseUrl: string, tokenStore: TokenStore, fetchImpl: typeof fetch = (...a) => fetch(...a)): Http {
  return async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? "GET";
    const headers: Record<string, string> = { Accept: "application/json" };
    if (options.noCache) Object.assign(headers, NO_CACHE_HEADERS);
    if (options.auth !== false) {
      const token = await tokenStore.get();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    let body: string | Blob | undefined;
    if (options.file) {
      headers["Content-Type"] = options.file.type;
      body = options.file.data;
    } else if (options.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const query = options.noCache && method === "GET" ? { ...options.query, _t: Date.now() } : options.query;
    let response: Response;
    try {
      response = await fetchImpl(buildUrl(baseUrl, path, query), { method, headers, body, cache: "no-store" });
    } catch {
      throw new ApiError(null, null, NO_RESPONSE_MESSAGE);
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
    if (!response.ok) throw new ApiError(response.status, parsed, `HTTP ${response.status}`);
    return parsed as T;
  };
}
