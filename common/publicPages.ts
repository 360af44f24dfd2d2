import type { CompanyInfo, ContentBlock, ContentSection, NavigationItem, PublicCategory, PublicPlan, PublicPromoCode, PublicSiteSettings, SystemStatus } from "./schemas";

/** The public pages the server renders and the browser hydrates; any other path is the 404 page. */
export type PageKind = "home" | "terms" | "privacy" | "not-found";

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
}
