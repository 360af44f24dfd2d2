import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../test/apiHelpers";
import { codeAt, earlyInStep, wrongCodeFor } from "../../../test/totpCodes";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../../test/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: "1000", TRUST_PROXY: "true" } });
});
afterAll(() => server.stop());

/** Each test signs in from its own address, so wrong codes of one test do not lock another out. */
const from = (ip: string) => ({
  login: (extra: Record<string, unknown> = {}) =>
    server.api("/api/login", { method: "POST", body: { ...TEST_ADMIN, ...extra }, headers: { "x-forwarded-for": ip } }),
  call: (path: string, token: string, body?: unknown) =>
    server.api(path, { method: body === undefined ? "GET" : "POST", token, body, headers: { "x-forwarded-for": ip } }),
});

/** Turns two-factor sign-in on through the API; answers the key, the recovery codes and a token. */
async function enable(ip: string): Promise<{ secret: string; codes: string[]; token: string }> {
  const client = from(ip);
  const token = (await client.login()).body.access_token as string;
  const setup = await client.call("/api/admin/2fa/setup", token, {});
  expect(setup.status, setup.text).toBe(200);
  const enabled = await client.call("/api/admin/2fa/enable", token, { otp: codeAt(setup.body.secret, Date.now()), password: TEST_ADMIN.password });
  expect(enabled.status, enabled.text).toBe(200);
  return { secret: setup.body.secret, codes: enabled.body.recovery_codes, token };
}

/** Turns it off again (with a recovery code, so no app code is used up), for the next test. */
async function disable(ip: string, token: string, recoveryCode: string): Promise<void> {
  const answer = await from(ip).call("/api/admin/2fa/disable", token, { password: TEST_ADMIN.password, recovery_code: recoveryCode });
  expect(answer.status, answer.text).toBe(200);
}

/** Each sign-in checks the password (scrypt, a few hundred ms, more on a busy machine) after waiting for a fresh step. */
const SIGN_INS_TIMEOUT = { timeout: 90_000 };

describe("two-factor setup", () => {
  it("makes a pending key with its otpauth URL and QR code, and changes nothing until a code confirms it", async () => {
    const client = from("198.51.100.1");
    const token = (await client.login()).body.access_token;
    expect((await client.call("/api/admin/2fa", token)).body).toEqual({ enabled: false, recovery_codes_left: 0 });

    const first = await client.call("/api/admin/2fa/setup", token, {});
    expect(first.status).toBe(200);
    expect(first.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const issuer = encodeURIComponent(server.site.deps.store.snapshot().company.name);
    expect(first.body.otpauth_url).toBe(`otpauth://totp/${issuer}:admin?secret=${first.body.secret}&issuer=${issuer}`);
    expect(first.body.qr_svg).toMatch(/^<svg [^>]*viewBox=/);
    expect(first.body.qr_svg).toMatch(/<\/svg>$/);
    expect(first.headers.get("cache-control")).toBe("no-store");
    // Still off: signing in needs no code.
    expect((await client.call("/api/admin/2fa", token)).body).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await client.login()).status).toBe(200);

    // A second setup replaces the pending key: the first key's code no longer confirms.
    const second = await client.call("/api/admin/2fa/setup", token, {});
    expect(second.body.secret).not.toBe(first.body.secret);
    const stale = await client.call("/api/admin/2fa/enable", token, { otp: wrongCodeFor(second.body.secret, Date.now()), password: TEST_ADMIN.password });
    expectError(stale, 400, "Invalid two-factor code");
    expectError(await client.call("/api/admin/2fa/enable", token, { password: TEST_ADMIN.password }), 400, /otp/);
    expectError(await client.call("/api/admin/2fa/enable", token, { otp: { nested: true }, password: TEST_ADMIN.password }), 400, /otp/);

    const enabled = await client.call("/api/admin/2fa/enable", token, { otp: codeAt(second.body.secret, Date.now()), password: TEST_ADMIN.password });
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.body.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await client.call("/api/admin/2fa", token)).body).toEqual({ enabled: true, recovery_codes_left: 10 });

    // Stored only as hashes: no code, and no pending key, is in the data.
    const stored = JSON.stringify(server.site.deps.store.snapshot().admin);
    for (const code of codes) expect(stored).not.toContain(code.replace("-", ""));
    expect(stored).not.toContain(codes[0]);

    // While on, setup and enable are refused (turn it off first).
    expectError(await client.call("/api/admin/2fa/setup", token, {}), 409, /already enabled/);
    expect((await client.call("/api/admin/2fa", token)).body.enabled).toBe(true);
    await disable("198.51.100.1", token, codes[0]);
    expect((await client.call("/api/admin/2fa", token)).body).toEqual({ enabled: false, recovery_codes_left: 0 });
  });
});

