import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLogger } from "../../test/capturedLogger";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../test/testServer";
import { loggableQuery } from "./requestLog";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A page renderer that fails on /explode (a real bug would), and answers 404 elsewhere. */
const failingPages = () => ({
  async render(ctx: { path: string; status: number; body: unknown }) {
    if (ctx.path === "/explode") throw new Error("renderer exploded at /srv/secret/path.ts");
    ctx.status = 404;
    ctx.body = "not found";
  },
});

describe("request logging (default on)", () => {
  const log = capturedLogger();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOG_REQUESTS: "true" }, logger: log.logger, app: { pages: failingPages } });
  });
  afterAll(() => server.stop());

  const linesOf = (requestId: string | null) => log.parsed().filter((line) => line.request_id === requestId);

  it("writes one line per request with method, path, query without _t, status, ms and the request id", async () => {
    const response = await fetch(`${server.url}/api/hosting-plans?_t=1700000000&page=2`);
    expect(response.status).toBe(200);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    const lines = linesOf(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      level: "info",
      time: expect.any(String),
      request_id: id,
      msg: "request",
      method: "GET",
      path: "/api/hosting-plans",
      query: "page=2",
      status: 200,
      ms: expect.any(Number),
    });
    expect(Math.abs(Date.parse(lines[0].time as string) - Date.now())).toBeLessThan(60_000);
  });

  it("never logs bodies, passwords or tokens", async () => {
    const login = await server.api("/api/login", { method: "POST", body: TEST_ADMIN });
    const token = login.body.access_token as string;
    const verify = await server.api("/api/verify-token", { token });
    expect(verify.status).toBe(200);
    await fetch(`${server.url}/api/hosting-plans?token=${token}&password=hunter2hunter2&page=1`);
    const all = log.lines.join("");
    expect(all).not.toContain(TEST_ADMIN.password);
    expect(all).not.toContain(token);
    expect(all).not.toContain("hunter2");
    const [loginLine] = linesOf(login.headers.get("x-request-id"));
    expect(loginLine).toMatchObject({ method: "POST", path: "/api/login", status: 200 });
    expect(Object.keys(loginLine).sort()).toEqual(["level", "method", "ms", "msg", "path", "request_id", "status", "time"]);
  });

  it("a 500 carries the request id in its answer, and every log line of that request has it", async () => {
    const response = await fetch(`${server.url}/explode`);
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id");
    const body = await response.json();
    expect(body).toEqual({ detail: "Internal server error", code: "internal_error", request_id: id });
    const lines = linesOf(id);
    expect(lines.map((line) => line.msg)).toEqual(["GET /explode failed", "request"]);
    expect(lines[0]).toMatchObject({ level: "error", err: { message: "renderer exploded at /srv/secret/path.ts" } });
    expect(lines[0].err.stack).toContain("requestLog.test.ts");
    expect(lines[1]).toMatchObject({ status: 500 });
  });

  it("keeps a path with quotes and backslashes inside its line, as the client sent it", async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () =>
        socket.write('GET /odd"path\\here?page="2"&_t=1 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      );
      let received = "";
      socket.on("data", (chunk) => (received += chunk.toString()));
      socket.on("end", () => resolve(received));
      socket.on("error", reject);
    });
    const id = /x-request-id: (\S+)/i.exec(answer)?.[1] ?? null;
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    // The line is written once the answer is sent, which can be a moment after the client has read it.
    await expect
      .poll(() => linesOf(id))
      .toEqual([expect.objectContaining({ method: "GET", path: '/odd"path\\here', query: 'page="2"', status: 404, msg: "request" })]);
  });

  it("does not log health checks", async () => {
    const before = log.lines.length;
    for (const path of ["/healthz", "/readyz", "/healthz"]) expect((await fetch(server.url + path)).status).toBe(200);
    expect(log.lines.slice(before)).toEqual([]);
  });

  it("ignores a client's X-Request-Id when the proxy is not trusted", async () => {
    const response = await fetch(`${server.url}/api/navigation`, { headers: { "X-Request-Id": "forged-by-client" } });
    expect(response.headers.get("x-request-id")).toMatch(UUID);
    expect(linesOf("forged-by-client")).toEqual([]);
  });
});

