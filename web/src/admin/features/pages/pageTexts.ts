import type { Page, PageInput } from "../../../../../common/contracts";
import { formatDateTime } from "../../lib/format";

/** The toast after a switch in the list: what visitors see now. */
export function switchedText(page: Pick<Page, "title" | "slug">, change: Pick<PageInput, "published" | "show_in_footer">): string {
  if (change.published === true) return `"${page.title}" is published at /${page.slug}.`;
  if (change.published === false) return `"${page.title}" is no longer published.`;
  if (change.show_in_footer === true) return `"${page.title}" is listed in the footer.`;
  return `"${page.title}" is no longer listed in the footer.`;
}

/**
 * The toast after creating a page: the standard text, and for a page not published yet that visitors cannot see
 * it until it is published (the list has a Publish action).
 */
export function createdText(page: Pick<PageInput, "published" | "slug">): string {
  return page.published
    ? `Page created successfully! It is published at /${page.slug}.`
    : `Page created successfully! It is not published yet: visitors cannot see it until you publish it (Publish in the list).`;
}

/** When a page was last changed, in the administrator's locale and time zone ("—" when unknown). */
export function updatedText(iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? "—" : formatDateTime(iso);
}
