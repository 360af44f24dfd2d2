import { INCIDENT_LIMITS, type MonitorState } from "../../../common/contracts";
import { LIMITS } from "../../../common/limits";
import { catalogFor, formatText } from "../../../common/i18n/catalogs";
import type { Language } from "../../../common/i18n/languages";
import { resolveTranslations } from "../../../common/i18n/resolve";
import type { SiteData } from "../store/types";
import { inPublishedWindow } from "./incidents";
import type { StoredStatusMonitor } from "./statusCounting";

type StoredIncident = SiteData["incidents"][number];
type IncidentUpdate = StoredIncident["updates"][number];

/** The impact of an incident the server opens itself: a shown service is not answering at all. */
const AUTO_INCIDENT_IMPACT = "major";
/** How long a monitor must be up again before the server closes the incident it opened for it. */
const AUTO_RESOLVE_MINUTES = 5;

const MINUTE_MS = 60_000;

/** What the site's data holds that the decision reads. */
export type AutoIncidentSite = Pick<SiteData, "status_monitors" | "incidents" | "maintenance" | "site_settings">;

/** An incident to open for a monitor's outage (its id is handed out when it is stored). */
interface IncidentToOpen {
  monitorId: number;
  incident: Omit<StoredIncident, "id">;
}

/** A monitor whose outage is over: its incident gets `update` (null when the administrator resolved or deleted it). */
interface IncidentToClose {
  monitorId: number;
  incidentId: number;
  update: IncidentUpdate | null;
}

interface AutoIncidentPlan {
  /** Every monitor, each with its outage followed (`down_since`, `up_since`). */
  monitors: StoredStatusMonitor[];
  open: IncidentToOpen[];
  close: IncidentToClose[];
  /** Whether anything is to be stored. */
  changed: boolean;
}

/**
 * What the server does about outages after a poll, decided on the site's data as it is (pure: the store's update
 * runs it again on the data it then holds, so two servers never open an incident twice).
 *
 * Each monitor's outage is followed from the polls: `down_since` is the time of the first poll that saw it down,
 * `up_since` of the first that saw it up again (a monitor in a published maintenance window, or in maintenance in
 * Uptime Kuma, is neither; an unknown state — pending, no answer — changes neither). A shown monitor down for
 * `auto_incident_minutes` (0: never) outside a maintenance window gets one published incident, unless one is
 * already open for its outage; that incident is remembered on the monitor (`auto_incident`) until the monitor has
 * been up for AUTO_RESOLVE_MINUTES, and then closed with a "resolved" update — unless the administrator resolved
 * or deleted it first: then nothing is added, and nothing is opened again for the same outage.
 */
export function planAutoIncidents(site: AutoIncidentSite, now: number): AutoIncidentPlan {
  const settings = site.site_settings;
  const minutes = settings.auto_incident_minutes;
  const open: IncidentToOpen[] = [];
  const close: IncidentToClose[] = [];
  let changed = false;
  let room = INCIDENT_LIMITS.incidents - site.incidents.length;

  const monitors = site.status_monitors.map((stored) => {
    const monitor = followOutage(stored, effectiveState(site, stored, now), now);
    if (monitor !== stored) changed = true;

    const incidentId = monitor.auto_incident ?? null;
    if (incidentId !== null && monitor.up_since != null && now - monitor.up_since >= AUTO_RESOLVE_MINUTES * MINUTE_MS) {
      const incident = site.incidents.find((entry) => entry.id === incidentId);
      const stillOpen = incident !== undefined && incident.resolved_at === null;
      close.push({ monitorId: monitor.id, incidentId, update: stillOpen ? update(settings, monitor, "resolved", now) : null });
      changed = true;
    } else if (
      incidentId === null &&
      minutes > 0 &&
      monitor.visible &&
      monitor.down_since != null &&
      now - monitor.down_since >= minutes * MINUTE_MS &&
      room > 0
    ) {
      open.push({ monitorId: monitor.id, incident: newIncident(settings, monitor, now) });
      room--;
      changed = true;
    }
    return monitor;
  });
  return { monitors, open, close, changed };
}

/**
 * The monitor's state as the outage rules read it: a published maintenance window wins over what the status
 * monitor says (an unknown state stays unknown: the polls learnt nothing).
 */
function effectiveState(site: AutoIncidentSite, monitor: StoredStatusMonitor, now: number): MonitorState {
  return monitor.state !== "unknown" && inPublishedWindow(site.maintenance, monitor.id, now) ? "maintenance" : monitor.state;
}

