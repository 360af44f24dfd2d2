import type { StatusMonitorsSave } from "../../../common/contracts";
import { mergeTranslations } from "../../../common/i18n/resolve";
import { ValidationError } from "../errors";
import type { SiteData, Store } from "../store/types";
import type { StoredStatusMonitor } from "./statusCounting";

/**
 * Shows, renames, groups and orders the monitors sent; a monitor left out keeps its settings. An empty name
 * stands for Uptime Kuma's. A monitor id the status monitor never reported is a 400 naming it.
 */
export async function saveStatusMonitors(store: Store, entries: StatusMonitorsSave): Promise<StoredStatusMonitor[]> {
  return store.update(["status_monitors"], (draft) => {
    const byId = new Map(draft.status_monitors.map((monitor) => [monitor.id, monitor]));
    const unknown = entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => !byId.has(entry.id));
    if (unknown.length > 0) {
      const issues = unknown.map(({ entry, index }) => ({
        field: `${index}.id`,
        message: `no monitor with id ${entry.id} is known`,
        code: "not_found" as const,
      }));
      throw ValidationError(`${issues[0].field}: ${issues[0].message}`, issues);
    }
    for (const entry of entries) {
      const monitor = byId.get(entry.id)!;
      monitor.name = entry.name;
      monitor.group = entry.group;
      if (entry.visible !== undefined) monitor.visible = entry.visible;
      if (entry.display_order !== undefined) monitor.display_order = entry.display_order;
      monitor.translations = mergeTranslations(monitor.translations, entry.translations);
    }
    return draft.status_monitors;
  });
}

/** A 400 naming the first of `monitors` (ids, sent at `field`) the status monitor never reported. */
export function assertKnownMonitors(site: Pick<SiteData, "status_monitors">, monitors: readonly number[] | undefined, field = "monitors"): void {
  if (!monitors) return;
  const known = new Set(site.status_monitors.map((monitor) => monitor.id));
  const index = monitors.findIndex((id) => !known.has(id));
  if (index < 0) return;
  const issue = { field: `${field}.${index}`, message: `no monitor with id ${monitors[index]} is known`, code: "not_found" as const };
  throw ValidationError(`${issue.field}: ${issue.message}`, [issue]);
}
