import type { ActivityEntry as ActivityEntryView } from "../../../common/contracts";
import { actionSummary } from "../activity/actionSummary";
import type { ActivityEntry } from "../store/types";

/** An entry as the API answers it; one stored before sentences existed gets one made from its action and target. */
export function presentActivity(entry: ActivityEntry): ActivityEntryView {
  return {
    id: entry.id,
    timestamp: entry.timestamp,
    action: entry.action,
    actor: entry.actor,
    ip: entry.ip,
    user_agent: entry.user_agent,
    target: entry.target,
    detail: entry.detail,
    success: entry.success,
    summary: entry.summary || actionSummary(entry.action, entry.target, entry.detail, entry.success),
  };
}
