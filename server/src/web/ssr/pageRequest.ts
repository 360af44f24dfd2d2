import { contactNoticeFor, type ContactNotice } from "../../../../common/contactOutcome";
import type { PublicPage, SystemStatus } from "../../../../common/contracts";
import { isCurrencyCode, pickCurrency } from "../../../../common/i18n/currencies";
import type { Language } from "../../../../common/i18n/languages";
import { localizedPath, parseLocalePath } from "../../../../common/i18n/pagePaths";
import { localRedirectPath } from "../../../../common/localRedirect";
import { FINDER_CATEGORY_PARAM, readFinderQuery, type FinderNeeds } from "../../../../common/planFinder";
import { compareCategoryKeyOf, customPageSlugOf, pageKindOf, type PageKind } from "../../../../common/publicPages";
import { planBelongsToCategory } from "../../../../common/rules";
import { withoutTrailingSlashes } from "../../../../common/trailingSlashes";
import { findPublicPage } from "../../presenters/pages";
import { offeredCurrenciesOf } from "../../presenters/locale";
import { chosenLocationOf } from "../../presenters/locations";
import type { SiteData } from "../../store/types";

/** Health checks of load balancers and monitors answer as usual while the site is in maintenance. */
const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);

/**
 * One request for a public page: everything the page is made from, read once. Its version, its data and its
 * markup all come from this one object, so they always describe the same state of the site.
 */
export interface PageRequest {
  /** The site's data, read from the store once for the whole request. */
  data: Readonly<SiteData>;
  /** The system status, read once (the page's cache version and its badge show the same). */
  status: SystemStatus;
  page: PageKind;
  /** The page of the site's own shown (page "page"), else null. */
  customPage: PublicPage | null;
  /**
   * What the visitor asked the plan finder for (nothing asked: empty `amounts`): on the compare page, and on the home
   * page for the category named by `?finder=` (its section's finder).
   */
  finderNeeds: FinderNeeds;
  /** The home page: the key of the category whose finder was asked (`?finder=`, an active category with plans), else null. */
  finderCategory: string | null;
  /** The language the address names. */
  language: Language;
  /** The currency prices are shown in. */
  currency: string;
  /** `?currency=` asked for a currency visitors are not offered: the page says its prices are in `currency`. */
  unavailableCurrency?: string;
  /** The currencies visitors are offered (default first, then each enabled one every plan has a price in). */
  offeredCurrencies: readonly string[];
  /** The key of the visitor's chosen location (one the site has), else null. */
  location: string | null;
  /** The compare page: the key of the (active) category it compares, else null. */
  compareKey: string | null;
  /** The request's path, as asked ("/de/terms"). */
  path: string;
  /** The request's query string with its "?" ("" without one): kept on a redirect. */
  query: string;
  now: Date;
  /** 404 page: which space fact it shows. */
  factIndex: number;
  /** Home page after the contact form was posted without scripts: the outcome it shows. */
  contactNotice: ContactNotice | null;
}

/** What the request asks for, as the HTTP layer read it. */
export interface PageRequestInput {
  path: string;
  /** The raw query string, without "?". */
  querystring: string;
  query: Record<string, string | string[] | undefined>;
  /** The currency the visitor picked earlier (the `currency` cookie). */
  currencyCookie: string | undefined;
  /** The location the visitor chose earlier (the `location` cookie). */
  locationCookie?: string | undefined;
}

/** Where a public page request goes: a permanent redirect to the page's own address, or the page. */
export type PageRoute =
  | { kind: "redirect"; location: string }
  | {
      kind: "page";
      request: PageRequest;
      /** A `?currency=` visitors are offered: to be remembered in the visitor's cookie. */
      rememberCurrency?: string;
      /** A `?location=` the site has: to be remembered in the visitor's cookie. */
      rememberLocation?: string;
    };

/** What a page request is read together with: the data and status of this moment, and the 404 page's facts. */
export interface PageRequestContext {
  data: Readonly<SiteData>;
  status: SystemStatus;
  now: Date;
  /** How many space facts the 404 page can show (one is picked at random per answer). */
  factCount: number;
  random?: () => number;
}

/**
 * Reads a public page request once: its language from the address (the default language's pages have no prefix),
 * its currency (below), its page (a page of the site's own only while a published page has its slug), and whether it
 * redirects instead: `/index.html` and a trailing slash on a real page go to the page's address (301), never to
 * another host.
 */