describe("turning two-factor on needs the password", SIGN_INS_TIMEOUT, () => {
  it("refuses a token alone, counts a wrong password toward the lock-out, and turns on with the password", async () => {
    const ip = "198.51.100.10";
    const client = from(ip);
    const token = (await client.login()).body.access_token as string;
    const setup = await client.call("/api/admin/2fa/setup", token, {});
    const code = () => codeAt(setup.body.secret, Date.now());
    expectError(await client.call("/api/admin/2fa/enable", token, { otp: code() }), 400, "password: is required");
    const wrong = await client.call("/api/admin/2fa/enable", token, { otp: code(), password: "not-the-password" });
    expectError(wrong, 400, "password: is not correct");
    expect(wrong.body.errors).toEqual([{ field: "password", message: "is not correct", code: "incorrect" }]);
    expect((await client.call("/api/admin/2fa", token)).body).toEqual({ enabled: false, recovery_codes_left: 0 });

    for (let n = 1; n < 5; n++) expect((await client.call("/api/admin/2fa/enable", token, { otp: code(), password: `guess-${n}` })).status).toBe(400);
    const locked = await client.call("/api/admin/2fa/enable", token, { otp: code(), password: TEST_ADMIN.password });
    expect(locked.status, locked.text).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await client.login()).status).toBe(429);
    expect((await client.call("/api/admin/2fa", token)).body.enabled).toBe(false);

    const other = from("198.51.100.11");
    const enabled = await other.call("/api/admin/2fa/enable", token, { otp: code(), password: TEST_ADMIN.password });
    expect(enabled.status, enabled.text).toBe(200);
    const entries: Array<{ action: string; detail: string; ip: string; success: boolean }> = (await other.call("/api/admin/activity?limit=100", token)).body
      .entries;
    expect(entries.filter((entry) => entry.ip === ip && entry.action === "2fa.enable" && !entry.success).map((entry) => entry.detail)).toEqual(
      Array(5).fill("wrong password"),
    );
    await disable("198.51.100.11", token, enabled.body.recovery_codes[0]);
  });
});

