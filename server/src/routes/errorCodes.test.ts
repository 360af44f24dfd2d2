import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES, FIELD_ERROR_CODES } from "../../../common/errorCodes";
import { capturedLogger } from "../../test/capturedLogger";
import { startTestServer, type TestServer } from "../../test/testServer";
import { DatabaseUnavailableError } from "../errors";
import { errorHandler } from "../middleware/errorHandler";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { CONTACT_RATE_LIMIT: "0" } });
  token = await server.login();
});
afterAll(() => server.stop());

const valid = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "A message" };

describe("every error answer carries a stable code", () => {
  const cases: Array<[string, () => Promise<{ status: number; body: any }>, number, string]> = [
    ["a field that breaks a rule", () => server.api("/api/contact", { method: "POST", body: { ...valid, email: "nope" } }), 400, "validation_failed"],
    [
      "malformed JSON",
      () => server.api("/api/contact", { method: "POST", body: '{"name":', headers: { "content-type": "application/json" } }),
      400,
      "malformed_json",
    ],
    ["no token", () => server.api("/api/admin/hosting-plans"), 401, "unauthorized"],
    ["a wrong token", () => server.api("/api/admin/hosting-plans", { token: "not-a-token" }), 401, "invalid_token"],
    [
      "a wrong password",
      () => server.api("/api/login", { method: "POST", body: { username: "admin", password: "wrong-password-1" } }),
      401,
      "invalid_credentials",
    ],
    ["an unknown API path", () => server.api("/api/does-not-exist"), 404, "not_found"],
    ["a record that does not exist", () => server.api("/api/admin/hosting-plans/999999", { method: "PUT", token, body: {} }), 404, "not_found"],
    ["a method the path does not take", () => server.api("/api/hosting-plans", { method: "DELETE" }), 405, "method_not_allowed"],
    ["a method the health check does not take", () => server.api("/healthz", { method: "POST" }), 405, "method_not_allowed"],
    ["a body over 1 MB", () => server.api("/api/contact", { method: "POST", body: { ...valid, message: "x".repeat(1_100_000) } }), 413, "payload_too_large"],
    [
      "a body that is not JSON",
      () => server.api("/api/contact", { method: "POST", body: "name=x", headers: { "content-type": "application/x-www-form-urlencoded" } }),
      415,
      "unsupported_media_type",
    ],
  ];

  it.each(cases)("%s", async (_what, request, status, code) => {
    const response = await request();
    expect(response.status).toBe(status);
    expect(typeof response.body.detail).toBe("string");
    expect(response.body.code).toBe(code);
    expect(ERROR_CODES).toContain(response.body.code);
  });

  it("a 400 names each field with its rule's code, and keeps its English detail", async () => {
    const response = await server.api("/api/contact", { method: "POST", body: { email: "nope", subject: "a\nb", message: "m".repeat(10_001) } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      detail: "name: is required",
      code: "validation_failed",
      errors: [
        { field: "name", message: "is required", code: "required" },
        { field: "email", message: "must be a valid e-mail address", code: "invalid_email" },
        { field: "subject", message: "must not contain line breaks", code: "line_break" },
        { field: "message", message: "must be at most 10000 characters", code: "too_long" },
      ],
    });
    for (const item of response.body.errors) expect(FIELD_ERROR_CODES).toContain(item.code);
  });

  it("a duplicate is 409 already_exists, naming the field", async () => {
    const promo = { code: `DUP${Date.now()}`, title: "Twice", description: "Made twice" };
    expect((await server.api("/api/admin/promo-codes", { method: "POST", token, body: promo })).status).toBe(200);
    const again = await server.api("/api/admin/promo-codes", { method: "POST", token, body: promo });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      detail: `A promo code "${promo.code}" already exists`,
      code: "already_exists",
      errors: [{ field: "code", message: `A promo code "${promo.code}" already exists`, code: "already_exists" }],
    });
  });

  it("a conflict with the current state is 409 conflict", async () => {
    const response = await server.api("/api/admin/2fa/disable", { method: "POST", token, body: { password: "test-password-123", otp: "123456" } });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe("conflict");
  });
});

describe("errors the middleware turns into answers", () => {
  const log = capturedLogger();
  let url = "";
  let close: () => void = () => {};
  beforeAll(async () => {
    const app = new Koa();
    app.use(errorHandler(log.logger));
    app.use((ctx) => {
      if (ctx.path === "/outage") throw DatabaseUnavailableError();
      if (ctx.path === "/pg-down") throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
      if (ctx.path === "/limited") throw Object.assign(new Error("Too many requests"), { status: 429, expose: true });
      throw new Error("boom");
    });
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    close = () => listening.close();
  });
  afterAll(() => close());

  it.each([
    ["/outage", 503, "database_unavailable"],
    ["/pg-down", 503, "database_unavailable"],
    ["/limited", 429, "rate_limited"],
    ["/fails", 500, "internal_error"],
  ])("%s answers %i %s", async (path, status, code) => {
    const response = await fetch(url + path);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { detail: string; code: string };
    expect(body.code).toBe(code);
    expect(typeof body.detail).toBe("string");
  });
});

describe("the list of codes", () => {
  it("is documented: docs/architecture.md names every code", () => {
    const page = readFileSync(new URL("../../../docs/architecture.md", import.meta.url), "utf8");
    for (const code of [...ERROR_CODES, ...FIELD_ERROR_CODES]) expect(page, code).toContain(`| \`${code}\` |`);
  });
});
