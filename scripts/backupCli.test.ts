import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startTestServer } from "../server/test/testServer";
import { CLI_TEST_TIMEOUT_MS, envWithout, runScript, temporaryFolders } from "./cliTestKit";

const temporaryFolder = temporaryFolders();
const cli = (script: string, args: string[], dataDir: string) => runScript(script, args, { ...process.env, DATA_DIR: dataDir });

/** The backup command run from `cwd` with the environment as given (no DATA_DIR unless it is in `env`). */
const backupFrom = (cwd: string, env: Record<string, string>) => runScript("backup", [], { ...envWithout("DATA_DIR", "DATABASE_URL"), ...env }, cwd);

describe("npm run backup / npm run restore", { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it("backs up while the server runs, and restores with the server stopped", async () => {
    const dataDir = await temporaryFolder("cli-backup-");
    const work = await temporaryFolder("cli-files-");
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
  });
});

describe("npm run backup without a file name", { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it("writes into the data folder's backups/, not the current folder", async () => {
    const dataDir = await temporaryFolder("cli-backup-default-");
    const cwd = await temporaryFolder("cli-backup-cwd-");
    const server = await startTestServer({ dataDir });
    await server.api("/api/admin/company-info", { method: "PUT", token: await server.login(), body: { name: "Default Target Ltd" } });

    const { stdout } = await backupFrom(cwd, { DATA_DIR: dataDir });
    const written = (await readdir(join(dataDir, "backups"))).filter((name) => /^site-backup-.*\.json$/.test(name));
    expect(written).toHaveLength(1);
    expect(stdout).toContain(`Backup written to ${join(dataDir, "backups", written[0])}`);
    expect(JSON.parse(await readFile(join(dataDir, "backups", written[0]), "utf8")).site.company.name).toBe("Default Target Ltd");
    expect(await readdir(cwd)).toEqual([]);

    // The automatic backups beside it are still listed as before.
    const backups = await server.api("/api/admin/backups", { token: await server.login() });
    expect(backups.status).toBe(200);
    expect(backups.body.backups.length).toBeGreaterThan(0);
    expect(backups.body.backups.map((backup: { name: string }) => backup.name)).not.toContain(written[0]);
    await server.stop();
  });

  it("says which data folder is missing and how to name it when DATA_DIR is not set", async () => {
    const cwd = await temporaryFolder("cli-backup-nodata-");
    const failed = backupFrom(cwd, {});
    await expect(failed).rejects.toMatchObject({ code: 1 });
    const { stderr } = await failed.catch((error: { stderr: string }) => error);
    expect(stderr).toContain(join(cwd, "data"));
    expect(stderr).toMatch(/DATA_DIR/);
    expect(stderr).not.toMatch(/ENOENT/);
    expect(await readdir(cwd)).toEqual([]);
  });
});
