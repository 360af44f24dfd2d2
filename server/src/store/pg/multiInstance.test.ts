import { afterAll, beforeAll, expect, it } from "vitest";
import type { Logger } from "../../logging/logger";
import { startFakeBlesta, type FakeBlesta } from "../../../test/fakes/fakeBlesta";
import { startFakeUptimeKuma } from "../../../test/fakes/fakeUptimeKuma";
import { eventually } from "../../../test/eventually";
import { fakeWebBuild } from "../../../test/fakeWebBuild";
import { describeWithPostgres, postgresAvailable, startPostgres, type TestPostgres } from "../../../test/postgres";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../../test/testServer";
import { codeAt, wrongCodeFor } from "../../../test/totpCodes";
import { scaledMs } from "../../../test/machine";

/** Two full servers on one PostgreSQL database, as behind a load balancer. */
let postgres: TestPostgres;
let blesta: FakeBlesta;
beforeAll(async () => {
  if (!postgresAvailable) return;
  postgres = await startPostgres();
  blesta = await startFakeBlesta({
    user: "api-user",
    key: "api-key",
    packages: [{ id: 11, name: "Web Starter", pricing: [{ term: 1, period: "month", price: 9.99, currency: "USD" }] }],
  });
});
afterAll(async () => {
  await blesta?.close();
  await postgres?.stop();
});

const SECOND_MS = 100; // test clock: the leader lock is retried every 5 "seconds" = 500 ms
const HOUR_MS = 400; // test clock: a 1-hour billing sync period is 400 ms

function recordingLogger(lines: string[]): Logger {
  return {
    debug: () => {},
    info: (message) => lines.push(message),
    warn: (message) => lines.push(message),
    error: (message) => lines.push(message),
    request: () => {},
  };
}

async function startInstance(databaseUrl: string, lines: string[], env: Record<string, string> = {}, clock?: () => number): Promise<TestServer> {
  return startTestServer({
    env: { DATABASE_URL: databaseUrl, TRUST_PROXY: "true", ...env },
    logger: recordingLogger(lines),
    background: { secondMs: SECOND_MS, hourMs: HOUR_MS },
    clock,
  });
}

const syncRuns = (lines: string[]) => lines.filter((line) => line.startsWith("scheduled billing sync")).length;

