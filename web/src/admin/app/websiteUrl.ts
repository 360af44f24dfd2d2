import type { AdminHost } from "../lib/adminHost";
import { withoutTrailingSlashes } from "../../../../common/trailingSlashes";

/** The site root: "/" in the browser, the configured server inside the desktop app. */
export function websiteUrl(host: AdminHost): string {
  return host.apiBaseUrl ? `${withoutTrailingSlashes(host.apiBaseUrl)}/` : "/";
}
