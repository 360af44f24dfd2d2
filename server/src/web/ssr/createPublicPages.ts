import type { Context } from "koa";
import type { AppDeps } from "../../deps";
import { contactNoticeFor } from "../../../../common/contactOutcome";
import { promoChangeClock } from "../../presenters/catalog";
import { findPublicPage } from "../../presenters/pages";
import type { PublicPage } from "../../../../common/contracts";
import type { PublicPageRenderer } from "../serveWeb";
import { customPageSlugOf, pageKindOf, type PageKind, type SsrModule } from "../../../../common/publicPages";
import { STATUS_TEXT } from "../../../../common/statusText";
import { fillTemplate, loadPageAssets } from "./bundle";
import { markMaintenance, plainMaintenancePage } from "./maintenance";
import { collectionsOf, gatherPageData, standardPageData } from "./pageData";
import { plainPublicPage } from "./plainPage";
import { robotsTxt, sitemapXml } from "./seoFiles";

const HTML = "text/html; charset=utf-8";
/** Health checks of load balancers and monitors answer as usual while the site is in maintenance. */
const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);

/**
 * Server-side rendered public pages: /, /terms, /privacy and the published pages of the site's own (/{slug})
 * answer 200, any other path (an unpublished page's too) the 404 page with status 404. HTML is cached per data version (plus the status, the next promo expiry and the year), so a
 * write, a status change or an expiring promo code rebuilds it. Also answers /sitemap.xml and /robots.txt.
 * Without the client build, real pages answer 503 "not built", others 404; without the SSR bundle, each page is a
 * plain page with the site's basic facts. A page whose rendering fails is rendered again with the standard texts
 * in place of the stored blocks; if that fails too, as the plain page (both uncached).
 */
export function createPublicPages(deps: AppDeps): PublicPageRenderer {
  const { config, store, cache, logger } = deps;
  const assets = loadPageAssets(config.webDistDir, config.ssrDistDir, logger);

  const nextPromoChange = promoChangeClock();
  const promos = () => store.snapshot().promos;

  function version(page: PageKind, now: Date): string {
    const status = deps.status.current();
    // Every page but the maintenance page shows promo codes (the footer strip; the home page's other places).
    const promoClock = page === "maintenance" ? "" : nextPromoChange(store.versionOf(["promos"]), promos, now);
    return [store.versionOf(collectionsOf(page)), status.status, status.text, promoClock, now.getFullYear()].join("|");
  }

  /** Every public page while maintenance mode is on: 503, Retry-After, the branded maintenance page. */
  function renderMaintenance(ctx: Context, template: string | null, ssr: SsrModule | null): void {
    const now = new Date();
    const data = gatherPageData(deps, "maintenance", now);
    const name = data.company.name || data.settings.site_title || "Hosting";
    const plain = () => plainMaintenancePage(name, data.company, data.maintenanceMessage ?? "", data.status?.text ?? STATUS_TEXT.unknown, data.locale.language);
    if (template && ssr) {
      try {
        cache.sendText(
          ctx,
          "page:maintenance",
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
  function resolve(path: string): { page: PageKind; customPage: PublicPage | null } {
    const slug = customPageSlugOf(path);
    const page = pageKindOf(path);
    if (page !== "page" || slug === null) return { page, customPage: null };
    const data = store.snapshot();
    const customPage = findPublicPage(data.pages, slug, data.site_settings.default_language) ?? null;
    return customPage ? { page, customPage } : { page: "not-found", customPage: null };
  }

  return {
    async render(ctx: Context) {
      const path = ctx.path;
      if (path === "/sitemap.xml") {
        cache.sendText(ctx, "seo:sitemap", store.versionOf(["plans", "categories", "content", "pages"]), "application/xml; charset=utf-8", () =>
          sitemapXml(config.publicUrl, store.snapshot()),
        );
        return;
      }
      if (path === "/robots.txt") {
        cache.sendText(ctx, "seo:robots", "1", "text/plain; charset=utf-8", () => robotsTxt(config.publicUrl));
        return;
      }
      if (path === "/index.html" || (path.length > 1 && path.endsWith("/") && resolve(path.replace(/\/+$/, "")).page !== "not-found")) {
        ctx.status = 301;
        ctx.redirect((path === "/index.html" ? "/" : path.replace(/\/+$/, "")) + (ctx.querystring ? `?${ctx.querystring}` : ""));
        return;
      }

      const { template, ssr } = await assets();
      if (store.snapshot().site_settings.maintenance_mode && !HEALTH_PATHS.has(path)) {
        renderMaintenance(ctx, template, ssr);
        return;
      }
      const { page, customPage } = resolve(path);
      const status = page === "not-found" ? 404 : 200;
      const plain = () => {
        const data = standardPageData(deps, page, new Date());
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
      const key =
        page === "not-found"
          ? `page:not-found:${factIndex}`
          : customPage
            ? `page:custom:${customPage.slug}`
            : notice
              ? `page:home:${notice.phase}:${notice.message}`
              : `page:${page}`;
      const address = { publicUrl: config.publicUrl, path };
      try {
        cache.sendText(
          ctx,
          key,
          current,
          HTML,
          () => fillTemplate(template, ssr.render(gatherPageData(deps, page, now, factIndex, notice, customPage), address)),
          status,
        );
      } catch (error) {
        // Stored data the page cannot show: the page with its standard navigation, texts and sections instead.
        logger.error(`server-side rendering of ${path} failed; serving it with the standard texts`, error);
        ctx.set("Cache-Control", "no-cache");
        ctx.type = HTML;
        try {
          ctx.body = fillTemplate(template, ssr.render(standardPageData(deps, page, now, factIndex, notice, customPage), address));
          ctx.status = status;
        } catch (again) {
          logger.error(`server-side rendering of ${path} failed again with the standard texts; serving the plain page`, again);
          plain();
        }
      }
    },
  };
}
