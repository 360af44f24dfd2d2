import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parse as parseQuery } from "node:querystring";
import { gunzipSync } from "node:zlib";
import Koa from "koa";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { capturedLogger } from "../../test/capturedLogger";
import { startTestServer, type TestServer } from "../../test/testServer";
import type { CachedAnswer, CachedGet } from "../routes/apiRouter";
import { cachedAnswerLane } from "./cachedAnswerLane";
import { ResponseCache } from "./responseCache";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The headers that differ between any two answers whoever sends them (the clock, the connection, the request id). */
const PER_REQUEST = new Set(["date", "connection", "keep-alive", "x-request-id"]);
const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !PER_REQUEST.has(name)));

describe("the cached-answer lane on its own", () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  /**
   * A real HTTP server: the lane in front of a Koa app whose one route sends `{ shown: <lang> }` from the cache at
   * `version.now` (building it when missing) and says it answered. A query of `lang=xx` is refused, as a contract
   * would refuse it.
   */
  async function laneServer(version: { now: string }) {
    const cache = new ResponseCache(1024 * 1024);
    const address = (queryText: string): CachedAnswer<unknown> | undefined => {
      const query = parseQuery(queryText);
      if (query.lang === "xx") return undefined;
      const lang = typeof query.lang === "string" ? query.lang : "en";
      return { key: `shown:${lang}`, version: version.now, build: () => ({ shown: lang, padding: "x".repeat(2000) }) };
    };
    const gets = new Map<string, CachedGet>([["/api/shown", address]]);
    const security = { current: () => ({ "x-content-type-options": "nosniff" }) };
    const lane = cachedAnswerLane({ gets, cache, securityHeaders: security, trustProxy: false });
    let koa = 0;
    const app = new Koa();
    app.use(async (ctx) => {
      koa++;
      ctx.set("x-answered-by", "koa");
      const answer = ctx.path === "/api/shown" ? address(ctx.querystring) : undefined;
      if (!answer) ctx.status = 400;
      else await cache.sendJson(ctx, answer.key, answer.version, answer.build);
    });
    const handle = app.callback();
    const server = createServer((req, res) => {
      if (!lane(req, res)) void handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    servers.push(server);
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, koaCount: () => koa };
  }

  it("answers what the cache holds for the data as it is now; Koa builds the rest", async () => {
    const version = { now: "v1" };
    const { url, koaCount } = await laneServer(version);
    const built = await fetch(`${url}/api/shown?lang=de`);
    expect(built.headers.get("x-answered-by")).toBe("koa");
    const fromLane = await fetch(`${url}/api/shown?lang=de`);
    expect(fromLane.headers.get("x-answered-by")).toBeNull();
    expect(koaCount()).toBe(1);
    expect(await fromLane.json()).toEqual(await built.json());
    expect(fromLane.headers.get("x-content-type-options")).toBe("nosniff");
    // The data changed: the cached answer is not the current one, so Koa builds the new one.
    version.now = "v2";
    expect((await fetch(`${url}/api/shown?lang=de`)).headers.get("x-answered-by")).toBe("koa");
    expect((await fetch(`${url}/api/shown?lang=de`)).headers.get("x-answered-by")).toBeNull();
    expect(koaCount()).toBe(2);
  });

  it("leaves to Koa what it cannot answer from the cache, untouched", async () => {
    const { url, koaCount } = await laneServer({ now: "v1" });
    await fetch(`${url}/api/shown`);
    // Another path, another method, a cross-origin request, a query the contract refuses.
    for (const [path, init] of [
      ["/api/other", {}],
      ["/api/shown", { method: "HEAD" }],
      ["/api/shown", { headers: { origin: "app://admin" } }],
      ["/api/shown?lang=xx", {}],
    ] as const) {
      const before = koaCount();
      const response = await fetch(url + path, init);
      expect(response.headers.get("x-answered-by"), `${path} ${JSON.stringify(init)}`).toBe("koa");
      expect(koaCount()).toBe(before + 1);
    }
  });
});

describe("the cached-answer lane in the app", () => {
  const log = capturedLogger();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOG_REQUESTS: "true" }, logger: log.logger });
  });
  afterAll(() => server.stop());

  for (const path of ["/api/hosting-plans?lang=de&currency=EUR", "/api/navigation", "/api/content/hero?lang=fr", "/api/page-texts"]) {
    it(`answers ${path} from the cache with exactly the headers and bytes Koa sends, and logs it`, async () => {
      const first = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "gzip" } });
      expect(first.status).toBe(200);
      const hitsBefore = server.site.deps.cache.stats().hits;
      // Koa's answer (a cross-origin request never takes the lane), then the lane's.
      const throughKoa = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "gzip", origin: "https://elsewhere.example" } });
      const fromLane = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "gzip" } });
      expect(server.site.deps.cache.stats().hits).toBe(hitsBefore + 2);
      expect(fromLane.status).toBe(200);
      expect(headersOf(fromLane)).toEqual(headersOf(throughKoa));
      expect(fromLane.headers.get("vary")).toBe("Origin, Accept-Encoding");
      expect(fromLane.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(await fromLane.text()).toBe(await throughKoa.text());
      const id = fromLane.headers.get("x-request-id");
      expect(id).toMatch(UUID);
      expect(log.parsed().filter((line) => line.request_id === id)).toMatchObject([{ msg: "request", method: "GET", path: path.split("?")[0], status: 200 }]);
    });
  }

  it("answers 304 to a matching ETag, and the compressed bytes the client takes", async () => {
    const path = "/api/hosting-plans?lang=es";
    const built = await fetch(`${server.url}${path}`);
    const etag = built.headers.get("etag")!;
    const notModified = await fetch(`${server.url}${path}`, { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(await notModified.text()).toBe("");
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      import("node:http").then(({ get }) =>
        get(`${server.url}${path}`, { headers: { "accept-encoding": "gzip" } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
        }).on("error", reject),
      );
    });
    expect(raw.encoding).toBe("gzip");
    expect(JSON.parse(gunzipSync(raw.body).toString())).toEqual(await built.json());
  });

  it("never serves an answer older than the data: after an admin save the next request has the change", async () => {
    const token = await server.login();
    const before = await (await fetch(`${server.url}/api/navigation`)).json();
    await fetch(`${server.url}/api/navigation`); // from the lane
    const items = [{ label: "Lane test", href: "/lane-test", order: 1 }];
    const saved = await server.api("/api/admin/navigation", { method: "PUT", token, body: items });
    expect(saved.status).toBe(200);
    const after = (await (await fetch(`${server.url}/api/navigation`)).json()) as Array<{ label: string }>;
    expect(after).not.toEqual(before);
    expect(after.map((item) => item.label)).toEqual(["Lane test"]);
  });
});
