import { withoutTrailingSlashes } from "../../../../common/trailingSlashes";

/** Where the status comes from, worked out from the configured URL and API key. */
export type StatusSource =
  | { kind: "status-page"; base: string; slug: string }
  | { kind: "metrics"; url: string; apiKey: string }
  /** A bare address without a key: ask Uptime Kuma which status page that domain shows (/api/entry-page). */
  | { kind: "entry-page"; base: string }
  | { kind: "invalid"; code: "invalid_url" | "invalid_scheme"; reason: string };

/**
 * Accepted forms:
 * - a status page URL `https://status.example.com/status/main` → public status-page JSON (no key needed;
 *   preferred even when a key is set, because it shows exactly the monitors customers see);
 * - a URL ending in `/metrics` → Prometheus metrics, with the API key if one is set;
 * - a bare base URL → `/metrics` when an API key is set, else the status page mapped to that domain.
 */
export function parseStatusSource(rawUrl: string, apiKey: string): StatusSource {
  let url: URL;
  try {
    url = new URL(rawUrl.trim());
  } catch {
    return { kind: "invalid", code: "invalid_url", reason: "the status monitor URL is not a valid address" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { kind: "invalid", code: "invalid_scheme", reason: "the status monitor URL must start with http:// or https://" };
  }
  const path = withoutTrailingSlashes(url.pathname);
  const statusPage = /^(.*)\/status\/([^/]+)$/.exec(path);
  if (statusPage) {
    return { kind: "status-page", base: url.origin + statusPage[1], slug: decodeURIComponent(statusPage[2]).toLowerCase() };
  }
  if (path.endsWith("/metrics")) return { kind: "metrics", url: url.origin + path, apiKey: apiKey.trim() };
  if (apiKey.trim()) return { kind: "metrics", url: `${url.origin}${path}/metrics`, apiKey: apiKey.trim() };
  return { kind: "entry-page", base: url.origin + path };
}
