import { describe, expect, it } from "vitest";
import type { MonitorState } from "../../../common/contracts";
import { demoSiteData } from "../store/demoData";
import type { SiteData } from "../store/types";
import { applyAutoIncidentPlan, followOutage, planAutoIncidents, type AutoIncidentSite } from "./autoIncidentRules";
import type { StoredStatusMonitor } from "./statusCounting";

const MINUTE = 60_000;
const START = Date.UTC(2026, 2, 10, 12, 0);

const monitor = (id: number, visible = true): StoredStatusMonitor => ({
  id,
  kuma_name: `Service ${id}`,
  name: id === 1 ? "Web *hosting*" : "",
  group: "",
  visible,
  display_order: id,
  translations: id === 1 ? { de: { name: "Webhosting" } } : undefined,
  state: "up",
  counted_until: null,
});

/** A site with two monitors (the second hidden), English and German, incidents after `minutes` down. */
function site(minutes = 5): SiteData {
  const seed = demoSiteData();
  return {
    ...seed,
    site_settings: { ...seed.site_settings, languages: ["en", "de"], default_language: "en", auto_incident_minutes: minutes },
    status_monitors: [monitor(1), monitor(2, false)],
    incidents: [],
    maintenance: [],
  };
}

/** Polls once a minute: each poll sets every monitor's state, then stores what the rules decide. */
function poll(data: SiteData, states: Record<number, MonitorState>, at: number) {
  data.status_monitors = data.status_monitors.map((entry) => ({ ...entry, state: states[entry.id] ?? entry.state }));
  const plan = planAutoIncidents(data, at);
  let id = Math.max(0, ...data.incidents.map((incident) => incident.id));
  return { plan, events: applyAutoIncidentPlan(data, plan, () => ++id) };
}

/** Polls a whole sequence, one state of both monitors per minute from START. */
function pollMinutes(data: SiteData, states: MonitorState[], from = 0) {
  return states.map((state, index) => poll(data, { 1: state, 2: state }, START + (from + index) * MINUTE));
}

describe("following a monitor's outage", () => {
  it("notes when polls first saw it down and up; maintenance is neither; unknown changes nothing", () => {
    const down = followOutage(monitor(1), "down", START);
    expect(down).toMatchObject({ down_since: START, up_since: null });
    expect(followOutage(down, "down", START + MINUTE)).toBe(down);
    expect(followOutage(down, "unknown", START + MINUTE)).toBe(down);
    const up = followOutage(down, "up", START + 2 * MINUTE);
    expect(up).toMatchObject({ down_since: null, up_since: START + 2 * MINUTE });
    expect(followOutage(up, "maintenance", START + 3 * MINUTE)).toMatchObject({ down_since: null, up_since: null });
  });
});

