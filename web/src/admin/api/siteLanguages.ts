import { useQuery } from "@tanstack/react-query";
import { DEFAULT_LANGUAGE, type Language } from "../../../../common/i18n/languages";
import type { SiteSettings } from "../../../../common/contracts";
import type { ApiCall } from "../../lib/api/client";
import { useCall } from "./client";

/**
 * The site's languages, which every editor of translatable texts needs: read from the site settings, under the
 * same query as the Site Settings tab, so enabling a language there shows its switch in every editor at once.
 */
const settingsKey = ["settings"] as const;

const fetchSettings = (call: ApiCall) => call("GET /api/admin/site-settings", { noCache: true });

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
  const call = useCall();
  const query = useQuery({ queryKey: settingsKey, queryFn: () => fetchSettings(call), select: pickLanguages });
  return query.data ?? { languages: [DEFAULT_LANGUAGE], defaultLanguage: DEFAULT_LANGUAGE };
}
