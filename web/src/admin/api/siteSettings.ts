import { useQuery } from "@tanstack/react-query";
import type { ApiCall } from "../../lib/api/client";
import { useCall } from "./client";
import { useApiQuery } from "./hooks";

/**
 * The site settings query several tabs read: Site Settings, the maintenance banner, and the plan dialog (which
 * currencies a plan can have prices in). One query, so a change made in one shows in the others.
 */
export const siteSettingsKey = ["settings"] as const;

export const fetchSiteSettings = (call: ApiCall) => call("GET /api/admin/site-settings", { noCache: true });

export const useSiteSettings = () => useApiQuery(siteSettingsKey, fetchSiteSettings);

/**
 * The settings as last loaded, for editors that only read a few of them (languages, currencies): opening one never
 * loads them again (the Site Settings tab, Refresh Data and every save do). `select` picks what the editor needs.
 */
export function useLoadedSiteSettings<T = Awaited<ReturnType<typeof fetchSiteSettings>>>(
  select?: (settings: Awaited<ReturnType<typeof fetchSiteSettings>>) => T,
) {
  const call = useCall();
  return useQuery({ queryKey: siteSettingsKey, queryFn: () => fetchSiteSettings(call), select, refetchOnMount: false });
}
