import { escapeHtml } from "../../../../common/html";
import type { Context } from "koa";
import { MAINTENANCE_DEFAULT_MESSAGE } from "../../../../common/constants";
import type { CompanyInfo } from "../../../../common/contracts";

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

/** The maintenance page without the built site (no template or SSR bundle): plain, self-contained HTML. */
export function plainMaintenancePage(name: string, company: CompanyInfo, message: string, statusText: string): string {
  const email = company.contact_email
    ? `<p>Questions? Write to <a href="mailto:${escapeHtml(company.contact_email)}">${escapeHtml(company.contact_email)}</a></p>`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Down for maintenance | ${escapeHtml(name)}</title></head><body><main><h1>${escapeHtml(name)} is down for maintenance</h1><p>${escapeHtml(message || MAINTENANCE_DEFAULT_MESSAGE)}</p>${email}<p>System status: ${escapeHtml(statusText)}</p></main></body></html>`;
}
