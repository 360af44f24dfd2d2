import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "../../logger";
import { startFakeBlesta, type FakeBlesta } from "../../../test/fakes/fakeBlesta";
import { startFakeUptimeKuma } from "../../../test/fakes/fakeUptimeKuma";
import { postgresAvailable, POSTGRES_SKIP_MESSAGE, startPostgres, type TestPostgres } from "../../../test/postgres";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../../test/testServer";

/** Two full servers on one PostgreSQL database, as behind a load balancer. */
let postgres: TestPostgres;
let blesta: FakeBlesta;
beforeAll(async () => {
  if (!postgresAvailable) return;
  postgres = await startPostgres();
  blesta = await startFakeBlesta({ user: "api-user", key: "api-key", packages: [{ id: 11, name: "Web Starter", pricing: [{ term: 1, period: "month", price: 9.99, currency: "USD" }] }] });
});
afterAll(async () => {
  await blesta?.close();
  await postgres?.stop();
});
if (!postgresAvailable) describe.skip(POSTGRES_SKIP_MESSAGE, () => it("needs PostgreSQL", () => {}));

const SECOND_MS = 100; // test clock: the leader lock is retried every 5 "seconds" = 500 ms
const HOUR_MS = 400; // test clock: a 1-hour billing sync period is 400 ms

function recordingLogger(lines: string[]): Logger {
  return { info: (message) => lines.push(message), warn: (message) => lines.push(message), error: (message) => lines.push(message) };
}

async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function startInstance(databaseUrl: string, lines: string[]): Promise<TestServer> {
  return startTestServer({
    env: { DATABASE_URL: databaseUrl, TRUST_PROXY: "true" },
    logger: recordingLogger(lines),
    background: { secondMs: SECOND_MS, hourMs: HOUR_MS },
  });
}

const syncRuns = (lines: string[]) => lines.filter((line) => line.startsWith("scheduled billing sync")).length;

describe.skipIf(!postgresAvailable)("two server instances on one PostgreSQL database", () => {
  it("shows a write made on one instance in the other's public answers, and accepts its tokens", async () => {
    const databaseUrl = await postgres.freshDatabase();
    const a = await startInstance(databaseUrl, []);
    const b = await startInstance(databaseUrl, []);
    try {
      const before = await b.api("/api/site-info");
      expect(before.status).toBe(200);
      const etag = before.headers.get("etag");

      const token = await a.login();
      expect((await a.api("/api/admin/company-info", { method: "PUT", token, body: { name: "Shared Hosting Co" } })).status).toBe(200);

      const after = await eventually(async () => {
        const response = await b.api("/api/site-info");
        expect(response.body.company.name).toBe("Shared Hosting Co");
        return response;
      }, 2_000);
      expect(after.headers.get("etag")).not.toBe(etag);
      expect((await b.api("/api/site-info", { headers: { "if-none-match": after.headers.get("etag")! } })).status).toBe(304);
      // One token-signing secret: a login on A is valid on B.
      expect((await b.api("/api/admin/company-info", { token })).body.name).toBe("Shared Hosting Co");
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it("runs the scheduled billing sync on exactly one instance, and hands it over when that one stops", async () => {
    const databaseUrl = await postgres.freshDatabase();
    const linesA: string[] = [];
    const linesB: string[] = [];
    const a = await startInstance(databaseUrl, linesA);
    let b: TestServer | null = null;
    try {
      const token = await a.login();
      const plans = (await a.api("/api/admin/hosting-plans", { token })).body as Array<{ id: number; name: string }>;
      expect((await a.api("/api/admin/blesta/mapping", { method: "PUT", token, body: { plan_id: plans[0].id, blesta_package_id: 11 } })).status).toBe(200);
      b = await startInstance(databaseUrl, linesB);
      // Saved on B, the follower: the leader A picks the new schedule up.
      const saved = await b.api("/api/admin/blesta/settings", {
        method: "PUT",
        token,
        body: { api_url: blesta.url, username: "api-user", api_key: "api-key", timeout: 10, company_id: 1, sync_enabled: true, sync_frequency: 1 },
      });
      expect(saved.status).toBe(200);

      await eventually(() => expect(syncRuns(linesA)).toBeGreaterThanOrEqual(3), 10_000);
      expect(syncRuns(linesB)).toBe(0);
      expect(blesta.requests.some((request) => request.call.startsWith("packages/get"))).toBe(true);
      expect((await b.api("/api/admin/blesta/status", { token })).body.last_sync).toBeTruthy();

      await a.stop();
      await eventually(() => expect(linesB.some((line) => line.includes("now the leader"))).toBe(true), 3_000);
      await eventually(() => expect(syncRuns(linesB)).toBeGreaterThanOrEqual(1), 5_000);
    } finally {
      await a.stop().catch(() => {});
      await b?.stop();
    }
  });

  it("polls the status monitor on the leader and shows its result on the follower", async () => {
    const kuma = await startFakeUptimeKuma({ monitors: [1, 1, 1] });
    const databaseUrl = await postgres.freshDatabase();
    const a = await startInstance(databaseUrl, []);
    const b = await startInstance(databaseUrl, []);
    try {
      const token = await b.login();
      // Saved on the follower: the leader notices the new address and polls it.
      const saved = await b.api("/api/admin/site-settings", { method: "PUT", token, body: { uptime_kuma_url: kuma.statusPageUrl, status_update_interval: 10 } });
      expect(saved.status).toBe(200);
      const onB = await eventually(async () => {
        const body = (await b.api("/api/system-status")).body;
        expect(body.status).toBe("operational");
        return body;
      }, 5_000);
      const onA = (await a.api("/api/system-status")).body;
      expect(onA.status).toBe("operational");
      kuma.setMonitors([0, 0, 0]);
      await eventually(async () => expect((await b.api("/api/system-status")).body.status).toBe("down"), 5_000);
      expect(onB.checked_at).toBeTruthy();
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await kuma.close().catch(() => {});
    }
  });

  it("shares the login lock-out and the contact form limit between instances", async () => {
    const databaseUrl = await postgres.freshDatabase();
    const a = await startInstance(databaseUrl, []);
    const b = await startInstance(databaseUrl, []);
    try {
      const login = (server: TestServer, password: string) =>
        server.api("/api/login", { method: "POST", body: { username: TEST_ADMIN.username, password }, headers: { "x-forwarded-for": "203.0.113.50" } });
      const statuses: number[] = [];
      for (let n = 0; n < 5; n++) statuses.push((await login(n % 2 ? a : b, `guess-${n}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const lockedA = await login(a, TEST_ADMIN.password);
      const lockedB = await login(b, TEST_ADMIN.password);
      expect([lockedA.status, lockedB.status]).toEqual([429, 429]);
      expect(Number(lockedB.headers.get("retry-after"))).toBeGreaterThan(0);

      const contact = (server: TestServer, n: number) =>
        server.api("/api/contact", {
          method: "POST",
          body: { name: "Visitor", email: "visitor@example.com", subject: `Question ${n}`, message: `Message number ${n}` },
          headers: { "x-forwarded-for": "203.0.113.51" },
        });
      const contactStatuses: number[] = [];
      for (let n = 0; n < 6; n++) contactStatuses.push((await contact(n % 2 ? a : b, n)).status);
      expect(contactStatuses).toEqual([201, 201, 201, 201, 201, 429]);
      // Stored on either instance, listed by both.
      const token = await a.login(); // another client address: not locked out
      for (const server of [a, b]) {
        await eventually(async () => expect((await server.api("/api/admin/contact-submissions", { token })).body.pagination.total_items).toBe(5), 2_000);
      }
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