describeWithPostgres("two server instances on one PostgreSQL database", () => {
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
      const saved = await b.api("/api/admin/site-settings", {
        method: "PUT",
        token,
        body: { uptime_kuma_url: kuma.statusPageUrl, status_update_interval: 10 },
      });
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

  it(
    "shares the account's budget of wrong two-factor codes between instances, and ends the lock on both when the window passes",
    { timeout: scaledMs(120_000) },
    async () => {
      const databaseUrl = await postgres.freshDatabase();
      // One hand-moved clock for both instances' code budget (the codes themselves keep real time).
      let nowMs = Date.now();
      const clock = () => nowMs;
      const a = await startInstance(databaseUrl, [], {}, clock);
      const b = await startInstance(databaseUrl, [], {}, clock);
      try {
        const token = await a.login();
        const setup = await a.api("/api/admin/2fa/setup", { method: "POST", token, body: {} });
        const secret = setup.body.secret as string;
        const enabled = await b.api("/api/admin/2fa/enable", {
          method: "POST",
          token,
          body: { otp: codeAt(secret, Date.now()), password: TEST_ADMIN.password },
        });
        expect(enabled.status, enabled.text).toBe(200);
        const login = (server: TestServer, ip: string, code: Record<string, string>) =>
          server.api("/api/login", { method: "POST", body: { ...TEST_ADMIN, ...code }, headers: { "x-forwarded-for": ip } });
        await eventually(async () => expect((await login(a, "192.0.2.60", {})).body.two_factor_required).toBe(true), 2_000);

        // Ten wrong codes, sent to both instances from five addresses (two each: none reaches its own lock-out).
        const statuses: number[] = [];
        for (let n = 0; n < 10; n++)
          statuses.push((await login(n % 2 ? a : b, `203.0.113.${60 + Math.floor(n / 2)}`, { otp: wrongCodeFor(secret, Date.now(), n) })).status);
        expect(statuses).toEqual(Array(10).fill(401));
        nowMs += 60_000;
        for (const server of [a, b]) {
          const locked = await login(server, "198.51.100.60", { otp: codeAt(secret, Date.now()) });
          expect(locked.status, locked.text).toBe(429);
          expect(locked.headers.get("retry-after")).toBe(String(14 * 60));
        }
        // A recovery code still signs in, on either instance.
        expect((await login(b, "198.51.100.61", { recovery_code: enabled.body.recovery_codes[0] })).status).toBe(200);
        // The lock is one activity entry, listed by both.
        for (const server of [a, b]) {
          const entries = (await server.api("/api/admin/activity?limit=100&search=2fa.codes_locked", { token })).body.entries as Array<{ action: string }>;
          expect(entries.filter((entry) => entry.action === "2fa.codes_locked")).toHaveLength(1);
        }

        nowMs += 14 * 60_000;
        const afterWindow = await login(a, "198.51.100.62", { otp: codeAt(secret, Date.now()) });
        expect(afterWindow.status, afterWindow.text).toBe(200);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    },
  );

  it("gives the same answer and ETag on every instance for the same data, status included", async () => {
    const web = await fakeWebBuild();
    const kuma = await startFakeUptimeKuma({ monitors: [1, 0, 1] });
    const databaseUrl = await postgres.freshDatabase();
    const a = await startInstance(databaseUrl, [], web.env);
    const b = await startInstance(databaseUrl, [], web.env);
    try {
      const token = await a.login();
      await a.api("/api/admin/site-settings", { method: "PUT", token, body: { uptime_kuma_url: kuma.statusPageUrl, status_update_interval: 10 } });
      // The follower shows the status the leader polled and shared.
      await eventually(async () => expect((await b.api("/api/system-status")).body.status).toBe("degraded"), 5_000);
      kuma.setHang(true); // keep the status still while comparing
      await eventually(async () => {
        for (const path of ["/api/system-status", "/", "/terms", "/privacy", "/api/site-info", "/api/hosting-plans", "/api/navigation", "/api/promo-codes"]) {
          const [onA, onB] = [await a.api(path), await b.api(path)];
          expect(onA.status, path).toBe(200);
          expect(onB.text, path).toBe(onA.text);
          expect(onB.headers.get("etag"), path).toBe(onA.headers.get("etag"));
        }
      }, 5_000);
      // The same status, field for field in the same order, as the leader polled it.
      expect(Object.keys((await b.api("/api/system-status")).body)).toEqual(["status", "code", "text", "checked_at"]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await kuma.close().catch(() => {});
      await web.remove();
    }
  });

  it("a newly elected leader shows the last shared status until its own first poll is in", async () => {
    const kuma = await startFakeUptimeKuma({ monitors: [1, 1, 1] });
    const databaseUrl = await postgres.freshDatabase();
    const linesB: string[] = [];
    const a = await startInstance(databaseUrl, []);
    const b = await startInstance(databaseUrl, linesB);
    try {
      const token = await a.login();
      await a.api("/api/admin/site-settings", { method: "PUT", token, body: { uptime_kuma_url: kuma.statusPageUrl, status_update_interval: 10 } });
      await eventually(async () => expect((await b.api("/api/system-status")).body.status).toBe("operational"), 5_000);

      // The monitor stops answering, so the new leader's first poll takes a while (up to its time-out).
      kuma.setHang(true);
      await a.stop();
      await eventually(() => expect(linesB.some((line) => line.includes("now the leader"))).toBe(true), 5_000);
      // What A shared last (A may have polled more than once before it stopped): still operational, not unknown.
      const shared = (await b.api("/api/system-status")).body;
      expect(shared.status).toBe("operational");
      for (let n = 0; n < 10; n++) {
        expect((await b.api("/api/system-status")).body).toEqual(shared);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await a.stop().catch(() => {});
      await b.stop();
      await kuma.close().catch(() => {});
    }
  });

  it("stores a message sent to one instance and then again to another only once", async () => {
    const databaseUrl = await postgres.freshDatabase();
    const a = await startInstance(databaseUrl, [], { CONTACT_RATE_LIMIT: "0" });
    const b = await startInstance(databaseUrl, [], { CONTACT_RATE_LIMIT: "0" });
    try {
      const body = { name: "Retrying Visitor", email: "Retry@Example.com", subject: "Same message", message: "Sent to A, then retried on B" };
      const first = await a.api("/api/contact", { method: "POST", body });
      const again = await b.api("/api/contact", { method: "POST", body: { ...body, email: "retry@example.com" } });
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body.id).toBe(first.body.id);
      // Sent to both at the same moment: still one.
      const both = { ...body, subject: "Sent to both at once" };
      const [onA, onB] = await Promise.all([a.api("/api/contact", { method: "POST", body: both }), b.api("/api/contact", { method: "POST", body: both })]);
      expect(onB.body.id).toBe(onA.body.id);
      const token = await a.login();
      for (const server of [a, b]) {
        await eventually(async () => expect((await server.api("/api/admin/contact-submissions", { token })).body.pagination.total_items).toBe(2), 2_000);
      }
      // A different message is stored.
      const other = await b.api("/api/contact", { method: "POST", body: { ...body, message: "Something else" } });
      expect(other.body.id).not.toBe(first.body.id);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
