import { renderToStaticMarkup } from "react-dom/server";
import { App } from "./App";
import { SPACE_FACTS } from "./fallbacks";
import type { PageAddress, PublicPageData, RenderedPage, RenderedPieces, SsrModule } from "../../../common/publicPages";
import { headPieces } from "./seo/head";
import { MarkupPieces, MarkupPiecesProvider } from "./markupPieces";
import type { RenderedMarkdownMap } from "./markdown/RenderedMarkdown";
import { StylesheetCollector, StylesheetProvider } from "./styles/stylesheets";
import { styleBlock } from "../../../common/html";

export { markdownSources } from "../../../common/markdown/pageSources";
/** The whole site's CSS in one stylesheet, which each page's own CSS must style it as (a browser test checks). */
export { allStylesheets } from "./styles/stylesheets";

/** How many space facts the 404 page can show (the server picks one per answer, `factIndex`). */
export const SPACE_FACT_COUNT: SsrModule["SPACE_FACT_COUNT"] = SPACE_FACTS.length;

/**
 * Server-side render of one public page (Vite SSR build: dist/ssr/entry-server.js; the server sees it as
 * SsrModule). The browser gets this HTML, the CSS of the components it shows (in the head, after the page's own
 * tags) and the enhancement modules the markup names, never React.
 */
export const render: SsrModule["render"] = (data: PublicPageData, address: PageAddress, markdown: RenderedMarkdownMap = new Map()): RenderedPage => {
  const page = renderPieces(data, address, markdown);
  return { html: page.html.join(""), head: page.head.join(""), lang: page.lang };
};

/** The page as `render` makes it, its markup and head tags as pieces (joined: `render`'s), for encoding one by one. */
export function renderPieces(data: PublicPageData, address: PageAddress, markdown: RenderedMarkdownMap = new Map()): RenderedPieces {
  const styles = new StylesheetCollector();
  const pieces = new MarkupPieces();
  const html = renderToStaticMarkup(
    <MarkupPiecesProvider pieces={pieces}>
      <StylesheetProvider collector={styles}>
        <App data={data} markdown={markdown} />
      </StylesheetProvider>
    </MarkupPiecesProvider>,
  );
  return {
    html: pieces.pieces(html),
    head: [...headPieces(data, address, markdown), "\n", styleBlock(styles.css())],
    lang: data.locale.language,
  };
}
