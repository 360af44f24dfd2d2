import { pagesApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { NotFoundError } from "../../errors";
import { localeOf } from "../../presenters/locale";
import { findPublicPage, presentPage, publicPages, sortPages } from "../../presenters/pages";
import { createPage, deletePage, updatePage } from "../../services/pages";
import { sendCached, type ApiRouter } from "../apiRouter";

/** Pages of the site's own: the published ones for visitors, and the administrator's calls. */
export function mountPages(api: ApiRouter, { store, cache }: AppDeps): void {
  const pages = () => store.snapshot().pages;

  const version = () => store.versionOf(["pages", "site_settings"]);

  api.cached(pagesApi.publicList, ({ query }) => {
    const { language } = localeOf(store.snapshot().site_settings, query);
    return { key: `pages:${language}`, version: version(), build: () => publicPages(pages(), language) };
  });

  api.on(pagesApi.publicGet, ({ params, query }, ctx) => {
    const { language } = localeOf(store.snapshot().site_settings, query);
    // Only a published page is cached: addresses that name none cannot grow the cache.
    if (!findPublicPage(pages(), params.slug, language)) throw NotFoundError(`Page "${params.slug}" not found`);
    return sendCached(ctx, cache, `page:${params.slug}:${language}`, version(), () => findPublicPage(pages(), params.slug, language)!);
  });

  api.on(pagesApi.list, () => sortPages(pages()).map(presentPage));

  api.on(pagesApi.create, async ({ body }) => presentPage(await createPage(store, body)));

  api.on(pagesApi.update, async ({ params, body }) => presentPage(await updatePage(store, params.id, body)));

  api.on(pagesApi.remove, async ({ params }) => {
    await deletePage(store, params.id);
    return { success: true, message: "Page deleted", id: params.id };
  });
}
