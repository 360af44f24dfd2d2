import { useState } from "react";
import type { Incident, StatusMonitor } from "../../../../../common/contracts";
import { DataTable, RowActions } from "../../components/ui/DataTable";
import { useConfirmedDelete } from "../../hooks/useConfirmedDelete";
import { formatDateTime } from "../../lib/format";
import { useDeleteIncident, useIncidents } from "./api";
import { IncidentDialog } from "./IncidentDialog";
import { currentState, incidentOrder } from "./incidentForm";
import { IncidentUpdateDialog } from "./IncidentUpdateDialog";
import { RecordTitle } from "./RecordTitle";
import { RecordsPanel } from "./RecordsPanel";
import { ImpactBadge, StateBadge } from "./StatusBadges";

type Open = { dialog: "edit"; incident: Incident | null } | { dialog: "updates"; incident: Incident } | null;

const COLUMNS = ["Title", "Impact", "State", "Started", "Resolved", "Actions"];

/** Incidents: open ones first, then resolved ones, each newest first; opened, changed, updated and deleted here. */
export function IncidentsPanel({ monitors }: { monitors: readonly StatusMonitor[] }) {
  const query = useIncidents();
  const deleteIncident = useDeleteIncident();
  const deleteAfterAsking = useConfirmedDelete();
  const [open, setOpen] = useState<Open>(null);
  const incidents = incidentOrder(query.data ?? []);

  const remove = (incident: Incident) =>
    deleteAfterAsking({
      question: `Delete the incident "${incident.title}" with its ${incident.updates.length} update(s)? Visitors no longer see it on the status page.`,
      title: "Delete incident",
      run: () => deleteIncident.mutateAsync(incident.id),
      deleted: "Incident deleted successfully!",
      failed: "Error deleting incident: ",
    });

  return (
    <RecordsPanel
      id="incidents-title"
      title="Incidents"
      description="What went wrong and what you are doing about it, as visitors read it on the status page. Open ones come first."
      addText="+ New Incident"
      onAdd={() => setOpen({ dialog: "edit", incident: null })}
      what="Incidents"
      error={query.error}
      empty={incidents.length > 0 ? null : query.isPending ? "Loading incidents..." : "No incidents yet."}
      dialog={
        open?.dialog === "edit" ? (
          <IncidentDialog incident={open.incident} monitors={monitors} onClose={() => setOpen(null)} />
        ) : open?.dialog === "updates" ? (
          <IncidentUpdateDialog incident={open.incident} onClose={() => setOpen(null)} />
        ) : null
      }
    >
      <DataTable label="Incidents" columns={COLUMNS} className="status-table">
        {incidents.map((incident) => (
          <tr key={incident.id} data-open={incident.resolved_at === null}>
            <RecordTitle record={incident} monitors={monitors} />
            <td data-label="Impact">
              <ImpactBadge impact={incident.impact} />
            </td>
            <td data-label="State">
              <StateBadge state={currentState(incident)} />
            </td>
            <td data-label="Started">{formatDateTime(incident.started_at)}</td>
            <td data-label="Resolved">{incident.resolved_at ? formatDateTime(incident.resolved_at) : "Open"}</td>
            <RowActions name={incident.title} onEdit={() => setOpen({ dialog: "edit", incident })} onDelete={() => void remove(incident)}>
              <button
                type="button"
                className={`button small${incident.resolved_at ? "" : " primary"}`}
                onClick={() => setOpen({ dialog: "updates", incident })}
              >
                Updates<span className="visually-hidden"> of {incident.title}</span> ({incident.updates.length})
              </button>
            </RowActions>
          </tr>
        ))}
      </DataTable>
    </RecordsPanel>
  );
}
