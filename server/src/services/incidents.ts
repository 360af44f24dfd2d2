import type { IncidentChange, IncidentCreate, MaintenanceChange, MaintenanceCreate } from "../../../common/contracts";
import { mergeTranslations } from "../../../common/i18n/resolve";
import { NotFoundError, ValidationError } from "../errors";
import type { SiteData, Store } from "../store/types";
import { assertKnownMonitors } from "./statusMonitors";

type StoredIncident = SiteData["incidents"][number];
type StoredWindow = SiteData["maintenance"][number];
type UpdateInput = NonNullable<IncidentChange["updates"]>[number];

/** The timeline oldest first, each update with its time (now when it has none). */
function timeline(updates: readonly UpdateInput[], now: string): StoredIncident["updates"] {
  return updates.map((update) => ({ at: update.at ?? now, state: update.state, body: update.body })).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** Resolved at the time of its newest update when that one says resolved; open otherwise (an update after it reopens it). */
const resolvedAt = (updates: StoredIncident["updates"]): string | null => (updates.at(-1)?.state === "resolved" ? updates.at(-1)!.at : null);

export async function createIncident(store: Store, input: IncidentCreate, now = new Date()): Promise<StoredIncident> {
  return store.update(["incidents"], (draft) => {
    assertKnownMonitors(draft, input.monitors);
    const updates = timeline(input.updates, now.toISOString());
    const incident: StoredIncident = {
      id: store.nextId(draft, "incidents"),
      title: input.title,
      impact: input.impact,
      monitors: input.monitors,
      published: input.published,
      started_at: input.started_at ?? now.toISOString(),
      resolved_at: resolvedAt(updates),
      updates,
      translations: mergeTranslations(undefined, input.translations),
    };
    draft.incidents.push(incident);
    return incident;
  });
}

export async function updateIncident(store: Store, id: number, input: IncidentChange, now = new Date()): Promise<StoredIncident> {
  return store.update(["incidents"], (draft) => {
    const incident = draft.incidents.find((entry) => entry.id === id);
    if (!incident) throw NotFoundError(`Incident ${id} not found`);
    assertKnownMonitors(draft, input.monitors);
    const { updates, translations, ...fields } = input;
    Object.assign(incident, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
    if (updates) incident.updates = timeline(updates, now.toISOString());
    incident.resolved_at = resolvedAt(incident.updates);
    incident.translations = mergeTranslations(incident.translations, translations);
    return incident;
  });
}

export async function deleteIncident(store: Store, id: number): Promise<void> {
  await store.update(["incidents"], (draft) => {
    const index = draft.incidents.findIndex((entry) => entry.id === id);
    if (index < 0) throw NotFoundError(`Incident ${id} not found`);
    draft.incidents.splice(index, 1);
  });
}

/** A 400 naming `ends_at` unless the window ends after it starts. */
function checkWindow(window: Pick<StoredWindow, "starts_at" | "ends_at">): void {
  if (Date.parse(window.ends_at) > Date.parse(window.starts_at)) return;
  const issue = { field: "ends_at", message: "must be after starts_at", code: "out_of_range" as const };
  throw ValidationError(`${issue.field}: ${issue.message}`, [issue]);
}

export async function createMaintenance(store: Store, input: MaintenanceCreate): Promise<StoredWindow> {
  return store.update(["maintenance"], (draft) => {
    assertKnownMonitors(draft, input.monitors);
    checkWindow(input);
    const window: StoredWindow = {
      id: store.nextId(draft, "maintenance"),
      title: input.title,
      body: input.body,
      monitors: input.monitors,
      starts_at: input.starts_at,
      ends_at: input.ends_at,
      published: input.published,
      translations: mergeTranslations(undefined, input.translations),
    };
    draft.maintenance.push(window);
    return window;
  });
}

export async function updateMaintenance(store: Store, id: number, input: MaintenanceChange): Promise<StoredWindow> {
  return store.update(["maintenance"], (draft) => {
    const window = draft.maintenance.find((entry) => entry.id === id);
    if (!window) throw NotFoundError(`Maintenance window ${id} not found`);
    assertKnownMonitors(draft, input.monitors);
    const { translations, ...fields } = input;
    const changed = { ...window, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) } as StoredWindow;
    checkWindow(changed);
    Object.assign(window, changed, { translations: mergeTranslations(window.translations, translations) });
    return window;
  });
}

export async function deleteMaintenance(store: Store, id: number): Promise<void> {
  await store.update(["maintenance"], (draft) => {
    const index = draft.maintenance.findIndex((entry) => entry.id === id);
    if (index < 0) throw NotFoundError(`Maintenance window ${id} not found`);
    draft.maintenance.splice(index, 1);
  });
}

/** Whether a monitor is in a published maintenance window at a time (ms since 1970). */
export function inPublishedWindow(windows: readonly StoredWindow[], monitorId: number, at: number): boolean {
  return windows.some(
    (window) => window.published && window.monitors.includes(monitorId) && Date.parse(window.starts_at) <= at && at < Date.parse(window.ends_at),
  );
}
