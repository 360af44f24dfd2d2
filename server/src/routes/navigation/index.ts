import { navigationApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { presentNavigation, presentPublicNavigation } from "../../presenters/navigation";
import { localeOf } from "../../presenters/locale";
import { saveNavigation } from "../../services/siteContent";
import type { ApiRouter } from "../apiRouter";

/** The site's menu. */
export function mountNavigation(api: ApiRouter, { store }: AppDeps): void {
  api.cached(navigationApi.publicList, ({ query }) => {
    const { language } = localeOf(store.snapshot().site_settings, query);
    return {
      key: `navigation:${language}`,
      version: store.versionOf(["navigation", "site_settings"]),
      build: () => presentPublicNavigation(store.snapshot().navigation, language),
    };
  });
  api.on(navigationApi.list, () => presentNavigation(store.snapshot().navigation));
  api.on(navigationApi.save, async ({ body }) => presentNavigation(await saveNavigation(store, body)));
}
