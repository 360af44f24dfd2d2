import { describe, expect, it } from "vitest";
import { capturedLogger } from "../../test/capturedLogger";
import { checkedRequestId } from "./requestIds";
import { runInRequestScope } from "./requestScope";

describe("structured logs", () => {
  it("writes one JSON object per line with level, ISO time and msg, and the given fields", () => {
    const { logger, lines, parsed } = capturedLogger();
    logger.info("store opened", { collections: 9 });
    logger.warn("disk almost full");
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.endsWith("\n") && !line.slice(0, -1).includes("\n"))).toBe(true);
    const [info, warn] = parsed();
    expect(info).toEqual({ level: "info", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), msg: "store opened", collections: 9 });
    expect(warn).toMatchObject({ level: "warn", msg: "disk almost full" });
  });

  it("logs errors with their type, message and stack; a non-Error is kept as a message", () => {
    const { logger, parsed } = capturedLogger();
    logger.error("sync failed", new TypeError("bad answer"));
    logger.error("odd failure", "just a string");
    logger.error("no cause");
    const [withError, withString, bare] = parsed();
    expect(withError).toMatchObject({ level: "error", msg: "sync failed", err: { type: "TypeError", message: "bad answer" } });
    expect((withError.err as { stack: string }).stack).toContain("logger.test.ts");
    expect(withString).toMatchObject({ err: { message: "just a string" } });
    expect(bare).toMatchObject({ level: "error", msg: "no cause" });
    expect(bare).not.toHaveProperty("err");
  });

  it("keeps only an error's type, message, stack and codes: never raw request bytes or other attached data", () => {
    const { logger, lines, parsed } = capturedLogger();
    const error = Object.assign(new Error("Parse Error: Invalid method encountered"), {
      code: "HPE_INVALID_METHOD",
      rawPacket: Buffer.from("GET / HTTP/1.1\r\nAuthorization: Bearer secret-token\r\n"),
      config: { headers: { authorization: "Bearer secret-token" } },
    });
    logger.error("unhandled app error", error);
    expect(lines.join("")).not.toContain("secret-token");
    expect(Object.keys(parsed()[0].err).sort()).toEqual(["code", "message", "stack", "type"]);
  });

  it("adds the request id to every line written inside a request's scope, and only there", async () => {
    const { logger, parsed } = capturedLogger();
    await runInRequestScope("req-42", async () => {
      logger.info("first");
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.error("after an await", new Error("x"));
    });
    logger.info("outside");
    const [first, later, outside] = parsed();
    expect(first.request_id).toBe("req-42");
    expect(later.request_id).toBe("req-42");
    expect(outside).not.toHaveProperty("request_id");
  });

  it("LOG_LEVEL drops lower levels; silent drops everything", () => {
    const warnOnly = capturedLogger({ level: "warn" });
    warnOnly.logger.info("hidden");
    warnOnly.logger.warn("shown");
    warnOnly.logger.error("shown too");
    expect(warnOnly.parsed().map((line) => line.msg)).toEqual(["shown", "shown too"]);
    const silent = capturedLogger({ level: "silent" });
    silent.logger.error("nothing");
    expect(silent.lines).toEqual([]);
  });

  it("pretty format prints readable lines: request lines as method, path, query, status and time", () => {
    const { logger, lines } = capturedLogger({ format: "pretty" });
    logger.info("listening on http://localhost:3000");
    logger.request({
      request_id: checkedRequestId("req-7"),
      method: "GET",
      path: "/api/hosting-plans",
      query: "page=2",
      status: 200,
      ms: 1.5,
      time: Date.now(),
    });
    const text = lines.join("");
    expect(text).not.toContain('"level"');
    expect(text).toMatch(/INFO: listening on http:\/\/localhost:3000\n/);
    expect(text).toMatch(/INFO: GET \/api\/hosting-plans\?page=2 200 1\.5ms .*"request_id":"req-7"/);
  });

  it("writes request lines as the same JSON a pino line has, whatever characters the path or query hold", () => {
    const { logger, lines, parsed } = capturedLogger();
    const hostile = ['/a"b', "/back\\slash", "/new\nline", "/tab\tand\u0000nul", "/größe/ü", "/emoji/🚀", '/"},"level":"fatal'];
    const sent = Date.parse("2026-05-01T10:00:00.123Z");
    for (const path of hostile)
      logger.request({ request_id: checkedRequestId("req-1"), method: "GET", path, query: `q=${path}`, status: 404, ms: 0.3, time: sent });
    logger.request({ request_id: undefined, method: "POST", path: "/api/contact", query: "", status: 201, ms: 12, time: sent + 1 });
    logger.info("request", { request_id: "req-2", method: "GET", path: "/x", status: 200, ms: 1 });
    expect(lines.every((line) => line.endsWith("\n") && !line.slice(0, -1).includes("\n"))).toBe(true);
    const written = parsed();
    expect(written.slice(0, hostile.length)).toEqual(
      hostile.map((path) => ({
        level: "info",
        time: "2026-05-01T10:00:00.123Z",
        request_id: "req-1",
        method: "GET",
        path,
        query: `q=${path}`,
        status: 404,
        ms: 0.3,
        msg: "request",
      })),
    );
    expect(written[hostile.length]).toEqual({
      level: "info",
      time: "2026-05-01T10:00:00.124Z",
      method: "POST",
      path: "/api/contact",
      status: 201,
      ms: 12,
      msg: "request",
    });
    // The same keys in the same order as a line pino writes itself.
    expect(Object.keys(written[0]).filter((key) => key !== "query")).toEqual(Object.keys(written.at(-1)!));
  });

  it("writes a request's milliseconds with at most one decimal", () => {
    const { logger, lines, parsed } = capturedLogger();
    const times = [0, 0.04, 0.3, 1.25, 2.96, 12, 1234.5, 86_400_000.7];
    for (const ms of times) logger.request({ request_id: undefined, method: "GET", path: "/", query: "", status: 200, ms, time: Date.now() });
    expect(parsed().map((line) => line.ms)).toEqual([0, 0, 0.3, 1.3, 3, 12, 1234.5, 86_400_000.7]);
    expect(lines.map((line) => /"ms":([^,]*),/.exec(line)?.[1])).toEqual(["0", "0", "0.3", "1.3", "3", "12", "1234.5", "86400000.7"]);
  });

  it("writes no request lines when LOG_LEVEL is above info", () => {
    const { logger, lines } = capturedLogger({ level: "warn" });
    logger.request({ request_id: checkedRequestId("req-1"), method: "GET", path: "/", query: "", status: 200, ms: 1, time: Date.now() });
    expect(lines).toEqual([]);
  });
});
