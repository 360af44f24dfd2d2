import { useMutation, useQueries, useQueryClient } from "@tanstack/react-query";
import type { BillingSettings, BlestaImport } from "../../../../../common/contracts";
import type { ApiCall } from "../../../lib/api/client";
import { catalogKeys } from "../../api/catalog";
import { useCall } from "../../api/client";
import { useApiMutation, useApiQuery } from "../../api/hooks";

/** The Blesta billing integration: settings (API key write-only), packages, plan mapping, status and sync. */
const blestaKeys = {
  all: ["blesta"] as const,
  settings: ["blesta", "settings"] as const,
  status: ["blesta", "status"] as const,
  packages: ["blesta", "packages"] as const,
  packagePrices: (id: number) => ["blesta", "package-prices", id] as const,
  /** Under the plans' key: every change of a plan (its prices, its mapping) loads the comparison again. */
  prices: [...catalogKeys.plans, "blesta-prices"] as const,
};

const fetchBlestaSettings = (call: ApiCall) => call("GET /api/admin/blesta/settings", { noCache: true });
const saveBlestaSettings = (call: ApiCall, settings: BillingSettings) => call("PUT /api/admin/blesta/settings", { body: settings });
/** null removes the stored key (an empty one would keep it). */
const removeBlestaApiKey = (call: ApiCall) => call("PUT /api/admin/blesta/settings", { body: { api_key: null } });
const fetchBlestaStatus = (call: ApiCall) => call("GET /api/admin/blesta/status", { noCache: true });
const fetchBlestaPackages = (call: ApiCall) => call("GET /api/admin/blesta/packages", { noCache: true });
/** One package's own prices (before markup) in the site's currencies. */
const fetchBlestaPackagePrices = (call: ApiCall, id: number) => call("GET /api/admin/blesta/packages/:id/prices", { params: { id }, noCache: true });
/** Every mapped plan's site prices against Blesta's (as stored: Blesta is not asked). */
const fetchBlestaPrices = (call: ApiCall) => call("GET /api/admin/blesta/prices", { noCache: true });
const mapPlan = (call: ApiCall, planId: number, packageId: number | null) =>
  call("PUT /api/admin/blesta/mapping", { body: { plan_id: planId, blesta_package_id: packageId } });
const syncPlans = (call: ApiCall, markupOverrides: Record<string, number> | null) =>
  call("POST /api/admin/blesta/sync", { body: { force_update: true, markup_overrides: markupOverrides } });

/** Creates one plan per package, in the category. */
const importPackages = (call: ApiCall, request: BlestaImport) => call("POST /api/admin/blesta/import", { body: request });

export const useBlestaSettings = () => useApiQuery(blestaKeys.settings, fetchBlestaSettings);
export const useBlestaStatus = () => useApiQuery(blestaKeys.status, fetchBlestaStatus);
export const useBlestaPackages = () => useApiQuery(blestaKeys.packages, fetchBlestaPackages);
export const useBlestaPrices = () => useApiQuery(blestaKeys.prices, fetchBlestaPrices);

/** The own prices of each of `ids` (one query per package, so choosing one more package asks Blesta only about it). */
export function useBlestaPackagePrices(ids: readonly number[]) {
  const call = useCall();
  return useQueries({
    queries: ids.map((id) => ({ queryKey: blestaKeys.packagePrices(id), queryFn: () => fetchBlestaPackagePrices(call, id), staleTime: 60_000 })),
  });
}
/** Saving the settings changes what the status and the package list answer. */
export const useSaveBlestaSettings = () => useApiMutation(saveBlestaSettings, [blestaKeys.all]);
export const useRemoveBlestaApiKey = () => useApiMutation((call, _: void) => removeBlestaApiKey(call), [blestaKeys.all]);
/** Maps a plan to a package (or none): the plans and the mapped count change. */
export const useMapPlan = () =>
  useApiMutation(
    (call, { planId, packageId }: { planId: number; packageId: number | null }) => mapPlan(call, planId, packageId),
    [catalogKeys.plans, blestaKeys.status],
  );

/** A manual sync updates plan prices and the last sync result (also when it fails part-way). */
export function useSyncPlans() {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (markupOverrides: Record<string, number> | null) => syncPlans(call, markupOverrides),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: catalogKeys.plans }), queryClient.invalidateQueries({ queryKey: blestaKeys.status })]),
  });
}

/** Creating plans from packages changes the plans and the mapped count. */
export const useImportPackages = () => useApiMutation(importPackages, [catalogKeys.plans, blestaKeys.status]);
