import type { PublicIncident, PublicMaintenance } from "../../../common/contracts";
import type { SiteNotice } from "../../../common/publicPages";
import type { SiteData } from "../store/types";
import { changeClock, firstMomentAfter } from "./changeClock";

/**
 * The notice every public page shows: while a published incident is open, the open incidents (newest first); else,
 * while a published maintenance window is in progress, those windows; else none. Takes the status page's own
 * lists (presenters/status.ts), in the page's language.
 */
export function siteNoticeOf(incidents: readonly PublicIncident[], maintenance: readonly PublicMaintenance[]): SiteNotice | null {
  const open = incidents.filter((incident) => incident.resolved_at === null);
  if (open.length > 0) return { kind: "incident", titles: open.map((incident) => incident.title) };
  const inProgress = maintenance.filter((window) => window.in_progress);
  if (inProgress.length > 0) return { kind: "maintenance", titles: inProgress.map((window) => window.title) };
  return null;
}

/**
 * The next moment a published maintenance window starts or ends: the notice (and the status page) change then
 * without any write, so it is part of every public page's cache version.
 */
function nextMaintenanceChange(windows: SiteData["maintenance"], now: Date): string {
  return firstMomentAfter(
    windows.filter((window) => window.published).flatMap((window) => [window.starts_at, window.ends_at]),
    now,
  );
}

/** nextMaintenanceChange, worked out again only when the windows have changed, the moment it named has come or the clock has gone back. */
export function maintenanceChangeClock(): (version: string, windows: () => SiteData["maintenance"], now: Date) => string {
  return changeClock(nextMaintenanceChange);
}
