import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually as waitUntil } from "../../../test/eventually";
import { fakeWebBuild, type FakeWebBuild } from "../../../test/fakeWebBuild";
import { describeWithPostgres, postgresAvailable, startPostgres, type TestPostgres } from "../../../test/postgres";
import { startServerProcess, type ServerProcess } from "../../../test/serverProcess";
import { TEST_ADMIN } from "../../../test/testServer";
import { scaledMs } from "../../../test/machine";

/** Two real server processes on one PostgreSQL, whose server the test restarts and stops as an operator would. */
let postgres: TestPostgres;
let web: FakeWebBuild;
const dirs: string[] = [];
beforeAll(async () => {
  if (!postgresAvailable) return;
  postgres = await startPostgres();
  web = await fakeWebBuild();
});
afterAll(async () => {
  await postgres?.stop();
  await web?.remove();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function startInstance(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), "outage-"));
  dirs.push(dataDir);
  return startServerProcess({
    ...web.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    CONTACT_RATE_LIMIT: "0",
    LOGIN_RATE_LIMIT: "1000",
  });
}

async function call(url: string, path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(url + path, { method: init.method ?? "GET", headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    etag: response.headers.get("etag"),
    text,
    body: text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : null,
  };
}

/** Outages and restarts take a while on a busy machine. */
const eventually = <T>(check: () => Promise<T>) => waitUntil(check, 30_000, 100);

/** What the writers saw: acknowledged writes, 503 refusals, and anything else (which must not happen). */
interface Tally {
  acknowledged: string[];
  refused: number;
  unexpected: string[];
  planAcks: Map<number, number>;
  planTries: Map<number, number>;
}

function checkRefusal(tally: Tally, answer: Awaited<ReturnType<typeof call>>, what: string): void {
  if (answer.status === 503 && answer.retryAfter === "5" && /database is unavailable/.test(answer.body?.detail ?? "")) tally.refused++;
  else tally.unexpected.push(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
}

/** A failed fetch with its cause ("fetch failed" alone does not say whether the connection was refused or reset). */
const failure = (error: unknown) => {
  const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
  return [(error as Error).message, cause?.code ?? cause?.message].filter(Boolean).join(": ");
};

/** 10 contact writers and 4 plan writers (each owning one plan) per server, until `running()` turns false. */
function startWriters(servers: ServerProcess[], token: string, planIds: number[], running: () => boolean): { tally: Tally; done: Promise<unknown> } {
  const tally: Tally = { acknowledged: [], refused: 0, unexpected: [], planAcks: new Map(), planTries: new Map() };
  const workers: Array<Promise<void>> = [];
  servers.forEach((server, s) => {
    for (let w = 0; w < 10; w++) {
      workers.push(
        (async () => {
          for (let n = 0; running(); n++) {
            const message = `server ${s} writer ${w} message ${n}`;
            try {
              const answer = await call(server.url, "/api/contact", {
                method: "POST",
                body: { name: "Outage", email: "outage@example.com", subject: "Restart", message },
              });
              if (answer.status === 201) tally.acknowledged.push(message);
              else checkRefusal(tally, answer, message);
            } catch (error) {
              tally.unexpected.push(`${message}: ${failure(error)}`);
            }
          }
        })(),
      );
    }
    for (let w = 0; w < 4; w++) {
      const planId = planIds[s * 4 + w];
      workers.push(
        (async () => {
          for (let n = 1; running(); n++) {
            tally.planTries.set(planId, n);
            try {
              const answer = await call(server.url, `/api/admin/hosting-plans/${planId}`, { method: "PUT", token, body: { cpu: `v${n}` } });
              if (answer.status === 200) tally.planAcks.set(planId, n);
              else checkRefusal(tally, answer, `plan ${planId} v${n}`);
            } catch (error) {
              tally.unexpected.push(`plan ${planId}: ${failure(error)}`);
            }
          }
        })(),
      );
    }
  });
  return { tally, done: Promise.all(workers) };
}

const lines = (server: ServerProcess, pattern: RegExp) =>
  server
    .output()
    .split("\n")
    .filter((line) => pattern.test(line));

async function login(url: string): Promise<string> {
  return (await call(url, "/api/login", { method: "POST", body: TEST_ADMIN })).body.access_token;
}

describeWithPostgres("PostgreSQL restarts and outages under two writing servers", () => {
  it("a pg_ctl restart -m fast ends neither process, keeps every acknowledged write and answers 503 meanwhile", { timeout: scaledMs(180_000) }, async () => {
    const databaseUrl = await postgres.freshDatabase();
    const servers = [await startInstance(databaseUrl), await startInstance(databaseUrl)];
    try {
      const token = await login(servers[0].url);
      const planIds = ((await call(servers[0].url, "/api/admin/hosting-plans", { token })).body as Array<{ id: number }>).map((plan) => plan.id).slice(0, 8);
      let running = true;
      const writers = startWriters(servers, token, planIds, () => running);
      await eventually(async () => expect(writers.tally.acknowledged.length).toBeGreaterThan(40));

      await postgres.control!.restart();
      const before = writers.tally.acknowledged.length;
      await eventually(async () => expect(writers.tally.acknowledged.length).toBeGreaterThan(before + 40));
      running = false;
      await writers.done;

      // Both processes are still there, and nothing answered anything but success or a clean 503.
      for (const server of servers) expect(server.child.exitCode, server.output()).toBeNull();
      expect(writers.tally.unexpected).toEqual([]);
      for (const server of servers) {
        expect(server.output()).not.toMatch(/Unhandled 'error' event|Internal server error/);
        const log = () => lines(server, /database|leader|"level":"(warn|error)"/).join("\n");
        await eventually(async () => expect(lines(server, /database available again/), log()).toHaveLength(1));
        expect(lines(server, /database unavailable/), log()).toHaveLength(1);
        expect(lines(server, /"level":"error"/), log()).toHaveLength(1);
      }

      // Every acknowledged write is in the database.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const stored = new Set((await client.query<{ message: string }>("SELECT data->>'message' AS message FROM submissions")).rows.map((row) => row.message));
      const plans = new Map(
        (
          await client.query<{ id: number; cpu: string }>("SELECT (p->>'id')::int AS id, p->>'cpu' AS cpu FROM site_data, json_array_elements(data->'plans') p")
        ).rows.map((row) => [row.id, Number(row.cpu.slice(1))]),
      );
      await client.end();
      expect(writers.tally.acknowledged.filter((message) => !stored.has(message))).toEqual([]);
      for (const [planId, acked] of writers.tally.planAcks) {
        // Each plan was written in sequence: the stored value is the last acknowledged one or a later attempt.
        expect(plans.get(planId)).toBeGreaterThanOrEqual(acked);
        expect(plans.get(planId)).toBeLessThanOrEqual(writers.tally.planTries.get(planId)!);
      }
      // Both servers' copies in memory catch up with everything either of them stored, across the restart.
      const inDatabase = stored.size;
      for (const server of servers) {
        await eventually(async () => {
          const listed = await call(server.url, "/api/admin/contact-submissions?limit=1", { token });
          expect(listed.body.pagination.total_items).toBe(inDatabase);
        });
      }
    } finally {
      for (const server of servers) server.child.kill("SIGTERM");
      await Promise.all(servers.map((server) => server.exited));
    }
  });

  it(
    "with the database stopped, writes answer 503 with Retry-After, public pages are served, and the outage is logged once at each end",
    { timeout: scaledMs(180_000) },
    async () => {
      const databaseUrl = await postgres.freshDatabase();
      const servers = [await startInstance(databaseUrl), await startInstance(databaseUrl)];
      try {
        const token = await login(servers[0].url);
        const plan = ((await call(servers[0].url, "/api/admin/hosting-plans", { token })).body as Array<{ id: number }>)[0];
        // Each server checks a session in the database the first time it sees it, then from memory.
        expect((await call(servers[1].url, "/api/admin/hosting-plans", { token })).status).toBe(200);
        const pagesBefore = await Promise.all(servers.map((server) => call(server.url, "/")));

        await postgres.control!.stopServer();
        const outageStarted = Date.now();
        for (const server of servers) {
          for (let n = 0; n < 5; n++) {
            const contact = await call(server.url, "/api/contact", {
              method: "POST",
              body: { name: "Outage", email: "o@example.com", subject: "Down", message: `During the outage ${n}` },
            });
            expect([contact.status, contact.retryAfter]).toEqual([503, "5"]);
            expect(contact.body.detail).toMatch(/database is unavailable/);
            const update = await call(server.url, `/api/admin/hosting-plans/${plan.id}`, { method: "PUT", token, body: { cpu: `outage ${n}` } });
            expect([update.status, update.retryAfter]).toEqual([503, "5"]);
            const login = await call(server.url, "/api/login", { method: "POST", body: TEST_ADMIN });
            expect(login.status).toBe(503);
          }
          // Visitors' pages and public answers come from memory.
          for (const path of ["/", "/terms", "/api/hosting-plans", "/api/site-info", "/api/system-status", "/api/navigation"]) {
            expect((await call(server.url, path)).status, path).toBe(200);
          }
          // The admin can still read what is mirrored in memory.
          expect((await call(server.url, "/api/admin/hosting-plans", { token })).status).toBe(200);
        }
        expect((await call(servers[1].url, "/")).etag).toBe(pagesBefore[1].etag);
        // Long enough for the change listener's and the leader lock's retries: none of them is logged.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 6_000 - (Date.now() - outageStarted))));

        await postgres.control!.startServer();
        for (const server of servers) {
          await eventually(async () => {
            const back = await call(server.url, "/api/contact", {
              method: "POST",
              body: { name: "Back", email: "b@example.com", subject: "Up", message: `After the outage on ${server.url}` },
            });
            expect(back.status).toBe(201);
          });
          await eventually(async () => expect(lines(server, /database available again/)).toHaveLength(1));
          expect(lines(server, /database unavailable/)).toHaveLength(1);
          expect(lines(server, /"level":"error"/)).toHaveLength(1);
          expect(lines(server, /reconnect failed|leader lock:|change listener|database pool/)).toEqual([]);
          expect(server.output()).not.toMatch(/^[ \t]+at /m); // no stack trace at all
          expect(server.child.exitCode).toBeNull();
        }
      } finally {
        for (const server of servers) server.child.kill("SIGTERM");
        await Promise.all(servers.map((server) => server.exited));
      }
    },
  );
});
