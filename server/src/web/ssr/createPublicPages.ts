import type { Context } from "koa";
import type { AppDeps } from "../../deps";
import { promoChangeClock } from "../../presenters/promoCodes";
import { hasMeasuredStat } from "../../presenters/content";
import { maintenanceChangeClock } from "../../presenters/siteNotice";
import type { PublicPageRenderer } from "../serveWeb";
import type { PageKind, PublicPageData, SsrModule } from "../../../../common/publicPages";
import { STATUS_TEXT } from "../../integrations/uptimeKuma/statusText";
import { fillTemplate, loadPageAssets, type PageAssets } from "./bundle";
import { visitorOf } from "../../statistics/counter";
import { campaignOf, countedPath, deviceClassOf, isCountableVisit, referrerHostOf } from "../../statistics/visit";
import { markMaintenance, plainMaintenancePage } from "./maintenance";
import { collectionsOf, gatherPageData, standardPageData } from "./pageData";
import { SITE_MARKDOWN_COLLECTIONS, siteMarkdownTexts } from "./siteMarkdown";
import { routePublicPage, type PageRequest } from "./pageRequest";
import { LOCATION_STATUS_COLLECTIONS, locationStatesClock } from "../../presenters/locations";
import { plainPublicPage } from "./plainPage";
import { robotsTxt, sitemapXml } from "./seoFiles";
import { siteNameOf } from "../../../../common/siteName";
import { hasNeeds } from "../../../../common/planFinder";

const HTML = "text/html; charset=utf-8";
/** The currency a visitor picked with `?currency=` is remembered for their later visits. */
const CURRENCY_COOKIE = "currency";
/** So is the location chosen with `?location=` (the latency test and the plans' choice ask for it that way too). */
const LOCATION_COOKIE = "location";
const CHOICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** The pages that show the locations (and plans, whose order addresses carry the chosen location). */
const LOCATION_PAGES: ReadonlySet<PageKind> = new Set(["home", "locations", "compare"]);
/**
 * How long a page waits for its markdown (rendered off the event loop, within a time budget) before it goes out
 * with what is not ready shown as plain text.
 */
const PAGE_MARKDOWN_WAIT_MS = 400;

/** A page's markup, and the cache version it is kept under (a page whose markdown is not all ready is kept apart). */
interface MadePage {
  /** The whole page: bytes when its markup came from a render worker. */
  html: string | Buffer;
  version: string;
}

/** A page made for one request only: not kept, and revalidated by the browser each time. */
function sendUncached(ctx: Context, html: string | Buffer, status: number): void {
  ctx.set("Cache-Control", "no-cache");
  ctx.type = HTML;
  ctx.body = html;
  ctx.status = status;
}

/**
 * Server-side rendered public pages: /, /terms, /privacy, /status and the published pages of the site's own (/{slug})
 * answer 200, any other path (an unpublished page's too) the 404 page with status 404. The default language's
 * pages are at those addresses, each other enabled language's under /{lang}/ (common/i18n/pagePaths.ts); prices are
 * in the currency of `?currency=` (remembered in a cookie) or the site's default. Each request is read once into a
 * PageRequest (pageRequest.ts): the store's data, the status and the clock are read once, and the page's cache
 * version, data and markup all come from it. HTML is cached per data version (plus the status, the next promo
 * expiry, the next start or end of a maintenance window and the year), so a write, a status change, an expiring
 * promo code or a window starting rebuilds it. A compare page or the home page asked with the plan finder's needs
 * in its query is made for that request and never kept (any query may ask). Also answers /sitemap.xml and /robots.txt.
 * Without the client build, real pages answer 503 "not built", others 404; without the SSR bundle, each page is a
 * plain page with the site's basic facts. A page whose rendering fails is rendered again with the standard texts
 * in place of the stored blocks; if that fails too, as the plain page (both uncached).
 */
