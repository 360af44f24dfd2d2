import { useState } from "react";
import type { Incident, StatusMonitor } from "../../../../../common/contracts";
import { errorText, isStatus } from "../../../lib/api/errors";
import { useFeedback } from "../../components/ui/Feedback";
import { TableWrap } from "../../components/ui/TableWrap";
import { formatDateTime } from "../../lib/format";
import { useDeleteIncident, useIncidents } from "./api";
import { IncidentDialog } from "./IncidentDialog";
import { currentState, incidentOrder } from "./incidentForm";
import { IncidentUpdateDialog } from "./IncidentUpdateDialog";
import { monitorNames } from "./monitorsForm";
import { ImpactBadge, StateBadge } from "./StatusBadges";

type Open = { dialog: "edit"; incident: Incident | null } | { dialog: "updates"; incident: Incident } | null;

/** Incidents: open ones first, then resolved ones, each newest first; opened, changed, updated and deleted here. */
export function IncidentsPanel({ monitors }: { monitors: readonly StatusMonitor[] }) {
  const { notify, confirm } = useFeedback();
  const query = useIncidents();
  const deleteIncident = useDeleteIncident();
  const [open, setOpen] = useState<Open>(null);
  const incidents = incidentOrder(query.data ?? []);

  async function remove(incident: Incident) {
    const question = `Delete the incident "${incident.title}" with its ${incident.updates.length} update(s)? Visitors no longer see it on the status page.`;
    if (!(await confirm(question, { title: "Delete incident", confirmLabel: "Delete", danger: true }))) return;
    try {
      await deleteIncident.mutateAsync(incident.id);
      notify("Incident deleted successfully!");
    } catch (caught) {
      if (!isStatus(caught, 401)) notify(`Error deleting incident: ${errorText(caught)}`, "error");
    }
  }

  return (
    <section className="panel" aria-labelledby="incidents-title">
      <div className="status-panel-head">
        <div>
          <h2 id="incidents-title">Incidents</h2>
          <p className="muted small">What went wrong and what you are doing about it, as visitors read it on the status page. Open ones come first.</p>
        </div>
        <button type="button" className="button primary" onClick={() => setOpen({ dialog: "edit", incident: null })}>
          + New Incident
        </button>
      </div>
      {query.error && <p className="warning">Incidents could not be loaded: {errorText(query.error)}</p>}
      {incidents.length === 0 ? (
        <p className="empty-state">{query.isPending ? "Loading incidents..." : "No incidents yet."}</p>
      ) : (
        <TableWrap label="Incidents">
          <table className="data-table status-table" aria-label="Incidents">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Impact</th>
                <th scope="col">State</th>
                <th scope="col">Started</th>
                <th scope="col">Resolved</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {incidents.map((incident) => {
                const affected = monitorNames(monitors, incident.monitors);
                return (
                  <tr key={incident.id} data-open={incident.resolved_at === null}>
                    <td data-label="Title">
                      <span className="status-record-title">{incident.title}</span>
                      {!incident.published && <span className="badge badge-gray status-record-badge">Unpublished</span>}
                      {affected && <small className="hint status-record-monitors">{affected}</small>}
                    </td>
                    <td data-label="Impact">
                      <ImpactBadge impact={incident.impact} />
                    </td>
                    <td data-label="State">
                      <StateBadge state={currentState(incident)} />
                    </td>
                    <td data-label="Started">{formatDateTime(incident.started_at)}</td>
                    <td data-label="Resolved">{incident.resolved_at ? formatDateTime(incident.resolved_at) : "Open"}</td>
                    <td data-label="Actions" className="cell-actions">
                      <div className="card-actions">
                        <button
                          type="button"
                          className={`button small${incident.resolved_at ? "" : " primary"}`}
                          onClick={() => setOpen({ dialog: "updates", incident })}
                          aria-label={`Updates of ${incident.title}`}
                        >
                          Updates ({incident.updates.length})
                        </button>
                        <button
                          type="button"
                          className="button small"
                          onClick={() => setOpen({ dialog: "edit", incident })}
                          aria-label={`Edit ${incident.title}`}
                        >
                          Edit
                        </button>
                        <button type="button" className="button small danger" onClick={() => remove(incident)} aria-label={`Delete ${incident.title}`}>
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
      {open?.dialog === "edit" && <IncidentDialog incident={open.incident} monitors={monitors} onClose={() => setOpen(null)} />}
      {open?.dialog === "updates" && <IncidentUpdateDialog incident={open.incident} onClose={() => setOpen(null)} />}
    </section>
  );
}
