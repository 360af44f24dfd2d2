import { pagesApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { NotFoundError } from "../../errors";
import { findPublicPage, presentPage, publicPages, sortPages } from "../../presenters/pages";
import { createPage, deletePage, updatePage } from "../../services/pages";
import { sendCached, type ApiRouter } from "../apiRouter";

/** Pages of the site's own: the published ones for visitors, and the administrator's calls. */
export function mountPages(api: ApiRouter, { store, cache }: AppDeps): void {
  const pages = () => store.snapshot().pages;

  api.on(pagesApi.publicList, (_, ctx) => sendCached(ctx, cache, "pages", store.versionOf(["pages"]), () => publicPages(pages())));

  api.on(pagesApi.publicGet, ({ params }, ctx) => {
    // Only a published page is cached: addresses that name none cannot grow the cache.
    if (!findPublicPage(pages(), params.slug)) throw NotFoundError(`Page "${params.slug}" not found`);
    return sendCached(ctx, cache, `page:${params.slug}`, store.versionOf(["pages"]), () => findPublicPage(pages(), params.slug)!);
  });

  api.on(pagesApi.list, () => sortPages(pages()).map(presentPage));

  api.on(pagesApi.create, async ({ body }) => presentPage(await createPage(store, body)));

  api.on(pagesApi.update, async ({ params, body }) => presentPage(await updatePage(store, params.id, body)));

  api.on(pagesApi.remove, async ({ params }) => {
    await deletePage(store, params.id);
    return { success: true, message: "Page deleted", id: params.id };
  });
}
