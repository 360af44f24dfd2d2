import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { silentLogger } from "../../logging/logger";
import { describeWithPostgres, postgresAvailable, startPostgres, type TestPostgres } from "../../../test/postgres";
import { demoSiteData } from "../demoData";
import { JsonStore } from "../jsonStore";
import { newSubmission } from "../storeContract";
import { copyJsonStoreToPostgres } from "./migrateFromJson";
import { PgStore } from "./pgStore";

const ROOT = resolve(import.meta.dirname, "../../../..");
const run = promisify(execFile);
let postgres: TestPostgres;
let dataDir: string;
beforeAll(async () => {
  if (!postgresAvailable) return;
  postgres = await startPostgres();
  dataDir = await mkdtemp(join(tmpdir(), "migrate-store-"));
  const json = await JsonStore.open({ dataDir, logger: silentLogger, seed: () => demoSiteData() });
  await json.update(["company"], (draft) => {
    draft.company.name = "From JSON Hosting";
  });
  for (let n = 1; n <= 3; n++) await json.submissions.add(newSubmission(n));
  await json.submissions.remove(2);
  await json.activity.add({
    timestamp: new Date().toISOString(),
    action: "login",
    actor: "admin",
    ip: "127.0.0.1",
    user_agent: "t",
    target: "",
    detail: "POST /api/login",
    success: true,
  });
  await json.close();
});
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await postgres?.stop();
});

describeWithPostgres("npm run migrate-store", () => {
  it("copies site data, submissions (ids kept) and activity into an empty database, and refuses a second time without --force", async () => {
    const databaseUrl = await postgres.freshDatabase();
    const script = (...args: string[]) =>
      run(process.execPath, ["--import", "tsx", "scripts/migrate-store.ts", ...args], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      });
    const { stdout } = await script();
    expect(stdout).toMatch(/2 contact messages, 1 activity entries/);

    const store = await PgStore.open({ databaseUrl, logger: silentLogger, seed: () => demoSiteData() });
    expect(store.snapshot().company.name).toBe("From JSON Hosting");
    expect(store.submissions.all().map((s) => s.id)).toEqual([3, 1]);
    expect(store.activity.count()).toBe(1);
    expect((await store.submissions.add(newSubmission(4))).id).toBe(4);
    await store.close();

    await expect(script()).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/already holds store data/) });
  });

  it("replaces existing data with --force, keeping a backup of it", async () => {
    const databaseUrl = await postgres.freshDatabase();
    const before = await PgStore.open({ databaseUrl, logger: silentLogger, seed: () => demoSiteData() });
    await before.update(["company"], (draft) => {
      draft.company.name = "Already In Postgres";
    });
    await before.close();

    const result = await copyJsonStoreToPostgres({ dataDir, databaseUrl, force: true, logger: silentLogger });
    expect(result.replacedBackup).toMatch(/pre-restore/);
    const store = await PgStore.open({ databaseUrl, logger: silentLogger, seed: () => demoSiteData() });
    expect(store.snapshot().company.name).toBe("From JSON Hosting");
    expect(store.submissions.count()).toBe(2);
    expect(JSON.parse(await store.backups.readSite(result.replacedBackup!)).company.name).toBe("Already In Postgres");
    await store.close();
  });

  it("copies the values validation produced and refuses a record the API would refuse, naming the field", async () => {
    const loose = await mkdtemp(join(tmpdir(), "migrate-loose-"));
    const json = await JsonStore.open({ dataDir: loose, logger: silentLogger, seed: () => demoSiteData() });
    await json.close();
    const site = JSON.parse(await readFile(join(loose, "site.json"), "utf8"));
    site.plans[0].price = "9.99";
    site.plans[0].features = "Line A\nLine B";
    site.promos[0].is_active = "false";
    await writeFile(join(loose, "site.json"), JSON.stringify(site));
    const databaseUrl = await postgres.freshDatabase();
    await copyJsonStoreToPostgres({ dataDir: loose, databaseUrl, logger: silentLogger });
    const store = await PgStore.open({ databaseUrl, logger: silentLogger, seed: () => demoSiteData() });
    expect(store.snapshot().plans[0]).toMatchObject({ price: 9.99, features: ["Line A", "Line B"] });
    expect(store.snapshot().promos[0].is_active).toBe(false);
    expect(Object.keys(store.snapshot().plans[0])).toEqual(Object.keys(site.plans[0]));
    await store.close();

    site.plans[0].type = "spaceship";
    await writeFile(join(loose, "site.json"), JSON.stringify(site));
    const untouched = await postgres.freshDatabase();
    await expect(copyJsonStoreToPostgres({ dataDir: loose, databaseUrl: untouched, logger: silentLogger })).rejects.toThrow(
      /site\.json is not valid: plans\.0\.type must be one of/,
    );
    await rm(loose, { recursive: true, force: true });
  });

  it("refuses a data dir without a JSON store", async () => {
    const empty = await mkdtemp(join(tmpdir(), "migrate-empty-"));
    await expect(copyJsonStoreToPostgres({ dataDir: empty, databaseUrl: await postgres.freshDatabase(), logger: silentLogger })).rejects.toThrow(
      /site.json is missing/,
    );
    await rm(empty, { recursive: true, force: true });
  });
});
