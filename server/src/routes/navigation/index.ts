import { navigationApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { presentNavigation } from "../../presenters/catalog";
import { saveNavigation } from "../../services/siteContent";
import { sendCached, type ApiRouter } from "../apiRouter";

/** The site's menu. */
export function mountNavigation(api: ApiRouter, { store, cache }: AppDeps): void {
  api.on(navigationApi.publicList, (_, ctx) =>
    sendCached(ctx, cache, "navigation", store.versionOf(["navigation"]), () => presentNavigation(store.snapshot().navigation)),
  );
  api.on(navigationApi.list, () => presentNavigation(store.snapshot().navigation));
  api.on(navigationApi.save, async ({ body }) => presentNavigation(await saveNavigation(store, body)));
}
