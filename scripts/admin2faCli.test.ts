import { describe, expect, it } from "vitest";
import { codeAt } from "../server/test/totpCodes";
import { startTestServer, TEST_ADMIN } from "../server/test/testServer";
import { CLI_TEST_TIMEOUT_MS, envWithout, runScript, temporaryFolders } from "./cliTestKit";

const temporaryFolder = temporaryFolders();
const cli = (args: string[], dataDir: string) => runScript("admin-2fa", args, { ...envWithout("DATABASE_URL"), DATA_DIR: dataDir });

describe("npm run admin:2fa (JSON store)", { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it("turns two-factor sign-in off from the shell for a lost phone, and records it", async () => {
    const dataDir = await temporaryFolder("cli-2fa-");
    const server = await startTestServer({ dataDir });
    const token = await server.login();
    const setup = await server.api("/api/admin/2fa/setup", { method: "POST", token, body: {} });
    expect(
      (
        await server.api("/api/admin/2fa/enable", {
          method: "POST",
          token,
          body: { otp: codeAt(setup.body.secret, Date.now()), password: TEST_ADMIN.password },
        })
      ).status,
    ).toBe(200);
    expect((await server.api("/api/login", { method: "POST", body: TEST_ADMIN })).body.two_factor_required).toBe(true);

    // The server holds the data dir: the shell command refuses rather than write beside it.
    await expect(cli(["--disable"], dataDir)).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/in use by another process/) });
    await server.stop({ keepData: true });

    expect((await cli(["--status"], dataDir)).stdout).toMatch(/is on for "admin" \(10 recovery codes left\)/);
    await expect(cli(["--wrong"], dataDir)).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/Usage: npm run admin:2fa -- --disable/) });
    expect((await cli(["--disable"], dataDir)).stdout).toMatch(/now off for "admin"/);
    expect((await cli(["--disable"], dataDir)).stdout).toMatch(/already off/);

    const restarted = await startTestServer({ dataDir });
    try {
      const login = await restarted.api("/api/login", { method: "POST", body: TEST_ADMIN });
      expect(login.status).toBe(200);
      const entries = (await restarted.api("/api/admin/activity?search=2fa.disable", { token: login.body.access_token })).body.entries;
      expect(entries[0]).toMatchObject({
        action: "2fa.disable",
        actor: "admin",
        user_agent: "npm run admin:2fa",
        detail: "two-factor sign-in turned off from the server's shell",
      });
    } finally {
      await restarted.stop();
    }
  });
});
