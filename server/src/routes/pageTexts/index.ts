import { pageTextsApi } from "../../../../common/contracts";
import { catalogFor } from "../../../../common/i18n/catalogs";
import { pageTextsOf } from "../../../../common/i18n/pageTexts";
import type { AppDeps } from "../../deps";
import { localeOf } from "../../presenters/locale";
import type { ApiRouter } from "../apiRouter";

/** The catalogs are part of the release: their texts change only with it. */
const CATALOGS_VERSION = "catalogs";

/** The texts the public pages' scripts show after hearing from the server, in the asked language. */
export function mountPageTexts(api: ApiRouter, { store }: AppDeps): void {
  api.cached(pageTextsApi.get, ({ query }) => {
    const { language } = localeOf(store.snapshot().site_settings, query);
    return { key: `page-texts:${language}`, version: CATALOGS_VERSION, build: () => pageTextsOf(catalogFor(language)) };
  });
}
