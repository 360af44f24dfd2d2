import { contentApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { presentContent } from "../../presenters/catalog";
import { saveContent } from "../../services/siteContent";
import { sendCached, type ApiRouter } from "../apiRouter";

/** The site's texts: home page sections (hero, features, about) and legal pages (terms, privacy). */
export function mountContent(api: ApiRouter, { store, cache }: AppDeps): void {
  api.on(contentApi.publicGet, ({ params }, ctx) =>
    sendCached(ctx, cache, `content:${params.type}`, store.versionOf(["content"]), () => presentContent(store.snapshot().content[params.type])),
  );

  api.on(contentApi.homepage, () => {
    const content = store.snapshot().content;
    return { hero: presentContent(content.hero), features: presentContent(content.features), about: presentContent(content.about) };
  });

  api.on(contentApi.get, ({ params }) => presentContent(store.snapshot().content[params.section]));

  api.on(contentApi.save, async ({ params, body }) => presentContent(await saveContent(store, params.section, body)));

  api.on(contentApi.saveLegal, async ({ body: { section, ...fields } }) => presentContent(await saveContent(store, section, fields)));
}
