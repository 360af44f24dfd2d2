import type { PublicPage } from "../../../../common/contracts";
import { Markdown } from "../markdown/RenderedMarkdown";
import { customPageMarkdown } from "../../../../common/markdown/pageSources";
import { useTexts } from "../i18n/PageTexts";
import { LEGAL_STYLES } from "./legalStyles";
import customPageCss from "./customPage.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const CUSTOM_PAGE_STYLES = stylesheet(customPageCss);

/**
 * A page of the site's own (/{slug}): its title and its markdown body, laid out like the legal pages. The markdown
 * becomes HTML on the server (raw HTML dropped, javascript: links removed, headings from h2).
 */
/** `home`: the home page in the page's language. */
export function CustomPage({ page, home = "/" }: { page: PublicPage; home?: string }) {
  useStylesheet(LEGAL_STYLES, CUSTOM_PAGE_STYLES);
  const texts = useTexts();
  const markdown = customPageMarkdown(page);
  return (
    <div className="container legal">
      <a className="legal-back" href={home}>
        <span aria-hidden="true">←</span> {texts.common.backToHome}
      </a>
      <article className="legal-card" data-page-slug={page.slug}>
        <h1 className="legal-title">{page.title}</h1>
        {markdown && <Markdown source={markdown} />}
      </article>
    </div>
  );
}
