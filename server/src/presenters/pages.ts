import type { Language } from "../../../common/i18n/languages";
import type { Page, PublicPage, PublicPageSummary } from "../../../common/contracts";
import { copyTranslations, inLanguage } from "./locale";

export function presentPage(page: Page): Page {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    description: page.description,
    body: page.body,
    published: page.published,
    show_in_footer: page.show_in_footer,
    updated_at: page.updated_at,
    translations: copyTranslations(page.translations),
  };
}

/** Pages in the order they were made (by id). */
export function sortPages(pages: readonly Page[]): Page[] {
  return [...pages].sort((a, b) => a.id - b.id);
}

/** Visitors see published pages only, their texts in `language`. */
export function publicPages(pages: readonly Page[], language: Language): PublicPageSummary[] {
  return sortPages(pages.filter((page) => page.published)).map((page) => presentPublicPageSummary(page, language));
}

/** The published pages linked in the footer, in the order they were made, their texts in `language`. */
export function footerPages(pages: readonly Page[], language: Language): PublicPageSummary[] {
  return sortPages(pages.filter((page) => page.published && page.show_in_footer)).map((page) => presentPublicPageSummary(page, language));
}

function presentPublicPageSummary(page: Page, language: Language): PublicPageSummary {
  const texts = inLanguage(page, language);
  return { slug: page.slug, title: texts.title, description: texts.description };
}

/** The published page at `slug`, as visitors get it in `language`; undefined when there is none (or it is not published). */
export function findPublicPage(pages: readonly Page[], slug: string, language: Language): PublicPage | undefined {
  const page = pages.find((entry) => entry.slug === slug && entry.published);
  if (!page) return undefined;
  const texts = inLanguage(page, language);
  return { slug: page.slug, title: texts.title, description: texts.description, body: texts.body, updated_at: page.updated_at };
}
