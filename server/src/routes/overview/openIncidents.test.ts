import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/**
 * The overview's `open_incidents`: every incident not resolved yet (drafts too, marked by `published`), newest
 * first, as `{id, title, impact, started_at, published}`; a resolved one leaves the list, a reopened one returns.
 */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

async function openIncidents() {
  const overview = await s.admin("/api/admin/overview");
  expect(overview.status, overview.text).toBe(200);
  return overview.body.open_incidents as Array<Record<string, unknown>>;
}

async function createIncident(body: Record<string, unknown>) {
  const created = await s.admin("/api/admin/incidents", "POST", body);
  expect(created.status, created.text).toBe(200);
  return created.body as { id: number; updates: Array<Record<string, unknown>> };
}

describe("GET /api/admin/overview: open_incidents", () => {
  it("lists open incidents newest first, drafts included; resolved ones are not listed", async () => {
    expect(await openIncidents()).toEqual([]);
    const [threeHoursAgo, twoHoursAgo, oneHourAgo] = [hoursAgo(3), hoursAgo(2), hoursAgo(1)];
    const older = await createIncident({ title: "Mail is slow", impact: "major", started_at: threeHoursAgo });
    const draft = await createIncident({ title: "Backups late", published: false, started_at: oneHourAgo });
    const resolved = await createIncident({
      title: "DNS hiccup",
      started_at: twoHoursAgo,
      updates: [{ at: hoursAgo(1.5), state: "resolved", body: "Fixed." }],
    });

    const listed = await openIncidents();
    expect(listed).toEqual([
      { id: draft.id, title: "Backups late", impact: "minor", started_at: oneHourAgo, published: false },
      { id: older.id, title: "Mail is slow", impact: "major", started_at: threeHoursAgo, published: true },
    ]);
    for (const incident of listed) expect(Object.keys(incident)).toEqual(["id", "title", "impact", "started_at", "published"]);
    expect((await s.admin("/api/admin/incidents")).body.map((incident: { id: number }) => incident.id)).toContain(resolved.id);
  });

  it("drops an incident once an update resolves it, and lists it again when a later update reopens it", async () => {
    const incident = await createIncident({ title: "Web servers slow", impact: "critical", updates: [{ state: "investigating", body: "Looking." }] });
    expect((await openIncidents()).map((entry) => entry.id)).toContain(incident.id);

    const resolved = await s.admin(`/api/admin/incidents/${incident.id}`, "PUT", {
      updates: [...incident.updates, { state: "resolved", body: "A disk was full." }],
    });
    expect(resolved.status, resolved.text).toBe(200);
    expect((await openIncidents()).map((entry) => entry.id)).not.toContain(incident.id);

    const reopened = await s.admin(`/api/admin/incidents/${incident.id}`, "PUT", {
      updates: [...resolved.body.updates, { at: new Date(Date.now() + 60_000).toISOString(), state: "investigating", body: "It is back." }],
    });
    expect(reopened.status, reopened.text).toBe(200);
    expect((await openIncidents()).find((entry) => entry.id === incident.id)).toEqual({
      id: incident.id,
      title: "Web servers slow",
      impact: "critical",
      started_at: reopened.body.started_at,
      published: true,
    });

    expect((await s.admin(`/api/admin/incidents/${incident.id}`, "DELETE")).status).toBe(200);
    expect((await openIncidents()).map((entry) => entry.id)).not.toContain(incident.id);
  });
});
