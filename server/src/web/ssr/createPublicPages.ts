import type { Context } from "koa";
import type { AppDeps } from "../../deps";
import { contactNoticeFor } from "../../../../common/contactOutcome";
import { promoChangeClock } from "../../presenters/catalog";
import { findPublicPage } from "../../presenters/pages";
import type { PublicPage } from "../../../../common/contracts";
import type { PublicPageRenderer } from "../serveWeb";
import { customPageSlugOf, pageKindOf, type PageKind, type PublicPageData, type SsrModule } from "../../../../common/publicPages";
import { isCurrencyCode, pickCurrency } from "../../../../common/i18n/currencies";
import type { Language } from "../../../../common/i18n/languages";
import { localizedPath, parseLocalePath } from "../../../../common/i18n/pagePaths";
import { localRedirectPath } from "../../../../common/localRedirect";
import { withoutTrailingSlashes } from "../../../../common/trailingSlashes";
import { STATUS_TEXT } from "../../integrations/uptimeKuma/statusText";
import { offeredCurrenciesOf, type Locale } from "../../presenters/locale";
import { fillTemplate, loadPageAssets } from "./bundle";
import { markMaintenance, plainMaintenancePage } from "./maintenance";
import type { PreparedMarkdown } from "./markdownRenderer";
import { collectionsOf, gatherPageData, standardPageData } from "./pageData";
import { plainPublicPage } from "./plainPage";
import { robotsTxt, sitemapXml } from "./seoFiles";

const HTML = "text/html; charset=utf-8";
/** Health checks of load balancers and monitors answer as usual while the site is in maintenance. */
const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);
/** The currency a visitor picked with `?currency=` is remembered for their later visits. */
const CURRENCY_COOKIE = "currency";
const CURRENCY_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/**
 * How long a page waits for its markdown (rendered off the event loop, within a time budget) before it goes out
 * with what is not ready shown as plain text.
 */
const PAGE_MARKDOWN_WAIT_MS = 400;

/**
 * Server-side rendered public pages: /, /terms, /privacy and the published pages of the site's own (/{slug})
 * answer 200, any other path (an unpublished page's too) the 404 page with status 404. The default language's
 * pages are at those addresses, each other enabled language's under /{lang}/ (common/i18n/pagePaths.ts); prices are
 * in the currency of `?currency=` (remembered in a cookie) or the site's default. HTML is cached per data version (plus the status, the next promo expiry and the year), so a
 * write, a status change or an expiring promo code rebuilds it. Also answers /sitemap.xml and /robots.txt.
 * Without the client build, real pages answer 503 "not built", others 404; without the SSR bundle, each page is a
 * plain page with the site's basic facts. A page whose rendering fails is rendered again with the standard texts
 * in place of the stored blocks; if that fails too, as the plain page (both uncached).
 */
