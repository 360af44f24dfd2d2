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

    // What is stored is what validation produced: a string flag, a one-line list, a quoted price.
    const loose = JSON.parse(await readFile(file, "utf8"));
    loose.site.promos[0].is_active = "false";
    loose.site.plans[0].features = "Line A\nLine B";
    loose.site.plans[0].price = "9.99";
    await writeFile(join(work, "loose.json"), JSON.stringify(loose));
    await cli("restore", [join(work, "loose.json")], dataDir);
    const strict = JSON.parse(await readFile(join(dataDir, "site.json"), "utf8"));
    expect(strict.promos[0].is_active).toBe(false);
    expect(strict.plans[0].features).toEqual(["Line A", "Line B"]);
    expect(strict.plans[0].price).toBe(9.99);

    // A value the API would refuse stops the restore, naming the field.
    loose.site.plans[0].type = "spaceship";
    await writeFile(join(work, "bad-plan.json"), JSON.stringify(loose));
    await expect(cli("restore", [join(work, "bad-plan.json")], dataDir)).rejects.toMatchObject({
      stderr: expect.stringMatching(/nothing was changed: The backup file is damaged: site\.plans\.0\.type must be one of/),
    });
    expect(JSON.parse(await readFile(join(dataDir, "site.json"), "utf8")).plans[0].type).toBe(strict.plans[0].type);
  }, 60_000);
});
