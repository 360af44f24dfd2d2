import type { SystemState } from "../../../../common/contracts";
import type { StatusCode } from "../../../../common/statusCodes";
import { STATUS_TEXT } from "./statusText";

/** Heartbeat / monitor_status codes of Uptime Kuma: 0 down, 1 up, 2 pending, 3 maintenance. */
const MONITOR = { DOWN: 0, UP: 1, PENDING: 2, MAINTENANCE: 3 } as const;

export interface StatusSummary {
  status: SystemState;
  code: StatusCode;
  text: string;
}

/**
 * The overall state from the latest status of each monitor, by Uptime Kuma's own rule:
 * - no monitors with a beat yet → unknown "No Services Monitored" (nothing to judge, so we claim nothing);
 * - any monitor in MAINTENANCE → degraded "Under Maintenance" (maintenance wins, as on Uptime Kuma's page; the
 *   service is knowingly limited, which is neither fully up nor an outage);
 * - all UP → operational; some UP → degraded; none UP → down "Major Outage". PENDING counts as not UP.
 */
export function summarizeStatuses(latest: number[]): StatusSummary {
  if (latest.length === 0) return { status: "unknown", code: "no_monitors", text: "No Services Monitored" };
  if (latest.includes(MONITOR.MAINTENANCE)) return { status: "degraded", code: "maintenance", text: "Under Maintenance" };
  const up = latest.filter((status) => status === MONITOR.UP).length;
  if (up === latest.length) return { status: "operational", code: "operational", text: STATUS_TEXT.operational };
  if (up > 0) return { status: "degraded", code: "degraded", text: "Partially Degraded Service" };
  return { status: "down", code: "down", text: "Major Outage" };
}
