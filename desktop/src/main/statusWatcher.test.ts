/**
 * The status watcher against the real server (Koa app, temporary DATA_DIR) reading a fake Uptime Kuma: shown
 * monitors going down and coming back up, and incidents the administrator opens, become notifications; the
 * first poll, hidden monitors, maintenance, a signed-out app, notifications switched off and every kind of
 * failed poll stay quiet.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../server/test/eventually";
import { startFakeUptimeKuma, type FakeUptimeKuma } from "../../../server/test/fakes/fakeUptimeKuma";
import { startTestServer, type TestServer } from "../../../server/test/testServer";
import type { Notice } from "./notices";
import { StatusWatcher } from "./statusWatcher";
import { startLocalServer, type LocalServer } from "./testing/localServer";
import { oneSiteApp } from "./testing/oneSiteApp";
import { startSwitchableProxy } from "./testing/switchableProxy";
import { scaledMs } from "../../../server/test/machine";

// Kuma's states: 0 down, 1 up, 2 pending, 3 maintenance. Monitors 1 (Web) and 2 (Mail) are shown, 3 is not.
const UP = 1;
const DOWN = 0;
const PENDING = 2;
// One configured "second" of the server's background jobs lasts 20 ms here: it reads Kuma every 200 ms.
const SECOND_MS = 20;

let kuma: FakeUptimeKuma;
let server: TestServer;
let token: string;
beforeAll(async () => {
  kuma = await startFakeUptimeKuma({ monitors: [UP, UP, UP] });
  server = await startTestServer({ background: { secondMs: SECOND_MS } });
  token = await server.login();
  const settings = { uptime_kuma_url: kuma.statusPageUrl, status_update_interval: 10, auto_incident_minutes: 0 };
  expect((await admin("/api/admin/site-settings", "PUT", settings)).status).toBe(200);
  await eventually(async () => expect((await admin("/api/admin/status-monitors")).body).toHaveLength(3));
  await showMonitors(true);
}, scaledMs(30_000));
afterAll(async () => {
  await server?.stop();
  await kuma?.close();
});
// Each test starts from both monitors shown and up, with no incident and no maintenance window.
afterEach(async () => {
  for (const kind of ["incidents", "maintenance"]) {
    for (const { id } of (await admin(`/api/admin/${kind}`)).body) expect((await admin(`/api/admin/${kind}/${id}`, "DELETE")).status).toBe(200);
  }
  await showMonitors(true);
  await kumaSays([UP, UP, UP], ["up", "up"]);
});

const admin = (path: string, method = "GET", body?: unknown) => server.api(path, { method, body, token });

async function showMonitors(webShown: boolean): Promise<void> {
  const shown = await admin("/api/admin/status-monitors", "PUT", [
    { id: 1, name: "Web", group: "Hosting", visible: webShown, display_order: 1 },
    { id: 2, name: "Mail", group: "Hosting", visible: true, display_order: 2 },
    { id: 3, name: "Internal", group: "", visible: false, display_order: 3 },
  ]);
  expect(shown.status, shown.text).toBe(200);
}

/** Kuma reports these states, and the status page shows them (`states` of the shown monitors, in order). */
async function kumaSays(statuses: Array<0 | 1 | 2 | 3>, shown: string[]): Promise<void> {
  kuma.setMonitors(statuses);
  await eventually(async () => {
    const answer = await server.api("/api/status");
    expect(answer.body.monitors.map((monitor: { state: string }) => monitor.state)).toEqual(shown);
  });
}

async function openIncident(body: Record<string, unknown>): Promise<number> {
  const created = await admin("/api/admin/incidents", "POST", body);
  expect(created.status, created.text).toBe(200);
  return created.body.id;
}

