import type { IncidentImpact, IncidentState } from "./incidentForm";
import { IMPACT_LABELS, STATE_LABELS } from "./incidentForm";

const STATE_BADGES: Record<IncidentState, string> = {
  investigating: "badge-red",
  identified: "badge-yellow",
  monitoring: "badge-blue",
  resolved: "badge-green",
};
const IMPACT_BADGES: Record<IncidentImpact, string> = { minor: "badge-yellow", major: "badge-red", critical: "badge-red" };

/** The state of an update (or of an incident: its latest update's) as a badge with its word. */
export function StateBadge({ state }: { state: IncidentState }) {
  return (
    <span className={`badge ${STATE_BADGES[state]}`} data-state={state}>
      {STATE_LABELS[state]}
    </span>
  );
}

/** An incident's impact as a badge with its word. */
export function ImpactBadge({ impact }: { impact: IncidentImpact }) {
  return (
    <span className={`badge ${IMPACT_BADGES[impact]}`} data-impact={impact}>
      {IMPACT_LABELS[impact]}
    </span>
  );
}
