import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeWithPostgres, postgresAvailable, startPostgres, type TestPostgres } from "../../../test/postgres";
import { codeAt, earlyInStep } from "../../../test/totpCodes";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../../test/testServer";
import { eventually } from "../../../test/eventually";
import { scaledMs } from "../../../test/machine";

/** Two-factor sign-in and sessions with two servers on one PostgreSQL database, as behind a load balancer. */
const ROOT = resolve(import.meta.dirname, "../../../..");
let postgres: TestPostgres;
let a: TestServer;
let b: TestServer;
let databaseUrl: string;

beforeAll(async () => {
  if (!postgresAvailable) return;
  postgres = await startPostgres();
  databaseUrl = await postgres.freshDatabase();
  const env = { DATABASE_URL: databaseUrl, LOGIN_RATE_LIMIT: "1000" };
  a = await startTestServer({ env });
  b = await startTestServer({ env });
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await postgres?.stop();
});

const login = (server: TestServer, extra: Record<string, unknown> = {}, userAgent = "test-agent") =>
  server.api("/api/login", { method: "POST", body: { ...TEST_ADMIN, ...extra }, headers: { "user-agent": userAgent } });
const verify = async (server: TestServer, token: string) => (await server.api("/api/verify-token", { token })).status;

describeWithPostgres("sessions on two servers sharing PostgreSQL", () => {
  it("shows every server's sign-ins, and a session ended on one server is refused by the other", async () => {
    const onA = (await login(a, {}, "browser-on-a")).body.access_token;
    // Used on B right away: B reads the session from the database on first sight.
    expect(await verify(b, onA)).toBe(200);
    const onB = (await login(b, {}, "desktop-on-b")).body.access_token;
    const fromA = (await a.api("/api/admin/sessions", { token: onA })).body as Array<{ id: string; user_agent: string; current: boolean }>;
    const seenFromB = (await b.api("/api/admin/sessions", { token: onB })).body as typeof fromA;
    expect(seenFromB.map((session) => session.id).sort()).toEqual(fromA.map((session) => session.id).sort());
    expect(fromA.find((session) => session.user_agent === "browser-on-a")?.current).toBe(true);
    expect(seenFromB.find((session) => session.user_agent === "browser-on-a")?.current).toBe(false);
    expect(seenFromB.find((session) => session.user_agent === "desktop-on-b")?.current).toBe(true);

    // A has the session of onA cached (it just used it); B ends it.
    const aSession = fromA.find((session) => session.current)!.id;
    const ended = Date.now();
    expect((await b.api(`/api/admin/sessions/${aSession}`, { method: "DELETE", token: onB })).status).toBe(200);
    expect(await verify(b, onA)).toBe(401);
    await eventually(async () => expect(await verify(a, onA)).toBe(401), 2_000);
    expect(Date.now() - ended).toBeLessThan(2_000);
    expect(await verify(a, onB)).toBe(200);

    const third = (await login(a)).body.access_token;
    expect(await verify(b, third)).toBe(200);
    expect((await a.api("/api/admin/sessions/revoke-others", { method: "POST", token: onB })).status).toBe(200);
    await eventually(async () => expect(await verify(b, third)).toBe(401), 2_000);
    expect(await verify(b, onB)).toBe(200);
    expect((await b.api("/api/admin/sessions", { token: onB })).body).toHaveLength(1);
  });
});

describeWithPostgres("two-factor sign-in on two servers sharing PostgreSQL", () => {
  it("takes a code once across servers, and is turned off from the shell while they run", { timeout: scaledMs(60_000) }, async () => {
    await earlyInStep();
    const token = (await login(a)).body.access_token;
    const setup = await a.api("/api/admin/2fa/setup", { method: "POST", token, body: {} });
    expect(
      (await a.api("/api/admin/2fa/enable", { method: "POST", token, body: { otp: codeAt(setup.body.secret, Date.now()), password: TEST_ADMIN.password } }))
        .status,
    ).toBe(200);
    await eventually(async () =>
      expect((await login(b)).body).toEqual({ detail: "Two-factor code required", code: "two_factor_required", two_factor_required: true }),
    );

    // The same code sent to both servers at once is taken by one of them only.
    const code = codeAt(setup.body.secret, Date.now(), +1);
    const both = await Promise.all([login(a, { otp: code }), login(b, { otp: code })]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect((await login(b, { otp: code })).status).toBe(401);

    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/admin-2fa.ts", "--disable"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    expect(stdout).toMatch(/now off/);
    await eventually(async () => {
      expect((await login(a)).status).toBe(200);
      expect((await login(b)).status).toBe(200);
    });
    const entries = (await b.api("/api/admin/activity?search=2fa", { token: (await login(b)).body.access_token })).body.entries as Array<{
      action: string;
      user_agent: string;
    }>;
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(["2fa.setup", "2fa.enable", "2fa.disable"]));
    expect(entries.find((entry) => entry.action === "2fa.disable")?.user_agent).toBe("npm run admin:2fa");
  });
});