describe("request ids behind a trusted proxy, request log off", () => {
  const log = capturedLogger();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOG_REQUESTS: "false", TRUST_PROXY: "true" }, logger: log.logger, app: { pages: failingPages } });
  });
  afterAll(() => server.stop());

  it("takes the proxy's X-Request-Id, and uses it in 500 answers and log lines", async () => {
    const id = "0f3a9c1e5b7d4e2fa1b2c3d4e5f60718";
    const ok = await fetch(`${server.url}/api/navigation`, { headers: { "X-Request-Id": id } });
    expect(ok.headers.get("x-request-id")).toBe(id);
    const failed = await fetch(`${server.url}/explode`, { headers: { "X-Request-Id": id } });
    expect(await failed.json()).toEqual({ detail: "Internal server error", code: "internal_error", request_id: id });
    expect(
      log
        .parsed()
        .filter((line) => line.request_id === id)
        .map((line) => line.msg),
    ).toEqual(["GET /explode failed"]);
  });

  it("replaces an id that is too long or has characters that do not belong in one", async () => {
    for (const offered of ["a".repeat(129), "two words", "semi;colon", "<script>", '{"json":1}']) {
      const response = await fetch(`${server.url}/api/navigation`, { headers: { "X-Request-Id": offered } });
      expect(response.headers.get("x-request-id")).toMatch(UUID);
    }
  });

  it("writes no request lines when LOG_REQUESTS=false", async () => {
    await fetch(`${server.url}/api/hosting-plans`);
    expect(log.parsed().filter((line) => line.msg === "request")).toEqual([]);
  });
});

describe("loggableQuery", () => {
  it("drops _t and parameters that could carry credentials, keeps the rest in order", () => {
    expect(loggableQuery("")).toBe("");
    expect(loggableQuery("_t=123")).toBe("");
    expect(loggableQuery("page=2&_t=5&search=vps")).toBe("page=2&search=vps");
    expect(loggableQuery("Token=abc&access_token=x&API_KEY=y&%74oken=z&q=a")).toBe("q=a");
    expect(loggableQuery("a=%&&b")).toBe("a=%&b");
  });

  it("drops every parameter whose name holds a credential word, in any case, with [] and percent-encoded", () => {
    const dropped = [
      "password=p1",
      "new_pass=p2",
      "Passcode=p3",
      "user_pwd=p4",
      "refresh_token=p5",
      "ID_TOKEN=p6",
      "client_secret=p7",
      "apiKey=p8",
      "x-api-key=p9",
      "authorization=p10",
      "oauth_verifier_auth=p11",
      "code=p12",
      "reset_code=p13",
      "otp=p14",
      "TOTP=p15",
      "jwt=p16",
      "sessionid=p17",
      "PHP_SESSION=p18",
      "X-Amz-Signature=p19",
      "token[]=p20",
      "token[]=p21",
      "auth[0]=p22",
      "user[password]=p23",
      "%70assword=p24",
      "pa%73s=p25",
      "%54OKEN=p26",
      "se%63%52et=p27",
      "%2574oken=p28",
      "token=p29",
      "key",
    ];
    const kept = ["page=2", "search=vps", "sort=price", "lang=de", "q=password", "category[]=vps", "filter%5Bname%5D=x", "t=1"];
    const query = [...kept.slice(0, 4), ...dropped, ...kept.slice(4)].join("&");
    const logged = loggableQuery(query);
    expect(logged).toBe(kept.join("&"));
    for (let n = 1; n <= 29; n++) expect(logged).not.toMatch(new RegExp(`\\bp${n}\\b`));
  });

  it("leaves a query without credentials as it is", () => {
    for (const query of ["page=2", "a=1&b=2&c=%20x", "view=list&page=10&per_page=50"]) expect(loggableQuery(query)).toBe(query);
  });
});
