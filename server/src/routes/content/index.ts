import { contentApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { hasMeasuredStat, presentContent, presentPublicContent, presentPublicLegal } from "../../presenters/content";
import { measuredUptime } from "../../presenters/measuredUptime";
import type { Collection } from "../../store/types";
import { localeOf } from "../../presenters/locale";
import { saveContent } from "../../services/siteContent";
import type { ApiRouter } from "../apiRouter";

/** The site's texts: home page sections (hero, features, about) and legal pages (terms, privacy, imprint). */
export function mountContent(api: ApiRouter, { store }: AppDeps): void {
  api.cached(contentApi.publicGet, ({ params, query }) => {
    const { language } = localeOf(store.snapshot().site_settings, query);
    const { type } = params;
    if (type === "imprint") {
      // The imprint is made from the company's details until it has a text of its own.
      return {
        key: `content:imprint:${language}`,
        version: store.versionOf(["content", "company", "site_settings"]),
        build: () => {
          const { generated: _generated, ...block } = presentPublicLegal(store.snapshot().content, store.snapshot().company, type, language);
          return block;
        },
      };
    }
    // A measured number changes with the status history (and with the days it covers).
    const measured = hasMeasuredStat(store.snapshot().content[type]);
    const collections: Collection[] = measured ? ["content", "site_settings", "status_monitors", "status_history"] : ["content", "site_settings"];
    const version = `${store.versionOf(collections)}${measured ? `|${new Date().toISOString().slice(0, 10)}` : ""}`;
    return {
      key: `content:${type}:${language}`,
      version,
      build: () => presentPublicContent(store.snapshot().content[type], language, () => measuredUptime(store.snapshot(), new Date())),
    };
  });

  api.cached(contentApi.legal, ({ params, query }) => {
    const { language } = localeOf(store.snapshot().site_settings, query);
    return {
      key: `legal:${params.type}:${language}`,
      version: store.versionOf(["content", "company", "site_settings"]),
      build: () => presentPublicLegal(store.snapshot().content, store.snapshot().company, params.type, language),
    };
  });

  api.on(contentApi.homepage, () => {
    const content = store.snapshot().content;
    return { hero: presentContent(content.hero), features: presentContent(content.features), about: presentContent(content.about) };
  });

  api.on(contentApi.get, ({ params }) => presentContent(store.snapshot().content[params.section]));

  api.on(contentApi.save, async ({ params, body }) => presentContent(await saveContent(store, params.section, body)));

  api.on(contentApi.saveLegal, async ({ body: { section, ...fields } }) => presentContent(await saveContent(store, section, fields)));
}
