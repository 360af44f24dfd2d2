import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BillingPackage, BillingSettings, BillingSettingsView, BillingStatus, BillingSyncResult } from "../../../../../common/contracts";
import { useApiMutation, useApiQuery } from "../../api/hooks";
import { useHttp } from "../../api/client";
import type { Http } from "../../api/http";
import { planKeys } from "../plans/api";

/** The Blesta billing integration: settings (API key write-only), packages, plan mapping, status and sync. */
export const blestaKeys = {
  all: ["blesta"] as const,
  settings: ["blesta", "settings"] as const,
  status: ["blesta", "status"] as const,
  packages: ["blesta", "packages"] as const,
};

export interface PackageList {
  packages: BillingPackage[];
  hidden_count?: number;
}

export const fetchBlestaSettings = (http: Http) => http<BillingSettingsView>("/api/admin/blesta/settings", { noCache: true });
export const saveBlestaSettings = (http: Http, settings: BillingSettings) =>
  http<unknown>("/api/admin/blesta/settings", { method: "PUT", body: settings });
/** null removes the stored key (an empty one would keep it). */
export const removeBlestaApiKey = (http: Http) => http<unknown>("/api/admin/blesta/settings", { method: "PUT", body: { api_key: null } });
export const fetchBlestaStatus = (http: Http) => http<BillingStatus>("/api/admin/blesta/status", { noCache: true });
export const fetchBlestaPackages = (http: Http) => http<PackageList>("/api/admin/blesta/packages", { noCache: true });
export const mapPlan = (http: Http, planId: number, packageId: number | null) =>
  http<unknown>("/api/admin/blesta/mapping", { method: "PUT", body: { plan_id: planId, blesta_package_id: packageId } });
export const syncPlans = (http: Http, markupOverrides: Record<string, number> | null) =>
  http<BillingSyncResult>("/api/admin/blesta/sync", { method: "POST", body: { force_update: true, markup_overrides: markupOverrides } });

export const useBlestaSettings = () => useApiQuery(blestaKeys.settings, fetchBlestaSettings);
export const useBlestaStatus = () => useApiQuery(blestaKeys.status, fetchBlestaStatus);
export const useBlestaPackages = () => useApiQuery(blestaKeys.packages, fetchBlestaPackages);
/** Saving the settings changes what the status and the package list answer. */
export const useSaveBlestaSettings = () => useApiMutation(saveBlestaSettings, [blestaKeys.all]);
export const useRemoveBlestaApiKey = () => useApiMutation((http, _: void) => removeBlestaApiKey(http), [blestaKeys.all]);
/** Maps a plan to a package (or none): the plans and the mapped count change. */
export const useMapPlan = () =>
  useApiMutation((http, { planId, packageId }: { planId: number; packageId: number | null }) => mapPlan(http, planId, packageId), [planKeys.all, blestaKeys.status]);

/** A manual sync updates plan prices and the last sync result (also when it fails part-way). */
export function useSyncPlans() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (markupOverrides: Record<string, number> | null) => syncPlans(http, markupOverrides),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: planKeys.all }), queryClient.invalidateQueries({ queryKey: blestaKeys.status })]),
  });
}
