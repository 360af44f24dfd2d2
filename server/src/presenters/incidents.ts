import type { Incident, MaintenanceWindow } from "../../../common/contracts";
import type { SiteData } from "../store/types";
import { copyTranslations } from "./locale";

/** Newest first by an ISO time (equal times: the higher id first). */
export const newestFirst =
  <K extends string>(key: K) =>
  (a: Record<K, string> & { id: number }, b: Record<K, string> & { id: number }) =>
    a[key] < b[key] ? 1 : a[key] > b[key] ? -1 : b.id - a.id;

/** Incidents for the administrator, newest first. */
export function presentIncidents(incidents: readonly SiteData["incidents"][number][]): Incident[] {
  return [...incidents].sort(newestFirst("started_at")).map(presentIncident);
}

export function presentIncident(incident: SiteData["incidents"][number]): Incident {
  return {
    id: incident.id,
    title: incident.title,
    impact: incident.impact,
    monitors: [...incident.monitors],
    published: incident.published,
    started_at: incident.started_at,
    resolved_at: incident.resolved_at,
    updates: incident.updates.map((update) => ({ ...update })),
    translations: copyTranslations(incident.translations),
  };
}

/** Maintenance windows for the administrator, the latest start first. */
export function presentMaintenanceWindows(windows: readonly SiteData["maintenance"][number][]): MaintenanceWindow[] {
  return [...windows].sort(newestFirst("starts_at")).map(presentMaintenanceWindow);
}

export function presentMaintenanceWindow(window: SiteData["maintenance"][number]): MaintenanceWindow {
  return {
    id: window.id,
    title: window.title,
    body: window.body,
    monitors: [...window.monitors],
    starts_at: window.starts_at,
    ends_at: window.ends_at,
    published: window.published,
    translations: copyTranslations(window.translations),
  };
}
