import { escapeHtml } from "../../../../common/html";
import type { Context } from "koa";
import type { CompanyInfo } from "../../../../common/contracts";
import type { Language } from "../../../../common/i18n/languages";
import { catalogFor, formatText } from "../../../../common/i18n/catalogs";

/** How long crawlers and visitors are asked to wait before trying again while maintenance mode is on. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600;

/**
 * A maintenance answer is 503 with Retry-After, and never stored by a shared cache (it must disappear the
 * moment maintenance ends).
 */
export function markMaintenance(ctx: Context): void {
  ctx.status = 503;
  ctx.set("Retry-After", String(MAINTENANCE_RETRY_AFTER_SECONDS));
  ctx.set("Cache-Control", "no-store");
}

/** The maintenance page without the built site (no template or SSR bundle): plain, self-contained HTML in the page's language. */
export function plainMaintenancePage(name: string, company: CompanyInfo, message: string, statusText: string, language: Language = "en"): string {
  const texts = catalogFor(language).plain;
  const email = company.contact_email
    ? `<p>${escapeHtml(texts.questions)} <a href="mailto:${escapeHtml(company.contact_email)}">${escapeHtml(company.contact_email)}</a></p>`
    : "";
  return `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.maintenanceTitle)} | ${escapeHtml(name)}</title></head><body><main><h1>${escapeHtml(formatText(texts, "downForMaintenance", { name }))}</h1><p>${escapeHtml(message || texts.maintenanceMessage)}</p>${email}<p>${escapeHtml(texts.systemStatus)} ${escapeHtml(statusText)}</p></main></body></html>`;
}
