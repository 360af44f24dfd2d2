import type { MediaInfo, MediaKind, SiteSettings, SiteSettingsView } from "../../../../../common/contracts";
import { useApiMutation, useApiQuery } from "../../api/hooks";
import { isStatus, type Http } from "../../api/http";

/**
 * Site settings (the status monitor's API key is write-only) and the uploaded logo, favicon and social image.
 * The Site Settings tab and the maintenance banner read the same settings query, so a change made in one shows
 * in the other.
 */
export const settingsKeys = { all: ["settings"] as const };
export const mediaKeys = { all: ["media"] as const };

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

/** Switches maintenance mode on or off and changes nothing else. */
export const setMaintenanceMode = (http: Http, on: boolean) =>
  http<SiteSettingsView>("/api/admin/site-settings", { method: "PUT", body: { maintenance_mode: on } });

/** null removes the stored status-monitor key (an empty one would keep it). */
export const removeStatusApiKey = (http: Http) =>
  http<unknown>("/api/admin/site-settings", { method: "PUT", body: { uptime_kuma_api_key: null } });

export const fetchMedia = (http: Http) => http<Record<MediaKind, MediaInfo | null>>("/api/admin/media", { noCache: true });
/** The file goes as it is, with its own Content-Type. */
export const uploadMedia = (http: Http, kind: MediaKind, data: Blob, type: string) =>
  http<MediaInfo>(`/api/admin/media/${kind}`, { method: "PUT", file: { data, type } });
/** Back to the default image. */
export const resetMedia = (http: Http, kind: MediaKind) => http<{ success: boolean; message: string }>(`/api/admin/media/${kind}`, { method: "DELETE" });

export const useSiteSettings = () => useApiQuery(settingsKeys.all, fetchSiteSettings);
export const useSaveSiteSettings = () => useApiMutation(saveSiteSettings, [settingsKeys.all]);
export const useRemoveStatusApiKey = () => useApiMutation((http, _: void) => removeStatusApiKey(http), [settingsKeys.all]);
export const useSetMaintenanceMode = () => useApiMutation(setMaintenanceMode, [settingsKeys.all]);

export const useMedia = () => useApiQuery(mediaKeys.all, fetchMedia);
export const useUploadMedia = () =>
  useApiMutation((http, { kind, file, type }: { kind: MediaKind; file: Blob; type: string }) => uploadMedia(http, kind, file, type), [mediaKeys.all]);
export const useResetMedia = () => useApiMutation(resetMedia, [mediaKeys.all]);
