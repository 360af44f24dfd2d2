import type { ContactNotice } from "./contactOutcome";
import type { RenderedMarkdown } from "./markdown/guarded";
import { isPageSlug, isReservedSlug } from "./reservedSlugs";
import type { Language } from "./i18n/languages";
import type { FinderNeeds } from "./planFinder";
import type {
  CompanyInfo,
  ContentBlock,
  ContentSection,
  FaqItem,
  NavigationItem,
  PublicPage,
  PublicPageSummary,
  PublicCategory,
  PublicLocation,
  PublicPlan,
  PublicPromoCode,
  PublicSiteSettings,
  PublicStatus,
  SystemStatus,
} from "./contracts";

/**
 * The public pages the server renders; any other path is the 404 page. "page" is a page of the site's own at
 * /{slug} (the 404 page while no published page has that slug); "status" the status page at /status;
 * "locations" the data-centre locations at /locations; "compare" a category's plans side by side at
 * /compare/{category_key} (the 404 page while no active category with plans has that key). "maintenance" is never a path:
 * every public page but the status page shows it while maintenance mode is on.
 */
export type PageKind = "home" | LegalPageKind | "page" | "status" | "locations" | "compare" | "not-found" | "maintenance";

/** The status page's address (in the default language; /{lang}/status in the others). */
export const STATUS_PAGE_PATH = "/status";
/** The locations page's address (in the default language; /{lang}/locations in the others). */
export const LOCATIONS_PAGE_PATH = "/locations";
/** Where a category's compare page is: /compare/{category_key}. */
const COMPARE_PATH = /^\/compare\/([a-z0-9][a-z0-9_-]{0,63})$/;

/** The compare page's address of a category (default language). */
export function comparePath(categoryKey: string): string {
  return `/compare/${categoryKey}`;
}

/** The category key a compare page's path names (/compare/{category_key}); null for any other path. */
export function compareCategoryKeyOf(path: string): string | null {
  return COMPARE_PATH.exec(path)?.[1] ?? null;
}

/** The status page's feed of incidents and maintenance windows (Atom, in the site's default language). */
export const STATUS_FEED_PATH = "/status/feed.xml";

/** The legal pages, each at /{kind}: terms, privacy and the imprint. */
export type LegalPageKind = "terms" | "privacy" | "imprint";
export const LEGAL_PAGE_KINDS: readonly LegalPageKind[] = ["terms", "privacy", "imprint"];

export function isLegalPageKind(page: PageKind): page is LegalPageKind {
  return (LEGAL_PAGE_KINDS as readonly string[]).includes(page);
}

export function pageKindOf(path: string): PageKind {
  if (path === "/") return "home";
  const legal = LEGAL_PAGE_KINDS.find((kind) => path === `/${kind}`);
  if (legal) return legal;
  if (path === STATUS_PAGE_PATH) return "status";
  if (path === LOCATIONS_PAGE_PATH) return "locations";
  if (compareCategoryKeyOf(path) !== null) return "compare";
  if (customPageSlugOf(path) !== null) return "page";
  return "not-found";
}

/** The slug of a path a page of the site's own may have (/{slug}, never a reserved name); null for any other path. */
export function customPageSlugOf(path: string): string | null {
  const slug = path.startsWith("/") ? path.slice(1) : "";
  return isPageSlug(slug) && !isReservedSlug(slug) ? slug : null;
}

/** The language and currency a page is shown in, and what the site offers (its switchers and alternate addresses). */
export interface PageLocale {
  language: Language;
  /** ISO 4217 code the page's prices are shown in. */
  currency: string;
  /** The enabled languages, in the administrator's order. */
  languages: Language[];
  defaultLanguage: Language;
  /**
   * The currencies visitors are offered (the switcher's), in the administrator's order: the default one and each
   * enabled one every plan has a price in.
   */
  currencies: string[];
  defaultCurrency: string;
  /** `?currency=` asked for a currency that is not offered: the page says its prices are in `currency` instead. */
  unavailableCurrency?: string;
  /**
   * The key of the visitor's chosen location (`?location=`, remembered in the `location` cookie), one the site has;
   * null: none chosen (the server always says which). Order addresses already carry it as `{location}`.
   */
  location?: string | null;
}

