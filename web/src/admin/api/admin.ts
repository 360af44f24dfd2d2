import type {
  BillingPackage,
  BillingSettings,
  BillingSettingsView,
  BillingStatus,
  BillingSyncResult,
  PromoCode,
  PromoInput,
  SiteSettings,
  SiteSettingsView,
} from "../../../../common/schemas";
import { isStatus, type Http } from "./http";

export type PromoBody = Omit<PromoInput, "expiry_date"> & { expiry_date: string | null };

/** Promo codes, billing (Blesta) integration and site settings, with the fallbacks of SPEC §7. */
export function adminApi(http: Http) {
  return {
    /** Admin list; falls back to the public list. */
    async promos(): Promise<PromoCode[]> {
      try {
        return await http<PromoCode[]>("/api/admin/promo-codes", { noCache: true });
      } catch (error) {
        if (isStatus(error, 401)) throw error;
        return http<PromoCode[]>("/api/promo-codes", { noCache: true, auth: false });
      }
    },
    createPromo: (promo: PromoBody) => http<PromoCode>("/api/admin/promo-codes", { method: "POST", body: promo }),
    updatePromo: (id: number, promo: PromoBody) => http<PromoCode>(`/api/admin/promo-codes/${id}`, { method: "PUT", body: promo }),
    deletePromo: (id: number) => http<unknown>(`/api/admin/promo-codes/${id}`, { method: "DELETE" }),

    blestaSettings: () => http<BillingSettingsView>("/api/admin/blesta/settings", { noCache: true }),
    saveBlestaSettings: (settings: BillingSettings) => http<unknown>("/api/admin/blesta/settings", { method: "PUT", body: settings }),
    blestaStatus: () => http<BillingStatus>("/api/admin/blesta/status", { noCache: true }),
    blestaPackages: () => http<{ packages: BillingPackage[]; hidden_count?: number }>("/api/admin/blesta/packages", { noCache: true }),
    mapPlan: (planId: number, packageId: number | null) =>
      http<unknown>("/api/admin/blesta/mapping", { method: "PUT", body: { plan_id: planId, blesta_package_id: packageId } }),
    sync: (markupOverrides: Record<string, number> | null) =>
      http<BillingSyncResult>("/api/admin/blesta/sync", { method: "POST", body: { force_update: true, markup_overrides: markupOverrides } }),

    /** SPEC §7: the admin path, then GET /api/settings on 404. */
    async siteSettings(): Promise<Partial<SiteSettingsView>> {
      try {
        return await http<SiteSettingsView>("/api/admin/site-settings", { noCache: true });
      } catch (error) {
        if (isStatus(error, 404)) return http<SiteSettingsView>("/api/settings", { noCache: true });
        throw error;
      }
    },
    /** Switches maintenance mode on or off and nothing else. */
    setMaintenanceMode: (on: boolean) => http<SiteSettingsView>("/api/admin/site-settings", { method: "PUT", body: { maintenance_mode: on } }),
    /** SPEC §7: PUT; on 404 PUT /api/settings; on 405 POST the admin path. */
    async saveSiteSettings(settings: SiteSettings): Promise<unknown> {
      const path = "/api/admin/site-settings";
      try {
        return await http(path, { method: "PUT", body: settings });
      } catch (error) {
        if (isStatus(error, 404)) return http("/api/settings", { method: "PUT", body: settings });
        if (isStatus(error, 405)) return http(path, { method: "POST", body: settings });
        throw error;
      }
    },
  };
}
