import { afterAll, beforeAll, expect, it } from "vitest";
import { fetchStatusReport, type StatusReport } from "../../src/integrations/uptimeKuma/fetchStatus";
import { followOutages } from "../../src/services/autoIncidents";
import { recordStatusPoll } from "../../src/services/statusHistory";
import type { Store } from "../../src/store/types";
import { eventually } from "../eventually";
import { startFakeUptimeKuma, type FakeUptimeKuma } from "../fakes/fakeUptimeKuma";
import { describeWithPostgres, postgresAvailable, startPostgres, type TestPostgres } from "../postgres";
import { startTestServer } from "../testServer";

/**
 * Two servers on one PostgreSQL database that both count the same polls of Uptime Kuma (as around a change of
 * leader, when the old and the new one both poll) count each minute once, and open one incident per outage.
 */
const MINUTE = 60_000;
let postgres: TestPostgres;
let kuma: FakeUptimeKuma;
/** Three hours ago, on the minute: the polls' times. */
const START = Math.floor(Date.now() / MINUTE) * MINUTE - 3 * 60 * MINUTE;
let clock = START;

beforeAll(async () => {
  if (!postgresAvailable) return;
  postgres = await startPostgres();
  kuma = await startFakeUptimeKuma({ monitors: [1, 1], now: () => clock });
});
afterAll(async () => {
  await kuma?.close();
  await postgres?.stop();
});

const read = (at: number): Promise<StatusReport> =>
  fetchStatusReport({ uptime_kuma_url: kuma.statusPageUrl, uptime_kuma_api_key: "" }, { now: () => new Date(at) });

describeWithPostgres("two servers on one PostgreSQL database counting the same polls", () => {
  it("count each minute once (the rows equal one server's count) and open and resolve one incident per outage", async () => {
    const databaseUrl = await postgres.freshDatabase();
    const a = await startTestServer({ env: { DATABASE_URL: databaseUrl } });
    const b = await startTestServer({ env: { DATABASE_URL: databaseUrl } });
    // The same polls counted by one server alone.
    const alone = await startTestServer();
    const stores: Store[] = [a.site.deps.store, b.site.deps.store];
    try {
      const token = await a.login();
      expect((await a.api("/api/admin/site-settings", { method: "PUT", token, body: { auto_incident_minutes: 2 } })).status).toBe(200);

      // Monitor 2 goes down at minute 5 and comes back at minute 12; each minute both servers count two polls.
      for (let minute = 0; minute < 25; minute++) {
        kuma.setMonitors([1, minute >= 5 && minute < 12 ? 0 : 1]);
        for (const second of [10, 40]) {
          const at = START + minute * MINUTE + second * 1_000;
          clock = at;
          const report = await read(at);
          await Promise.all(stores.map((store) => recordStatusPoll(store, report, at).then(() => followOutages(store, at))));
          await recordStatusPoll(alone.site.deps.store, report, at);
          if (minute === 0 && second === 10) {
            // Seen for the first time (hidden): shown from now on.
            const shown = await a.api("/api/admin/status-monitors", { method: "PUT", token, body: [{ id: 2, name: "Mail", group: "", visible: true }] });
            expect(shown.status, shown.text).toBe(200);
          }
        }
      }

      const expected = alone.site.deps.store.snapshot().status_history;
      expect(expected.reduce((total, row) => total + row.down_minutes, 0)).toBe(7);
      for (const server of [a, b]) {
        await eventually(() => expect(server.site.deps.store.snapshot().status_history).toEqual(expected));
      }

      const incidents = (await b.api("/api/admin/incidents", { token })).body as Array<{
        title: string;
        monitors: number[];
        resolved_at: string | null;
        updates: Array<{ state: string }>;
      }>;
      expect(incidents).toHaveLength(1);
      expect(incidents[0]).toMatchObject({ title: "Mail is not responding", monitors: [2] });
      expect(incidents[0].resolved_at).not.toBeNull();
      expect(incidents[0].updates.map((update) => update.state)).toEqual(["investigating", "resolved"]);
      const activity = (await a.api("/api/admin/activity", { token })).body.entries as Array<{ summary: string }>;
      expect(activity.filter((entry) => entry.summary.endsWith("opened automatically"))).toHaveLength(1);
      expect(activity.filter((entry) => entry.summary.endsWith("resolved automatically"))).toHaveLength(1);
    } finally {
      await Promise.all([a.stop(), b.stop(), alone.stop()]);
    }
  });
});
