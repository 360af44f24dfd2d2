import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../eventually";
import { startFakeUptimeKuma, type FakeUptimeKuma } from "../fakes/fakeUptimeKuma";
import { startTestServer, type TestServer } from "../testServer";

// One configured "second" lasts 20 ms here, so the status monitor is asked every 200 ms; the minutes the rules
// count are the test clock's, moved by hand (the server's polls and the fake's beats both read it).
const SECOND_MS = 20;
const MINUTE = 60_000;
let clock = Date.now();
let kuma: FakeUptimeKuma;
let server: TestServer;
let token: string;

beforeAll(async () => {
  kuma = await startFakeUptimeKuma({ monitors: [1, 1], now: () => clock });
  server = await startTestServer({ background: { secondMs: SECOND_MS, now: () => clock } });
  token = await server.login();
});
afterAll(async () => {
  await server?.stop();
  await kuma?.close();
});

interface Incident {
  id: number;
  title: string;
  impact: string;
  monitors: number[];
  published: boolean;
  started_at: string;
  resolved_at: string | null;
  updates: Array<{ at: string; state: string; body: string }>;
  translations: Record<string, { title?: string }>;
}

const incidents = async (): Promise<Incident[]> => (await server.api("/api/admin/incidents", { token })).body;
const settings = (body: Record<string, unknown>) => server.api("/api/admin/site-settings", { method: "PUT", token, body });

/** Waits until the status monitor has been asked `count` more times (each poll's rules have run by the second). */
async function polls(count = 2): Promise<void> {
  const heartbeats = () => kuma.requests.filter((request) => request.path.startsWith("/api/status-page/heartbeat/")).length;
  const target = heartbeats() + count;
  await eventually(() => expect(heartbeats()).toBeGreaterThanOrEqual(target), 5_000, 20);
}

/** Moves the test clock on and lets the server poll at the new time. */
async function minutesPass(minutes: number): Promise<void> {
  clock += minutes * MINUTE;
  await polls();
}

async function shownState(state: string): Promise<void> {
  await eventually(async () => expect((await server.api("/api/status")).body.monitors[0]?.state).toBe(state));
  await polls();
}

describe("incidents the server opens and closes for outages of shown monitors", () => {
  it("opens one after auto_incident_minutes down (shown monitors only) and resolves it after 5 minutes up", async () => {
    const saved = await settings({ uptime_kuma_url: kuma.statusPageUrl, status_update_interval: 10, languages: ["en", "de"], auto_incident_minutes: 2 });
    expect(saved.status, saved.text).toBe(200);
    await eventually(async () => expect((await server.api("/api/admin/status-monitors", { token })).body).toHaveLength(2));
    const shown = await server.api("/api/admin/status-monitors", { method: "PUT", token, body: [{ id: 1, name: "", group: "", visible: true }] });
    expect(shown.status).toBe(200);

    kuma.setMonitors([0, 0]);
    await shownState("down");
    const downAt = clock;
    await minutesPass(1);
    expect(await incidents()).toEqual([]);

    clock += MINUTE;
    const [opened] = await eventually(async () => {
      const list = await incidents();
      expect(list).toHaveLength(1);
      return list;
    });
    // Monitor 2 is down as long, but hidden: only monitor 1 has an incident.
    expect(opened).toMatchObject({
      title: "Service 1 is not responding",
      impact: "major",
      monitors: [1],
      published: true,
      resolved_at: null,
      translations: { de: { title: "Service 1 antwortet nicht" } },
      updates: [{ state: "investigating", body: "Service 1 is not responding. We are investigating." }],
    });
    expect(Date.parse(opened.started_at)).toBeGreaterThanOrEqual(downAt - MINUTE);
    expect(Date.parse(opened.started_at)).toBeLessThanOrEqual(downAt);
    const publicStatus = (await server.api("/api/status")).body;
    expect(publicStatus.incidents.map((incident: { id: number }) => incident.id)).toEqual([opened.id]);
    // Still down a while longer: still the one incident.
    await minutesPass(3);
    expect(await incidents()).toHaveLength(1);

    kuma.setMonitors([1, 1]);
    await shownState("up");
    await minutesPass(4);
    expect((await incidents())[0].resolved_at).toBeNull();
    clock += MINUTE;
    const resolved = await eventually(async () => {
      const [incident] = await incidents();
      expect(incident.resolved_at).not.toBeNull();
      return incident;
    });
    expect(resolved.updates.map((update) => update.state)).toEqual(["investigating", "resolved"]);
    expect(resolved.updates[1]).toEqual({ at: resolved.resolved_at, state: "resolved", body: "Service 1 is responding again." });

    // Each is logged just after it is stored.
    const activity = await eventually(async () => {
      const answer = (await server.api("/api/admin/activity", { token })).body;
      const summaries = answer.entries.map((entry: { summary: string }) => entry.summary);
      expect(summaries).toContain('Incident "Service 1 is not responding" opened automatically');
      expect(summaries).toContain('Incident "Service 1 is not responding" resolved automatically');
      return answer;
    });
    expect(activity.entries.find((entry: { summary: string }) => entry.summary.endsWith("opened automatically"))).toMatchObject({
      action: "incidents.create",
      actor: "system",
      target: `#${opened.id}`,
    });
  });

  it("opens nothing while set to 0", async () => {
    expect((await settings({ auto_incident_minutes: 0 })).status).toBe(200);
    kuma.setMonitors([0, 0]);
    await shownState("down");
    await minutesPass(30);
    expect(await incidents()).toHaveLength(1);
  });

  it("leaves an incident the administrator resolved as it is, and opens no second one for the same outage", async () => {
    // Down for 30 minutes already: set to 1 minute, the next poll opens one.
    expect((await settings({ auto_incident_minutes: 1 })).status).toBe(200);
    const second = await eventually(async () => {
      const list = await incidents();
      expect(list).toHaveLength(2);
      return list[0];
    });
    expect(second.resolved_at).toBeNull();
    const byHand = { at: new Date(clock).toISOString(), state: "resolved", body: "Fixed by hand." };
    const edited = await server.api(`/api/admin/incidents/${second.id}`, {
      method: "PUT",
      token,
      body: { title: "Web down", updates: [...second.updates, byHand] },
    });
    expect(edited.status, edited.text).toBe(200);

    await minutesPass(10);
    expect(await incidents()).toHaveLength(2);
    kuma.setMonitors([1, 1]);
    await shownState("up");
    await minutesPass(6);
    await polls();
    const [after] = await incidents();
    expect(after).toMatchObject({ id: second.id, title: "Web down" });
    expect(after.updates.map((update) => update.body)).toEqual([second.updates[0].body, "Fixed by hand."]);
    const monitor = server.site.deps.store.snapshot().status_monitors.find((entry) => entry.id === 1);
    expect(monitor?.auto_incident).toBeNull();
  });

  it("refuses auto_incident_minutes outside 0–1440 with a 400 naming the field", async () => {
    for (const value of [-1, 1441, "x"]) {
      const answer = await settings({ auto_incident_minutes: value });
      expect(answer.status, String(value)).toBe(400);
      expect(answer.body.errors[0].field).toBe("auto_incident_minutes");
      expect(answer.body.detail).toContain("auto_incident_minutes");
    }
    expect((await server.api("/api/admin/site-settings", { token })).body.auto_incident_minutes).toBe(1);
  });
});
