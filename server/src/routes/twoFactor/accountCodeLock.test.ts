import { afterEach, describe, expect, it } from "vitest";
import { codeAt, wrongCodeFor } from "../../../test/totpCodes";
import { startTestServer, TEST_ADMIN, type ApiResponse, type TestServer } from "../../../test/testServer";

const MINUTE_MS = 60_000;
const LOCK_ACTION = "2fa.codes_locked";
/** Every sign-in checks the password (scrypt, a few hundred ms each): these tests make about twenty. */
const SIGN_INS_TIMEOUT_MS = 120_000;

/** A clock moved by hand: the account's code budget reads it; the codes themselves and the per-address lock-out keep real time. */
function manualClock() {
  let ms = Date.now();
  return { now: () => ms, advance: (by: number) => void (ms += by) };
}

const started: TestServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop()));
});

async function startWith(clock: ReturnType<typeof manualClock>) {
  const server = await startTestServer({ env: { LOGIN_RATE_LIMIT: "1000", TRUST_PROXY: "true" }, clock: clock.now });
  started.push(server);
  const from = (ip: string) => ({
    login: (extra: Record<string, unknown> = {}) =>
      server.api("/api/login", { method: "POST", body: { ...TEST_ADMIN, ...extra }, headers: { "x-forwarded-for": ip } }),
    call: (path: string, token: string, body: unknown) => server.api(path, { method: "POST", token, body, headers: { "x-forwarded-for": ip } }),
  });
  const token = await server.login();
  const setup = await from("192.0.2.1").call("/api/admin/2fa/setup", token, {});
  const enabled = await from("192.0.2.1").call("/api/admin/2fa/enable", token, { otp: codeAt(setup.body.secret, Date.now()), password: TEST_ADMIN.password });
  expect(enabled.status, enabled.text).toBe(200);
  const lockEntries = async () =>
    ((await server.api(`/api/admin/activity?limit=100&search=${LOCK_ACTION}`, { token })).body.entries as Array<Record<string, unknown>>).filter(
      (entry) => entry.action === LOCK_ACTION,
    );
  return { server, from, token, secret: setup.body.secret as string, codes: enabled.body.recovery_codes as string[], lockEntries };
}

/** Ten different wrong codes: two from each of five addresses (none of them reaches its own lock-out of five). */
async function tenWrongCodes(secret: string, send: (ip: string, otp: string) => Promise<ApiResponse>, base: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < 10; n++) statuses.push((await send(`203.0.113.${base + Math.floor(n / 2)}`, wrongCodeFor(secret, Date.now(), n))).status);
  return statuses;
}

function expectLocked(answer: ApiResponse, retryAfterSeconds: number): void {
  expect(answer.status, answer.text).toBe(429);
  expect(answer.headers.get("retry-after")).toBe(String(retryAfterSeconds));
  expect(answer.body.detail).toMatch(/^Too many wrong two-factor codes/);
}

