import {
  STATUS_DAYS_SHOWN,
  type MonitorState,
  type OverallState,
  type PublicIncident,
  type PublicMaintenance,
  type PublicMonitorStatus,
  type PublicStatus,
  type StatusHistoryRow,
  type StatusMonitor,
} from "../../../common/contracts";
import type { Language } from "../../../common/i18n/languages";
import { inPublishedWindow } from "../services/incidents";
import { newestFirst, presentIncident, presentMaintenanceWindow } from "./incidents";
import type { StoredStatusMonitor } from "../services/statusCounting";
import type { SiteData } from "../store/types";
import { copyTranslations, inLanguage } from "./locale";

const DAY_MS = 86_400_000;

/** The monitors as the administrator sees them, in their order (what the server last saw stays inside). */
export function presentStatusMonitors(monitors: readonly StoredStatusMonitor[]): StatusMonitor[] {
  return [...monitors]
    .sort((a, b) => a.display_order - b.display_order || a.id - b.id)
    .map((monitor) => ({
      id: monitor.id,
      kuma_name: monitor.kuma_name,
      name: monitor.name,
      group: monitor.group,
      visible: monitor.visible,
      display_order: monitor.display_order,
      translations: copyTranslations(monitor.translations),
    }));
}

/** A monitor's state now: a published maintenance window in progress wins over what the status monitor last said. */
export function monitorStateNow(monitor: Pick<StoredStatusMonitor, "id" | "state">, windows: SiteData["maintenance"], now: Date): MonitorState {
  return inPublishedWindow(windows, monitor.id, now.getTime()) ? "maintenance" : monitor.state;
}

/** A fraction 0–1 with 4 decimals, or null when nothing was counted. */
function uptime(up: number, down: number): number | null {
  return up + down === 0 ? null : Math.round((up / (up + down)) * 10_000) / 10_000;
}

/** The state of everything shown: down when all are down, degraded when some are, then maintenance, up, unknown. */
function overallState(states: readonly MonitorState[]): OverallState {
  const known = states.filter((state) => state !== "unknown");
  if (known.length === 0) return "unknown";
  const down = known.filter((state) => state === "down").length;
  if (down > 0) return down === known.length ? "down" : "degraded";
  if (known.includes("maintenance")) return "maintenance";
  return "up";
}

/**
 * The status page's data: each shown monitor, in the administrator's order, with its state, its uptime over 24
 * hours, 30 and 90 days and its last 90 days (UTC, oldest first, ending today). The 24 hours are today's minutes
 * and the share of yesterday's that falls within them (a day's minutes are counted, not their times).
 */
export function presentPublicStatus(
  data: Pick<SiteData, "status_monitors" | "status_history" | "incidents" | "maintenance">,
  language: Language,
  checkedAt: string | null,
  now: Date,
): PublicStatus {
  const shown = data.status_monitors.filter((monitor) => monitor.visible).sort((a, b) => a.display_order - b.display_order || a.id - b.id);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dates = Array.from({ length: STATUS_DAYS_SHOWN }, (_, index) => new Date(today - (STATUS_DAYS_SHOWN - 1 - index) * DAY_MS).toISOString().slice(0, 10));
  const shownIds = new Set(shown.map((monitor) => monitor.id));
  const rows = new Map<string, StatusHistoryRow>();
  for (const row of data.status_history) if (shownIds.has(row.monitor_id) && row.date >= dates[0]) rows.set(`${row.monitor_id}|${row.date}`, row);
  const yesterdayShare = 1 - (now.getTime() - today) / DAY_MS;

  const monitors = shown.map((monitor): PublicMonitorStatus => {
    const texts = inLanguage({ name: monitor.name || monitor.kuma_name, group: monitor.group, translations: monitor.translations }, language);
    const days = dates.map((date) => rows.get(`${monitor.id}|${date}`));
    const sum = (from: number) =>
      days.slice(from).reduce((total, row) => ({ up: total.up + (row?.up_minutes ?? 0), down: total.down + (row?.down_minutes ?? 0) }), { up: 0, down: 0 });
    const last30 = sum(STATUS_DAYS_SHOWN - 30);
    const all = sum(0);
    const [yesterday, todayRow] = days.slice(-2);
    return {
      id: monitor.id,
      name: texts.name || monitor.kuma_name,
      group: texts.group,
      state: monitorStateNow(monitor, data.maintenance, now),
      uptime_24h: uptime(
        (todayRow?.up_minutes ?? 0) + (yesterday?.up_minutes ?? 0) * yesterdayShare,
        (todayRow?.down_minutes ?? 0) + (yesterday?.down_minutes ?? 0) * yesterdayShare,
      ),
      uptime_30d: uptime(last30.up, last30.down),
      uptime_90d: uptime(all.up, all.down),
      days: dates.map((date, index) => ({
        date,
        uptime: uptime(days[index]?.up_minutes ?? 0, days[index]?.down_minutes ?? 0),
        down_minutes: days[index]?.down_minutes ?? 0,
      })),
    };
  });
  return {
    overall: overallState(monitors.map((monitor) => monitor.state)),
    checked_at: checkedAt,
    monitors,
    incidents: publicIncidents(data.incidents, language, now),
    maintenance: publicMaintenance(data.maintenance, language, now),
  };
}

/** Published incidents open now or resolved within the days shown, newest first, in `language`. */
export function publicIncidents(incidents: SiteData["incidents"], language: Language, now: Date): PublicIncident[] {
  const since = now.getTime() - STATUS_DAYS_SHOWN * DAY_MS;
  return incidents
    .filter((incident) => incident.published && (incident.resolved_at === null || Date.parse(incident.resolved_at) >= since))
    .sort(newestFirst("started_at"))
    .map((incident) => {
      const { published: _published, translations, ...shown } = presentIncident(incident);
      return { ...shown, title: inLanguage({ title: shown.title, translations }, language).title };
    });
}

/** Published maintenance windows in progress or to come, the soonest first, in `language`. */
export function publicMaintenance(windows: SiteData["maintenance"], language: Language, now: Date): PublicMaintenance[] {
  const at = now.getTime();
  return windows
    .filter((window) => window.published && Date.parse(window.ends_at) > at)
    .sort((a, b) => (a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : a.id - b.id))
    .map((window) => {
      const { published: _published, translations, ...shown } = presentMaintenanceWindow(window);
      const texts = inLanguage({ title: shown.title, body: shown.body, translations }, language);
      return { ...shown, title: texts.title, body: texts.body, in_progress: Date.parse(window.starts_at) <= at };
    });
}
