import { localizedPath } from "../../../../common/i18n/pagePaths";
import { customPageMarkdown, faqAnswerMarkdown, legalMarkdown } from "../../../../common/markdown/pageSources";
import { LEGAL_PAGE_KINDS } from "../../../../common/publicPages";
import { presentPublicLegal } from "../../presenters/content";
import { presentPublicFaq } from "../../presenters/faq";
import { findPublicPage } from "../../presenters/pages";
import type { Collection, SiteData } from "../../store/types";

/** The collections the site's markdown comes from: when one of them changes, its texts are looked at again. */
export const SITE_MARKDOWN_COLLECTIONS: readonly Collection[] = ["faq", "content", "pages", "company", "site_settings"];

/** A markdown text a page shows, and the address of the first page that shows it (for the log). */
export interface SiteMarkdownText {
  source: string;
  where: string;
}

/**
 * Every markdown text the site's pages show, in each language the site speaks, as the pages take them (through the
 * same presenters and the same `pageSources` rules): the FAQ's answers (home page), the legal pages and the pages of
 * the site's own. A text several pages or languages show is named once. The status page's texts (incidents and
 * maintenance windows) are left to its visits: they are few and change with every update.
 */
export function siteMarkdownTexts(data: Readonly<SiteData>): SiteMarkdownText[] {
  const texts = new Map<string, string>();
  const add = (source: string, path: string, language: SiteData["site_settings"]["default_language"]) => {
    if (source !== "" && !texts.has(source)) texts.set(source, localizedPath(path, language, data.site_settings.default_language));
  };
  for (const language of data.site_settings.languages) {
    for (const item of presentPublicFaq(data.faq, language)) add(faqAnswerMarkdown(item), "/", language);
    for (const kind of LEGAL_PAGE_KINDS) add(legalMarkdown(presentPublicLegal(data.content, data.company, kind, language)), `/${kind}`, language);
    for (const page of data.pages) {
      const shown = findPublicPage(data.pages, page.slug, language);
      if (shown) add(customPageMarkdown(shown), `/${page.slug}`, language);
    }
  }
  return [...texts].map(([source, where]) => ({ source, where }));
}
