import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../eventually";
import { startFakeUptimeKuma, type FakeUptimeKuma } from "../fakes/fakeUptimeKuma";
import { startTestServer, type TestServer } from "../testServer";

// One configured "second" lasts 20 ms here, so an interval of 10 s is 200 ms.
const SECOND_MS = 20;
let kuma: FakeUptimeKuma;
let dataDir: string;

beforeAll(async () => {
  kuma = await startFakeUptimeKuma({ monitors: [1, 0] });
  dataDir = await mkdtemp(join(tmpdir(), "hostsite-status-history-"));
});
afterAll(async () => {
  await kuma.close();
  await rm(dataDir, { recursive: true, force: true });
});

const today = () => new Date().toISOString().slice(0, 10);

describe("the uptime history the server keeps from Uptime Kuma", () => {
  let server: TestServer;
  let token: string;
  afterAll(() => server?.stop({ keepData: true }));

  for (const [mode, url] of [
    ["a status page", () => kuma.statusPageUrl],
    ["/metrics", () => kuma.metricsUrl],
  ] as const) {
    it(`learns the monitors from ${mode} (hidden until shown), counts their minutes, and answers them at /api/status`, async () => {
      // Each source starts from an empty data folder; the last one's is started again below.
      await rm(dataDir, { recursive: true, force: true });
      server = await startTestServer({ dataDir, background: { secondMs: SECOND_MS } });
      token = await server.login();
      const settings = {
        uptime_kuma_url: url(),
        uptime_kuma_api_key: mode === "/metrics" ? "uk1_fakeKeyForTests" : null,
        status_update_interval: 10,
        languages: ["en", "de"],
      };
      expect((await server.api("/api/admin/site-settings", { method: "PUT", token, body: settings })).status).toBe(200);

      const monitors = await eventually(async () => {
        const answer = await server.api("/api/admin/status-monitors", { token });
        expect(answer.body).toHaveLength(2);
        return answer.body;
      });
      expect(monitors).toMatchObject([
        { id: 1, kuma_name: "Service 1", name: "Service 1", visible: false },
        { id: 2, kuma_name: "Service 2", name: "Service 2", visible: false },
      ]);
      const hidden = await server.api("/api/status");
      expect(hidden.status).toBe(200);
      expect(hidden.body.monitors).toEqual([]);

      const shown = await server.api("/api/admin/status-monitors", {
        method: "PUT",
        token,
        body: [
          { id: 2, name: "Mail", group: "Email", visible: true, display_order: 1, translations: { de: { name: "E-Mail" } } },
          { id: 1, name: "Websites", group: "Hosting", visible: true, display_order: 2 },
        ],
      });
      expect(shown.status).toBe(200);

      const status = await eventually(async () => {
        const answer = await server.api("/api/status");
        expect(answer.body.monitors.map((monitor: { state: string }) => monitor.state)).toEqual(["down", "up"]);
        return answer;
      });
      expect(status.headers.get("etag")).toBeTruthy();
      expect(status.body.overall).toBe("degraded");
      const [mail, web] = status.body.monitors;
      expect(mail).toMatchObject({ id: 2, name: "Mail", group: "Email" });
      expect(web).toMatchObject({ id: 1, name: "Websites", group: "Hosting", uptime_24h: 1, uptime_30d: 1, uptime_90d: 1 });
      for (const monitor of [mail, web]) {
        expect(monitor.days).toHaveLength(90);
        expect(monitor.days.at(-1).date).toBe(today());
        expect(monitor.days[0].uptime).toBeNull();
      }
      expect(web.days.at(-1)).toEqual({ date: today(), uptime: 1, down_minutes: 0 });
      expect(mail.days.at(-1).down_minutes).toBeGreaterThanOrEqual(1);
      expect(mail.days.at(-1).uptime).toBeLessThan(1);
      expect((await server.api("/api/status?lang=de")).body.monitors[0].name).toBe("E-Mail");

      // The history is stored as one row per monitor and day.
      const rows = server.site.deps.store.snapshot().status_history.filter((row) => row.date === today());
      expect(rows.map((row) => row.monitor_id).sort()).toEqual([1, 2]);
      await server.stop({ keepData: true });
    });
  }

  it("keeps the rows across a restart, and a backup carries them as site.status_history that a restore brings back", async () => {
    server = await startTestServer({ dataDir });
    token = await server.login();
    // No monitor configured now: nothing is counted.
    await server.api("/api/admin/site-settings", { method: "PUT", token, body: { uptime_kuma_url: "" } });
    await eventually(async () => expect((await server.api("/api/system-status")).body.code).toBe("not_configured"));
    const before = server.site.deps.store.snapshot().status_history;
    expect(before.length).toBeGreaterThanOrEqual(2);

    const file = await server.api("/api/admin/backups/download", { token });
    expect(file.status).toBe(200);
    expect(file.body.site.status_history).toEqual(before);

    await server.site.deps.store.update(["status_history"], (draft) => {
      draft.status_history = [];
    });
    expect((await server.api("/api/status")).body.monitors.every((monitor: { uptime_90d: unknown }) => monitor.uptime_90d === null)).toBe(true);
    const restored = await server.api("/api/admin/backups/restore", { method: "POST", token, body: file.body });
    expect(restored.status, restored.text).toBe(200);
    expect(server.site.deps.store.snapshot().status_history).toEqual(before);
  });

  it("refuses a monitor it never saw, and wrong shapes, with a 400 naming the field", async () => {
    const unknown = await server.api("/api/admin/status-monitors", { method: "PUT", token, body: [{ id: 999, name: "Nope", group: "" }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: "validation_failed", errors: [{ field: "0.id", code: "not_found" }] });
    expect(unknown.body.detail).toContain("999");
    const long = await server.api("/api/admin/status-monitors", { method: "PUT", token, body: [{ id: 1, name: "x".repeat(101), group: "" }] });
    expect(long.status).toBe(400);
    expect(long.body.errors[0]).toMatchObject({ field: "0.name", code: "too_long" });
    const notList = await server.api("/api/admin/status-monitors", { method: "PUT", token, body: { id: 1 } });
    expect(notList.status).toBe(400);
  });
});
