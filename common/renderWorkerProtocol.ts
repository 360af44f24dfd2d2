import type { RenderedMarkdown } from "./markdown/guarded";
import type { PageAddress, PageMarkup, PublicPageData } from "./publicPages";

/**
 * How the server and its page render workers (worker threads running the SSR build's render-worker.js) talk: the
 * server sends a page's data and gets its markup back, so rendering a big page never holds up the event loop.
 */
export const RENDER_WORKER_FILE = "render-worker.js";

/** One page to render: what `SsrModule.render` takes, the markdown as entries (a Map crosses as a list). */
export interface PageRenderJob {
  id: number;
  data: PublicPageData;
  address: PageAddress;
  markdown: Array<[string, RenderedMarkdown]>;
}

/** The page rendered (its markup as UTF-8 bytes, transferred), or why it could not be (the error's stack). */
export type PageRenderDone = { id: number; page: PageMarkup } | { id: number; error: string };
