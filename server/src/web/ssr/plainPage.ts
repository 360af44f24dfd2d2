import { escapeHtml } from "../../../../common/html";
import type { CompanyInfo, PublicSiteSettings } from "../../../../common/contracts";
import type { Language } from "../../../../common/i18n/languages";
import type { PageKind } from "../../../../common/publicPages";
import { catalogFor } from "../../../../common/i18n/catalogs";
import { siteNameOf } from "../../../../common/siteName";

/**
 * A public page without the page renderer (the SSR bundle is missing, or it failed on this page even with the
 * standard texts): plain, self-contained HTML with the site's title, the company's name, description and contact
 * e-mail and links to the other pages, asking search engines not to index it. A page of the site's own keeps its title.
 * Its fixed texts are in the page's language (the catalog's `plain` group: the page renderer, which has the rest, is not there).
 */
export function plainPublicPage(page: PageKind, settings: PublicSiteSettings, company: CompanyInfo, pageTitle?: string, language: Language = "en"): string {
  const catalog = catalogFor(language);
  const texts = catalog.plain;
  const name = siteNameOf({ company, settings });
  const title = page === "not-found" ? `${texts.pageNotFound} | ${name}` : pageTitle ? `${pageTitle} | ${name}` : settings.site_title || name;
  const about = company.description || company.tagline || settings.site_description;
  const parts = [
    `<h1>${escapeHtml(name)}</h1>`,
    page === "not-found" ? `<p>${escapeHtml(texts.notFound)}</p>` : "",
    about ? `<p>${escapeHtml(about)}</p>` : "",
    company.contact_email
      ? `<p>${escapeHtml(texts.questions)} <a href="mailto:${escapeHtml(company.contact_email)}">${escapeHtml(company.contact_email)}</a></p>`
      : "",
    `<p><a href="/">${escapeHtml(texts.home)}</a> · <a href="/terms">${escapeHtml(texts.terms)}</a> · <a href="/privacy">${escapeHtml(texts.privacy)}</a> · <a href="/imprint">${escapeHtml(catalog.imprint.title)}</a></p>`,
  ];
  return [
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(settings.site_description)}">`,
    `<link rel="icon" href="${escapeHtml(settings.favicon_url ?? "/favicon.png")}">`,
    `</head><body><main>${parts.join("")}</main></body></html>`,
  ].join("");
}
