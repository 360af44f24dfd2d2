import { DEFAULT_LANGUAGE, type Language } from "../../../../common/i18n/languages";
import type { SiteSettings } from "../../../../common/contracts";
import { useLoadedSiteSettings } from "./siteSettings";

/**
 * The site's languages, which every editor of translatable texts needs: read from the site settings, under the
 * same query as the Site Settings tab, so enabling a language there shows its switch in every editor at once.
 */
export interface SiteLanguages {
  languages: Language[];
  defaultLanguage: Language;
}

const pickLanguages = (settings: Partial<SiteSettings>): SiteLanguages => ({
  languages: settings.languages?.length ? settings.languages : [DEFAULT_LANGUAGE],
  defaultLanguage: settings.default_language ?? DEFAULT_LANGUAGE,
});

/** The enabled languages and the default one (only the default while the settings load). */
export function useSiteLanguages(): SiteLanguages {
  return useLoadedSiteSettings(pickLanguages).data ?? { languages: [DEFAULT_LANGUAGE], defaultLanguage: DEFAULT_LANGUAGE };
}
