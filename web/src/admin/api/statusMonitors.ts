import type { StatusMonitor } from "../../../../common/contracts";
import type { ApiCall } from "../../lib/api/client";
import { useApiQuery } from "./hooks";

/**
 * The monitors the status monitor reports, as the Status tab edits them and the Locations tab picks them (a
 * location's status is the worst state of its monitors). One query, so a change made in one shows in the other.
 */
export const statusMonitorsKey = ["statusMonitors"] as const;

const fetchStatusMonitors = (call: ApiCall) => call("GET /api/admin/status-monitors", { noCache: true });

export const useStatusMonitors = () => useApiQuery(statusMonitorsKey, fetchStatusMonitors);

/** The name visitors read: the administrator's, else Uptime Kuma's. */
export const monitorName = (monitor: Pick<StatusMonitor, "name" | "kuma_name">): string => monitor.name.trim() || monitor.kuma_name;

/** The names of the monitors with these ids, in the administrator's order ("" for none). */
export function monitorNames(monitors: readonly Pick<StatusMonitor, "id" | "name" | "kuma_name">[], ids: readonly number[]): string {
  return monitors
    .filter((monitor) => ids.includes(monitor.id))
    .map(monitorName)
    .join(", ");
}
