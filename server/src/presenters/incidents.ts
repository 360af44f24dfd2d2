import type { Incident, MaintenanceWindow } from "../../../common/contracts";
import type { SiteData } from "../store/types";
import { copyTranslations } from "./locale";

/** Incidents for the administrator, newest first. */
export function presentIncidents(incidents: readonly SiteData["incidents"][number][]): Incident[] {
  return [...incidents].sort((a, b) => (a.started_at < b.started_at ? 1 : a.started_at > b.started_at ? -1 : b.id - a.id)).map(presentIncident);
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
  return [...windows].sort((a, b) => (a.starts_at < b.starts_at ? 1 : a.starts_at > b.starts_at ? -1 : b.id - a.id)).map(presentMaintenanceWindow);
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
