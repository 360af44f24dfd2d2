import { renderToStaticMarkup } from "react-dom/server";
import { App } from "./App";
import { SPACE_FACTS } from "./fallbacks";
import type { PageAddress, PublicPageData, RenderedPage, SsrModule } from "../../../common/publicPages";
import { buildHead } from "./seo/head";
import type { RenderedMarkdownMap } from "./markdown/RenderedMarkdown";

export { markdownSources } from "./markdown/sources";

/** How many space facts the 404 page can show (the server picks one per answer, `factIndex`). */
export const SPACE_FACT_COUNT: SsrModule["SPACE_FACT_COUNT"] = SPACE_FACTS.length;

/**
 * Server-side render of one public page (Vite SSR build: dist/ssr/entry-server.js, with the CSS of everything it
 * renders in dist/ssr/style.css; the server sees it as SsrModule). The browser gets this HTML, that CSS and the
 * enhancement modules the markup names, never React.
 */
export const render: SsrModule["render"] = (data: PublicPageData, address: PageAddress, markdown: RenderedMarkdownMap = new Map()): RenderedPage => {
  const html = renderToStaticMarkup(<App data={data} markdown={markdown} />);
  return {
    html,
    head: buildHead(data, address, markdown),
    lang: data.locale.language,
  };
};