/** Everything a public page renders, gathered by the server. */
export interface PublicPageData {
  page: PageKind;
  locale: PageLocale;
  settings: PublicSiteSettings;
  company: CompanyInfo;
  navigation: NavigationItem[];
  /** null: not known yet (the badge shows "Checking..."). */
  status: SystemStatus | null;
  year: number;
  plans: PublicPlan[];
  categories: PublicCategory[];
  promoCodes: PublicPromoCode[];
  /** The blocks the page shows; a block's `section` tells its kind (the hero's has the highlights, …). */
  content: Partial<Record<ContentSection, ContentBlock>>;
  /** 404 page: which of the five space facts to show. */
  factIndex: number;
  /** Home page after the contact form was posted without JavaScript: the message to show above it. */
  contactNotice?: ContactNotice | null;
  /** The uploaded logo's pixel size (reserves its box before it loads); null without an uploaded logo. */
  logoSize?: { width: number; height: number } | null;
  /** The uploaded logo for dark backgrounds' pixel size; null without one. Its address is settings.logo_dark_url. */
  logoDarkSize?: { width: number; height: number } | null;
  /** Maintenance page: the administrator's message (empty: a standard text). */
  maintenanceMessage?: string;
  /** Every page: the published pages marked for the footer, in the order they were made ([]: no page links). */
  footerPages?: PublicPageSummary[];
  /** Every page but maintenance: the ids of the home page's sections; a menu link or feature card to another section is left out. */
  homeSections?: string[];
  /** Home page: the frequently asked questions, in order ([]: no FAQ section). */
  faq?: FaqItem[];
  /** The uploaded hero image's pixel size (its box and preload); null without one. Its address is settings.hero_image_url. */
  heroImageSize?: { width: number; height: number } | null;
  /** The privacy page: whether the site counts its visits (statistics on), so the page says what is counted. */
  countsVisits?: boolean;
  /** A page of the site's own (/{slug}), when that is the page shown. */
  customPage?: PublicPage | null;
  /**
   * The home page, the locations page and the compare pages: the data-centre locations in the administrator's
   * order, texts in the page's language, each with its status now ([] or absent: the site states no locations).
   */
  locations?: PublicLocation[];
  /** The compare page: the category compared (its plans are `plans`, as the home page shows them). */
  compareCategory?: PublicCategory;
  /**
   * The compare page, and the home page after a section's finder was used: what the visitor asked the plan finder
   * for (the query's needs; nothing asked: empty `amounts`).
   */
  finderNeeds?: FinderNeeds;
  /** The home page: the category whose section's finder was used (its plans are marked), absent otherwise. */
  finderCategory?: string;
  /** The status page: the shown monitors with their days, incidents and maintenance windows, in the page's language. */
  statusPage?: PublicStatus;
  /** Every page but maintenance: the one-line notice while a published incident is open or a maintenance window is in progress. */
  siteNotice?: SiteNotice | null;
}

/**
 * What the site-wide notice says: the open incidents' titles (newest first), else the maintenance windows in
 * progress (the soonest to have started first); texts in the page's language.
 */
export interface SiteNotice {
  kind: "incident" | "maintenance";
  titles: string[];
}

/** Where a page is served: for canonical links and social tags. */
export interface PageAddress {
  /** Public address of the site without trailing slash, e.g. https://hosting.example.com. */
  publicUrl: string;
  /** The request path ("/", "/terms", ...). */
  path: string;
}

/** One server-rendered public page. */
export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** Tags for <head>: title, meta description, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The page's language (BCP 47), for `<html lang>`. */
  lang: Language;
}

/**
 * A rendered page as the server's render pool answers it: from a render worker its markup and head tags come as
 * UTF-8 bytes (encoded in the worker and handed over without a copy, so a page of megabytes costs the event loop no
 * encoding), from a render on the event loop as text.
 */
export type PageMarkup = Omit<RenderedPage, "html" | "head"> & { html: string | Uint8Array; head: string | Uint8Array };

/** A rendered page with its markup and head tags as pieces in order (joined: RenderedPage's), to be encoded one by one. */
export type RenderedPieces = Omit<RenderedPage, "html" | "head"> & { html: string[]; head: string[] };

/**
 * What the built SSR bundle (dist/ssr/entry-server.js) exports. The server loads the bundle at run time and knows it
 * only through this interface, so it never imports the web app's source.
 */
export interface SsrModule {
  /** `markdown`: the page's markdown texts rendered beforehand (markdownSources); one missing is shown as plain text. */
  render(data: PublicPageData, address: PageAddress, markdown?: ReadonlyMap<string, RenderedMarkdown>): RenderedPage;
  /** The markdown texts the page shows (to be rendered beforehand, off the server's event loop); none when absent. */
  markdownSources?(data: PublicPageData): string[];
  /** How many space facts the 404 page can show (the server picks one per answer, `factIndex`). */
  SPACE_FACT_COUNT: number;
}
