import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/eventually";
import { startTestServer, type TestServer } from "../../../test/testServer";

/**
 * POST /api/admin/locations/check-url against local HTTP servers answering as test addresses do (and as they
 * should not), and the overview's warning about a location whose test address does not answer, found by the
 * background check.
 */
let server: TestServer;
let token: string;
let target: { url: string; requests: Array<{ path: string; origin?: string }>; close(): Promise<void> };
let refusedUrl: string;

/** A local server: each path answers one way. */
async function startTestAddresses(): Promise<typeof target> {
  const sockets = new Set<Socket>();
  const requests: Array<{ path: string; origin?: string }> = [];
  const handlers: Record<string, (res: ServerResponse, origin?: string) => void> = {
    "/cors": (res) => {
      res.writeHead(200, { "access-control-allow-origin": "*", "content-type": "text/plain" });
      res.end("ok");
    },
    "/echo": (res, origin) => {
      res.writeHead(200, { "access-control-allow-origin": origin ?? "https://elsewhere.example", "content-type": "text/plain" });
      res.end("ok");
    },
    "/empty": (res) => {
      res.writeHead(204, { "access-control-allow-origin": "*" });
      res.end();
    },
    "/plain": (res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("no header");
    },
    "/pixel.gif": (res) => {
      res.writeHead(200, { "content-type": "image/gif" });
      res.end(Buffer.from("R0lGODlhAQABAAAAACw=", "base64"));
    },
    "/missing": (res) => {
      res.writeHead(404, { "access-control-allow-origin": "*" });
      res.end("not here");
    },
    "/moved": (res) => {
      res.writeHead(302, { location: "/cors" });
      res.end();
    },
    // Never ends its body: the check reads a few KB and stops.
    "/endless": (res) => {
      res.writeHead(200, { "access-control-allow-origin": "*", "content-type": "application/octet-stream" });
      const chunk = Buffer.alloc(16_384, 120);
      const write = () => {
        if (!res.destroyed) res.write(chunk, () => setTimeout(write, 5));
      };
      write();
    },
    // Never answers.
    "/silent": () => {},
  };
  const http: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://local").pathname;
    requests.push({ path, origin: req.headers.origin });
    (handlers[path] ?? handlers["/missing"])(res, req.headers.origin);
  });
  http.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        http.close(() => resolve());
      }),
  };
}

/** An address nothing listens on: a port that was free a moment ago. */
async function refusingAddress(): Promise<string> {
  const http = createServer();
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  await new Promise<void>((resolve) => http.close(() => resolve()));
  return `http://127.0.0.1:${port}/ping`;
}

beforeAll(async () => {
  target = await startTestAddresses();
  refusedUrl = await refusingAddress();
  // The background check looks for new test addresses every "minute" of 60 × 20 ms.
  server = await startTestServer({ background: { secondMs: 20 }, env: { PUBLIC_URL: "https://hosting.example" } });
  token = await server.login();
});
afterAll(async () => {
  await server?.stop();
  await target?.close();
});

const admin = (path: string, method = "GET", body?: unknown) => server.api(path, { method, body, token });
const check = (url: string) => admin("/api/admin/locations/check-url", "POST", { url });

