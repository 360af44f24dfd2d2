import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer } from "../server/test/testServer";

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "..");
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const cli = (script: string, args: string[], dataDir: string) =>
  run(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } });

describe("npm run backup / npm run restore", () => {
  it("backs up while the server runs, and restores with the server stopped", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "cli-backup-"));
    const work = await mkdtemp(join(tmpdir(), "cli-files-"));
    dirs.push(dataDir, work);
    const file = join(work, "backup.json");

    const server = await startTestServer({ dataDir, env: { CONTACT_RATE_LIMIT: "0" } });
    const token = await server.login();
    await server.api("/api/admin/company-info", { method: "PUT", token, body: { name: "Before Backup Ltd" } });
    await server.api("/api/contact", { method: "POST", body: { name: "Kept", email: "kept@example.com", subject: "Hi", message: "In the backup" } });
    const backup = await cli("backup", [file], dataDir);
    expect(backup.stdout).toMatch(/Backup written to .*backup\.json \(\d+ plans, 1 contact messages\)/);
    await server.api("/api/admin/company-info", { method: "PUT", token, body: { name: "After Backup Ltd" } });

    // restore refuses while the server holds the data dir
    await expect(cli("restore", [file], dataDir)).rejects.toMatchObject({ stderr: expect.stringMatching(/in use by another process/) });
    await server.stop({ keepData: true });

    await writeFile(join(work, "bad.json"), JSON.stringify({ format: "something-else" }));
    await expect(cli("restore", [join(work, "bad.json")], dataDir)).rejects.toMatchObject({ stderr: expect.stringMatching(/nothing was changed/) });

    const restored = await cli("restore", [file], dataDir);
    expect(restored.stdout).toMatch(/Restored \d+ plans and 1 contact messages/);
    const site = JSON.parse(await readFile(join(dataDir, "site.json"), "utf8"));
    expect(site.company.name).toBe("Before Backup Ltd");
    expect(site.admin.username).toBe("admin");
  }, 60_000);
});
