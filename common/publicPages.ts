import type { ContactNotice } from "./contactOutcome";
import type { CompanyInfo, ContentBlock, ContentSection, NavigationItem, PublicCategory, PublicPlan, PublicPromoCode, PublicSiteSettings, SystemStatus } from "./contracts";

/**
 * The public pages the server renders and the browser hydrates; any other path is the 404 page.
 * "maintenance" is never a path: every public page shows it while maintenance mode is on.
 */
export type PageKind = "home" | "terms" | "privacy" | "not-found" | "maintenance";

export function pageKindOf(path: string): PageKind {
  if (path === "/") return "home";
  if (path === "/terms") return "terms";
  if (path === "/privacy") return "privacy";
  return "not-found";
}

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
