import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function expectCleanError(response: { status: number; body: any; text: string }, status: number) {
  expect(response.status).toBe(status);
  expect(typeof response.body.detail).toBe("string");
  expect(response.text).not.toMatch(/at .+\.(ts|js):\d+|node_modules|\/work\//);
}

describe("error model", () => {
  it("answers malformed JSON with 400", async () => {
    const response = await server.api("/api/contact", { method: "POST", body: '{"name": "x",', headers: { "content-type": "application/json" } });
    expectCleanError(response, 400);
    expect(response.body.detail).toBe("Malformed JSON in request body");
  });

  it("answers a non-JSON body with 415", async () => {
    const response = await server.api("/api/contact", { method: "POST", body: "name=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expectCleanError(response, 415);
  });

  it("answers a body over 1 MB with 413", async () => {
    const response = await server.api("/api/contact", { method: "POST", body: { message: "x".repeat(1_100_000) } });
    expectCleanError(response, 413);
  });

  it("answers an unknown API path with 404 JSON", async () => {
    expectCleanError(await server.api("/api/does-not-exist"), 404);
    expectCleanError(await server.api("/api/admin/hosting-plans/1/nothing", { method: "POST" }), 404);
  });

  it("answers a known path with another method with 405", async () => {
    expectCleanError(await server.api("/api/hosting-plans", { method: "DELETE" }), 405);
    expectCleanError(await server.api("/api/login"), 405);
    expectCleanError(await server.api("/api/navigation", { method: "PATCH" }), 405);
  });

  it("answers an unknown non-API path with HTTP 404", async () => {
    const response = await fetch(`${server.url}/no/such/page`);
    expect(response.status).toBe(404);
  });

  it("sets the security headers on every answer", async () => {
    for (const path of ["/api/navigation", "/api/nope", "/"]) {
      const response = await fetch(server.url + path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      // Only browsers of the past read these; they would cost bytes of every page's first round trip.
      for (const obsolete of ["x-xss-protection", "x-download-options", "x-permitted-cross-domain-policies"]) {
        expect(response.headers.has(obsolete), obsolete).toBe(false);
      }
    }
  });
});
