import { readFile } from "node:fs/promises";
import { join } from "node:path";
import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../../test/testServer";
import { scaledMs } from "../../../test/machine";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: "1000" } });
});
afterAll(() => server.stop());

const login = (body: unknown, ip?: string) => server.api("/api/login", { method: "POST", body, headers: ip ? { "x-forwarded-for": ip } : {} });

describe("POST /api/login", () => {
  it("answers a bearer token for the right credentials", async () => {
    const response = await login(TEST_ADMIN);
    expect(response.status).toBe(200);
    expect(response.body.token_type).toBe("bearer");
    expect(response.body.expires_in).toBe(12 * 3600);
    const verify = await server.api("/api/verify-token", { token: response.body.access_token });
    expect(verify.status).toBe(200);
    expect(verify.body).toEqual({ valid: true, username: "admin" });
  });

  it("answers the same 401 for a wrong password and a wrong user", async () => {
    const wrongPassword = await login({ username: "admin", password: "nope-nope-nope" });
    const wrongUser = await login({ username: "root", password: TEST_ADMIN.password });
    expect(wrongPassword.status).toBe(401);
    expect(wrongUser.status).toBe(401);
    expect(wrongPassword.body).toEqual({ detail: "Incorrect username or password", code: "invalid_credentials" });
    expect(wrongUser.body).toEqual(wrongPassword.body);
  });

  it("requires username and password", async () => {
    const response = await login({ username: "admin" });
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/password/);
    expect((await login({})).status).toBe(400);
  });

  it("says a password over 1000 characters is too long, not missing", async () => {
    const response = await login({ username: "admin", password: "p".repeat(1_001) });
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/password/);
    expect(response.body.detail).toMatch(/must be at most 1000 characters/);
    expect(response.body.detail).not.toMatch(/required/);
  });

  it("says a user name over 200 characters is too long, not missing", async () => {
    const response = await login({ username: "u".repeat(201), password: "whatever-password" });
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/username/);
    expect(response.body.detail).toMatch(/must be at most 200 characters/);
    expect(response.body.detail).not.toMatch(/required/);
  });
});

