import { beforeAll, describe, expect, it } from "vitest";
import type { StatusHistoryRow } from "../../../../common/contracts";
import { useSourceSsrServer } from "../../../test/sourceSsrServer";

/** An about number with `source: "measured_uptime"`: the API's and the home page's value is the measured uptime. */
const site = useSourceSsrServer();
beforeAll(async () => {
  const saved = await site.server.api("/api/admin/site-settings", { method: "PUT", token: site.token, body: { languages: ["en", "de"] } });
  expect(saved.status).toBe(200);
});

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const row = (monitor_id: number, date: string, up_minutes: number, down_minutes: number): StatusHistoryRow => ({
  monitor_id,
  date,
  up_minutes,
  down_minutes,
  maintenance_minutes: 0,
  unknown_minutes: 0,
});

const STATS = [
  { value: "99.9%", label: "Uptime", source: "measured_uptime" },
  { value: "5000+", label: "Customers" },
];

describe("an about number measured from the status history", () => {
  it("is saved with its source, and shows the typed value until there is history", async () => {
    const saved = await site.server.api("/api/admin/content/about", { method: "PUT", token: site.token, body: { stats: STATS } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.stats).toEqual(STATS);
    const about = (await site.server.api("/api/content/about")).body;
    // A typed number's answer is exactly {value, label}, as before.
    expect(about.stats).toEqual(STATS);
  });

  it("shows the 90-day uptime of the shown monitors in the page's number format, in the API and on the home page", async () => {
    const before = await site.server.api("/api/content/about");
    const homeBefore = await site.server.api("/");
    expect(homeBefore.status).toBe(200);
    await site.server.site.deps.store.update(["status_monitors", "status_history"], (draft) => {
      draft.status_monitors = [1, 2].map((id) => ({
        id,
        kuma_name: `Service ${id}`,
        name: "",
        group: "",
        visible: id === 1,
        display_order: id,
        state: "up",
        counted_until: null,
      }));
      // Shown: 2 877 of 2 880 minutes up (99.89%, cut); the hidden monitor and rows older than 90 days do not count.
      draft.status_history = [row(1, daysAgo(120), 0, 1_440), row(1, daysAgo(1), 1_440, 0), row(1, today(), 1_437, 3), row(2, today(), 0, 1_440)];
    });

    const after = await site.server.api("/api/content/about");
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    expect(after.body.stats).toEqual([{ value: "99.89%", label: "Uptime", source: "measured_uptime" }, STATS[1]]);
    expect((await site.server.api("/api/content/about?lang=de")).body.stats[0].value).toBe("99,89\u00a0%");

    const home = await site.server.api("/");
    expect(home.headers.get("etag")).not.toBe(homeBefore.headers.get("etag"));
    expect(home.text).toMatch(/<dt>Uptime<\/dt><dd>99\.89%<\/dd>/);
    expect((await site.server.api("/de/")).text).toContain("<dd>99,89\u00a0%</dd>");

    // The next minute counted changes the number everywhere.
    await site.server.site.deps.store.update(["status_history"], (draft) => {
      draft.status_history = draft.status_history.map((entry) => (entry.monitor_id === 1 && entry.date === today() ? { ...entry, down_minutes: 40 } : entry));
    });
    expect((await site.server.api("/api/content/about")).body.stats[0].value).toBe("98.62%");
    expect((await site.server.api("/")).text).toContain("<dd>98.62%</dd>");
  });

  it("leaves the home page's cached copy alone when the history moves on and no number is measured", async () => {
    const typed = await site.server.api("/api/admin/content/about", { method: "PUT", token: site.token, body: { stats: [STATS[1]] } });
    expect(typed.status, typed.text).toBe(200);
    const before = await site.server.api("/");
    await site.server.site.deps.store.update(["status_history"], (draft) => {
      draft.status_history = draft.status_history.map((entry) => (entry.monitor_id === 1 && entry.date === today() ? { ...entry, down_minutes: 41 } : entry));
    });
    const after = await site.server.api("/");
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).toBe(before.headers.get("etag"));
  });

  it("refuses an unknown source, and an empty typed value, with a 400 naming the field", async () => {
    const unknown = await site.server.api("/api/admin/content/about", {
      method: "PUT",
      token: site.token,
      body: { stats: [{ value: "1", label: "x", source: "typed_in" }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe("stats.0.source");
    expect(unknown.body.detail).toContain("stats.0.source");
    const empty = await site.server.api("/api/admin/content/about", {
      method: "PUT",
      token: site.token,
      body: { stats: [STATS[0], { value: "", label: "Customers" }] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([expect.objectContaining({ field: "stats.1.value" })]);
    // Measured, the typed value may be left out: nothing stands in for it until there is history.
    const measuredOnly = await site.server.api("/api/admin/content/about", {
      method: "PUT",
      token: site.token,
      body: { stats: [{ label: "Uptime", source: "measured_uptime" }] },
    });
    expect(measuredOnly.status, measuredOnly.text).toBe(200);
    expect(measuredOnly.body.stats).toEqual([{ value: "", label: "Uptime", source: "measured_uptime" }]);
  });
});
