import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { StatusHistoryRow } from "../../../common/contracts";
import { monitorsOfMetrics, monitorsOfStatusPage, type MonitorObservation } from "../integrations/uptimeKuma/monitors";
import { countPoll, type StoredStatusMonitor } from "./statusCounting";

const SAMPLES = join(__dirname, "../../test/fixtures/uptimeKuma");
const sample = (name: string) => readFileSync(join(SAMPLES, name), "utf8");
const MINUTE = 60_000;
/** 2026-03-10 00:00 UTC. */
const MIDNIGHT = Date.UTC(2026, 2, 10);

const observed = (state: MonitorObservation["state"], id = 1): MonitorObservation => ({ id, name: `Monitor ${id}`, group: "Web", state, beats: [] });

/** Polls once a minute (at 30 s past), one state per minute, as the server would; answers the final history. */
function pollEveryMinute(states: Array<MonitorObservation["state"] | null>, start = MIDNIGHT) {
  let monitors: StoredStatusMonitor[] = [];
  let history: StatusHistoryRow[] = [];
  states.forEach((state, index) => {
    const counted = countPoll(monitors, history, {
      observed: state === null ? null : [observed(state)],
      now: start + index * MINUTE + 30_000,
      pollIntervalS: 60,
    });
    monitors = counted.monitors;
    history = counted.history;
  });
  return { monitors, history };
}

describe("counting the status monitor's polls", () => {
  it("counts a monitor down 7 of 60 polled minutes as 53 up and 7 down", () => {
    const states = Array.from({ length: 60 }, (_, minute): MonitorObservation["state"] => (minute >= 20 && minute < 27 ? "down" : "up"));
    const { history, monitors } = pollEveryMinute(states);
    expect(history).toEqual([{ monitor_id: 1, date: "2026-03-10", up_minutes: 53, down_minutes: 7, maintenance_minutes: 0, unknown_minutes: 0 }]);
    // New monitors are hidden until the administrator shows them.
    expect(monitors).toMatchObject([{ id: 1, kuma_name: "Monitor 1", name: "Monitor 1", group: "Web", visible: false, state: "up" }]);
  });

  it("counts maintenance as maintenance, never as down, and a failed read or a pending monitor as unknown", () => {
    const { history } = pollEveryMinute(["up", "maintenance", "maintenance", "unknown", null, null, "up"]);
    expect(history).toEqual([{ monitor_id: 1, date: "2026-03-10", up_minutes: 2, down_minutes: 0, maintenance_minutes: 2, unknown_minutes: 3 }]);
  });

  it("counts a published maintenance window as maintenance whatever the monitor says", () => {
    const counted = countPoll([], [], { observed: [observed("down")], now: MIDNIGHT + 30_000, pollIntervalS: 60, inMaintenance: () => true });
    expect(counted.history[0]).toMatchObject({ down_minutes: 0, maintenance_minutes: 1 });
  });

  it("counts each minute once, however many polls or servers see it", () => {
    const first = countPoll([], [], { observed: [observed("up")], now: MIDNIGHT + 10_000, pollIntervalS: 10 });
    // A second server (or the next poll 10 s later) reads the same data within the same minute.
    const again = countPoll(first.monitors, first.history, { observed: [observed("down")], now: MIDNIGHT + 20_000, pollIntervalS: 10 });
    expect(again.history).toEqual(first.history);
    const next = countPoll(again.monitors, again.history, { observed: [observed("down")], now: MIDNIGHT + 70_000, pollIntervalS: 10 });
    expect(next.history[0]).toMatchObject({ up_minutes: 1, down_minutes: 1 });
  });

  it("fills the time since the last poll from the state seen now for one poll interval only, never minutes nobody saw", () => {
    const first = countPoll([], [], { observed: [observed("up")], now: MIDNIGHT + 30_000, pollIntervalS: 120 });
    // Polls every 2 minutes: the 2 minutes since are counted.
    const second = countPoll(first.monitors, first.history, { observed: [observed("up")], now: MIDNIGHT + 2 * MINUTE + 30_000, pollIntervalS: 120 });
    expect(second.history[0].up_minutes).toBe(3);
    // The server was stopped for an hour: only the last 3 minutes (an interval and a minute) are counted.
    const later = countPoll(second.monitors, second.history, { observed: [observed("down")], now: MIDNIGHT + 62 * MINUTE + 30_000, pollIntervalS: 120 });
    expect(later.history[0]).toMatchObject({ up_minutes: 3, down_minutes: 3 });
  });

  it("splits the minutes at midnight (UTC) into two days", () => {
    const { history } = pollEveryMinute(["up", "up", "down", "down"], MIDNIGHT - 2 * MINUTE);
    expect(history).toEqual([
      { monitor_id: 1, date: "2026-03-09", up_minutes: 2, down_minutes: 0, maintenance_minutes: 0, unknown_minutes: 0 },
      { monitor_id: 1, date: "2026-03-10", up_minutes: 0, down_minutes: 2, maintenance_minutes: 0, unknown_minutes: 0 },
    ]);
  });

  it("drops days older than 400 days", () => {
    const old: StatusHistoryRow = { monitor_id: 1, date: "2025-02-01", up_minutes: 1440, down_minutes: 0, maintenance_minutes: 0, unknown_minutes: 0 };
    const kept: StatusHistoryRow = { ...old, date: "2025-03-01" };
    const counted = countPoll([], [old, kept], { observed: [observed("up")], now: MIDNIGHT, pollIntervalS: 60 });
    expect(counted.history.map((row) => row.date)).toEqual(["2025-03-01", "2026-03-10"]);
  });
});

