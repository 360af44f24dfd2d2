import { blestaApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { HttpError } from "../../errors";
import { isBlestaConfigured, listActivePackages, testConnection } from "../../integrations/blesta";
import { presentPlan } from "../../presenters/plans";
import { presentBillingSettings } from "../../presenters/settings";
import { blestaNotConfigured, importPackages, packagePricesOf } from "../../services/blestaImport";
import { priceCheck } from "../../services/priceCheck";
import { mapPlanToPackage, updateBilling } from "../../services/settings";
import type { ApiRouter } from "../apiRouter";

const notConfigured = blestaNotConfigured;

/** The Blesta integration: settings, plan mapping, connection status, packages and the price sync. */
export function mountBlesta(api: ApiRouter, deps: AppDeps): void {
  const { store } = deps;

  api.on(blestaApi.getSettings, () => presentBillingSettings(store.snapshot().billing));

  api.on(blestaApi.updateSettings, async ({ body }) => {
    const settings = await updateBilling(store, body);
    deps.billingScheduleChanged();
    return presentBillingSettings(settings);
  });

  api.on(blestaApi.map, async ({ body: { plan_id, blesta_package_id } }) => {
    await mapPlanToPackage(store, plan_id, blesta_package_id);
    return { success: true, message: blesta_package_id === null ? "Plan unmapped" : "Plan mapping updated", plan_id, blesta_package_id };
  });

  api.on(blestaApi.status, async () => {
    const data = store.snapshot();
    const configured = isBlestaConfigured(data.billing);
    const connection = configured
      ? await testConnection(data.billing)
      : { connection_status: "not_configured" as const, message: "Enter the Blesta API URL, user and key to connect." };
    return {
      ...connection,
      configured,
      last_sync: data.billing.last_sync,
      plans_mapped: data.plans.filter((plan) => plan.blesta_package_id !== null).length,
      total_plans: data.plans.length,
      sync_enabled: data.billing.sync_enabled,
      last_sync_result: data.billing.last_sync_result,
    };
  });

  api.on(blestaApi.packages, async () => {
    const billing = store.snapshot().billing;
    if (!isBlestaConfigured(billing)) throw notConfigured();
    try {
      return await listActivePackages(billing);
    } catch (error) {
      throw new HttpError(502, `Could not load packages from Blesta: ${(error as Error).message}`);
    }
  });

  api.on(blestaApi.packagePrices, ({ params }) => packagePricesOf(store, params.id));

  // From what the import and the last sync stored: Blesta is not asked.
  api.on(blestaApi.prices, () => {
    const data = store.snapshot();
    return priceCheck(data.plans, data.site_settings);
  });

  api.on(blestaApi.import, async ({ body }) => ({ created: (await importPackages(store, body)).map(presentPlan) }));

  api.on(blestaApi.sync, async ({ body }) => {
    if (!isBlestaConfigured(store.snapshot().billing)) throw notConfigured();
    const result = await deps.billing.sync(body.markup_overrides);
    return { success: result.success, message: result.message, plans_updated: result.plans_updated, plans_failed: result.plans_failed, errors: result.errors };
  });
}
