import type { StatusMonitor } from "../../../../../common/contracts";
import { monitorNames } from "../../api/statusMonitors";

/** The first cell of an incident's or a maintenance window's row: its title, whether visitors see it, the monitors it is about. */
export function RecordTitle({ record, monitors }: { record: { title: string; published: boolean; monitors: number[] }; monitors: readonly StatusMonitor[] }) {
  const affected = monitorNames(monitors, record.monitors);
  return (
    <td data-label="Title">
      <span className="status-record-title">{record.title}</span>
      {!record.published && <span className="badge badge-gray status-record-badge">Unpublished</span>}
      {affected && <small className="hint status-record-monitors">{affected}</small>}
    </td>
  );
}
