import { renderToString } from "react-dom/server";
import { MarkdownContent } from "../lib/markdown/MarkdownContent";
import { App } from "./App";
import { SPACE_FACTS } from "./fallbacks";
import type { PublicPageData } from "../../../common/publicPages";
import { serializePageData } from "./pageData";
import { buildHead, type HeadOptions } from "./seo/head";

export { PAGE_DATA_ID } from "./pageData";

/** How many space facts the 404 page can show (the server picks one per answer, `factIndex`). */
export const SPACE_FACT_COUNT = SPACE_FACTS.length;

export interface RenderResult {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** Tags for <head>: title, meta description, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The page data as JSON, safe inside a <script type="application/json"> block. */
  dataJson: string;
  status: 200 | 404;
}

/** Server-side render of one public page (Vite SSR build: dist/ssr/entry-server.js). */
export function render(data: PublicPageData, options: HeadOptions): RenderResult {
  const html = renderToString(<App data={data} Markdown={MarkdownContent} />);
  return { html, head: buildHead(data, options), dataJson: serializePageData(data), status: data.page === "not-found" ? 404 : 200 };
}
