import { renderToString } from "react-dom/server";
import { MarkdownContent } from "../lib/markdown/MarkdownContent";
import { App } from "./App";
import { serializePageData, type PublicPageData } from "./pageData";
import { buildHead, type HeadOptions } from "./seo/head";

export type { PublicPageData } from "./pageData";
export { pageKindOf, PAGE_DATA_ID } from "./pageData";

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
