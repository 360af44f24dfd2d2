import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startTestServer, TEST_ADMIN } from "../server/test/testServer";
import { CLI_TEST_TIMEOUT_MS, envWithout, runScript, temporaryFolders } from "./cliTestKit";

const temporaryFolder = temporaryFolders();

/** The command with stdin a pipe (no terminal), on `dataDir`, with ADMIN_PASSWORD only when given. */
function adminPassword(dataDir: string, password?: string) {
  const env = { ...envWithout("ADMIN_PASSWORD", "ADMIN_USERNAME", "DATABASE_URL"), DATA_DIR: dataDir };
  return runScript("admin-password", [], password === undefined ? env : { ...env, ADMIN_PASSWORD: password });
}

async function stoppedDataDir(): Promise<string> {
  const dataDir = await temporaryFolder("cli-admin-password-");
  const server = await startTestServer({ dataDir });
  await server.stop({ keepData: true });
  return dataDir;
}

const storedAdmin = async (dataDir: string) => JSON.parse(await readFile(join(dataDir, "site.json"), "utf8")).admin;

describe("npm run admin:password", { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it("refuses without a terminal and without ADMIN_PASSWORD, and changes nothing", async () => {
    const dataDir = await stoppedDataDir();
    const before = await storedAdmin(dataDir);

    const failed = await adminPassword(dataDir).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed).not.toBeNull();
    expect(failed!.code).not.toBe(0);
    expect(failed!.stderr).toMatch(/ADMIN_PASSWORD/);
    expect(failed!.stderr).toMatch(/terminal/);
    expect(failed!.stdout).not.toMatch(/New password/);
    expect(await storedAdmin(dataDir)).toEqual(before);

    const server = await startTestServer({ dataDir });
    try {
      expect((await server.api("/api/login", { method: "POST", body: TEST_ADMIN })).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it("sets the password given in ADMIN_PASSWORD without a terminal", async () => {
    const dataDir = await stoppedDataDir();
    const password = `from-the-shell-${Date.now()}`;
    const { stdout } = await adminPassword(dataDir, password);
    expect(stdout).toMatch(/Password for "admin" changed/);
    expect(stdout).not.toContain(password);

    const server = await startTestServer({ dataDir });
    try {
      expect((await server.api("/api/login", { method: "POST", body: { username: "admin", password } })).status).toBe(200);
      expect((await server.api("/api/login", { method: "POST", body: TEST_ADMIN })).status).toBe(401);
    } finally {
      await server.stop();
    }
  });
});
