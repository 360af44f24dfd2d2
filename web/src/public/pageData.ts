import type { PageKind, PublicPageData } from "../../../common/publicPages";

/** The id of the `<script type="application/json">` block that carries the page data (CSP-safe). */
export const PAGE_DATA_ID = "page-data";

/**
 * What a page tells its scripts in the page-data block: page-wide values the enhancement modules may need. What a
 * component shows (and what its module needs to change it) travels in the component's own markup instead.
 */
export interface BrowserPageData {
  page: PageKind;
}

export function browserPageData(data: PublicPageData): string {
  const forBrowser: BrowserPageData = { page: data.page };
  return serializePageData(forBrowser);
}

/** JSON for an HTML data block: `<` is escaped so `</script>` or `<!--` in any text cannot end the block. */
export function serializePageData(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
