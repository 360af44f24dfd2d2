import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordStatusPoll } from "../../services/statusHistory";
import { startTestServer, type TestServer } from "../../../test/testServer";

let server: TestServer;
let token: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
  // Two monitors as a poll of the status monitor reports them, both shown.
  await recordStatusPoll(server.site.deps.store, {
    status: { status: "operational", code: "operational", text: "All Systems Operational", checked_at: new Date().toISOString() },
    monitors: [
      { id: 1, name: "Web", group: "Hosting", state: "up", beats: [] },
      { id: 2, name: "Mail", group: "Hosting", state: "up", beats: [] },
    ],
  });
  const shown = await admin("/api/admin/status-monitors", "PUT", [
    { id: 1, name: "Web", group: "Hosting", visible: true },
    { id: 2, name: "Mail", group: "Hosting", visible: true },
  ]);
  expect(shown.status).toBe(200);
});
afterAll(() => server?.stop());

const admin = (path: string, method = "GET", body?: unknown) => server.api(path, { method, body, token });
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe("incidents", () => {
  it("opens with defaults, resolves at the time of a resolved update, reopens with a later one, and is deleted", async () => {
    const opened = await admin("/api/admin/incidents", "POST", {
      title: "Mail is slow",
      monitors: [2],
      updates: [{ state: "investigating", body: "Looking." }],
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ title: "Mail is slow", impact: "minor", monitors: [2], published: true, resolved_at: null });
    expect(opened.body.updates).toEqual([{ at: expect.any(String), state: "investigating", body: "Looking." }]);
    const id = opened.body.id;

    const resolvedAt = iso(60_000);
    const resolved = await admin(`/api/admin/incidents/${id}`, "PUT", {
      updates: [...opened.body.updates, { at: resolvedAt, state: "resolved", body: "A queue was stuck; it is **flowing** again." }],
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.resolved_at).toBe(resolvedAt);
    const reopened = await admin(`/api/admin/incidents/${id}`, "PUT", {
      updates: [...resolved.body.updates, { at: iso(120_000), state: "investigating", body: "It is back." }],
    });
    expect(reopened.body.resolved_at).toBeNull();
    expect(reopened.body.updates.map((update: { state: string }) => update.state)).toEqual(["investigating", "resolved", "investigating"]);

    const status = await server.api("/api/status");
    expect(status.body.incidents.map((incident: { id: number }) => incident.id)).toContain(id);
    expect(status.body.incidents[0]).not.toHaveProperty("published");

    expect((await admin(`/api/admin/incidents/${id}`, "DELETE")).body).toEqual({ success: true, message: "Incident deleted", id });
    expect((await admin(`/api/admin/incidents/${id}`, "DELETE")).status).toBe(404);
    expect((await server.api("/api/status")).body.incidents.map((incident: { id: number }) => incident.id)).not.toContain(id);
  });

  it("shows visitors only published incidents that are open or resolved within 90 days, newest first", async () => {
    const old = await admin("/api/admin/incidents", "POST", {
      title: "Long ago",
      started_at: iso(-100 * 24 * HOUR),
      updates: [{ at: iso(-99 * 24 * HOUR), state: "resolved", body: "Done." }],
    });
    const draft = await admin("/api/admin/incidents", "POST", { title: "Draft", published: false });
    const recent = await admin("/api/admin/incidents", "POST", { title: "Recent", started_at: iso(-HOUR), translations: { de: { title: "Kürzlich" } } });
    await admin("/api/admin/site-settings", "PUT", { languages: ["en", "de"] });
    const shown = (await server.api("/api/status?lang=de")).body.incidents.map((incident: { id: number; title: string }) => [incident.id, incident.title]);
    expect(shown).toContainEqual([recent.body.id, "Kürzlich"]);
    expect(shown.map(([id]: [number]) => id)).not.toContain(old.body.id);
    expect(shown.map(([id]: [number]) => id)).not.toContain(draft.body.id);
    // The admin list has them all, newest first.
    const listed = (await admin("/api/admin/incidents")).body.map((incident: { id: number }) => incident.id);
    expect(listed.indexOf(recent.body.id)).toBeLessThan(listed.indexOf(old.body.id));
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const cases: Array<[unknown, string, string]> = [
      [{}, "title", "required"],
      [{ title: "X", impact: "huge" }, "impact", "not_allowed"],
      [{ title: "X", monitors: [99] }, "monitors.0", "not_found"],
      [{ title: "X", updates: [{ state: "fixed", body: "" }] }, "updates.0.state", "not_allowed"],
      [{ title: "X", started_at: "yesterday" }, "started_at", "invalid"],
      [{ title: "x".repeat(201) }, "title", "too_long"],
    ];
    for (const [body, field, code] of cases) {
      const answer = await admin("/api/admin/incidents", "POST", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({ field, code });
    }
    expect((await admin("/api/admin/incidents/9999", "PUT", { title: "Nope" })).status).toBe(404);
  });
});

describe("maintenance windows", () => {
  it("are planned, changed and deleted; a window in progress puts its monitors in maintenance for visitors", async () => {
    const planned = await admin("/api/admin/maintenance", "POST", { title: "Disk swap", monitors: [1], starts_at: iso(HOUR), ends_at: iso(2 * HOUR) });
    expect(planned.status).toBe(200);
    expect(planned.body).toMatchObject({ title: "Disk swap", body: "", monitors: [1], published: true });
    let status = (await server.api("/api/status")).body;
    expect(status.maintenance).toContainEqual(expect.objectContaining({ id: planned.body.id, in_progress: false }));
    expect(status.monitors.find((monitor: { id: number }) => monitor.id === 1).state).toBe("up");

    const now = await admin(`/api/admin/maintenance/${planned.body.id}`, "PUT", { starts_at: iso(-HOUR) });
    expect(now.status).toBe(200);
    status = (await server.api("/api/status")).body;
    expect(status.maintenance).toContainEqual(expect.objectContaining({ id: planned.body.id, in_progress: true }));
    expect(status.monitors.find((monitor: { id: number }) => monitor.id === 1).state).toBe("maintenance");
    expect(status.overall).toBe("maintenance");

    expect((await admin(`/api/admin/maintenance/${planned.body.id}`, "DELETE")).status).toBe(200);
    expect((await server.api("/api/status")).body.monitors.find((monitor: { id: number }) => monitor.id === 1).state).toBe("up");
  });

  it("refuses a window that does not end after it starts, naming ends_at, also on a change", async () => {
    const backwards = await admin("/api/admin/maintenance", "POST", { title: "Backwards", starts_at: iso(2 * HOUR), ends_at: iso(HOUR) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0]).toMatchObject({ field: "ends_at" });
    const fine = await admin("/api/admin/maintenance", "POST", { title: "Fine", starts_at: iso(HOUR), ends_at: iso(2 * HOUR) });
    const changed = await admin(`/api/admin/maintenance/${fine.body.id}`, "PUT", { starts_at: iso(3 * HOUR) });
    expect(changed.status).toBe(400);
    expect(changed.body.errors[0]).toMatchObject({ field: "ends_at" });
    expect((await admin("/api/admin/maintenance", "POST", { title: "No times" })).body.errors[0]).toMatchObject({ field: "starts_at", code: "required" });
  });
});