export function createPublicPages(deps: AppDeps): PublicPageRenderer {
  const { config, store, cache, logger } = deps;
  const assets = loadPageAssets(config.webDistDir, config.ssrDistDir, logger);

  // The markdown worker warms up while the server starts, so the first page with markdown does not wait for it.
  deps.markdown.warmUp();
  const nextPromoChange = promoChangeClock();
  const promos = () => store.snapshot().promos;

  function version(page: PageKind, now: Date): string {
    const status = deps.status.current();
    // Every page but the maintenance page shows promo codes (the footer strip; the home page's other places).
    const promoClock = page === "maintenance" ? "" : nextPromoChange(store.versionOf(["promos"]), promos, now);
    return [store.versionOf(collectionsOf(page)), status.status, status.text, promoClock, now.getFullYear()].join("|");
  }

  /** Every public page while maintenance mode is on: 503, Retry-After, the branded maintenance page. */
  async function renderMaintenance(ctx: Context, template: string | null, ssr: SsrModule | null, locale: Locale): Promise<void> {
    const now = new Date();
    const data = gatherPageData(deps, "maintenance", now, 0, null, null, locale);
    const name = data.company.name || data.settings.site_title || "Hosting";
    const plain = () => plainMaintenancePage(name, data.company, data.maintenanceMessage ?? "", data.status?.text ?? STATUS_TEXT.unknown, data.locale.language);
    if (template && ssr) {
      try {
        await cache.sendText(
          ctx,
          `page:maintenance:${locale.language}`,
          version("maintenance", now),
          HTML,
          () => fillTemplate(template, ssr.render(data, { publicUrl: config.publicUrl, path: "/" })),
          503,
        );
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

  /** The page a path shows: a page of the site's own only while a published page has its slug, else the 404 page. */
  function resolve(path: string | null, language: Language): { page: PageKind; customPage: PublicPage | null } {
    if (path === null) return { page: "not-found", customPage: null };
    const slug = customPageSlugOf(path);
    const page = pageKindOf(path);
    if (page !== "page" || slug === null) return { page, customPage: null };
    const customPage = findPublicPage(store.snapshot().pages, slug, language) ?? null;
    return customPage ? { page, customPage } : { page: "not-found", customPage: null };
  }

  /**
   * The currency the page shows: a `?currency=` visitors are offered (remembered in a cookie for a year), else the
   * remembered one while it is still offered, else the site's default. A currency is offered only while every plan
   * has a price in it; `?currency=` of another known currency gives the default with `unavailableCurrency` (the
   * page's notice). Pages then vary by the cookie when the site sells in several currencies.
   */
  function currencyOf(ctx: Context): Pick<Locale, "currency" | "unavailableCurrency"> {
    const data = store.snapshot();
    const { currencies, default_currency } = data.site_settings;
    const offered = offeredCurrenciesOf(data);
    const query = typeof ctx.query.currency === "string" ? ctx.query.currency.trim().toUpperCase() : "";
    const asked = pickCurrency(query, offered, "");
    if (asked) {
      ctx.cookies.set(CURRENCY_COOKIE, asked, { maxAge: CURRENCY_COOKIE_MAX_AGE_MS, path: "/", sameSite: "lax", httpOnly: true, overwrite: true });
    }
    if (currencies.length > 1) ctx.vary("Cookie");
    if (asked) return { currency: asked };
    // Only a real currency code is named back (it is part of the page's cache key); anything else is ignored.
    if (isCurrencyCode(query)) return { currency: default_currency, unavailableCurrency: query };
    return { currency: pickCurrency(ctx.cookies.get(CURRENCY_COOKIE), offered, default_currency) };
  }

  return {
    async render(ctx: Context) {
      const path = ctx.path;
      if (path === "/sitemap.xml") {
        await cache.sendText(
          ctx,
          "seo:sitemap",
          store.versionOf(["plans", "categories", "content", "pages", "site_settings"]),
          "application/xml; charset=utf-8",
          () => sitemapXml(config.publicUrl, store.snapshot()),
        );
        return;
      }
      if (path === "/robots.txt") {
        await cache.sendText(ctx, "seo:robots", "1", "text/plain; charset=utf-8", () => robotsTxt(config.publicUrl));
        return;
      }
      const settings = store.snapshot().site_settings;
      const query = ctx.querystring ? `?${ctx.querystring}` : "";
      const address = parseLocalePath(path, settings.languages, settings.default_language);
      const language = address.kind === "redirect" ? settings.default_language : address.language;
      let pagePath = address.kind === "page" ? address.path : null;
      const trimmed = pagePath !== null && pagePath.length > 1 && pagePath.endsWith("/") ? withoutTrailingSlashes(pagePath) || "/" : null;
      if (address.kind === "redirect" || path === "/index.html" || (trimmed !== null && resolve(trimmed, language).page !== "not-found")) {
        const target =
          address.kind === "redirect" ? address.location : path === "/index.html" ? "/" : localizedPath(trimmed ?? "/", language, settings.default_language);
        // Never to another host: `/en//evil.example` would otherwise send the browser to `//evil.example`.
        const location = localRedirectPath(target);
        if (location !== null) {
          ctx.status = 301;
          ctx.redirect(location + query);
          return;
        }
        pagePath = null;
      }

      const { template, ssr } = await assets();
      const locale: Locale = { language, ...currencyOf(ctx) };
      if (settings.maintenance_mode && !HEALTH_PATHS.has(path)) {
        await renderMaintenance(ctx, template, ssr, locale);
        return;
      }
      const { page, customPage } = resolve(pagePath, language);
      const status = page === "not-found" ? 404 : 200;
      const plain = () => {
        const data = standardPageData(deps, page, new Date(), 0, null, null, locale);
        ctx.status = status;
        ctx.type = HTML;
        ctx.set("Cache-Control", "no-cache");
        ctx.body = plainPublicPage(page, data.settings, data.company, customPage?.title, data.locale.language);
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
      const now = new Date();
      const current = version(page, now);
      // Unknown paths share five cache entries (one per space fact), so random URLs cannot grow the cache.
      const factIndex = page === "not-found" ? Math.floor(Math.random() * ssr.SPACE_FACT_COUNT) : 0;
      // After a post of the contact form without JavaScript the home page shows its outcome (a fixed set of texts).
      const notice = page === "home" ? contactNoticeFor(ctx.query.contact, ctx.query.reason) : null;
      const key = `${
        page === "not-found"
          ? `page:not-found:${factIndex}`
          : customPage
            ? `page:custom:${customPage.slug}`
            : notice
              ? `page:home:${notice.phase === "error" ? notice.reason : notice.phase}`
              : `page:${page}`
      }|${locale.language}|${locale.currency}|${offeredCurrenciesOf(store.snapshot()).join(",")}|${locale.unavailableCurrency ?? ""}`;
      const pageAddress = { publicUrl: config.publicUrl, path };
      // A page sent while some of its markdown was still being rendered (shown as plain text) is kept until more
      // markdown is ready; then the next visitor gets it made again.
      const pending = (generation: number) => `${current}|markdown:${generation}`;
      if (cache.sendIfFresh(ctx, key, [current, pending(deps.markdown.generation)], HTML, status)) return;
      let markdown: PreparedMarkdown = { rendered: new Map(), complete: true };
      const renderPage = (pageData: PublicPageData) => fillTemplate(template, ssr.render(pageData, pageAddress, markdown.rendered));
      try {
        const data = gatherPageData(deps, page, now, factIndex, notice, customPage, locale);
        markdown = await deps.markdown.prepare(ssr.markdownSources?.(data) ?? [], PAGE_MARKDOWN_WAIT_MS, path);
        const html = renderPage(data);
        // The page is made; storing and compressing it comes after other requests had their turn.
        await new Promise((resolve) => setImmediate(resolve));
        await cache.sendText(ctx, key, markdown.complete ? current : pending(deps.markdown.generation), HTML, () => html, status);
      } catch (error) {
        // Stored data the page cannot show: the page with its standard navigation, texts and sections instead.
        logger.error(`server-side rendering of ${path} failed; serving it with the standard texts`, error);
        ctx.set("Cache-Control", "no-cache");
        ctx.type = HTML;
        try {
          ctx.body = renderPage(standardPageData(deps, page, now, factIndex, notice, customPage, locale));
          ctx.status = status;
        } catch (again) {
          logger.error(`server-side rendering of ${path} failed again with the standard texts; serving the plain page`, again);
          plain();
        }
      }
    },
  };
}
