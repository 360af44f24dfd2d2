import type { Middleware } from "koa";
import type { AppDeps } from "../../deps";
import { STATUS_FEED_PATH } from "../../../../common/publicPages";
import { statusFeedItems, statusFeedMarkdown, statusFeedXml } from "./statusFeedXml";

const ATOM = "application/atom+xml; charset=utf-8";
const CACHE_KEY = "status:feed";
/** How long the feed waits for its markdown before it goes out with what is not ready as plain text. */
const FEED_MARKDOWN_WAIT_MS = 400;

/**
 * GET /status/feed.xml: the status page's Atom feed (statusFeedXml.ts), from the response cache (ETag, 304,
 * compressed once) per version of the data it shows. Markdown is rendered by the public pages' worker; a feed made
 * while some of it was not ready is kept only until more markdown is, like a page.
 */
export function serveStatusFeed({ config, store, cache, markdown }: Pick<AppDeps, "config" | "store" | "cache" | "markdown">): Middleware {
  return async function statusFeed(ctx, next) {
    if (ctx.path !== STATUS_FEED_PATH || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();
    // The data and its version are read in one moment, so the cached feed always describes what it is kept under.
    const data = store.snapshot();
    const version = store.versionOf(["incidents", "maintenance", "site_settings", "company"]);
    const pending = (generation: number) => `${version}|markdown:${generation}`;
    if (await cache.sendIfFresh(ctx, CACHE_KEY, [version, pending(markdown.generation)], ATOM)) return;
    const items = statusFeedItems(data);
    const prepared = await markdown.prepare(statusFeedMarkdown(items), FEED_MARKDOWN_WAIT_MS, STATUS_FEED_PATH);
    const xml = statusFeedXml({ publicUrl: config.publicUrl, data, items, rendered: prepared.rendered });
    await cache.sendText(ctx, CACHE_KEY, prepared.complete ? version : pending(prepared.generation), ATOM, () => xml);
  };
}
