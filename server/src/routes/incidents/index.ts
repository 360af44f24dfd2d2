import { incidentsApi, maintenanceApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { presentIncident, presentIncidents, presentMaintenanceWindow, presentMaintenanceWindows } from "../../presenters/incidents";
import { createIncident, createMaintenance, deleteIncident, deleteMaintenance, updateIncident, updateMaintenance } from "../../services/incidents";
import type { ApiRouter } from "../apiRouter";

/** The administrator's incidents and maintenance windows (visitors read them in GET /api/status). */
export function mountIncidents(api: ApiRouter, { store }: AppDeps): void {
  api.on(incidentsApi.list, () => presentIncidents(store.snapshot().incidents));
  api.on(incidentsApi.create, async ({ body }) => presentIncident(await createIncident(store, body)));
  api.on(incidentsApi.update, async ({ params, body }) => presentIncident(await updateIncident(store, params.id, body)));
  api.on(incidentsApi.remove, async ({ params }) => {
    await deleteIncident(store, params.id);
    return { success: true, message: "Incident deleted", id: params.id };
  });

  api.on(maintenanceApi.list, () => presentMaintenanceWindows(store.snapshot().maintenance));
  api.on(maintenanceApi.create, async ({ body }) => presentMaintenanceWindow(await createMaintenance(store, body)));
  api.on(maintenanceApi.update, async ({ params, body }) => presentMaintenanceWindow(await updateMaintenance(store, params.id, body)));
  api.on(maintenanceApi.remove, async ({ params }) => {
    await deleteMaintenance(store, params.id);
    return { success: true, message: "Maintenance window deleted", id: params.id };
  });
}
