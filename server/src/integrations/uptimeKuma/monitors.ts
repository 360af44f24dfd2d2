import type { MonitorState } from "../../../../common/contracts";

/** Heartbeat and monitor_status codes of Uptime Kuma: 0 down, 1 up, 2 pending, 3 maintenance. */
const KUMA_STATUS = { DOWN: 0, UP: 1, PENDING: 2, MAINTENANCE: 3 } as const;

/** One beat: when (ms since 1970, UTC) and Uptime Kuma's status code. */
interface Beat {
  at: number;
  status: number;
}

/** What one poll saw of a monitor: its id, name and group in Uptime Kuma, its state now and its newest beats. */
export interface MonitorObservation {
  id: number;
  name: string;
  group: string;
  state: MonitorState;
  /** Oldest first; empty when the source has none (/metrics). */
  beats: Beat[];
}

/** A beat older than this, while another monitor on the same page beats, is a paused monitor: its state is unknown. */
const PAUSED_AFTER_MS = 10 * 60_000;

/** A monitor's state from Uptime Kuma's status code: pending (retrying) and anything else unknown count as unknown. */
export function stateOfStatus(status: number | undefined): MonitorState {
  if (status === KUMA_STATUS.UP) return "up";
  if (status === KUMA_STATUS.DOWN) return "down";
  if (status === KUMA_STATUS.MAINTENANCE) return "maintenance";
  return "unknown";
}

/** Uptime Kuma's beat time, `"YYYY-MM-DD HH:mm:ss.SSS"` in UTC without a zone, as ms since 1970 (NaN if not one). */
function parseBeatTime(time: unknown): number {
  if (typeof time !== "string" || !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/.test(time)) return Number.NaN;
  return Date.parse(`${time.replace(" ", "T")}Z`);
}

interface StatusPageAnswer {
  publicGroupList?: Array<{ name?: unknown; monitorList?: Array<{ id?: unknown; name?: unknown }> }>;
}

/**
 * The monitors of a public status page: names and groups from `/api/status-page/{slug}`, beats from
 * `/api/status-page/heartbeat/{slug}` (at most the newest 100 per monitor, oldest first). A monitor without beats,
 * or whose newest beat is long older than the page's newest (a paused monitor keeps its old beats), is unknown.
 */
export function monitorsOfStatusPage(page: unknown, heartbeatList: Record<string, unknown>): MonitorObservation[] {
  const groups = Array.isArray((page as StatusPageAnswer | null)?.publicGroupList) ? (page as StatusPageAnswer).publicGroupList! : [];
  const monitors: MonitorObservation[] = [];
  const seen = new Set<number>();
  for (const group of groups) {
    for (const monitor of Array.isArray(group?.monitorList) ? group.monitorList : []) {
      const id = Number(monitor?.id);
      if (!Number.isInteger(id) || id < 0 || seen.has(id)) continue;
      seen.add(id);
      monitors.push({
        id,
        name: String(monitor.name ?? `Monitor ${id}`),
        group: String(group.name ?? ""),
        state: "unknown",
        beats: beatsOf(heartbeatList[String(id)]),
      });
    }
  }
  const newestOnPage = Math.max(...monitors.map((monitor) => monitor.beats.at(-1)?.at ?? Number.NEGATIVE_INFINITY));
  for (const monitor of monitors) {
    const newest = monitor.beats.at(-1);
    monitor.state = newest && newestOnPage - newest.at <= PAUSED_AFTER_MS ? stateOfStatus(newest.status) : "unknown";
  }
  return monitors;
}

function beatsOf(list: unknown): Beat[] {
  if (!Array.isArray(list)) return [];
  const beats: Beat[] = [];
  for (const beat of list as Array<{ status?: unknown; time?: unknown }>) {
    const at = parseBeatTime(beat?.time);
    const status = Number(beat?.status);
    if (Number.isFinite(at) && Number.isInteger(status)) beats.push({ at, status });
  }
  return beats.sort((a, b) => a.at - b.at);
}

/**
 * The monitors of a Prometheus `/metrics` answer: one `monitor_status{monitor_id="…",monitor_name="…",…} N` line
 * per active monitor (a paused one has none). Labels are read by a single pass over each line, no backtracking.
 */
export function monitorsOfMetrics(metrics: string): MonitorObservation[] {
  const monitors: MonitorObservation[] = [];
  const seen = new Set<number>();
  for (const raw of metrics.split("\n")) {
    const line = raw.trim();
    if (!line.startsWith("monitor_status{")) continue;
    const close = line.lastIndexOf("}");
    if (close < 0) continue;
    const labels = parseLabels(line.slice("monitor_status{".length, close));
    const id = Number(labels.monitor_id);
    const value = Number(line.slice(close + 1).trim());
    if (!Number.isInteger(id) || id < 0 || seen.has(id) || !Number.isInteger(value)) continue;
    seen.add(id);
    monitors.push({ id, name: labels.monitor_name ?? `Monitor ${id}`, group: "", state: stateOfStatus(value), beats: [] });
  }
  return monitors;
}

/** Prometheus labels `a="x",b="y \"q\""` as a record (escapes \\, \" and \n undone). */
function parseLabels(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let index = 0;
  while (index < text.length) {
    const equals = text.indexOf("=", index);
    if (equals < 0 || text[equals + 1] !== '"') break;
    const name = text.slice(index, equals).trim();
    let value = "";
    let at = equals + 2;
    for (; at < text.length && text[at] !== '"'; at++) {
      if (text[at] === "\\" && at + 1 < text.length) {
        at++;
        value += text[at] === "n" ? "\n" : text[at];
      } else value += text[at];
    }
    labels[name] = value;
    index = text.indexOf(",", at);
    if (index < 0) break;
    index++;
  }
  return labels;
}