describe("POST /api/admin/locations/check-url", () => {
  it("is good for a 200 with Access-Control-Allow-Origin, a 204, and an image; says how long it took", async () => {
    const cors = await check(`${target.url}/cors`);
    expect(cors.status, cors.text).toBe(200);
    expect(Object.keys(cors.body)).toEqual(["ok", "status", "ms", "cors", "detail"]);
    expect(cors.body).toMatchObject({ ok: true, status: 200, cors: true });
    expect(cors.body.ms).toBeGreaterThanOrEqual(0);
    expect(cors.body.ms).toBeLessThan(5_000);
    expect(cors.body.detail).toMatch(/^Answered 200 in \d+ ms/);

    expect((await check(`${target.url}/empty`)).body).toMatchObject({ ok: true, status: 204, cors: true });
    expect((await check(`${target.url}/pixel.gif`)).body).toMatchObject({ ok: true, status: 200, cors: true });
    // The site's own origin is sent: an address that allows exactly that origin is readable too.
    expect((await check(`${target.url}/echo`)).body).toMatchObject({ ok: true, cors: true });
    expect(target.requests.find((request) => request.path === "/echo")?.origin).toBe("https://hosting.example");
  });

  it("says what is wrong with an answer browsers cannot use", async () => {
    const plain = (await check(`${target.url}/plain`)).body;
    expect(plain).toMatchObject({ ok: true, status: 200, cors: false });
    expect(plain.detail).toContain("Access-Control-Allow-Origin");

    const missing = (await check(`${target.url}/missing`)).body;
    expect(missing).toMatchObject({ ok: false, status: 404 });
    expect(missing.detail).toContain("200 or 204");

    // A redirect is not followed: the first answer is what browsers measure.
    const before = target.requests.filter((request) => request.path === "/cors").length;
    const moved = (await check(`${target.url}/moved`)).body;
    expect(moved).toMatchObject({ ok: false, status: 302 });
    expect(moved.detail).toContain("redirect to /cors");
    expect(target.requests.filter((request) => request.path === "/cors").length).toBe(before);
  });

  it("reads no more than a few KB of an endless body", async () => {
    const started = Date.now();
    const endless = (await check(`${target.url}/endless`)).body;
    expect(endless).toMatchObject({ ok: true, status: 200, cors: true });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("answers ok false with no status for a refused connection and for no answer within 5 seconds", async () => {
    const refused = await check(refusedUrl);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ ok: false, status: null, ms: null, cors: false });
    expect(refused.body.detail).toContain("refused");

    const started = Date.now();
    const silent = (await check(`${target.url}/silent`)).body;
    const took = Date.now() - started;
    expect(silent).toMatchObject({ ok: false, status: null, ms: null, cors: false, detail: "No answer within 5 seconds." });
    expect(took).toBeGreaterThanOrEqual(4_900);
    expect(took).toBeLessThan(9_000);
  }, 20_000);

  it("refuses an address visitors' browsers may not measure with a 400 naming url", async () => {
    for (const url of ["http://speed.example/ping", "ftp://127.0.0.1/", "not an address", "", "https://user:pw@speed.example/"]) {
      const response = await check(url);
      expect(response.status, url).toBe(400);
      expect(response.body.errors[0], url).toMatchObject({ field: "url", code: "invalid_url" });
    }
    expect((await server.api("/api/admin/locations/check-url", { method: "POST", body: { url: `${target.url}/cors` } })).status).toBe(401);
  });
});

describe("the overview's location_tests item", () => {
  const item = async () =>
    ((await admin("/api/admin/overview")).body.setup as Array<{ key: string; done: boolean; hint: string; tab: string }>).find(
      (entry) => entry.key === "location_tests",
    )!;

  it("warns about a location whose test address does not answer, naming it, until it answers", async () => {
    const before = await item();
    expect(before).toMatchObject({ done: true, tab: "locations" });
    expect(before.hint).toContain("No location has a latency test address");

    const good = (await admin("/api/admin/locations", "POST", { key: "good", name: "Good DC", country: "DE", latency_url: `${target.url}/cors` })).body;
    const bad = (await admin("/api/admin/locations", "POST", { key: "bad", name: "Broken DC", country: "FR", latency_url: refusedUrl })).body;
    const warned = await eventually(async () => {
      const current = await item();
      expect(current.done).toBe(false);
      return current;
    }, 15_000);
    expect(warned.hint).toContain('"Broken DC"');
    expect(warned.hint).not.toContain("Good DC");
    expect(warned.hint).toContain("refused");

    // The address fixed: the warning goes at once (the old address is no location's), and the next look checks
    // the new one.
    await admin(`/api/admin/locations/${bad.id}`, "PUT", { latency_url: `${target.url}/empty` });
    const fixed = await eventually(async () => {
      const current = await item();
      expect(current.hint).toContain("Every location's latency test address answers");
      return current;
    }, 15_000);
    expect(fixed.done).toBe(true);
    await admin(`/api/admin/locations/${good.id}`, "DELETE");
    await admin(`/api/admin/locations/${bad.id}`, "DELETE");
  }, 40_000);
});
