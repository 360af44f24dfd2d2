import { navigationApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { presentNavigation, presentPublicNavigation } from "../../presenters/navigation";
import { localeOf } from "../../presenters/locale";
import { saveNavigation } from "../../services/siteContent";
import { sendCached, type ApiRouter } from "../apiRouter";

/** The site's menu. */
export function mountNavigation(api: ApiRouter, { store, cache }: AppDeps): void {
  api.on(navigationApi.publicList, ({ query }, ctx) => {
    const { language } = localeOf(store.snapshot().site_settings, query);
    return sendCached(ctx, cache, `navigation:${language}`, store.versionOf(["navigation", "site_settings"]), () =>
      presentPublicNavigation(store.snapshot().navigation, language),
    );
  });
  api.on(navigationApi.list, () => presentNavigation(store.snapshot().navigation));
  api.on(navigationApi.save, async ({ body }) => presentNavigation(await saveNavigation(store, body)));
}
