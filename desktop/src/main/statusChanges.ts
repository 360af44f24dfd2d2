import type { PublicIncident, PublicMonitorStatus } from "../../../common/contracts";
import { firstFew, oneLine, type Notice } from "./notices";

/**
 * What changed on a site's status page between two answers of GET /api/status, and what a notification says
 * about it. Pure functions: the watcher fetches, these decide.
 *
 * A monitor is announced when it goes from up to down ("… is down") or from down to up ("… is back up").
 * Maintenance and unknown (Uptime Kuma retrying, or not answering) are neither: the monitor keeps the last of
 * the two it was seen in, so up → maintenance → down is a down, and down → unknown → down says nothing twice.
 * A monitor seen for the first time, or only ever in maintenance or unknown, is recorded without a word; one
 * that is no longer shown is forgotten (it is not down). An incident is announced when it is open now and was
 * not open in the previous answer (new, newly published or reopened).
 */

/** The fields of an answer the comparison reads. */
export interface StatusAnswer {
  monitors: Array<Pick<PublicMonitorStatus, "id" | "name" | "state">>;
  incidents: Array<Pick<PublicIncident, "id" | "title" | "impact" | "resolved_at">>;
}

/** What is remembered of a site's status page between polls. */
export interface StatusMemory {
  /** Per shown monitor id: the last of up and down it was seen in (null: neither yet). */
  monitors: ReadonlyMap<number, "up" | "down" | null>;
  /** The ids of the incidents open in the last answer. */
  openIncidents: ReadonlySet<number>;
}

const MONITOR_STATES = new Set(["up", "down", "maintenance", "unknown"]);
const IMPACT_WORDS: Record<string, string> = { minor: "Minor", major: "Major", critical: "Critical" };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The monitors and incidents of an answer, checked (the site may run any version); null when it is not one. */
export function statusAnswerOf(body: unknown): StatusAnswer | null {
  if (!isRecord(body) || !Array.isArray(body.monitors) || !Array.isArray(body.incidents)) return null;
  const monitors = body.monitors.filter(
    (item): item is StatusAnswer["monitors"][number] =>
      isRecord(item) && Number.isSafeInteger(item.id) && typeof item.name === "string" && MONITOR_STATES.has(item.state as string),
  );
  const incidents = body.incidents.filter(
    (item): item is StatusAnswer["incidents"][number] =>
      isRecord(item) && Number.isSafeInteger(item.id) && typeof item.title === "string" && (item.resolved_at === null || typeof item.resolved_at === "string"),
  );
  return { monitors, incidents };
}

/** Compares an answer with what was remembered (null: the first answer, which is only recorded). */
export function compareStatus(siteName: string, previous: StatusMemory | null, answer: StatusAnswer): { notices: Notice[]; memory: StatusMemory } {
  const downs: Notice[] = [];
  const ups: Notice[] = [];
  const monitors = new Map<number, "up" | "down" | null>();
  for (const monitor of answer.monitors) {
    const before = previous?.monitors.get(monitor.id) ?? null;
    const now = monitor.state === "up" || monitor.state === "down" ? monitor.state : before;
    monitors.set(monitor.id, now);
    const name = oneLine(monitor.name) || `Monitor ${monitor.id}`;
    if (before === "up" && now === "down") downs.push({ title: `${name} is down`, body: `On ${siteName}` });
    if (before === "down" && now === "up") ups.push({ title: `${name} is back up`, body: `On ${siteName}` });
  }
  const open = answer.incidents.filter((incident) => incident.resolved_at === null);
  const opened = previous === null ? [] : open.filter((incident) => !previous.openIncidents.has(incident.id));
  const incidents = opened.map((incident) => ({
    title: `Incident: ${oneLine(incident.title)}`,
    body: `${IMPACT_WORDS[incident.impact] ?? "Some"} impact, on ${siteName}`,
  }));
  // Worst news first: what went down, what opened, then what came back.
  const notices = firstFew([...downs, ...incidents, ...ups], (rest) => ({
    title: `Status changes on ${siteName}`,
    body: `${rest} more change${rest === 1 ? "" : "s"} on the status page`,
  }));
  return { notices, memory: { monitors, openIncidents: new Set(open.map((incident) => incident.id)) } };
}