describe("incidents the server opens and closes itself", () => {
  it("opens one published incident after the set minutes down, in every site language, and closes it after 5 minutes up", () => {
    const data = site(3);
    const polls = pollMinutes(data, ["down", "down", "down"]);
    expect(polls.every(({ plan }) => plan.open.length === 0)).toBe(true);
    const [opening] = pollMinutes(data, ["down"], 3);
    // Only the shown monitor: the hidden one is down as long.
    expect(opening.events.opened.map(({ incident }) => incident.monitors)).toEqual([[1]]);
    expect(data.incidents).toEqual([
      {
        id: 1,
        title: "Web *hosting* is not responding",
        impact: "major",
        monitors: [1],
        published: true,
        started_at: new Date(START).toISOString(),
        resolved_at: null,
        updates: [
          { at: new Date(START + 3 * MINUTE).toISOString(), state: "investigating", body: "Web \\*hosting\\* is not responding. We are investigating." },
        ],
        translations: { de: { title: "Webhosting antwortet nicht" } },
      },
    ]);
    expect(data.status_monitors.find((entry) => entry.id === 1)?.auto_incident).toBe(1);

    // Still down, then briefly up and down again: the same outage, no second incident.
    pollMinutes(data, ["down", "up", "up", "down", "down", "down", "down"], 4);
    expect(data.incidents).toHaveLength(1);

    const upAgain = pollMinutes(data, ["up", "up", "up", "up", "up", "up"], 11);
    expect(upAgain.slice(0, 5).every(({ plan }) => plan.close.length === 0)).toBe(true);
    expect(upAgain[5].events.closed.map(({ incident }) => incident.id)).toEqual([1]);
    const [incident] = data.incidents;
    expect(incident.updates.at(-1)).toEqual({
      at: new Date(START + 16 * MINUTE).toISOString(),
      state: "resolved",
      body: "Web \\*hosting\\* is responding again.",
    });
    expect(incident.resolved_at).toBe(incident.updates.at(-1)!.at);
    expect(data.status_monitors.find((entry) => entry.id === 1)?.auto_incident).toBeNull();

    // A new outage is a new incident.
    pollMinutes(data, ["down", "down", "down", "down"], 17);
    expect(data.incidents.map((entry) => entry.resolved_at === null)).toEqual([false, true]);
  });

  it("opens nothing when set to 0, for hidden monitors, or in a published maintenance window", () => {
    const off = site(0);
    pollMinutes(off, Array<MonitorState>(30).fill("down"));
    expect(off.incidents).toEqual([]);

    const planned = site(2);
    planned.maintenance = [
      {
        id: 1,
        title: "Upgrade",
        body: "",
        monitors: [1],
        starts_at: new Date(START - MINUTE).toISOString(),
        ends_at: new Date(START + 10 * MINUTE).toISOString(),
        published: true,
      },
    ];
    pollMinutes(planned, Array<MonitorState>(10).fill("down"));
    expect(planned.incidents).toEqual([]);
    // The window is over and the monitor still down: counted from the end of the window.
    pollMinutes(planned, ["down", "down"], 10);
    expect(planned.incidents).toEqual([]);
    pollMinutes(planned, ["down"], 12);
    expect(planned.incidents).toHaveLength(1);
  });

  it("respects an administrator's resolve: nothing is added, and the same outage opens nothing new", () => {
    const data = site(1);
    pollMinutes(data, ["down", "down"]);
    expect(data.incidents).toHaveLength(1);
    const by = { at: new Date(START + 3 * MINUTE).toISOString(), state: "resolved" as const, body: "Fixed by hand." };
    data.incidents[0] = { ...data.incidents[0], updates: [...data.incidents[0].updates, by], resolved_at: by.at };
    pollMinutes(data, Array<MonitorState>(10).fill("down"), 4);
    expect(data.incidents).toHaveLength(1);
    const closing = pollMinutes(data, Array<MonitorState>(6).fill("up"), 14);
    expect(closing[5].plan.close).toEqual([{ monitorId: 1, incidentId: 1, update: null }]);
    expect(closing[5].events.closed).toEqual([]);
    expect(data.incidents[0].updates.at(-1)).toEqual(by);
    expect(data.status_monitors[0].auto_incident).toBeNull();
  });

  it("decides the same on data another server already changed: one incident per outage", () => {
    const data = site(1);
    pollMinutes(data, ["down"]);
    data.status_monitors = data.status_monitors.map((entry) => ({ ...entry, state: "down" }));
    const at = START + 5 * MINUTE;
    expect(planAutoIncidents(data, at).open).toHaveLength(1);
    // The first server stores its plan; the second decides on the data as it is then.
    applyAutoIncidentPlan(data, planAutoIncidents(data, at), () => 1);
    expect(planAutoIncidents(data, at)).toMatchObject({ open: [], close: [], changed: false });
    expect(data.incidents).toHaveLength(1);
  });

  it("changes nothing while every monitor stays as it was", () => {
    const data: AutoIncidentSite = site();
    expect(planAutoIncidents(data, START).changed).toBe(true);
    const settled = { ...data, status_monitors: planAutoIncidents(data, START).monitors };
    expect(planAutoIncidents(settled, START + MINUTE)).toMatchObject({ open: [], close: [], changed: false });
  });
});
