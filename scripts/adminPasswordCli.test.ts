import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ADMIN } from "../server/test/testServer";
import { scaledMs } from "../server/test/machine";

// Each command is a process of its own that loads the sources with tsx: on a busy machine a test of several takes
// minutes, so its limit is set from the machine's load when the file starts, not when the whole run started.
const CLI_TEST_TIMEOUT_MS = scaledMs(120_000);

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "..");
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** The command with stdin a pipe (no terminal), on `dataDir`, with ADMIN_PASSWORD only when given. */
function adminPassword(dataDir: string, password?: string) {
  const { ADMIN_PASSWORD: _password, ADMIN_USERNAME: _username, DATABASE_URL: _databaseUrl, ...rest } = process.env;
  const env = { ...rest, DATA_DIR: dataDir, ...(password === undefined ? {} : { ADMIN_PASSWORD: password }) };
  return run(process.execPath, ["--import", "tsx", "scripts/admin-password.ts"], { cwd: ROOT, env });
}

async function stoppedDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), "cli-admin-password-"));
  dirs.push(dataDir);
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
  }, 60_000);

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
  }, 60_000);
});
