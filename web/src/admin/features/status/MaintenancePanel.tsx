import { useState } from "react";
import type { MaintenanceWindow, StatusMonitor } from "../../../../../common/contracts";
import { DataTable, RowActions } from "../../components/ui/DataTable";
import { useConfirmedDelete } from "../../hooks/useConfirmedDelete";
import { useNow } from "../../hooks/useNow";
import { formatDateTime } from "../../lib/format";
import { useDeleteMaintenance, useMaintenanceWindows } from "./api";
import { MaintenanceDialog } from "./MaintenanceDialog";
import { maintenanceOrder, maintenancePhase, PHASE_LABELS } from "./maintenanceForm";
import { RecordTitle } from "./RecordTitle";
import { RecordsPanel } from "./RecordsPanel";

const COLUMNS = ["Title", "When", "Starts", "Ends", "Actions"];

/** Maintenance windows: in progress, then upcoming, then past; planned, changed and deleted here. */
export function MaintenancePanel({ monitors }: { monitors: readonly StatusMonitor[] }) {
  const query = useMaintenanceWindows();
  const deleteMaintenance = useDeleteMaintenance();
  const deleteAfterAsking = useConfirmedDelete();
  const [editing, setEditing] = useState<MaintenanceWindow | "new" | null>(null);
  // A window moves from upcoming to in progress to past on screen, without a reload.
  const now = useNow(30_000);
  const windows = maintenanceOrder(query.data ?? [], now);

  const remove = (entry: MaintenanceWindow) =>
    deleteAfterAsking({
      question: `Delete the maintenance window "${entry.title}"? Visitors no longer see it on the status page.`,
      title: "Delete maintenance window",
      run: () => deleteMaintenance.mutateAsync(entry.id),
      deleted: "Maintenance window deleted successfully!",
      failed: "Error deleting maintenance window: ",
    });

  return (
    <RecordsPanel
      id="maintenance-title"
      title="Maintenance windows"
      description="Planned work, announced on the status page before it starts; its monitors count as in maintenance while it lasts."
      addText="+ Plan Maintenance"
      onAdd={() => setEditing("new")}
      what="Maintenance windows"
      error={query.error}
      empty={windows.length > 0 ? null : query.isPending ? "Loading maintenance windows..." : "No maintenance windows yet."}
      dialog={editing && <MaintenanceDialog maintenance={editing === "new" ? null : editing} monitors={monitors} onClose={() => setEditing(null)} />}
    >
      <DataTable label="Maintenance windows" columns={COLUMNS} className="status-table">
        {windows.map((entry) => {
          const phase = maintenancePhase(entry, now);
          return (
            <tr key={entry.id} data-phase={phase}>
              <RecordTitle record={entry} monitors={monitors} />
              <td data-label="When">
                <span className={`badge ${PHASE_LABELS[phase].badge}`}>{PHASE_LABELS[phase].label}</span>
              </td>
              <td data-label="Starts">{formatDateTime(entry.starts_at)}</td>
              <td data-label="Ends">{formatDateTime(entry.ends_at)}</td>
              <RowActions name={entry.title} onEdit={() => setEditing(entry)} onDelete={() => void remove(entry)} />
            </tr>
          );
        })}
      </DataTable>
    </RecordsPanel>
  );
}
