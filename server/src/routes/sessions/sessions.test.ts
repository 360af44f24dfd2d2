import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../test/apiHelpers";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../../test/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: "1000", TRUST_PROXY: "true" } });
});
afterAll(() => server.stop());

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) hostsite/0.1.0 Chrome/140.0 Electron/41.7.1 Safari/537.36";

async function signIn(userAgent: string, ip: string): Promise<string> {
  const answer = await server.api("/api/login", { method: "POST", body: TEST_ADMIN, headers: { "user-agent": userAgent, "x-forwarded-for": ip } });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.access_token;
}
const sessionsOf = (token: string) => server.api("/api/admin/sessions", { token });
const verify = async (token: string) => (await server.api("/api/verify-token", { token })).status;

describe("admin sessions", () => {
  it("lists each sign-in with its address and browser, marking the one asking", async () => {
    await server.api("/api/admin/sessions/revoke-others", { method: "POST", token: await signIn("setup", "192.0.2.1") });
    const browser = await signIn(FIREFOX, "203.0.113.10");
    const desktop = await signIn(DESKTOP, "203.0.113.11");
    const listed = await sessionsOf(browser);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    const mine = listed.body.filter((session: { ip: string }) => session.ip.startsWith("203.0.113."));
    expect(mine).toHaveLength(2);
    for (const session of listed.body) {
      expect(Object.keys(session).sort()).toEqual(["created_at", "current", "id", "ip", "last_seen_at", "user_agent"]);
      expect(Number.isNaN(Date.parse(session.created_at))).toBe(false);
      expect(Number.isNaN(Date.parse(session.last_seen_at))).toBe(false);
    }
    const firefox = listed.body.find((session: { user_agent: string }) => session.user_agent === FIREFOX);
    expect(firefox).toMatchObject({ ip: "203.0.113.10", current: true });
    expect(listed.body.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const fromDesktop = (await sessionsOf(desktop)).body.find((session: { user_agent: string }) => session.user_agent === DESKTOP);
    expect(fromDesktop).toMatchObject({ ip: "203.0.113.11", current: true });
  });

  it("signs one session out: its token answers 401 at once, the others go on", async () => {
    const keeper = await signIn(FIREFOX, "203.0.113.20");
    const victim = await signIn(DESKTOP, "203.0.113.21");
    const victimId = (await sessionsOf(victim)).body.find((session: { current: boolean }) => session.current).id;
    const ended = await server.api(`/api/admin/sessions/${victimId}`, { method: "DELETE", token: keeper });
    expect(ended.status, ended.text).toBe(200);
    expect(await verify(victim)).toBe(401);
    expectError(await sessionsOf(victim), 401, "Invalid or expired token");
    expect(await verify(keeper)).toBe(200);
    expect((await sessionsOf(keeper)).body.some((session: { id: string }) => session.id === victimId)).toBe(false);
    expectError(await server.api(`/api/admin/sessions/${victimId}`, { method: "DELETE", token: keeper }), 404, "Session not found");
    expectError(await server.api(`/api/admin/sessions/${"x".repeat(500)}`, { method: "DELETE", token: keeper }), 404);
    expect((await server.api(`/api/admin/sessions/${victimId}`, { method: "DELETE" })).status).toBe(401);
  });

  it("signs out everywhere else, and a session can sign itself out", async () => {
    const others = [await signIn(FIREFOX, "203.0.113.30"), await signIn(DESKTOP, "203.0.113.31")];
    const own = await signIn(FIREFOX, "203.0.113.32");
    const answer = await server.api("/api/admin/sessions/revoke-others", { method: "POST", token: own });
    expect(answer.status).toBe(200);
    expect(answer.body.revoked).toBeGreaterThanOrEqual(2);
    for (const token of others) expect(await verify(token)).toBe(401);
    const left = (await sessionsOf(own)).body;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, ip: "203.0.113.32" });
    expect((await server.api(`/api/admin/sessions/${left[0].id}`, { method: "DELETE", token: own })).status).toBe(200);
    expect(await verify(own)).toBe(401);
  });

  it("ends the other sessions on a password change; the changing one goes on with its new token", async () => {
    const other = await signIn(DESKTOP, "203.0.113.40");
    const own = await signIn(FIREFOX, "203.0.113.41");
    const ownId = (await sessionsOf(own)).body.find((session: { current: boolean }) => session.current).id;
    const changed = await server.api("/api/admin/password", {
      method: "PUT",
      token: own,
      body: { current_password: TEST_ADMIN.password, new_password: "another-password-9" },
    });
    expect(changed.status).toBe(200);
    expect(await verify(other)).toBe(401);
    expect(await verify(own)).toBe(401);
    const after = await sessionsOf(changed.body.access_token);
    expect(after.body).toEqual([expect.objectContaining({ id: ownId, current: true })]);
    await server.api("/api/admin/password", {
      method: "PUT",
      token: changed.body.access_token,
      body: { current_password: "another-password-9", new_password: TEST_ADMIN.password },
    });
  });

  it("records session changes in the activity log", async () => {
    const own = await signIn(FIREFOX, "203.0.113.50");
    const other = await signIn(DESKTOP, "203.0.113.51");
    const otherId = (await sessionsOf(other)).body.find((session: { current: boolean }) => session.current).id;
    await server.api(`/api/admin/sessions/${otherId}`, { method: "DELETE", token: own, headers: { "x-forwarded-for": "203.0.113.50" } });
    await server.api("/api/admin/sessions/revoke-others", { method: "POST", token: own, headers: { "x-forwarded-for": "203.0.113.50" } });
    const entries = (await server.api("/api/admin/activity?limit=100", { token: own })).body.entries as Array<{
      action: string;
      ip: string;
      target: string;
      detail: string;
    }>;
    const mine = entries.filter((entry) => entry.ip === "203.0.113.50");
    expect(mine.find((entry) => entry.action === "session.revoke")).toMatchObject({
      target: `session ${otherId.slice(0, 8)}`,
      detail: "signed out another session",
    });
    expect(mine.find((entry) => entry.action === "session.revoke_others")?.detail).toMatch(/^signed out \d+ other session/);
  });

  it("refuses tokens without a session (made before sessions existed) and forged session ids", async () => {
    const secret = Buffer.from((await readFile(join(server.dataDir, "jwt-secret"), "utf8")).trim(), "hex");
    const tv = server.site.deps.store.snapshot().admin!.token_version;
    const legacy = jwt.sign({ tv }, secret, { algorithm: "HS256", subject: "admin", expiresIn: 600 });
    const forged = jwt.sign({ tv, sid: "made-up" }, secret, { algorithm: "HS256", subject: "admin", expiresIn: 600 });
    expect(await verify(legacy)).toBe(401);
    expect(await verify(forged)).toBe(401);
  });
});

describe("sessions over a restart (JSON store)", () => {
  it("keeps signed-in sessions and keeps ended ones ended", async () => {
    const own = await startTestServer();
    const kept = await own.login();
    const ended = await own.login();
    await own.api("/api/admin/sessions/revoke-others", { method: "POST", token: kept });
    await own.stop({ keepData: true });
    const again = await startTestServer({ dataDir: own.dataDir });
    try {
      expect((await again.api("/api/verify-token", { token: kept })).status).toBe(200);
      expect((await again.api("/api/verify-token", { token: ended })).status).toBe(401);
    } finally {
      await again.stop();
      await rm(own.dataDir, { recursive: true, force: true });
    }
  });
});
