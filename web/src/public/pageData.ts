import { STATUS_POLL_SECONDS } from "../../../common/constants";
import { DEFAULT_BRAND_COLOR, DEFAULT_FONT } from "../../../common/siteLook";
import type { CompanyInfo, PublicSiteSettings } from "../../../common/contracts";
import type { PublicPageData } from "../../../common/publicPages";

/** The id of the `<script type="application/json">` block that carries the page data (CSP-safe). */
export const PAGE_DATA_ID = "page-data";

/** JSON for an HTML data block: `<` is escaped so `</script>` or `<!--` in any text cannot end the block. */
export function serializePageData(data: PublicPageData): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function emptySettings(): PublicSiteSettings {
  return {
    site_title: "",
    site_description: "",
    client_area_url: "",
    game_panel_url: "",
    billing_url: "",
    status_update_interval: STATUS_POLL_SECONDS,
    status_page_url: "",
    show_status_badge: true,
    brand_color: DEFAULT_BRAND_COLOR,
    font: DEFAULT_FONT,
    logo_url: null,
    favicon_url: null,
    social_image_url: null,
    hero_image_url: null,
  };
}

export function emptyCompany(): CompanyInfo {
  return { name: "", tagline: "", description: "", contact_email: "", phone: "", founded_year: null, address: "", features: [] };
}
