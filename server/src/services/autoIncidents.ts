import type { ActivityEntry, Store } from "../store/types";
import { quoted } from "../activity/words";
import { applyAutoIncidentPlan, planAutoIncidents, type AutoIncidentEvents } from "./autoIncidentRules";

/** Who the activity log names for what the server did by itself. */
const AUTO_ACTOR = "system";

/**
 * Opens and closes the incidents of monitors' outages after a poll (autoIncidentRules.ts), and records each in the
 * activity log. The decision is made again inside the store's update, on the data as it is then, so an incident is
 * opened once per outage however many servers run this.
 */
export async function followOutages(store: Store, now = Date.now()): Promise<AutoIncidentEvents> {
  if (!planAutoIncidents(store.snapshot(), now).changed) return { opened: [], closed: [] };
  const events = await store.update(["status_monitors", "incidents"], (draft) =>
    applyAutoIncidentPlan(draft, planAutoIncidents(draft, now), () => store.nextId(draft, "incidents")),
  );
  const at = new Date(now).toISOString();
  const entry = (action: string, target: number, detail: string, summary: string): Omit<ActivityEntry, "id"> => ({
    timestamp: at,
    action,
    actor: AUTO_ACTOR,
    ip: "",
    user_agent: "",
    target: `#${target}`,
    detail,
    success: true,
    summary,
  });
  for (const { monitor, incident } of events.opened) {
    const since = new Date(monitor.down_since ?? now).toISOString();
    await store.activity.add(
      entry("incidents.create", incident.id, `monitor ${monitor.id} down since ${since}`, `Incident ${quoted(incident.title)} opened automatically`),
    );
  }
  for (const { monitor, incident } of events.closed) {
    const since = new Date(monitor.up_since ?? now).toISOString();
    await store.activity.add(
      entry("incidents.update", incident.id, `monitor ${monitor.id} up since ${since}`, `Incident ${quoted(incident.title)} resolved automatically`),
    );
  }
  return events;
}
