import type {
  CompanyInfo,
  ContentBlock,
  ContentSection,
  NavigationItem,
  PublicCategory,
  PublicPlan,
  PublicPromoCode,
  PublicSiteSettings,
  SystemStatus,
} from "../../../common/schemas";

export type PageKind = "home" | "terms" | "privacy" | "not-found";

/** Everything a public page renders, gathered by the server (SSR) or fetched by the client (fallback). */
export interface PublicPageData {
  page: PageKind;
  settings: PublicSiteSettings;
  company: CompanyInfo;
  navigation: NavigationItem[];
  /** null: not known yet (the badge shows "Checking..."). */
  status: SystemStatus | null;
  year: number;
  plans: PublicPlan[];
  categories: PublicCategory[];
  promos: PublicPromoCode[];
  content: Partial<Record<ContentSection, ContentBlock>>;
  /** 404 page: which of the five space facts to show. */
  factIndex: number;
}

/** The id of the `<script type="application/json">` block that carries the page data (CSP-safe). */
export const PAGE_DATA_ID = "page-data";

export function pageKindOf(path: string): PageKind {
  if (path === "/") return "home";
  if (path === "/terms") return "terms";
  if (path === "/privacy") return "privacy";
  return "not-found";
}

/** JSON for an HTML data block: `<` is escaped so `</script>` or `<!--` in any text cannot end the block. */
export function serializePageData(data: PublicPageData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export function emptySettings(): PublicSiteSettings {
  return {
    site_title: "",
    site_description: "",
    client_area_url: "",
    game_panel_url: "",
    billing_url: "",
    status_update_interval: 30,
    status_page_url: "",
  };
}

export function emptyCompany(): CompanyInfo {
  return { name: "", tagline: "", description: "", contact_email: "", phone: "", founded_year: null, address: "", features: [] };
}