describe("the account's budget of wrong two-factor codes", () => {
  it(
    "after ten wrong codes from several addresses refuses app codes from every address until the window passes; recovery codes still work",
    async () => {
      const clock = manualClock();
      const { from, token, secret, codes, lockEntries } = await startWith(clock);
      expect(await tenWrongCodes(secret, (ip, otp) => from(ip).login({ otp }), 10)).toEqual(Array(10).fill(401));

      // A new address, with the right code: refused for the whole window (15 minutes from the first wrong code).
      const right = () => codeAt(secret, Date.now());
      expectLocked(await from("198.51.100.20").login({ otp: right() }), 15 * 60);
      // The same answer with a wrong password: the lock tells nothing about the password.
      expectLocked(await from("198.51.100.21").login({ password: "not-the-password", otp: right() }), 15 * 60);
      expect((await from("198.51.100.21").login()).body).toEqual({
        detail: "Two-factor code required",
        code: "two_factor_required",
        two_factor_required: true,
      });

      clock.advance(5 * MINUTE_MS);
      expectLocked(await from("198.51.100.22").login({ otp: right() }), 10 * 60);
      // The confirmations of a signed-in session take no app code either.
      expectLocked(await from("198.51.100.22").call("/api/admin/2fa/recovery-codes", token, { otp: right() }), 10 * 60);
      expectLocked(await from("198.51.100.22").call("/api/admin/2fa/disable", token, { password: TEST_ADMIN.password, otp: right() }), 10 * 60);
      // A recovery code cannot be guessed: it still signs in.
      const recovered = await from("198.51.100.23").login({ recovery_code: codes[0] });
      expect(recovered.status, recovered.text).toBe(200);

      const entries = await lockEntries();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actor: TEST_ADMIN.username, ip: "203.0.113.14", success: false });
      expect(entries[0].detail).toBe(
        `10 wrong two-factor codes within 15 minutes: app codes are refused from every address until ${new Date(clock.now() + 10 * MINUTE_MS).toISOString()} (recovery codes still work)`,
      );

      clock.advance(10 * MINUTE_MS - 1_000);
      expectLocked(await from("198.51.100.24").login({ otp: right() }), 1);
      clock.advance(1_000);
      const after = await from("198.51.100.24").login({ otp: right() });
      expect(after.status, after.text).toBe(200);
    },
    SIGN_INS_TIMEOUT_MS,
  );

  it(
    "checks at most ten wrong codes when guesses from many addresses arrive at once, and records the lock once",
    async () => {
      const clock = manualClock();
      const { from, secret, lockEntries } = await startWith(clock);
      const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => from(`203.0.113.${100 + n}`).login({ otp: wrongCodeFor(secret, Date.now(), n) })));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
      expect(await lockEntries()).toHaveLength(1);
    },
    SIGN_INS_TIMEOUT_MS,
  );

  it(
    "counts wrong codes at the confirmations (new recovery codes, turning off) toward the same budget",
    async () => {
      const clock = manualClock();
      const { from, token, secret, lockEntries } = await startWith(clock);
      const statuses = await tenWrongCodes(
        secret,
        (ip, otp) =>
          ip.endsWith(".31") || ip.endsWith(".32")
            ? from(ip).call("/api/admin/2fa/disable", token, { password: TEST_ADMIN.password, otp })
            : from(ip).call("/api/admin/2fa/recovery-codes", token, { otp }),
        30,
      );
      expect(statuses).toEqual(Array(10).fill(400));
      expectLocked(await from("198.51.100.40").login({ otp: codeAt(secret, Date.now()) }), 15 * 60);
      expect(await lockEntries()).toHaveLength(1);
    },
    SIGN_INS_TIMEOUT_MS,
  );

  it(
    "does not count a right code, and ends when two-factor sign-in is turned off",
    async () => {
      const clock = manualClock();
      const { from, token, secret } = await startWith(clock);
      const wrong = (n: number) => from(`203.0.113.${50 + Math.floor(n / 2)}`).login({ otp: wrongCodeFor(secret, Date.now(), n) });
      for (let n = 0; n < 9; n++) expect((await wrong(n)).status).toBe(401);
      // Nine wrong and two right ones: the budget still holds one more wrong code.
      expect((await from("198.51.100.60").login({ otp: codeAt(secret, Date.now()) })).status).toBe(200);
      const regenerated = await from("198.51.100.60").call("/api/admin/2fa/recovery-codes", token, { otp: codeAt(secret, Date.now()) });
      expect(regenerated.status, regenerated.text).toBe(200);
      expect((await wrong(9)).status).toBe(401);
      expectLocked(await from("198.51.100.61").login({ otp: codeAt(secret, Date.now(), +1) }), 15 * 60);

      // Turned off (with a recovery code) and on again with a new key: the new key's codes are taken at once.
      const off = await from("198.51.100.61").call("/api/admin/2fa/disable", token, {
        password: TEST_ADMIN.password,
        recovery_code: regenerated.body.recovery_codes[0],
      });
      expect(off.status, off.text).toBe(200);
      const setup = await from("198.51.100.61").call("/api/admin/2fa/setup", token, {});
      const on = await from("198.51.100.61").call("/api/admin/2fa/enable", token, {
        otp: codeAt(setup.body.secret, Date.now()),
        password: TEST_ADMIN.password,
      });
      expect(on.status, on.text).toBe(200);
      expect((await from("198.51.100.62").login({ otp: codeAt(setup.body.secret, Date.now()) })).status).toBe(200);
    },
    SIGN_INS_TIMEOUT_MS,
  );
});
