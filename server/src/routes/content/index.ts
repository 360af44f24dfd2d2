import { contentApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { presentContent, presentPublicContent } from "../../presenters/catalog";
import { localeOf } from "../../presenters/locale";
import { saveContent } from "../../services/siteContent";
import { sendCached, type ApiRouter } from "../apiRouter";

/** The site's texts: home page sections (hero, features, about) and legal pages (terms, privacy). */
export function mountContent(api: ApiRouter, { store, cache }: AppDeps): void {
  api.on(contentApi.publicGet, ({ params, query }, ctx) => {
    const { language } = localeOf(store.snapshot().site_settings, query);
    return sendCached(ctx, cache, `content:${params.type}:${language}`, store.versionOf(["content", "site_settings"]), () =>
      presentPublicContent(store.snapshot().content[params.type], language),
    );
  });

  api.on(contentApi.homepage, () => {
    const content = store.snapshot().content;
    return { hero: presentContent(content.hero), features: presentContent(content.features), about: presentContent(content.about) };
  });

  api.on(contentApi.get, ({ params }) => presentContent(store.snapshot().content[params.section]));

  api.on(contentApi.save, async ({ params, body }) => presentContent(await saveContent(store, params.section, body)));

  api.on(contentApi.saveLegal, async ({ body: { section, ...fields } }) => presentContent(await saveContent(store, section, fields)));
}