export function createPublicPages(deps: AppDeps): PublicPageRenderer {
  const { config, store, cache, logger } = deps;
  const assets = loadPageAssets(config.webDistDir, config.ssrDistDir, logger);

  // The markdown worker warms up while the server starts, so the first page with markdown does not wait for it. The
  // page render workers start with the first page (a server that serves none, such as most test servers, never pays
  // for loading the renderer twice); that first page waits for one once.
  deps.markdown.warmUp();
  // The site's markdown in every language is rendered in the background after each change, so the first visitor
  // of a page (or of a language's home page, with its FAQ) does not wait for it.
  deps.markdown.follow(
    () => store.versionOf(SITE_MARKDOWN_COLLECTIONS),
    () => siteMarkdownTexts(store.snapshot()),
  );
  // A change of what the pages show starts a page render worker (they end when idle), so the first page after it
  // does not wait for one to load.
  deps.renders.follow(() => store.versionOf(collectionsOf("home")));
  const nextPromoChange = promoChangeClock();
  const nextWindowChange = maintenanceChangeClock();
  const locationStates = locationStatesClock();

  /** Pages being rendered now, by cache key and version. */
  const pagesInTheMaking = new Map<string, Promise<MadePage>>();

  /** The page's cache version; read in the same moment as the request's data, so both describe the same site. */
  function version(request: PageRequest): string {
    const { page, status, now, data } = request;
    // Every page but the maintenance page shows promo codes (the footer strip; the home page's other places).
    const promoClock = page === "maintenance" ? "" : nextPromoChange(store.versionOf(["promos"]), () => data.promos, now);
    // Every page but the maintenance page shows the notice of a maintenance window in progress: it comes and goes
    // when a window starts and ends.
    const windowClock = page === "maintenance" ? "" : nextWindowChange(store.versionOf(["maintenance"]), () => data.maintenance, now);
    // The status page also shows when the status monitor was last read, and its days move on at midnight (UTC).
    const live = page === "status" ? `${status.checked_at}|${now.toISOString().slice(0, 10)}` : "";
    const measuresUptime = page === "home" && data.content.about !== undefined && hasMeasuredStat(data.content.about);
    // Pages showing the locations show each one's status: made again when one changes.
    const states = LOCATION_PAGES.has(page) ? locationStates(store.versionOf(LOCATION_STATUS_COLLECTIONS), () => data, now) : "";
    return [store.versionOf(collectionsOf(page, measuresUptime)), status.status, status.text, promoClock, windowClock, live, states, now.getFullYear()].join(
      "|",
    );
  }

  /** Every public page while maintenance mode is on: 503, Retry-After, the branded maintenance page. */
  async function renderMaintenance(ctx: Context, template: string | null, ssr: SsrModule | null, request: PageRequest): Promise<void> {
    const data = gatherPageData(request);
    const name = siteNameOf(data);
    const plain = () => plainMaintenancePage(name, data.company, data.maintenanceMessage ?? "", data.status?.text ?? STATUS_TEXT.unknown, request.language);
    if (template && ssr) {
      try {
        const key = `page:maintenance:${request.language}`;
        const current = version(request);
        if (!(await cache.sendIfFresh(ctx, key, [current], HTML, 503))) {
          const html = fillTemplate(template, await deps.renders.render(ssr, data, { publicUrl: config.publicUrl, path: "/" }, new Map()));
          await cache.sendText(ctx, key, current, HTML, () => html, 503);
        }
      } catch (error) {
        logger.error("server-side rendering of the maintenance page failed; serving the plain one", error);
        ctx.type = HTML;
        ctx.body = plain();
      }
    } else {
      ctx.type = HTML;
      ctx.body = plain();
    }
    markMaintenance(ctx);
  }

  /**
   * The page's cache key: one entry per page, outcome notice, language and currency (and the currencies offered),
   * and for pages with plans or locations, the chosen location.
   */
  function cacheKey(request: PageRequest): string {
    const { page, customPage, contactNotice } = request;
    // Unknown paths share five cache entries (one per space fact), so random URLs cannot grow the cache.
    const kind =
      page === "not-found"
        ? `page:not-found:${request.factIndex}`
        : customPage
          ? `page:custom:${customPage.slug}`
          : contactNotice
            ? `page:home:${contactNotice.phase === "error" ? contactNotice.reason : contactNotice.phase}`
            : page === "compare"
              ? `page:compare:${request.compareKey}`
              : `page:${page}`;
    const location = LOCATION_PAGES.has(page) ? (request.location ?? "") : "";
    return `${kind}|${request.language}|${request.currency}|${request.offeredCurrencies.join(",")}|${request.unavailableCurrency ?? ""}|${location}`;
  }

  /** Answers a page (its route read) from the page cache, or renders it. */
  async function servePage(ctx: Context, request: PageRequest, template: PageAssets["template"], ssr: PageAssets["ssr"]): Promise<void> {
    const path = ctx.path;
    // Pages vary by the cookies when the site sells in several currencies or has locations.
    if (request.data.site_settings.currencies.length > 1 || request.data.locations.length > 0) ctx.vary("Cookie");
    if (request.page === "maintenance") {
      await renderMaintenance(ctx, template, ssr, request);
      return;
    }
    const { page, customPage } = request;
    const status = page === "not-found" ? 404 : 200;
    const plain = () => {
      const data = standardPageData(request);
      ctx.status = status;
      ctx.type = HTML;
      ctx.set("Cache-Control", "no-cache");
      ctx.body = plainPublicPage(page, data.settings, data.company, customPage?.title, request.language);
    };
    if (!template) {
      // An unknown path is a 404 whether or not the site is built; a real page is unavailable until it is.
      ctx.status = page === "not-found" ? 404 : 503;
      ctx.type = "html";
      ctx.set("Cache-Control", "no-cache");
      ctx.body =
        page === "not-found"
          ? '<!doctype html><title>Page not found</title><p>Page not found. <a href="/">Back to the home page</a></p>'
          : "<!doctype html><title>Website not built</title><p>The website is not built yet. Run <code>npm run build</code>.</p>";
      return;
    }
    if (!ssr) {
      plain();
      return;
    }
    const current = version(request);
    const key = cacheKey(request);
    const pageAddress = { publicUrl: config.publicUrl, path };
    // A plan finder's answer (a compare page, or the home page, with needs in its query) is made for its request
    // and never kept: any query may ask, so keeping them would let random URLs grow the cache.
    const finderAnswer = hasNeeds(request.finderNeeds);
    // A page sent while some of its markdown was still being rendered (shown as plain text) is kept until more
    // markdown is ready; then the next visitor gets it made again.
    const pending = (generation: number) => `${current}|markdown:${generation}`;
    if (!finderAnswer && (await cache.sendIfFresh(ctx, key, [current, pending(deps.markdown.generation)], HTML, status))) return;
    /** The page's markup in the render workers, and the version it is kept under. */
    const renderPage = async (pageData: PublicPageData): Promise<MadePage> => {
      const markdown = await deps.markdown.prepare(ssr.markdownSources?.(pageData) ?? [], PAGE_MARKDOWN_WAIT_MS, path);
      const html = fillTemplate(template, await deps.renders.render(ssr, pageData, pageAddress, markdown.rendered));
      return { html, version: markdown.complete ? current : pending(markdown.generation) };
    };
    try {
      let made: MadePage;
      if (finderAnswer) {
        made = await renderPage(gatherPageData(request));
      } else {
        // Visitors asking for a page while it is being made wait for that one instead of making it again.
        const making = `${key}|${current}`;
        let page = pagesInTheMaking.get(making);
        if (!page) {
          page = renderPage(gatherPageData(request)).finally(() => pagesInTheMaking.delete(making));
          pagesInTheMaking.set(making, page);
        }
        made = await page;
      }
      // The page is made; storing and compressing it comes after other requests had their turn.
      await new Promise((resolve) => setImmediate(resolve));
      if (finderAnswer) {
        sendUncached(ctx, made.html, status);
        return;
      }
      await cache.sendText(ctx, key, made.version, HTML, () => made.html, status);
    } catch (error) {
      // Stored data the page cannot show: the page with its standard navigation, texts and sections instead.
      logger.error(`server-side rendering of ${path} failed; serving it with the standard texts`, error);
      try {
        sendUncached(ctx, (await renderPage(standardPageData(request))).html, status);
      } catch (again) {
        logger.error(`server-side rendering of ${path} failed again with the standard texts; serving the plain page`, again);
        plain();
      }
    }
  }

  /** Counts a page a person was shown: an answer with the page (or "not changed") to a GET from a browser, not a bot. */
  function countPageView(ctx: Context, request: PageRequest): void {
    if ((ctx.status !== 200 && ctx.status !== 304) || request.page === "maintenance" || !isCountableVisit(ctx)) return;
    deps.statistics.pageView({
      visitor: visitorOf(ctx.ip, ctx.get("User-Agent")),
      path: countedPath(ctx.path),
      language: request.language,
      device: deviceClassOf(ctx.get("User-Agent")),
      referrerHost: referrerHostOf(ctx.get("Referer"), ctx.hostname),
      campaign: campaignOf(ctx.query),
    });
  }
  return {
    async render(ctx: Context) {
      const path = ctx.path;
      if (path === "/sitemap.xml") {
        await cache.sendText(
          ctx,
          "seo:sitemap",
          store.versionOf(["plans", "categories", "content", "pages", "site_settings", "incidents", "locations"]),
          "application/xml; charset=utf-8",
          () => sitemapXml(config.publicUrl, store.snapshot()),
        );
        return;
      }
      if (path === "/robots.txt") {
        await cache.sendText(ctx, "seo:robots", "1", "text/plain; charset=utf-8", () => robotsTxt(config.publicUrl));
        return;
      }
      const { template, ssr } = await assets();
      // From here to the cache lookup nothing waits: the data, the status and the versions are of one moment.
      const route = routePublicPage(
        {
          path,
          querystring: ctx.querystring,
          query: ctx.query,
          currencyCookie: ctx.cookies.get(CURRENCY_COOKIE),
          locationCookie: ctx.cookies.get(LOCATION_COOKIE),
        },
        { data: store.snapshot(), status: deps.status.current(), now: new Date(), factCount: ssr?.SPACE_FACT_COUNT ?? 1 },
      );
      if (route.kind === "redirect") {
        ctx.status = 301;
        ctx.redirect(route.location);
        return;
      }
      const { request } = route;
      if (route.rememberCurrency) rememberChoice(ctx, CURRENCY_COOKIE, route.rememberCurrency);
      // HttpOnly like the currency's: the page's script chooses by asking for the page with `?location=` (enhance/chosenLocation.ts).
      if (route.rememberLocation) rememberChoice(ctx, LOCATION_COOKIE, route.rememberLocation);
      await servePage(ctx, request, template, ssr);
      countPageView(ctx, request);
    },
  };
}

/** Remembers a visitor's choice (`?currency=`, `?location=`) for a year, on every page of the site. */
function rememberChoice(ctx: Context, name: string, value: string): void {
  ctx.cookies.set(name, value, { maxAge: CHOICE_COOKIE_MAX_AGE_MS, path: "/", sameSite: "lax", httpOnly: true, overwrite: true });
}