describe("reading Uptime Kuma's answers", () => {
  const page = JSON.parse(sample("01-all-up-status-page.json"));

  it("takes monitors, groups, states and beats from a status page, a paused monitor as unknown", () => {
    const { heartbeatList } = JSON.parse(sample("02-a-down-heartbeat.json"));
    const monitors = monitorsOfStatusPage(page, heartbeatList);
    expect(monitors.map(({ id, name, group, state }) => ({ id, name, group, state }))).toEqual([
      { id: 1, name: "Web A (toggle)", group: "Web", state: "down" },
      { id: 2, name: "Web B (always up)", group: "Web", state: "up" },
      // Paused a minute before: its newest beat is old while the others beat on.
      { id: 3, name: "Push C (paused)", group: "Infra", state: "up" },
      { id: 4, name: "Web D (maintenance)", group: "Infra", state: "up" },
    ]);
    expect(monitors[0].beats.map((beat) => new Date(beat.at).toISOString())).toEqual([
      "2026-11-28T14:30:37.854Z",
      "2026-11-28T14:30:57.854Z",
      "2026-11-28T14:31:17.854Z",
      "2026-11-28T14:31:37.855Z",
    ]);
    expect(monitors[2].beats).toHaveLength(100);
  });

  it("reads maintenance and pending beats", () => {
    const maintenance = monitorsOfStatusPage(page, JSON.parse(sample("04-maint-on-heartbeat.json")).heartbeatList);
    expect(maintenance.find((monitor) => monitor.id === 4)?.state).toBe("maintenance");
    const pending = monitorsOfStatusPage(page, JSON.parse(sample("10-a-pending-heartbeat-bypass.json")).heartbeatList);
    expect(pending.find((monitor) => monitor.id === 1)?.state).toBe("unknown");
    // Monitor 2 was off the page then: it has no beats, so nothing is known of it.
    expect(pending.find((monitor) => monitor.id === 2)?.state).toBe("unknown");
  });

  it("counts the beats before the first poll, minute by minute", () => {
    const { heartbeatList } = JSON.parse(sample("02-a-down-heartbeat.json"));
    const monitors = monitorsOfStatusPage(page, heartbeatList).filter((monitor) => monitor.id === 1);
    const counted = countPoll([], [], { observed: monitors, now: Date.parse("2026-11-28T14:31:42.894Z"), pollIntervalS: 60 });
    // Beats at 14:30:37 (up), 14:30:57 (up), 14:31:17 (up), 14:31:37 (down): minute 14:30 up, 14:31 down (seen now).
    expect(counted.history).toEqual([{ monitor_id: 1, date: "2026-11-28", up_minutes: 1, down_minutes: 1, maintenance_minutes: 0, unknown_minutes: 0 }]);
  });

  it("takes monitors and states from /metrics, names unescaped", () => {
    expect(monitorsOfMetrics(sample("02-a-down-metrics.txt")).map(({ id, name, state }) => ({ id, name, state }))).toEqual([
      { id: 1, name: "Web A (toggle)", state: "down" },
      { id: 2, name: "Web B (always up)", state: "up" },
      { id: 4, name: "Web D (maintenance)", state: "up" },
    ]);
    const escaped = 'monitor_status{monitor_id="9",monitor_name="Say \\"hi\\", ok",monitor_type="http"} 3\n';
    expect(monitorsOfMetrics(escaped)).toMatchObject([{ id: 9, name: 'Say "hi", ok', state: "maintenance" }]);
  });
});
