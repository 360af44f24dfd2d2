import type { ContactNotice } from "../../../common/contactOutcome";
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

/** "maintenance" is never a path: every public page shows it while maintenance mode is on. */
export type PageKind = "home" | "terms" | "privacy" | "not-found" | "maintenance";

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
  /** Home page after the contact form was posted without JavaScript: the message to show above it. */
  contactNotice?: ContactNotice | null;
  /** The uploaded logo's pixel size (reserves its box before it loads); null without an uploaded logo. */
  logoSize?: { width: number; height: number } | null;
  /** Maintenance page: the administrator's message (empty: a standard text). */
  maintenanceMessage?: string;
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
    logo_url: null,
    favicon_url: null,
    social_image_url: null,
  };
}

export function emptyCompany(): CompanyInfo {
  return { name: "", tagline: "", description: "", contact_email: "", phone: "", founded_year: null, address: "", features: [] };
}
