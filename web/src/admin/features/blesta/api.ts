import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BillingPackage, BillingSettings, BillingSettingsView, BillingStatus, BillingSyncResult } from "../../../../../common/schemas";
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
export const fetchBlestaStatus = (http: Http) => http<BillingStatus>("/api/admin/blesta/status", { noCache: true });
export const fetchBlestaPackages = (http: Http) => http<PackageList>("/api/admin/blesta/packages", { noCache: true });
export const mapPlan = (http: Http, planId: number, packageId: number | null) =>
  http<unknown>("/api/admin/blesta/mapping", { method: "PUT", body: { plan_id: planId, blesta_package_id: packageId } });
export const syncPlans = (http: Http, markupOverrides: Record<string, number> | null) =>
  http<BillingSyncResult>("/api/admin/blesta/sync", { method: "POST", body: { force_update: true, markup_overrides: markupOverrides } });

export function useBlestaSettings() {
  const http = useHttp();
  return useQuery({ queryKey: blestaKeys.settings, queryFn: () => fetchBlestaSettings(http) });
}

export function useBlestaStatus() {
  const http = useHttp();
  return useQuery({ queryKey: blestaKeys.status, queryFn: () => fetchBlestaStatus(http) });
}

export function useBlestaPackages() {
  const http = useHttp();
  return useQuery({ queryKey: blestaKeys.packages, queryFn: () => fetchBlestaPackages(http) });
}

/** Saving the settings changes what the status and the package list answer. */
export function useSaveBlestaSettings() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BillingSettings) => saveBlestaSettings(http, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blestaKeys.all }),
  });
}

/** Maps a plan to a package (or none): the plans and the mapped count change. */
export function useMapPlan() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, packageId }: { planId: number; packageId: number | null }) => mapPlan(http, planId, packageId),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: planKeys.all }), queryClient.invalidateQueries({ queryKey: blestaKeys.status })]),
  });
}

/** A manual sync updates plan prices and the last sync result. */
export function useSyncPlans() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (markupOverrides: Record<string, number> | null) => syncPlans(http, markupOverrides),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: planKeys.all }), queryClient.invalidateQueries({ queryKey: blestaKeys.status })]),
  });
}
