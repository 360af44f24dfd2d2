import { escapeHtml as escapeXml } from "../../../../common/html";
import { localizedPath } from "../../../../common/i18n/pagePaths";
import { sortPages } from "../../presenters/pages";
import type { SiteData } from "../../store/types";
import { comparePath, LOCATIONS_PAGE_PATH, STATUS_PAGE_PATH } from "../../../../common/publicPages";
import { plansOfCategory } from "../../../../common/rules";
import { sortCategories } from "../../../../common/ordering";
import { linksOwnStatusPage } from "../../presenters/settings";

/** The published pages, with the dates they last changed. */
function publicPages(pages: SiteData["pages"]): SiteData["pages"] {
  return sortPages(pages.filter((page) => page.published));
}

function latest(dates: (string | null | undefined)[], fallback: string): string {
  const valid = dates.filter((date): date is string => !!date && !Number.isNaN(Date.parse(date))).sort();
  return (valid[valid.length - 1] ?? fallback).slice(0, 10);
}

/** The last time an incident the status page shows was opened or had an update (its days change every day anyway). */
function statusChanged(data: Readonly<SiteData>, fallback: string): string {
  const published = data.incidents.filter((incident) => incident.published);
  return latest(
    published.flatMap((incident) => [incident.started_at, ...incident.updates.map((update) => update.at)]),
    fallback,
  );
}

/** The compare page of each active category with plans, changed when the category or one of its plans last was. */
function comparePages(data: Readonly<SiteData>, fallback: string) {
  return sortCategories(data.categories.filter((category) => category.is_active)).flatMap((category) => {
    const plans = plansOfCategory(data.plans, category);
    if (plans.length === 0) return [];
    const lastmod = latest([category.updated_at, ...plans.map((plan) => plan.updated_at)], fallback);
    return [{ path: comparePath(category.key), lastmod, priority: "0.6", changefreq: "weekly" }];
  });
}

/**
 * /sitemap.xml: the home page, the three legal pages (terms, privacy, imprint), the compare pages of the active
 * categories with plans, the published pages of the site's own, while the site lists locations the locations page,
 * and, while the site's links lead there, the status page, with their last change dates, each in every enabled
 * language; with several languages each entry names all of them (and x-default, the default language's address) as
 * `xhtml:link` alternates.
 */
export function sitemapXml(publicUrl: string, data: Readonly<SiteData>): string {
  const created = data.meta.created_at;
  const homeChanged = latest(
    [
      ...data.plans.map((p) => p.updated_at),
      ...data.categories.map((c) => c.updated_at),
      data.content.hero.updated_at,
      data.content.features.updated_at,
      data.content.about.updated_at,
    ],
    created,
  );
  const urls = [
    { path: "/", lastmod: homeChanged, priority: "1.0", changefreq: "weekly" },
    { path: "/terms", lastmod: latest([data.content.terms.updated_at], created), priority: "0.3", changefreq: "yearly" },
    { path: "/privacy", lastmod: latest([data.content.privacy.updated_at], created), priority: "0.3", changefreq: "yearly" },
    { path: "/imprint", lastmod: latest([data.content.imprint.updated_at], created), priority: "0.3", changefreq: "yearly" },
    ...comparePages(data, created),
    ...publicPages(data.pages).map((page) => ({ path: `/${page.slug}`, lastmod: latest([page.updated_at], created), priority: "0.5", changefreq: "monthly" })),
    ...(data.locations.length > 0
      ? [
          {
            path: LOCATIONS_PAGE_PATH,
            lastmod: latest(
              data.plans.map((plan) => plan.updated_at),
              created,
            ),
            priority: "0.5",
            changefreq: "weekly",
          },
        ]
      : []),
    ...(linksOwnStatusPage(data.site_settings)
      ? [{ path: STATUS_PAGE_PATH, lastmod: statusChanged(data, created), priority: "0.3", changefreq: "hourly" }]
      : []),
  ];
  const { languages, default_language: defaultLanguage } = data.site_settings;
  const several = languages.length > 1;
  const entries = urls.flatMap((url) => {
    const address = (language: (typeof languages)[number]) => escapeXml(publicUrl + localizedPath(url.path, language, defaultLanguage));
    const alternates = several
      ? [
          ...languages.map((language) => `\n    <xhtml:link rel="alternate" hreflang="${language}" href="${address(language)}"/>`),
          `\n    <xhtml:link rel="alternate" hreflang="x-default" href="${address(defaultLanguage)}"/>`,
        ].join("")
      : "";
    return languages.map(
      (language) =>
        `  <url>\n    <loc>${address(language)}</loc>${alternates}\n    <lastmod>${url.lastmod}</lastmod>\n    <changefreq>${url.changefreq}</changefreq>\n    <priority>${url.priority}</priority>\n  </url>`,
    );
  });
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${several ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ""}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${entries.join("\n")}\n</urlset>\n`;
}

/** /robots.txt: everything public is crawlable; the admin panel and the API are not. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
