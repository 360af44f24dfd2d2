import type { AdminHost } from "../lib/adminHost";

/** The site root: "/" in the browser, the configured server inside the desktop app. */
export function websiteUrl(host: AdminHost): string {
  return host.apiBaseUrl ? `${host.apiBaseUrl.replace(/\/+$/, "")}/` : "/";
}
