import { siteSettingsApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { presentPublicCompany } from "../../presenters/company";
import { localeOf } from "../../presenters/locale";
import { presentPublicSiteSettings, presentSiteSettings } from "../../presenters/settings";
import { updateSiteSettings } from "../../services/settings";
import type { ApiRouter } from "../apiRouter";

/** Site settings, and the site information every public page needs. */
export function mountSiteSettings(api: ApiRouter, deps: AppDeps): void {
  const { store } = deps;

  api.cached(siteSettingsApi.publicInfo, ({ query }) => {
    const { language } = localeOf(store.snapshot().site_settings, query);
    return {
      key: `site-info:${language}`,
      version: store.versionOf(["site_settings", "company", "media"]),
      build: () => {
        const data = store.snapshot();
        const settings = presentPublicSiteSettings(data.site_settings, data.media, language);
        return {
          settings,
          company: presentPublicCompany(data.company, language),
          logo_url: settings.logo_url,
          logo_dark_url: settings.logo_dark_url,
          favicon_url: settings.favicon_url,
          social_image_url: settings.social_image_url,
          hero_image_url: settings.hero_image_url,
        };
      },
    };
  });

  api.on(siteSettingsApi.get, () => presentSiteSettings(store.snapshot().site_settings));

  api.on(siteSettingsApi.update, async ({ body }) => {
    const settings = await updateSiteSettings(store, body);
    deps.status.refresh(); // a new monitor address or interval takes effect at once
    return presentSiteSettings(settings);
  });
}
