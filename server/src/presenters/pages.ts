import type { Page, PublicPage, PublicPageSummary } from "../../../common/contracts";

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
  };
}

/** Pages in the order they were made (by id). */
export function sortPages(pages: readonly Page[]): Page[] {
  return [...pages].sort((a, b) => a.id - b.id);
}

/** Visitors see published pages only. */
export function publicPages(pages: readonly Page[]): PublicPageSummary[] {
  return sortPages(pages.filter((page) => page.published)).map(presentPublicPageSummary);
}

/** The published pages linked in the footer, in the order they were made. */
export function footerPages(pages: readonly Page[]): PublicPageSummary[] {
  return sortPages(pages.filter((page) => page.published && page.show_in_footer)).map(presentPublicPageSummary);
}

export function presentPublicPageSummary(page: Page): PublicPageSummary {
  return { slug: page.slug, title: page.title, description: page.description };
}

/** The published page at `slug`, as visitors get it; undefined when there is none (or it is not published). */
export function findPublicPage(pages: readonly Page[], slug: string): PublicPage | undefined {
  const page = pages.find((entry) => entry.slug === slug && entry.published);
  return page && { slug: page.slug, title: page.title, description: page.description, body: page.body, updated_at: page.updated_at };
}