describe("GET /api/verify-token", () => {
  let secret: Buffer;
  beforeAll(async () => {
    secret = Buffer.from((await readFile(join(server.dataDir, "jwt-secret"), "utf8")).trim(), "hex");
  });

  it("refuses a missing, malformed or expired token", async () => {
    expect((await server.api("/api/verify-token")).status).toBe(401);
    expect((await server.api("/api/verify-token", { token: "not.a.token" })).status).toBe(401);
    const expired = jwt.sign({ tv: 1, exp: Math.floor(Date.now() / 1000) - 10 }, secret, { algorithm: "HS256", subject: "admin" });
    const response = await server.api("/api/verify-token", { token: expired });
    expect(response.status).toBe(401);
    expect(response.body.detail).toBe("Invalid or expired token");
  });

  it("refuses a token signed with another secret", async () => {
    const forged = jwt.sign({ tv: 1 }, "another-secret", { algorithm: "HS256", subject: "admin", expiresIn: 60 });
    expect((await server.api("/api/verify-token", { token: forged })).status).toBe(401);
  });

  it("refuses an alg:none token", async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${encode({ sub: "admin", tv: 1, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    expect((await server.api("/api/verify-token", { token: unsigned })).status).toBe(401);
  });
});

describe("PUT /api/admin/password", () => {
  it("changes the password and ends every other session", async () => {
    const own = await server.login();
    const other = await server.login();
    const wrong = await server.api("/api/admin/password", {
      method: "PUT",
      token: own,
      body: { current_password: "wrong-one-123", new_password: "a-new-password-1" },
    });
    expect(wrong.status).toBe(400);
    const short = await server.api("/api/admin/password", {
      method: "PUT",
      token: own,
      body: { current_password: TEST_ADMIN.password, new_password: "short" },
    });
    expect(short.status).toBe(400);
    expect(short.body.detail).toMatch(/new_password/);

    const changed = await server.api("/api/admin/password", {
      method: "PUT",
      token: own,
      body: { current_password: TEST_ADMIN.password, new_password: "a-new-password-1" },
    });
    expect(changed.status).toBe(200);
    expect((await server.api("/api/verify-token", { token: other })).status).toBe(401);
    expect((await server.api("/api/verify-token", { token: own })).status).toBe(401);
    expect((await server.api("/api/verify-token", { token: changed.body.access_token })).status).toBe(200);
    expect((await login({ username: "admin", password: "a-new-password-1" })).status).toBe(200);
    expect((await login(TEST_ADMIN)).status).toBe(401);
    // put it back for the other tests
    await server.api("/api/admin/password", {
      method: "PUT",
      token: changed.body.access_token,
      body: { current_password: "a-new-password-1", new_password: TEST_ADMIN.password },
    });
  });
});

describe("brute force", () => {
  it("locks a client out with 429 and Retry-After after repeated failures", async () => {
    const limited = await startTestServer({ env: { TRUST_PROXY: "true" } });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 7; n++) {
        const response = await limited.api("/api/login", {
          method: "POST",
          body: { username: "admin", password: `guess-${n}` },
          headers: { "x-forwarded-for": "203.0.113.9" },
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
          expect(response.body.detail).toMatch(/Too many/);
        }
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      // even the right password is refused while locked out, but another client is not affected
      const locked = await limited.api("/api/login", { method: "POST", body: TEST_ADMIN, headers: { "x-forwarded-for": "203.0.113.9" } });
      expect(locked.status).toBe(429);
      const otherClient = await limited.api("/api/login", { method: "POST", body: TEST_ADMIN, headers: { "x-forwarded-for": "198.51.100.7" } });
      expect(otherClient.status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

describe("PUT /api/admin/password and the lock-out", () => {
  /** A server that keeps the default lock-out (five failures per address in 15 minutes) and reads X-Forwarded-For. */
  async function limitedServer() {
    const limited = await startTestServer({ env: { TRUST_PROXY: "true" } });
    const token = await limited.login();
    const change = (ip: string, current_password: string) =>
      limited.api("/api/admin/password", {
        method: "PUT",
        token,
        body: { current_password, new_password: "a-new-password-1" },
        headers: { "x-forwarded-for": ip },
      });
    const signIn = (ip: string) => limited.api("/api/login", { method: "POST", body: TEST_ADMIN, headers: { "x-forwarded-for": ip } });
    return { limited, token, change, signIn };
  }

  it("counts a wrong current password toward the address's lock-out, and answers 429 while it lasts", { timeout: scaledMs(60_000) }, async () => {
    const { limited, token, change, signIn } = await limitedServer();
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 5; n++) {
        const answer = await change("203.0.113.70", `wrong-guess-${n}`);
        statuses.push(answer.status);
        expect(answer.body.detail).toBe("current_password: is not correct");
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      // Locked out: no more guesses, not even the right password, and no sign-in from that address either.
      for (const password of ["wrong-guess-5", TEST_ADMIN.password]) {
        const locked = await change("203.0.113.70", password);
        expect(locked.status, locked.text).toBe(429);
        expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
        expect(locked.body.detail).toMatch(/^Too many/);
      }
      expect((await signIn("203.0.113.70")).status).toBe(429);
      // Another address is not affected; the password did not change.
      expect((await change("198.51.100.70", "wrong-guess-6")).status).toBe(400);
      expect((await signIn("198.51.100.70")).status).toBe(200);
      const entries = (await limited.api("/api/admin/activity?limit=100&search=203.0.113.70", { token })).body.entries as Array<Record<string, unknown>>;
      expect(
        entries.filter((entry) => entry.action === "password.update" && entry.success === false && entry.detail === "wrong current password"),
      ).toHaveLength(5);
    } finally {
      await limited.stop();
    }
  });

  it("is refused while failed sign-ins have locked the address out", { timeout: scaledMs(60_000) }, async () => {
    const { limited, change, signIn } = await limitedServer();
    try {
      for (let n = 0; n < 5; n++) {
        const failed = await limited.api("/api/login", {
          method: "POST",
          body: { username: TEST_ADMIN.username, password: `guess-${n}` },
          headers: { "x-forwarded-for": "203.0.113.71" },
        });
        expect(failed.status).toBe(401);
      }
      const locked = await change("203.0.113.71", TEST_ADMIN.password);
      expect(locked.status, locked.text).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await signIn("198.51.100.71")).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
