import type { IncidentChange, IncidentCreate, MaintenanceChange, MaintenanceCreate, StatusMonitorsSave } from "../../../../../common/contracts";
import type { ApiCall } from "../../../lib/api/client";
import { useApiMutation, useApiQuery } from "../../api/hooks";
import { siteSettingsKey } from "../../api/siteSettings";
import { statusMonitorsKey } from "../../api/statusMonitors";

/**
 * The Status tab's calls: the monitors the status monitor reports (shown, named, grouped, ordered), incidents with
 * their timeline, maintenance windows, and the one site setting the tab changes (auto_incident_minutes).
 */
const statusKeys = {
  incidents: ["incidents"] as const,
  maintenance: ["maintenance"] as const,
};

const saveMonitors = (call: ApiCall, monitors: StatusMonitorsSave) => call("PUT /api/admin/status-monitors", { body: monitors });

const fetchIncidents = (call: ApiCall) => call("GET /api/admin/incidents", { noCache: true });
const createIncident = (call: ApiCall, incident: IncidentCreate) => call("POST /api/admin/incidents", { body: incident });
/** Changes the fields sent; `updates` is the whole timeline (the stored updates with a new one at the end). */
const updateIncident = (call: ApiCall, id: number, change: IncidentChange) => call("PUT /api/admin/incidents/:id", { params: { id }, body: change });
const deleteIncident = (call: ApiCall, id: number) => call("DELETE /api/admin/incidents/:id", { params: { id } });

const fetchMaintenance = (call: ApiCall) => call("GET /api/admin/maintenance", { noCache: true });
const createMaintenance = (call: ApiCall, window: MaintenanceCreate) => call("POST /api/admin/maintenance", { body: window });
const updateMaintenance = (call: ApiCall, id: number, change: MaintenanceChange) => call("PUT /api/admin/maintenance/:id", { params: { id }, body: change });
const deleteMaintenance = (call: ApiCall, id: number) => call("DELETE /api/admin/maintenance/:id", { params: { id } });

/** Only this setting is sent: every other one stays as it is. */
const saveAutoIncidentMinutes = (call: ApiCall, minutes: number) => call("PUT /api/admin/site-settings", { body: { auto_incident_minutes: minutes } });

export const useSaveStatusMonitors = () => useApiMutation(saveMonitors, [statusMonitorsKey]);

/** One save for a dialog that creates (`id` null: its body has every field a new record needs) or changes a record. */
const createOrUpdate =
  <C, U, R>(create: (call: ApiCall, body: C) => Promise<R>, update: (call: ApiCall, id: number, body: U) => Promise<R>) =>
  (call: ApiCall, { id, body }: { id: number | null; body: U }) =>
    id === null ? create(call, body as unknown as C) : update(call, id, body);

export const useIncidents = () => useApiQuery(statusKeys.incidents, fetchIncidents);
export const useSaveIncident = () => useApiMutation(createOrUpdate(createIncident, updateIncident), [statusKeys.incidents]);
export const useDeleteIncident = () => useApiMutation(deleteIncident, [statusKeys.incidents]);

export const useMaintenanceWindows = () => useApiQuery(statusKeys.maintenance, fetchMaintenance);
export const useSaveMaintenance = () => useApiMutation(createOrUpdate(createMaintenance, updateMaintenance), [statusKeys.maintenance]);
export const useDeleteMaintenance = () => useApiMutation(deleteMaintenance, [statusKeys.maintenance]);

export const useSaveAutoIncidentMinutes = () => useApiMutation(saveAutoIncidentMinutes, [siteSettingsKey]);