/** An app's main process signed in to one site ("Brand A" at `origin`), with the status watcher and its notices. */
async function appFor(origin: string, options: { login?: string | null; timeoutMs?: number } = {}) {
  const { settings, vault, site } = await oneSiteApp(origin, options.login === undefined ? token : options.login, options.timeoutMs);
  const notices: Notice[] = [];
  const watcher = new StatusWatcher({ ...site, notify: (notice) => notices.push(notice) });
  return { settings, vault, watcher, notices };
}

describe("StatusWatcher against the real server and a fake Uptime Kuma", () => {
  it("says when a shown monitor goes down and when it is back up; the first poll and a hidden monitor say nothing", async () => {
    await kumaSays([DOWN, UP, UP], ["down", "up"]);
    await openIncident({ title: "Already open before the app started" });
    const app = await appFor(server.url);
    await app.watcher.poll();
    expect(app.notices).toEqual([]); // what is there when watching begins is only recorded

    await kumaSays([UP, UP, DOWN], ["up", "up"]);
    await app.watcher.poll();
    expect(app.notices).toEqual([{ title: "Web is back up", body: "On Brand A" }]);

    await kumaSays([UP, DOWN, UP], ["up", "down"]);
    await app.watcher.poll();
    await app.watcher.poll(); // still down: said once
    expect(app.notices.slice(1)).toEqual([{ title: "Mail is down", body: "On Brand A" }]);

    await kumaSays([UP, UP, UP], ["up", "up"]);
    await app.watcher.poll();
    expect(app.notices.slice(2)).toEqual([{ title: "Mail is back up", body: "On Brand A" }]);
    expect(kuma.requests.length).toBeGreaterThan(0);
  });

  it("announces an incident when it opens or is published; a resolved one and a draft say nothing", async () => {
    const app = await appFor(server.url);
    await app.watcher.poll();

    const opened = await openIncident({ title: "Mail is delayed", impact: "major", monitors: [2] });
    await openIncident({ title: "Recorded afterwards", updates: [{ state: "resolved", body: "It was brief." }] });
    const draft = await openIncident({ title: "Disk swap overran", impact: "critical", published: false });
    await app.watcher.poll();
    expect(app.notices).toEqual([{ title: "Incident: Mail is delayed", body: "Major impact, on Brand A" }]);

    expect((await admin(`/api/admin/incidents/${draft}`, "PUT", { published: true })).status).toBe(200);
    await app.watcher.poll();
    await app.watcher.poll();
    expect(app.notices.slice(1)).toEqual([{ title: "Incident: Disk swap overran", body: "Critical impact, on Brand A" }]);

    // Deleted, they leave the page: nothing to say.
    for (const id of [opened, draft]) expect((await admin(`/api/admin/incidents/${id}`, "DELETE")).status).toBe(200);
    await app.watcher.poll();
    expect(app.notices).toHaveLength(2);
  });

  it("maintenance is not a down, Kuma retrying is not a change, and a monitor no longer shown is not a down", async () => {
    const app = await appFor(server.url);
    await app.watcher.poll();

    // A published maintenance window shows Web in maintenance whatever Kuma reports.
    const window = await admin("/api/admin/maintenance", "POST", {
      title: "Web server upgrade",
      monitors: [1],
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(window.status, window.text).toBe(200);
    await kumaSays([DOWN, UP, UP], ["maintenance", "up"]);
    await app.watcher.poll();
    expect(app.notices).toEqual([]);
    // The window ends while Kuma still reports Web down: up, maintenance, down is a down.
    expect((await admin(`/api/admin/maintenance/${window.body.id}`, "DELETE")).status).toBe(200);
    await eventually(async () => expect((await server.api("/api/status")).body.monitors[0].state).toBe("down"));
    await app.watcher.poll();
    expect(app.notices).toEqual([{ title: "Web is down", body: "On Brand A" }]);

    // Pending (Kuma retrying) shows as unknown: no news, and down again is not said twice.
    await kumaSays([PENDING, UP, UP], ["unknown", "up"]);
    await app.watcher.poll();
    await kumaSays([DOWN, UP, UP], ["down", "up"]);
    await app.watcher.poll();
    expect(app.notices).toHaveLength(1);

    // Web is hidden, comes back up unseen, and is shown again: no down, no back up.
    await showMonitors(false);
    await kumaSays([UP, UP, UP], ["up"]);
    await app.watcher.poll();
    await showMonitors(true);
    await kumaSays([UP, UP, UP], ["up", "up"]);
    await app.watcher.poll();
    expect(app.notices).toHaveLength(1);
  });

  it("stays quiet while signed out or switched off, and starts afresh after either", async () => {
    const app = await appFor(server.url, { login: null });
    await app.watcher.poll();
    await kumaSays([DOWN, UP, UP], ["down", "up"]);
    await app.watcher.poll();
    await app.vault.set("site", token); // signs in: the next poll is the first
    await app.watcher.poll();
    expect(app.notices).toEqual([]);

    app.settings.set("statusNotificationsEnabled", false);
    await kumaSays([UP, UP, UP], ["up", "up"]);
    await app.watcher.poll();
    app.settings.set("statusNotificationsEnabled", true);
    await app.watcher.poll();
    expect(app.notices).toEqual([]);

    await kumaSays([DOWN, UP, UP], ["down", "up"]);
    await app.watcher.poll();
    expect(app.notices).toEqual([{ title: "Web is down", body: "On Brand A" }]);
  });
});

describe("StatusWatcher when a poll fails", () => {
  it("says nothing when the site is cut off, and compares with the last answer read once it is back", async () => {
    const proxy = await startSwitchableProxy(server.url);
    try {
      const app = await appFor(proxy.origin);
      await app.watcher.poll();
      proxy.cut();
      await kumaSays([DOWN, UP, UP], ["down", "up"]);
      await expect(app.watcher.poll()).resolves.toBeUndefined();
      expect(app.notices).toEqual([]);
      proxy.restore();
      await app.watcher.poll();
      expect(app.notices).toEqual([{ title: "Web is down", body: "On Brand A" }]);
    } finally {
      await proxy.close();
    }
  });

  it("says nothing about an error status, a page that is not JSON, JSON of another shape or a server that never answers", async () => {
    let answer = { status: 200, type: "application/json", body: "" };
    const started: LocalServer[] = [];
    try {
      const broken = await startLocalServer((_req, res) => res.writeHead(answer.status, { "Content-Type": answer.type }).end(answer.body));
      const silent = await startLocalServer(() => {}); // accepts and never answers
      started.push(broken, silent);
      const app = await appFor(broken.origin);
      const good = (web: string) => JSON.stringify({ overall: "up", monitors: [{ id: 1, name: "Web", state: web }], incidents: [], maintenance: [] });
      answer = { status: 200, type: "application/json", body: good("up") };
      await app.watcher.poll();
      for (const failure of [
        { status: 500, type: "application/json", body: '{"detail":"Internal error","code":"internal"}' },
        { status: 502, type: "text/html", body: "<h1>502 Bad Gateway</h1>" },
        { status: 200, type: "text/html", body: "<!doctype html><p>Not the API</p>" },
        { status: 200, type: "application/json", body: '{"status":"operational"}' },
      ]) {
        answer = failure;
        await expect(app.watcher.poll()).resolves.toBeUndefined();
      }
      const never = await appFor(silent.origin, { timeoutMs: 300 });
      await never.watcher.poll();
      await never.watcher.poll();
      expect([...app.notices, ...never.notices]).toEqual([]);
      // The failures changed nothing: the next good answer is compared with the last good one.
      answer = { status: 200, type: "application/json", body: good("down") };
      await app.watcher.poll();
      expect(app.notices).toEqual([{ title: "Web is down", body: "On Brand A" }]);
    } finally {
      for (const local of started) local.close();
    }
  });
});
