import { useState } from "react";
import type { MaintenanceWindow, StatusMonitor } from "../../../../../common/contracts";
import { errorText, isStatus } from "../../../lib/api/errors";
import { useFeedback } from "../../components/ui/Feedback";
import { TableWrap } from "../../components/ui/TableWrap";
import { useNow } from "../../hooks/useNow";
import { formatDateTime } from "../../lib/format";
import { useDeleteMaintenance, useMaintenanceWindows } from "./api";
import { MaintenanceDialog } from "./MaintenanceDialog";
import { maintenanceOrder, maintenancePhase, PHASE_LABELS } from "./maintenanceForm";
import { monitorNames } from "./monitorsForm";

/** Maintenance windows: in progress, then upcoming, then past; planned, changed and deleted here. */
export function MaintenancePanel({ monitors }: { monitors: readonly StatusMonitor[] }) {
  const { notify, confirm } = useFeedback();
  const query = useMaintenanceWindows();
  const deleteMaintenance = useDeleteMaintenance();
  const [editing, setEditing] = useState<MaintenanceWindow | "new" | null>(null);
  // A window moves from upcoming to in progress to past on screen, without a reload.
  const now = useNow(30_000);
  const windows = maintenanceOrder(query.data ?? [], now);

  async function remove(entry: MaintenanceWindow) {
    const question = `Delete the maintenance window "${entry.title}"? Visitors no longer see it on the status page.`;
    if (!(await confirm(question, { title: "Delete maintenance window", confirmLabel: "Delete", danger: true }))) return;
    try {
      await deleteMaintenance.mutateAsync(entry.id);
      notify("Maintenance window deleted successfully!");
    } catch (caught) {
      if (!isStatus(caught, 401)) notify(`Error deleting maintenance window: ${errorText(caught)}`, "error");
    }
  }

  return (
    <section className="panel" aria-labelledby="maintenance-title">
      <div className="status-panel-head">
        <div>
          <h2 id="maintenance-title">Maintenance windows</h2>
          <p className="muted small">Planned work, announced on the status page before it starts; its monitors count as in maintenance while it lasts.</p>
        </div>
        <button type="button" className="button primary" onClick={() => setEditing("new")}>
          + Plan Maintenance
        </button>
      </div>
      {query.error && <p className="warning">Maintenance windows could not be loaded: {errorText(query.error)}</p>}
      {windows.length === 0 ? (
        <p className="empty-state">{query.isPending ? "Loading maintenance windows..." : "No maintenance windows yet."}</p>
      ) : (
        <TableWrap label="Maintenance windows">
          <table className="data-table status-table" aria-label="Maintenance windows">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">When</th>
                <th scope="col">Starts</th>
                <th scope="col">Ends</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {windows.map((entry) => {
                const phase = maintenancePhase(entry, now);
                const affected = monitorNames(monitors, entry.monitors);
                return (
                  <tr key={entry.id} data-phase={phase}>
                    <td data-label="Title">
                      <span className="status-record-title">{entry.title}</span>
                      {!entry.published && <span className="badge badge-gray status-record-badge">Unpublished</span>}
                      {affected && <small className="hint status-record-monitors">{affected}</small>}
                    </td>
                    <td data-label="When">
                      <span className={`badge ${PHASE_LABELS[phase].badge}`}>{PHASE_LABELS[phase].label}</span>
                    </td>
                    <td data-label="Starts">{formatDateTime(entry.starts_at)}</td>
                    <td data-label="Ends">{formatDateTime(entry.ends_at)}</td>
                    <td data-label="Actions" className="cell-actions">
                      <div className="card-actions">
                        <button type="button" className="button small" onClick={() => setEditing(entry)} aria-label={`Edit ${entry.title}`}>
                          Edit
                        </button>
                        <button type="button" className="button small danger" onClick={() => remove(entry)} aria-label={`Delete ${entry.title}`}>
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
      {editing && <MaintenanceDialog maintenance={editing === "new" ? null : editing} monitors={monitors} onClose={() => setEditing(null)} />}
    </section>
  );
}
