import { statusPollSeconds } from "../../../common/rules";
import type { StatusReport } from "../integrations/uptimeKuma/fetchStatus";
import type { Store } from "../store/types";
import { inPublishedWindow } from "./incidents";
import { countPoll, type PollResult } from "./statusCounting";

/**
 * Counts a poll of the status monitor into the stored history (see countPoll). The count is made again inside
 * the store's update, on the data as it is then, so two servers that both poll count each minute once. Nothing is
 * counted while no status monitor is configured.
 */
export async function recordStatusPoll(store: Store, report: StatusReport, now = Date.now()): Promise<void> {
  if (report.status.code === "not_configured") return;
  const site = store.snapshot();
  const poll: PollResult = {
    observed: report.monitors,
    now,
    pollIntervalS: statusPollSeconds(site.site_settings.status_update_interval),
    // A monitor in a published maintenance window counts maintenance minutes, whatever the status monitor says.
    inMaintenance: (monitorId, minute) => inPublishedWindow(store.snapshot().maintenance, monitorId, minute * 60_000),
  };
  if (!countPoll(site.status_monitors, site.status_history, poll).changed) return;
  await store.update(["status_monitors", "status_history"], (draft) => {
    const counted = countPoll(draft.status_monitors, draft.status_history, poll);
    draft.status_monitors = counted.monitors;
    draft.status_history = counted.history;
  });
}
