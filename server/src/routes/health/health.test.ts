import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLogger } from "../../../test/capturedLogger";
import { postgresAvailable, startPostgres } from "../../../test/postgres";
import { startTestServer, type TestServer } from "../../../test/testServer";
import type { Store } from "../../store/types";
import { healthChecks } from ".";

async function get(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, cache: response.headers.get("cache-control"), body: text ? JSON.parse(text) : null, headers: response.headers };
}

describe("health checks with the JSON store", () => {
  const log = capturedLogger();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOG_REQUESTS: "true" }, logger: log.logger });
  });
  afterAll(() => server.stop());

  it("GET /healthz answers 200 {status: ok}, never cached", async () => {
    const live = await get(`${server.url}/healthz`);
    expect(live).toMatchObject({ status: 200, cache: "no-store", body: { status: "ok" } });
    expect(live.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("GET /readyz answers 200 while the data files can be read and written, never cached", async () => {
    expect(await get(`${server.url}/readyz`)).toMatchObject({ status: 200, cache: "no-store", body: { status: "ok" } });
    // Beside readiness: the page cache's figures (a cached answer asked for twice: one miss, then a hit).
    await fetch(`${server.url}/api/navigation`);
    await fetch(`${server.url}/api/navigation`);
    const { details } = (await get(`${server.url}/readyz`)).body as { details: { page_cache: Record<string, number>; markdown: Record<string, unknown> } };
    expect(details.page_cache).toMatchObject({ max_bytes: 64 * 1024 * 1024, evictions: 0 });
    expect(details.page_cache.entries).toBeGreaterThanOrEqual(1);
    expect(details.page_cache.misses).toBeGreaterThanOrEqual(1);
    expect(details.page_cache.hits).toBeGreaterThanOrEqual(1);
    expect(details.page_cache.bytes).toBeGreaterThan(0);
    // And the markdown renderer's: the texts it keeps, waits for and renders ahead.
    expect(Object.keys(details.markdown).sort()).toEqual(["ahead", "chars", "texts", "waiting", "worker"]);
    const head = await fetch(`${server.url}/readyz`, { method: "HEAD" });
    expect(head.status).toBe(200);
  });

  it("answers 405 to other methods", async () => {
    const post = await get(`${server.url}/healthz`, { method: "POST" });
    expect(post).toMatchObject({ status: 405, body: { detail: "Method not allowed" } });
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("is never rate-limited: 300 probes at once all answer", async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => fetch(`${server.url}/${i % 2 ? "healthz" : "readyz"}`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(300).fill(200));
  });

  it("GET /readyz answers 503 with a detail when the data folder is gone, and 200 again once it is back", async () => {
    const siteFile = join(server.dataDir, "site.json");
    const saved = await readFile(siteFile);
    const logLinesBefore = log.parsed().length;
    await rm(server.dataDir, { recursive: true, force: true });
    try {
      const down = await get(`${server.url}/readyz`);
      expect(down).toMatchObject({ status: 503, cache: "no-store", body: { status: "unavailable", detail: "The data file cannot be read (ENOENT)" } });
      expect(JSON.stringify(down.body)).not.toContain(server.dataDir);
      expect((await get(`${server.url}/readyz`)).status).toBe(503);
      expect((await get(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await mkdir(server.dataDir, { recursive: true });
      await writeFile(siteFile, saved);
    }
    expect((await get(`${server.url}/readyz`)).status).toBe(200);
    const readiness = log
      .parsed()
      .slice(logLinesBefore)
      .filter((line) => /ready/.test(line.msg));
    expect(readiness.map((line) => [line.level, line.msg])).toEqual([
      ["warn", "not ready: The data file cannot be read (ENOENT)"],
      ["info", "ready again: the data store answers"],
    ]);
  });

  it("GET /readyz answers 503 when the data folder cannot be written", async () => {
    // A directory where the probe file would go makes the write fail even for root.
    await mkdir(join(server.dataDir, ".readiness-probe"));
    try {
      expect(await get(`${server.url}/readyz`)).toMatchObject({ status: 503, body: { detail: "The data folder cannot be written (EISDIR)" } });
    } finally {
      await rm(join(server.dataDir, ".readiness-probe"), { recursive: true });
    }
    expect((await get(`${server.url}/readyz`)).status).toBe(200);
  });
});

describe("readiness timeout", () => {
  it("a store that does not answer in time makes /readyz 503; concurrent probes share one check", async () => {
    let checks = 0;
    const hanging = { checkHealth: () => (checks++, new Promise<void>(() => {})) } as unknown as Store;
    const app = new Koa();
    app.use(healthChecks(hanging, capturedLogger().logger, { timeoutMs: 100 }));
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/readyz`;
    try {
      const answers = await Promise.all([get(url), get(url), get(url)]);
      for (const answer of answers) expect(answer).toMatchObject({ status: 503, body: { detail: "The data store did not answer within 0.1 s" } });
      expect(checks).toBe(1);
    } finally {
      listening.close();
    }
  });
});

describe.skipIf(!postgresAvailable || Boolean(process.env.TEST_DATABASE_URL))("health checks with PostgreSQL", () => {
  it("GET /readyz answers 200 while PostgreSQL answers SELECT 1, and 503 with a detail once it is stopped", async () => {
    const postgres = await startPostgres();
    let stopped = false;
    const server = await startTestServer({ env: { DATABASE_URL: await postgres.freshDatabase() } });
    try {
      expect(await get(`${server.url}/readyz`)).toMatchObject({ status: 200, body: { status: "ok" } });
      await postgres.stop();
      stopped = true;
      const down = await get(`${server.url}/readyz`);
      expect(down).toMatchObject({
        status: 503,
        cache: "no-store",
        body: { status: "unavailable", detail: expect.stringMatching(/^PostgreSQL does not answer \(\w+\)$/) },
      });
      expect((await get(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.stop();
      if (!stopped) await postgres.stop();
    }
  });
});
