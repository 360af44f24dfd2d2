/** Link helpers shared by the header, footer and pages. */
import { localizedPath } from "../../../common/i18n/pagePaths";
import {
  comparePath,
  isLegalPageKind,
  LOCATIONS_PAGE_PATH,
  pageKindOf,
  STATUS_PAGE_PATH,
  type PageLocale,
  type PublicPageData,
} from "../../../common/publicPages";

/** The page's language and the site's default: links to the site's pages stay in the page's language. */
export type LinkLocale = Pick<PageLocale, "language" | "defaultLanguage">;

/**
 * The default-language path of the page shown ("/", "/terms", "/privacy", "/imprint", "/status", "/locations",
 * "/compare/{category_key}", "/{slug}"); the 404 and maintenance pages have none of their own, so their language and
 * currency links go to the home page.
 */
export function pagePathOf(data: Pick<PublicPageData, "page" | "customPage" | "compareCategory">): string {
  if (isLegalPageKind(data.page)) return `/${data.page}`;
  if (data.page === "status") return STATUS_PAGE_PATH;
  if (data.page === "locations") return LOCATIONS_PAGE_PATH;
  if (data.page === "compare" && data.compareCategory) return comparePath(data.compareCategory.key);
  if (data.page === "page" && data.customPage) return `/${data.customPage.slug}`;
  return "/";
}

/** The home page in the page's language ("/", "/de/"). */
export function homeHref(locale?: LinkLocale): string {
  return locale ? localizedPath("/", locale.language, locale.defaultLanguage) : "/";
}

/**
 * A link of the page: on pages other than home an in-page anchor points back to the home page; a link to one of
 * the site's pages ("/", a legal page such as "/terms", "/status", "/{slug}", with an anchor or query) goes to it in the
 * page's language.
 */
export function anchorHref(href: string, onHome: boolean, locale?: LinkLocale): string {
  if (href.startsWith("#")) return onHome ? href : `${homeHref(locale)}${href}`;
  if (!locale || !href.startsWith("/") || href.startsWith("//")) return href;
  // The path ends at the first ? or #. Not /^([^?#]*)(.*)$/: when the rest holds a line break, that backtracks
  // through the path once for each of its characters (n² steps) and then matches nothing.
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = href.slice(path.length);
  const sitePage = pageKindOf(path) !== "not-found";
  return sitePage ? `${localizedPath(path, locale.language, locale.defaultLanguage)}${rest}` : href;
}

function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** Attributes for a link that may leave the site: a new tab with no opener and no referrer leak. */
export function externalProps(href: string, forceNewTab = false): { target?: string; rel?: string } {
  return forceNewTab || isExternalHref(href) ? { target: "_blank", rel: "noopener noreferrer" } : {};
}

/** The two-letter text mark shown when logo.png fails to load (e.g. "Nebula Hosting" → "NH"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "HS";
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[1][0]).toUpperCase();
}
