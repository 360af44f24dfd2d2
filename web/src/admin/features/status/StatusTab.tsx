import { AutoIncidentForm } from "./AutoIncidentForm";
import { useStatusMonitors } from "../../api/statusMonitors";
import { IncidentsPanel } from "./IncidentsPanel";
import { MaintenancePanel } from "./MaintenancePanel";
import { MonitorsEditor } from "./MonitorsEditor";
import { StatusLinkNote } from "./StatusLinkNote";

/**
 * Status: what the website's status page shows. The monitors Uptime Kuma reports (shown, named, grouped,
 * ordered), incidents with their updates, maintenance windows, and when an incident opens by itself.
 */
export function StatusTab() {
  const monitors = useStatusMonitors().data ?? [];
  return (
    <section aria-labelledby="status-title">
      <div className="tab-header">
        <div>
          <h1 id="status-title">Status</h1>
          <p className="muted">The status page of your website: its monitors, incidents and maintenance windows.</p>
        </div>
      </div>
      <StatusLinkNote />
      <MonitorsEditor />
      <IncidentsPanel monitors={monitors} />
      <MaintenancePanel monitors={monitors} />
      <AutoIncidentForm />
    </section>
  );
}
