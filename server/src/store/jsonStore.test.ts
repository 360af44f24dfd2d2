import { appendFile, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StartupError } from "../errors";
import { silentLogger, type Logger } from "../logging/logger";
import { demoSiteData } from "./demoData";
import { FREEZE_UNNAMED_ENV, JsonStore } from "./jsonStore";
import { newSubmission, storeContract } from "./storeContract";

let dataDir: string;
const open = (logger: Logger = silentLogger) => JsonStore.open({ dataDir, logger, seed: () => demoSiteData() });

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "store-test-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

storeContract("JsonStore", async () => {
  const dir = await mkdtemp(join(tmpdir(), "store-contract-"));
  return {
    open: (options = {}) => JsonStore.open({ dataDir: dir, logger: silentLogger, seed: () => demoSiteData(), ...options }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

describe("JsonStore: a change copies only what it names", () => {
  it("shares the collections a change does not name, and leaves the data as it was until the change is made", async () => {
    // As in production: without the test suites' frozen copies.
    const check = process.env[FREEZE_UNNAMED_ENV];
    delete process.env[FREEZE_UNNAMED_ENV];
    const store = await open();
    const before = store.snapshot();
    const name = before.company.name;
    try {
      await store.update(["plans"], (draft) => {
        draft.plans[0].name = "Renamed Plan";
      });
    } finally {
      process.env[FREEZE_UNNAMED_ENV] = check;
    }
    const after = store.snapshot();
    expect(after.plans[0].name).toBe("Renamed Plan");
    expect(before.plans[0].name).not.toBe("Renamed Plan");
    // The collections not named (on a big site the pages' markdown is most of the data) are the same objects.
    expect(before.navigation.length).toBeGreaterThan(0);
    expect(after.navigation).toBe(before.navigation);
    expect(after.company).toBe(before.company);
    expect(after.company.name).toBe(name);
    expect(after.plans).not.toBe(before.plans);
    await store.close();
  });

  it("throws in the test suites when a change touches a collection it does not name, and stores nothing", async () => {
    expect(process.env[FREEZE_UNNAMED_ENV]).toBe("1");
    const store = await open();
    const name = store.snapshot().company.name;
    await expect(
      store.update(["plans"], (draft) => {
        draft.company.name = "Unnamed change";
      }),
    ).rejects.toThrow(TypeError);
    expect(store.snapshot().company.name).toBe(name);
    await store.close();
    const reopened = await open();
    expect(reopened.snapshot().company.name).toBe(name);
    await reopened.close();
  });
});

describe("JsonStore: files", () => {
  it("restores a truncated store file from the newest backup instead of starting empty", async () => {
    const store = await open();
    await store.update(["company"], (draft) => {
      draft.company.name = "Backed Up Hosting";
    });
    await store.backup("test");
    await store.close();
    const text = await readFile(join(dataDir, "site.json"), "utf8");
    await writeFile(join(dataDir, "site.json"), text.slice(0, Math.floor(text.length / 2)));

    const messages: string[] = [];
    const logger: Logger = { ...silentLogger, error: (message) => messages.push(message) };
    const recovered = await open(logger);
    expect(recovered.snapshot().company.name).toBe("Backed Up Hosting");
    expect(messages.join("\n")).toMatch(/STORE RECOVERED/);
    expect((await readdir(dataDir)).some((name) => name.startsWith("site.json.corrupt-"))).toBe(true);
    await recovered.close();
  });

  it("refuses to start when the store is corrupt and no backup is valid", async () => {
    const store = await open();
    await store.close();
    await rm(join(dataDir, "backups"), { recursive: true });
    await writeFile(join(dataDir, "site.json"), '{"schema_version": 1, "plans": [');
    await expect(open()).rejects.toBeInstanceOf(StartupError);
    // The damaged file is left as it was for the administrator to inspect.
    expect(await readFile(join(dataDir, "site.json"), "utf8")).toBe('{"schema_version": 1, "plans": [');
  });
});

describe("SubmissionLog", () => {
  it("appends submissions, survives a restart, and drops a torn last line", async () => {
    const store = await open();
    await Promise.all(Array.from({ length: 30 }, (_, n) => store.submissions.add(newSubmission(n))));
    await store.submissions.patch(3, { is_read: true });
    await store.submissions.remove(4);
    await store.close();
    await appendFile(join(dataDir, "submissions.jsonl"), '{"op":"add","v":{"id":99,"na');

    const reopened = await open();
    expect(reopened.submissions.count()).toBe(29);
    expect(reopened.submissions.get(3)?.is_read).toBe(true);
    expect(reopened.submissions.get(4)).toBeUndefined();
    const next = await reopened.submissions.add(newSubmission(100));
    expect(next.id).toBe(31);
    await reopened.close();
    const again = await open();
    expect(again.submissions.count()).toBe(30);
    await again.close();
  });
});

describe("schema migrations", () => {
  it("backs up, then migrates an older store file step by step", async () => {
    const store = await JsonStore.open({
      dataDir,
      logger: silentLogger,
      seed: () => ({ ...demoSiteData(), schema_version: 1 }),
      migrations: { target: 1, steps: {} },
    });
    await store.close();
    const plan = {
      target: 3,
      steps: {
        1: (data: Record<string, unknown>) => ({ ...data, company: { ...(data.company as object), name: "Migrated once" } }),
        2: (data: Record<string, unknown>) => ({ ...data, company: { ...(data.company as { name: string }), tagline: "and twice" } }),
      },
    };
    const migrated = await JsonStore.open({ dataDir, logger: silentLogger, seed: () => demoSiteData(), migrations: plan });
    expect(migrated.snapshot().schema_version).toBe(3);
    expect(migrated.snapshot().company).toMatchObject({ name: "Migrated once", tagline: "and twice" });
    const backups = await migrated.backups.list();
    const preMigration = backups.find((backup) => backup.reason === "pre-migration-v1");
    expect(preMigration).toBeDefined();
    expect(JSON.parse(await migrated.backups.readSite(preMigration!.name)).schema_version).toBe(1);
    await migrated.close();
    const onDisk = JSON.parse(await readFile(join(dataDir, "site.json"), "utf8"));
    expect(onDisk.schema_version).toBe(3);
  });
});
