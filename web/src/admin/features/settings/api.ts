import type { SiteSettings, SiteSettingsView } from "../../../../../common/schemas";
import { useApiMutation, useApiQuery } from "../../api/hooks";
import { isStatus, type Http } from "../../api/http";

/** Site settings (the status monitor's API key is write-only). */
export const settingsKeys = { all: ["settings"] as const };

/** The admin path; on 404 the older GET /api/settings. */
export async function fetchSiteSettings(http: Http): Promise<Partial<SiteSettingsView>> {
  try {
    return await http<SiteSettingsView>("/api/admin/site-settings", { noCache: true });
  } catch (error) {
    if (isStatus(error, 404)) return http<SiteSettingsView>("/api/settings", { noCache: true });
    throw error;
  }
}

/** PUT; on 404 PUT /api/settings; on 405 POST to the admin path. */
export async function saveSiteSettings(http: Http, settings: SiteSettings): Promise<unknown> {
  const path = "/api/admin/site-settings";
  try {
    return await http(path, { method: "PUT", body: settings });
  } catch (error) {
    if (isStatus(error, 404)) return http("/api/settings", { method: "PUT", body: settings });
    if (isStatus(error, 405)) return http(path, { method: "POST", body: settings });
    throw error;
  }
}

export const useSiteSettings = () => useApiQuery(settingsKeys.all, fetchSiteSettings);
export const useSaveSiteSettings = () => useApiMutation(saveSiteSettings, [settingsKeys.all]);
