import type { MediaKind, SiteSettingsUpdate } from "../../../../../common/contracts";
import type { ApiCall } from "../../../lib/api/client";
import { ALL_QUERIES, useApiMutation, useApiQuery } from "../../api/hooks";
import { fetchSiteSettings, siteSettingsKey, useSiteSettings } from "../../api/siteSettings";

/**
 * Site settings (the status monitor's API key is write-only) and the uploaded logo, favicon and social image.
 * The Site Settings tab and the maintenance banner read the same settings query, so a change made in one shows
 * in the other. Older servers: the fallbacks in common/contracts/legacyPaths.ts.
 */
const settingsKeys = { all: siteSettingsKey };
const mediaKeys = { all: ["media"] as const };

export { fetchSiteSettings, useSiteSettings };
/** Changes the settings sent and no others (a section of the tab sends only its own). */
export const saveSiteSettings = (call: ApiCall, settings: SiteSettingsUpdate) => call("PUT /api/admin/site-settings", { body: settings });

/** Switches maintenance mode on or off and changes nothing else. */
export const setMaintenanceMode = (call: ApiCall, on: boolean) => call("PUT /api/admin/site-settings", { body: { maintenance_mode: on } });

/** null removes the stored status-monitor key (an empty one would keep it). */
const removeStatusApiKey = (call: ApiCall) => call("PUT /api/admin/site-settings", { body: { uptime_kuma_api_key: null } });

const fetchMedia = (call: ApiCall) => call("GET /api/admin/media", { noCache: true });
/** The file goes as it is, with its own Content-Type. */
export const uploadMedia = (call: ApiCall, kind: MediaKind, data: Blob, type: string) =>
  call("PUT /api/admin/media/:kind", { params: { kind }, file: { data, type } });
/** Back to the default image. */
export const resetMedia = (call: ApiCall, kind: MediaKind) => call("DELETE /api/admin/media/:kind", { params: { kind } });

export const useSaveSiteSettings = () => useApiMutation(saveSiteSettings, [settingsKeys.all]);
/** A save with a new default language: the texts of every kind may have moved, so everything is loaded again. */
export const useChangeDefaultLanguage = () => useApiMutation(saveSiteSettings, [ALL_QUERIES]);
export const useRemoveStatusApiKey = () => useApiMutation((call, _: void) => removeStatusApiKey(call), [settingsKeys.all]);
export const useSetMaintenanceMode = () => useApiMutation(setMaintenanceMode, [settingsKeys.all]);

export const useMedia = () => useApiQuery(mediaKeys.all, fetchMedia);
export const useUploadMedia = () =>
  useApiMutation((call, { kind, file, type }: { kind: MediaKind; file: Blob; type: string }) => uploadMedia(call, kind, file, type), [mediaKeys.all]);
export const useResetMedia = () => useApiMutation(resetMedia, [mediaKeys.all]);
