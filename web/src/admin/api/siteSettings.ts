import type { ApiCall } from "../../lib/api/client";
import { useApiQuery } from "./hooks";

/**
 * The site settings query several tabs read: Site Settings, the maintenance banner, and the plan dialog (which
 * currencies a plan can have prices in). One query, so a change made in one shows in the others.
 */
export const siteSettingsKey = ["settings"] as const;

export const fetchSiteSettings = (call: ApiCall) => call("GET /api/admin/site-settings", { noCache: true });

export const useSiteSettings = () => useApiQuery(siteSettingsKey, fetchSiteSettings);
