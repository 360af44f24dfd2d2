import type { ContentBlock, FaqItem, PublicPage, PublicStatus } from "../contracts";
import { isLegalPageKind, type PublicPageData } from "../publicPages";

/** The markdown a legal page (terms, privacy, imprint) shows: its content, else its description. */
export function legalMarkdown(block: ContentBlock | undefined): string {
  return (block?.content || block?.description || "").trim();
}

/** The markdown a page of the site's own shows. */
export function customPageMarkdown(page: PublicPage): string {
  return page.body.trim();
}

/** The markdown an FAQ answer shows. */
export function faqAnswerMarkdown(item: FaqItem): string {
  return item.answer.trim();
}

/** The markdown an incident's update or a maintenance window shows. */
export function statusMarkdown(body: string): string {
  return body.trim();
}

/** The status page's markdown: every incident's updates and every maintenance window's text. */
function statusPageMarkdown(status: PublicStatus): string[] {
  const bodies = [...status.incidents.flatMap((incident) => incident.updates.map((update) => update.body)), ...status.maintenance.map((window) => window.body)];
  return bodies.map(statusMarkdown).filter(Boolean);
}

/** Every markdown text the page shows (the server renders them beforehand, off its event loop). */
export function markdownSources(data: PublicPageData): string[] {
  if (isLegalPageKind(data.page)) return [legalMarkdown(data.content[data.page])];
  if (data.page === "page" && data.customPage) return [customPageMarkdown(data.customPage)];
  if (data.page === "home") return (data.faq ?? []).map(faqAnswerMarkdown);
  if (data.page === "status" && data.statusPage) return statusPageMarkdown(data.statusPage);
  return [];
}
