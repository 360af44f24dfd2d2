import { maintenanceApi, type MaintenanceChange, type MaintenanceWindow } from "../../../../../common/contracts";
import { schemaErrors, type FieldErrors, type FieldRules } from "../../lib/fieldErrors";
import { fromLocalInput, toLocalInput } from "../../lib/localTime";
import { withTranslatedFields } from "../../lib/translations";

/** A maintenance window as the dialog holds it; the times as datetime-local values (the administrator's local time). */
export interface MaintenanceForm {
  title: string;
  body: string;
  monitors: number[];
  starts_at: string;
  ends_at: string;
  published: boolean;
}

const HOUR_MS = 3_600_000;

/** A new window starts at the next full hour and lasts an hour, published. */
export function maintenanceToForm(window: MaintenanceWindow | null, now = new Date()): MaintenanceForm {
  const start = Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS;
  return {
    title: window?.title ?? "",
    body: window?.body ?? "",
    monitors: window?.monitors ?? [],
    starts_at: toLocalInput(window?.starts_at ?? new Date(start).toISOString()),
    ends_at: toLocalInput(window?.ends_at ?? new Date(start + HOUR_MS).toISOString()),
    published: window?.published ?? true,
  };
}

/** What a save sends: every field, the times as ISO date-times (UTC). Whether it ends after it starts, the server says. */
export function formToMaintenance(form: MaintenanceForm): MaintenanceChange {
  return {
    title: form.title.trim(),
    body: form.body.trim(),
    monitors: form.monitors,
    starts_at: fromLocalInput(form.starts_at) ?? "",
    ends_at: fromLocalInput(form.ends_at) ?? "",
    published: form.published,
  };
}

/** The window's fields as messages name them ("Ends must be after starts_at", the server's rule, at Ends). */
export const MAINTENANCE_RULES: FieldRules = withTranslatedFields({
  labels: { title: "Title", starts_at: "Starts", ends_at: "Ends", monitors: "Monitors affected", published: "Published", body: "Description" },
});

/** The checks made before sending: both times given, and the shared schema. */
export function maintenanceErrors(form: MaintenanceForm, isNew: boolean): FieldErrors {
  const missing: FieldErrors = {};
  if (!form.starts_at.trim()) missing.starts_at = "Starts is required";
  if (!form.ends_at.trim()) missing.ends_at = "Ends is required";
  if (Object.keys(missing).length > 0) return missing;
  return schemaErrors(isNew ? maintenanceApi.create.body : maintenanceApi.update.body, formToMaintenance(form), MAINTENANCE_RULES);
}

export type MaintenancePhase = "in_progress" | "upcoming" | "past";

export const PHASE_LABELS: Record<MaintenancePhase, { label: string; badge: string }> = {
  in_progress: { label: "In progress", badge: "badge-yellow" },
  upcoming: { label: "Upcoming", badge: "badge-blue" },
  past: { label: "Past", badge: "badge-gray" },
};

/** Where a window is at `now`: it lasts from its start up to (not including) its end. */
export function maintenancePhase(window: Pick<MaintenanceWindow, "starts_at" | "ends_at">, now: Date): MaintenancePhase {
  const at = now.getTime();
  if (at < Date.parse(window.starts_at)) return "upcoming";
  return at < Date.parse(window.ends_at) ? "in_progress" : "past";
}

const PHASE_ORDER: readonly MaintenancePhase[] = ["in_progress", "upcoming", "past"];

/**
 * The list as the tab shows it: windows in progress (the first to end first), then upcoming ones (the soonest
 * first), then past ones (the latest first).
 */
export function maintenanceOrder<T extends Pick<MaintenanceWindow, "starts_at" | "ends_at" | "id">>(windows: readonly T[], now: Date): T[] {
  const key = (window: T) => {
    const phase = maintenancePhase(window, now);
    if (phase === "in_progress") return Date.parse(window.ends_at);
    if (phase === "upcoming") return Date.parse(window.starts_at);
    return -Date.parse(window.ends_at);
  };
  return [...windows].sort(
    (a, b) => PHASE_ORDER.indexOf(maintenancePhase(a, now)) - PHASE_ORDER.indexOf(maintenancePhase(b, now)) || key(a) - key(b) || a.id - b.id,
  );
}
