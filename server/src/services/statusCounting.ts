import { STATUS_HISTORY_KEEP_DAYS, type MonitorState, type StatusHistoryRow } from "../../../common/contracts";
import { stateOfStatus, type MonitorObservation } from "../integrations/uptimeKuma/monitors";
import type { SiteData } from "../store/types";

export type StoredStatusMonitor = SiteData["status_monitors"][number];

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** A beat this much older than the minute it would stand for says nothing about that minute (a paused monitor). */
const BEAT_STANDS_FOR_MS = 10 * MINUTE_MS;

/** What one poll of the status monitor brings to the history. */
export interface PollResult {
  /** Each monitor the status monitor reported; null when it could not be read. */
  observed: readonly MonitorObservation[] | null;
  /** When the poll's answer came (ms since 1970). */
  now: number;
  /** Seconds between polls: a gap since the last counted minute is filled from this far back at most. */
  pollIntervalS: number;
  /** Whether a monitor is in a published maintenance window in a minute (then the minute is maintenance). */
  inMaintenance?: (monitorId: number, minute: number) => boolean;
}

export interface CountedHistory {
  monitors: StoredStatusMonitor[];
  history: StatusHistoryRow[];
  /** Whether anything changed (a minute counted, a monitor new, renamed or in another state). */
  changed: boolean;
}

/** The UTC date of a minute (minutes since 1970). */
const dateOfMinute = (minute: number): string => new Date(minute * MINUTE_MS).toISOString().slice(0, 10);

/**
 * Counts one poll into the monitors' daily rows. Each monitor keeps the last minute counted for it
 * (`counted_until`), and only later minutes are counted, so a minute is counted once per monitor however many
 * polls (or servers) see it. The minutes since the last counted one take their state from the monitor's beats
 * where the beats reach back that far, and the state seen now for the last few minutes (at most one poll interval
 * and a minute); older minutes no poll saw are not counted at all. The first poll counts back to the oldest
 * beat. Pending beats and a read that failed count as unknown; a monitor the status monitor no longer lists is not
 * counted. Rows older than the days kept are dropped.
 */
export function countPoll(monitors: readonly StoredStatusMonitor[], history: readonly StatusHistoryRow[], poll: PollResult): CountedHistory {
  const nowMinute = Math.floor(poll.now / MINUTE_MS);
  const recentMinutes = Math.max(2, Math.ceil(poll.pollIntervalS / 60) + 1);
  const observedById = new Map((poll.observed ?? []).map((monitor) => [monitor.id, monitor]));
  let changed = false;

  const nextMonitors = monitors.map((monitor) => ({ ...monitor }));
  const known = new Map(nextMonitors.map((monitor) => [monitor.id, monitor]));
  let order = Math.max(0, ...nextMonitors.map((monitor) => monitor.display_order));
  for (const seen of poll.observed ?? []) {
    const monitor = known.get(seen.id);
    if (!monitor) {
      // A monitor seen for the first time stays hidden until the administrator shows it.
      const added: StoredStatusMonitor = {
        id: seen.id,
        kuma_name: seen.name,
        name: seen.name,
        group: seen.group,
        visible: false,
        display_order: ++order,
        state: seen.state,
        counted_until: null,
      };
      nextMonitors.push(added);
      known.set(seen.id, added);
      changed = true;
    } else if (monitor.kuma_name !== seen.name) {
      monitor.kuma_name = seen.name;
      changed = true;
    }
  }

  const rows = new Map(history.map((row) => [`${row.monitor_id}|${row.date}`, { ...row }]));
  for (const monitor of nextMonitors) {
    const seen = observedById.get(monitor.id);
    const state: MonitorState = seen?.state ?? "unknown";
    if (monitor.state !== state) {
      monitor.state = state;
      changed = true;
    }
    // Listed by an answer that no longer names it: not on the status page (or paused in /metrics), not counted.
    if (!seen && poll.observed !== null) continue;
    const last = monitor.counted_until;
    if (last !== null && last >= nowMinute) continue;
    const beats = seen?.beats ?? [];
    const firstBeatMinute = beats.length > 0 ? Math.floor(beats[0].at / MINUTE_MS) : nowMinute;
    const from = last === null ? Math.min(nowMinute, Math.max(firstBeatMinute, nowMinute - STATUS_HISTORY_KEEP_DAYS * 1_440)) : last + 1;
    let beatIndex = 0;
    for (let minute = from; minute <= nowMinute; minute++) {
      const minuteEnd = (minute + 1) * MINUTE_MS;
      while (beatIndex < beats.length && beats[beatIndex].at < minuteEnd) beatIndex++;
      const beat = beatIndex > 0 ? beats[beatIndex - 1] : undefined;
      let kind: MonitorState | null;
      if (poll.inMaintenance?.(monitor.id, minute)) kind = "maintenance";
      else if (minute === nowMinute) kind = state;
      else if (beat && minuteEnd - beat.at <= BEAT_STANDS_FOR_MS + MINUTE_MS) kind = stateOfStatus(beat.status);
      else if (minute > nowMinute - recentMinutes) kind = state;
      else kind = null;
      if (kind === null) continue;
      const date = dateOfMinute(minute);
      const key = `${monitor.id}|${date}`;
      let row = rows.get(key);
      if (!row) {
        row = { monitor_id: monitor.id, date, up_minutes: 0, down_minutes: 0, maintenance_minutes: 0, unknown_minutes: 0 };
        rows.set(key, row);
      }
      row[`${kind}_minutes`]++;
    }
    monitor.counted_until = nowMinute;
    changed = true;
  }

  const oldestKept = new Date(poll.now - STATUS_HISTORY_KEEP_DAYS * DAY_MS).toISOString().slice(0, 10);
  const kept = [...rows.values()].filter((row) => row.date >= oldestKept);
  if (kept.length !== rows.size) changed = true;
  kept.sort((a, b) => (a.date === b.date ? a.monitor_id - b.monitor_id : a.date < b.date ? -1 : 1));
  return { monitors: nextMonitors, history: kept, changed };
}
