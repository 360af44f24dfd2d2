import { renderToString } from "react-dom/server";
import { MarkdownContent } from "../lib/markdown/MarkdownContent";
import { App } from "./App";
import { SPACE_FACTS } from "./fallbacks";
import type { PageAddress, PublicPageData, RenderedPage, SsrModule } from "../../../common/publicPages";
import { serializePageData } from "./pageData";
import { buildHead } from "./seo/head";

export { PAGE_DATA_ID } from "./pageData";

/** How many space facts the 404 page can show (the server picks one per answer, `factIndex`). */
export const SPACE_FACT_COUNT: SsrModule["SPACE_FACT_COUNT"] = SPACE_FACTS.length;

/** Server-side render of one public page (Vite SSR build: dist/ssr/entry-server.js; the server sees it as SsrModule). */
export const render: SsrModule["render"] = (data: PublicPageData, address: PageAddress): RenderedPage => {
  const html = renderToString(<App data={data} Markdown={MarkdownContent} />);
  return { html, head: buildHead(data, address), dataJson: serializePageData(data), status: data.page === "not-found" ? 404 : 200 };
};