describe("signing in with two-factor on", SIGN_INS_TIMEOUT, () => {
  it("asks for a code, takes the app's code with one step of drift either way, and each code only once", async () => {
    const ip = "198.51.100.2";
    const client = from(ip);
    const { secret, codes, token } = await enable(ip);
    await earlyInStep(20);
    const now = Date.now();

    const noCode = await client.login();
    expect(noCode.status).toBe(401);
    expect(noCode.body).toEqual({ detail: "Two-factor code required", code: "two_factor_required", two_factor_required: true });
    const emptyCode = await client.login({ otp: "" });
    expect(emptyCode.body).toEqual({ detail: "Two-factor code required", code: "two_factor_required", two_factor_required: true });

    const current = await client.login({ otp: codeAt(secret, now) });
    expect(current.status, current.text).toBe(200);
    expect((await client.login({ otp: codeAt(secret, now) })).body).toEqual({ detail: "Invalid two-factor code", code: "invalid_credentials" });

    const ahead = await client.login({ otp: codeAt(secret, now, +1) });
    expect(ahead.status, ahead.text).toBe(200);
    expect((await server.api("/api/verify-token", { token: ahead.body.access_token })).body).toEqual({ valid: true, username: "admin" });
    const replay = await client.login({ otp: codeAt(secret, now, +1) });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ detail: "Invalid two-factor code", code: "invalid_credentials" });

    const behind = await client.login({ otp: codeAt(secret, now, -1) });
    expect(behind.status, behind.text).toBe(200);
    // Two steps off is too far (and the three accepted codes are used up by now).
    expect((await client.login({ otp: codeAt(secret, now, +2) })).status).toBe(401);
    expect((await client.login({ otp: codeAt(secret, now, -2) })).status).toBe(401);

    // The password is checked first: a right code with a wrong password is the usual answer.
    const wrongPassword = await client.login({ password: "not-the-password", otp: codeAt(secret, now, +1) });
    expect(wrongPassword.body).toEqual({ detail: "Incorrect username or password", code: "invalid_credentials" });

    await disable(ip, token, codes[0]);
    const plain = await client.login();
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body).sort()).toEqual(["access_token", "expires_in", "token_type"]);
  });

  it("answers bad input with a 400 naming the field, never a 500", async () => {
    const ip = "198.51.100.9";
    const client = from(ip);
    const { codes, token } = await enable(ip);
    for (const body of [{ otp: ["123456"] }, { otp: { $gt: "" } }, { recovery_code: true }, { otp: "1".repeat(100) }]) {
      const answer = await client.login(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.detail).toMatch(/^(otp|recovery_code): /);
    }
    expect((await client.login({ otp: 12 })).body).toEqual({ detail: "Invalid two-factor code", code: "invalid_credentials" });
    expect((await client.login({ otp: null })).body.two_factor_required).toBe(true);
    expectError(await client.call("/api/admin/2fa/disable", token, { password: 5, otp: "123456" }), 400, /password/);
    expectError(await client.call("/api/admin/2fa/recovery-codes", token, { otp: [] }), 400, /otp/);
    expect(
      (await server.api("/api/admin/2fa/setup", { method: "POST", token, body: "not json", headers: { "content-type": "application/json" } })).status,
    ).toBe(400);
    await disable(ip, token, codes[0]);
  });

  it("accepts each recovery code once, and counts them down", async () => {
    const ip = "198.51.100.3";
    const client = from(ip);
    const { codes, token } = await enable(ip);
    const used = await client.login({ recovery_code: codes[3].toUpperCase().replace("-", " ") });
    expect(used.status, used.text).toBe(200);
    expect((await client.call("/api/admin/2fa", token)).body).toEqual({ enabled: true, recovery_codes_left: 9 });
    const again = await client.login({ recovery_code: codes[3] });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ detail: "Invalid two-factor code", code: "invalid_credentials" });
    expect((await client.login({ recovery_code: "aaaaa-aaaaa" })).status).toBe(401);
    expect((await client.login({ recovery_code: codes[4] })).status).toBe(200);
    expect((await client.call("/api/admin/2fa", token)).body.recovery_codes_left).toBe(8);
    await disable(ip, token, codes[5]);
  });

  it("accepts a code once even when two sign-ins send it at the same moment", async () => {
    const ip = "198.51.100.4";
    const client = from(ip);
    const { secret, codes, token } = await enable(ip);
    await earlyInStep(20);
    const code = codeAt(secret, Date.now(), +1);
    const answers = await Promise.all([client.login({ otp: code }), client.login({ otp: code }), client.login({ otp: code })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
    await disable(ip, token, codes[0]);
  });

  it("counts wrong codes toward the sign-in lock-out", async () => {
    const ip = "198.51.100.5";
    const client = from(ip);
    const { secret, codes, token } = await enable(ip);
    const right = codeAt(secret, Date.now(), +1);
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) statuses.push((await client.login({ otp: wrongCodeFor(secret, Date.now(), n) })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const locked = await client.login({ otp: right });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Turning it off or making new codes is locked out too for this client.
    expect((await client.call("/api/admin/2fa/recovery-codes", token, { otp: right })).status).toBe(429);
    // Another address is not affected.
    const other = await from("198.51.100.55").login({ otp: right });
    expect(other.status, other.text).toBe(200);
    await from("198.51.100.56").call("/api/admin/2fa/disable", token, { password: TEST_ADMIN.password, recovery_code: codes[0] });
  });
});

describe("recovery codes and turning two-factor off", SIGN_INS_TIMEOUT, () => {
  it("makes a new set of codes with an app code, and the old set stops working", async () => {
    const ip = "198.51.100.6";
    const client = from(ip);
    const { secret, codes, token } = await enable(ip);
    await earlyInStep(20);
    expectError(await client.call("/api/admin/2fa/recovery-codes", token, { otp: "12345" }), 400, "Invalid two-factor code");
    expectError(await client.call("/api/admin/2fa/recovery-codes", token, {}), 400, /otp/);
    // The code just used to sign in also confirms changes from that session (only sign-ins refuse it twice).
    const code = codeAt(secret, Date.now(), +1);
    expect((await client.login({ otp: code })).status).toBe(200);
    const fresh = await client.call("/api/admin/2fa/recovery-codes", token, { otp: code });
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.body.recovery_codes).toHaveLength(10);
    expect(fresh.body.recovery_codes.some((code: string) => codes.includes(code))).toBe(false);
    expect((await client.login({ recovery_code: codes[0] })).status).toBe(401);
    expect((await client.login({ recovery_code: fresh.body.recovery_codes[0] })).status).toBe(200);
    await disable(ip, token, fresh.body.recovery_codes[1]);
  });

  it("turns off only with the password and a code, and then sign-in needs no code", async () => {
    const ip = "198.51.100.7";
    const client = from(ip);
    const { secret, token } = await enable(ip);
    await earlyInStep(20);
    const code = codeAt(secret, Date.now(), +1);
    expectError(await client.call("/api/admin/2fa/disable", token, { password: "wrong-password", otp: code }), 400, "password: is not correct");
    expectError(await client.call("/api/admin/2fa/disable", token, { password: TEST_ADMIN.password }), 400, /otp/);
    expectError(
      await client.call("/api/admin/2fa/disable", token, { password: TEST_ADMIN.password, otp: wrongCodeFor(secret, Date.now()) }),
      400,
      "Invalid two-factor code",
    );
    expect((await client.call("/api/admin/2fa", token)).body.enabled).toBe(true);
    expect((await client.login({ otp: code })).status).toBe(200);
    const off = await client.call("/api/admin/2fa/disable", token, { password: TEST_ADMIN.password, otp: code });
    expect(off.status, off.text).toBe(200);
    expect((await client.call("/api/admin/2fa", token)).body).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await client.login()).status).toBe(200);
    expectError(await client.call("/api/admin/2fa/disable", token, { password: TEST_ADMIN.password, otp: code }), 409, /not enabled/);
    expectError(await client.call("/api/admin/2fa/recovery-codes", token, { otp: code }), 409, /not enabled/);
    expectError(await client.call("/api/admin/2fa/enable", token, { otp: code, password: TEST_ADMIN.password }), 400, /setup/);
  });

  it("records every step in the activity log", async () => {
    const ip = "198.51.100.8";
    const client = from(ip);
    const { secret, codes, token } = await enable(ip);
    await client.login({ recovery_code: codes[1] });
    await client.login({ otp: wrongCodeFor(secret, Date.now()) });
    await disable(ip, token, codes[2]);
    const entries: Array<{ action: string; detail: string; ip: string; success: boolean }> = (await client.call("/api/admin/activity?limit=100", token)).body
      .entries;
    const mine = entries.filter((entry) => entry.ip === ip).reverse();
    const actions = mine.map((entry) => `${entry.action}:${entry.success}`);
    expect(actions).toEqual(expect.arrayContaining(["2fa.setup:true", "2fa.enable:true", "login:true", "2fa.disable:true"]));
    expect(mine.find((entry) => entry.detail.startsWith("signed in with a recovery code"))?.detail).toBe("signed in with a recovery code (9 left)");
    expect(mine.some((entry) => entry.action === "login_failed" && entry.detail === "wrong two-factor code")).toBe(true);
    // One entry per change: the generic "2fa.enable.create" entry is not written as well.
    expect(mine.some((entry) => entry.action.endsWith(".create"))).toBe(false);
  });
});