/** The monitor with `down_since` and `up_since` after a poll saw it in `state` (the same object when nothing changes). */
export function followOutage(monitor: StoredStatusMonitor, state: MonitorState, now: number): StoredStatusMonitor {
  const downSince = monitor.down_since ?? null;
  const upSince = monitor.up_since ?? null;
  let next: { down: number | null; up: number | null };
  if (state === "down") next = { down: downSince ?? now, up: null };
  else if (state === "up") next = { down: null, up: upSince ?? now };
  else if (state === "maintenance") next = { down: null, up: null };
  else return monitor;
  if (next.down === downSince && next.up === upSince) return monitor;
  return { ...monitor, down_since: next.down, up_since: next.up };
}

/** The monitor's name in `language` as visitors read it (Uptime Kuma's when it has none). */
function monitorName(monitor: StoredStatusMonitor, language: Language): string {
  const own = { name: monitor.name || monitor.kuma_name, translations: monitor.translations };
  return resolveTranslations(own, language).name || monitor.kuma_name;
}

/** A title cut to the stored limit. */
function titleOf(text: string): string {
  return text.length > LIMITS.title ? `${text.slice(0, LIMITS.title - 1)}…` : text;
}

/** Markdown's punctuation in a name stands for itself in an update's body (a name "*web*" is not emphasis). */
function literalInMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, "\\$&");
}

/** An update of the timeline in the site's default language (updates have no translations). */
function update(settings: AutoIncidentSite["site_settings"], monitor: StoredStatusMonitor, state: "investigating" | "resolved", now: number): IncidentUpdate {
  const language = settings.default_language;
  const key = state === "investigating" ? "autoInvestigating" : "autoResolved";
  const body = formatText(catalogFor(language).incidents, key, { monitor: literalInMarkdown(monitorName(monitor, language)) });
  return { at: new Date(now).toISOString(), state, body: body.slice(0, INCIDENT_LIMITS.body) };
}

/** The published incident for a monitor's outage: its title in every enabled language, started when the outage began. */
function newIncident(settings: AutoIncidentSite["site_settings"], monitor: StoredStatusMonitor, now: number): Omit<StoredIncident, "id"> {
  const title = (language: Language) => titleOf(formatText(catalogFor(language).incidents, "autoTitle", { monitor: monitorName(monitor, language) }));
  const others = settings.languages.filter((language) => language !== settings.default_language);
  return {
    title: title(settings.default_language),
    impact: AUTO_INCIDENT_IMPACT,
    monitors: [monitor.id],
    published: true,
    started_at: new Date(monitor.down_since ?? now).toISOString(),
    resolved_at: null,
    updates: [update(settings, monitor, "investigating", now)],
    translations: Object.fromEntries(others.map((language) => [language, { title: title(language) }])),
  };
}

/** What storing a plan did: the incidents opened and those closed (as stored), each with its monitor. */
export interface AutoIncidentEvents {
  opened: Array<{ monitor: StoredStatusMonitor; incident: StoredIncident }>;
  closed: Array<{ monitor: StoredStatusMonitor; incident: StoredIncident }>;
}

/** Stores a plan into the site's data (inside the store's update); `nextId` hands out incident ids. */
export function applyAutoIncidentPlan(draft: SiteData, plan: AutoIncidentPlan, nextId: () => number): AutoIncidentEvents {
  const events: AutoIncidentEvents = { opened: [], closed: [] };
  const monitors = new Map(plan.monitors.map((monitor) => [monitor.id, { ...monitor }]));
  for (const { monitorId, incident } of plan.open) {
    const stored: StoredIncident = { id: nextId(), ...incident };
    draft.incidents.push(stored);
    const monitor = monitors.get(monitorId)!;
    monitor.auto_incident = stored.id;
    events.opened.push({ monitor, incident: stored });
  }
  for (const { monitorId, incidentId, update: resolved } of plan.close) {
    const monitor = monitors.get(monitorId)!;
    monitor.auto_incident = null;
    const incident = draft.incidents.find((entry) => entry.id === incidentId);
    if (!incident || !resolved) continue;
    incident.updates = [...incident.updates, resolved].slice(-INCIDENT_LIMITS.updates);
    incident.resolved_at = resolved.at;
    events.closed.push({ monitor, incident });
  }
  draft.status_monitors = [...monitors.values()];
  return events;
}