export function routePublicPage(input: PageRequestInput, context: PageRequestContext): PageRoute {
  const { data, now } = context;
  const settings = data.site_settings;
  const { path } = input;
  const query = input.querystring ? `?${input.querystring}` : "";
  const address = parseLocalePath(path, settings.languages, settings.default_language);
  const language = address.kind === "redirect" ? settings.default_language : address.language;
  let pagePath = address.kind === "page" ? address.path : null;
  const trimmed = pagePath !== null && pagePath.length > 1 && pagePath.endsWith("/") ? withoutTrailingSlashes(pagePath) || "/" : null;
  if (address.kind === "redirect" || path === "/index.html" || (trimmed !== null && pageAt(data, trimmed, language).page !== "not-found")) {
    const target =
      address.kind === "redirect" ? address.location : path === "/index.html" ? "/" : localizedPath(trimmed ?? "/", language, settings.default_language);
    // Never to another host: `/en//evil.example` would otherwise send the browser to `//evil.example`.
    const location = localRedirectPath(target);
    if (location !== null) return { kind: "redirect", location: location + query };
    pagePath = null;
  }

  const offeredCurrencies = offeredCurrenciesOf(data);
  const { currency, unavailableCurrency, remember } = currencyOf(data, offeredCurrencies, input.query.currency, input.currencyCookie);
  const { location, remember: rememberLocation } = locationOf(data, input.query.location, input.locationCookie);
  const shown = pageAt(data, pagePath, language);
  // The status page stays up while the site is in maintenance: the maintenance page's status badge links to it.
  const maintenance = settings.maintenance_mode && !HEALTH_PATHS.has(path) && shown.page !== "status";
  const { page, customPage, compareKey } = maintenance ? { page: "maintenance" as const, customPage: null, compareKey: null } : shown;
  const random = context.random ?? Math.random;
  const finderCategory = page === "home" ? comparedCategoryKey(data, firstOf(input.query[FINDER_CATEGORY_PARAM])) : null;
  const request: PageRequest = {
    data,
    status: context.status,
    page,
    customPage,
    finderNeeds: page === "compare" || finderCategory !== null ? finderNeedsOf(input.query, location) : { amounts: {} },
    finderCategory,
    language,
    currency,
    ...(unavailableCurrency ? { unavailableCurrency } : {}),
    offeredCurrencies,
    location,
    compareKey,
    path,
    query,
    now,
    factIndex: page === "not-found" ? Math.floor(random() * context.factCount) : 0,
    // After a post of the contact form without JavaScript the home page shows its outcome (a fixed set of texts).
    contactNotice: page === "home" ? contactNoticeFor(input.query.contact, input.query.reason) : null,
  };
  return { kind: "page", request, ...(remember ? { rememberCurrency: remember } : {}), ...(rememberLocation ? { rememberLocation } : {}) };
}

interface ShownPage {
  page: PageKind;
  customPage: PublicPage | null;
  compareKey: string | null;
}

const NOT_FOUND: ShownPage = { page: "not-found", customPage: null, compareKey: null };

/**
 * The page a path shows: a page of the site's own only while a published page has its slug, a compare page only
 * while an active category with plans has its key, else the 404 page.
 */
function pageAt(data: Readonly<SiteData>, path: string | null, language: Language): ShownPage {
  if (path === null) return NOT_FOUND;
  const page = pageKindOf(path);
  if (page === "compare") {
    const compareKey = comparedCategoryKey(data, compareCategoryKeyOf(path));
    return compareKey !== null ? { page, customPage: null, compareKey } : NOT_FOUND;
  }
  const slug = customPageSlugOf(path);
  if (page !== "page" || slug === null) return { page, customPage: null, compareKey: null };
  const customPage = findPublicPage(data.pages, slug, language) ?? null;
  return customPage ? { page, customPage, compareKey: null } : NOT_FOUND;
}

/** A category that can be compared and searched with the finder (an active one with plans): its key, else null. */
function comparedCategoryKey(data: Readonly<SiteData>, key: string | null | undefined): string | null {
  if (!key) return null;
  const category = data.categories.find((candidate) => candidate.key === key && candidate.is_active);
  return category && data.plans.some((plan) => planBelongsToCategory(plan, category)) ? category.key : null;
}

function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The plan finder's needs in the query. Its location is a need only when it is one the site has (then it is the
 * chosen location too); any other is ignored, as `?location=` is everywhere.
 */
function finderNeedsOf(query: PageRequestInput["query"], chosenLocation: string | null): FinderNeeds {
  const { location, ...needs } = readFinderQuery(query);
  return location !== undefined && location === chosenLocation ? { ...needs, location } : needs;
}

/**
 * The visitor's chosen location: a `?location=` the site has (to be remembered), else the remembered one while the
 * site still has it, else none. An unknown `?location=` is ignored.
 */
function locationOf(
  data: Readonly<SiteData>,
  asked: string | string[] | undefined,
  cookie: string | undefined,
): { location: string | null; remember?: string } {
  const picked = chosenLocationOf(data.locations, firstOf(asked));
  if (picked !== null) return { location: picked, remember: picked };
  return { location: chosenLocationOf(data.locations, cookie) };
}

/**
 * The currency the page shows: a `?currency=` visitors are offered (to be remembered), else the remembered one
 * while it is still offered, else the site's default. A currency is offered only while every plan has a price in
 * it; `?currency=` of another known currency gives the default with `unavailableCurrency` (the page's notice).
 */
function currencyOf(
  data: Readonly<SiteData>,
  offered: readonly string[],
  asked: string | string[] | undefined,
  cookie: string | undefined,
): { currency: string; unavailableCurrency?: string; remember?: string } {
  const fallback = data.site_settings.default_currency;
  const query = typeof asked === "string" ? asked.trim().toUpperCase() : "";
  const picked = pickCurrency(query, offered, "");
  if (picked) return { currency: picked, remember: picked };
  // Only a real currency code is named back (it is part of the page's cache key); anything else is ignored.
  if (isCurrencyCode(query)) return { currency: fallback, unavailableCurrency: query };
  return { currency: pickCurrency(cookie, offered, fallback) };
}
