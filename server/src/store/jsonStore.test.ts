import { appendFile, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StartupError } from "../errors";
import { silentLogger, type Logger } from "../logger";
import { demoSiteData } from "./demoData";
import { JsonStore } from "./jsonStore";

let dataDir: string;
const open = (logger: Logger = silentLogger) => JsonStore.open({ dataDir, logger, seed: () => demoSiteData() });

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "store-test-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function newSubmission(n: number) {
  return { timestamp: new Date().toISOString(), name: `Visitor ${n}`, email: `v${n}@example.com`, subject: "Hi", message: `Message ${n}`, is_read: false, mail_status: "pending" as const, mail_attempts: 0, mail_error: null };
}

describe("JsonStore", () => {
  it("fills an empty data dir with demo content and keeps changes over a restart", async () => {
    const store = await open();
    expect(store.snapshot().plans.length).toBeGreaterThanOrEqual(9);
    expect(store.snapshot().categories.map((c) => c.key)).toEqual(["hosting", "vps", "gameservers"]);
    await store.update(["company"], (draft) => {
      draft.company.name = "Changed Hosting";
    });
    await store.close();

    const reopened = await open();
    expect(reopened.snapshot().company.name).toBe("Changed Hosting");
    await reopened.close();
  });

  it("loses none of N parallel writes", async () => {
    const store = await open();
    const before = store.snapshot().promos.length;
    await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        store.update(["promos"], (draft) => {
          draft.promos.push({ ...draft.promos[0], id: store.nextId(draft, "promos"), code: `CODE${n}` });
        }),
      ),
    );
    await store.close();
    const reopened = await open();
    const codes = reopened.snapshot().promos.map((promo) => promo.code);
    expect(codes.length).toBe(before + 50);
    expect(new Set(reopened.snapshot().promos.map((promo) => promo.id)).size).toBe(before + 50);
    await reopened.close();
  });

  it("changes nothing when the mutation throws", async () => {
    const store = await open();
    const before = JSON.stringify(store.snapshot());
    await expect(
      store.update(["plans"], (draft) => {
        draft.plans.length = 0;
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect(JSON.stringify(store.snapshot())).toBe(before);
    await store.close();
  });

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

  it("keeps rolling backups and lists them newest first", async () => {
    const store = await JsonStore.open({ dataDir, logger: silentLogger, seed: () => demoSiteData(), backupKeep: 3 });
    for (let n = 0; n < 5; n++) await store.backup(`manual`);
    const backups = await store.backups.list();
    expect(backups.length).toBe(3);
    expect(backups[0].name > backups[1].name).toBe(true);
    expect(backups[0].size_bytes).toBeGreaterThan(1000);
    await store.close();
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

  it("queries newest first with search and inclusive dates", async () => {
    const store = await open();
    await store.submissions.add({ ...newSubmission(1), timestamp: "2026-01-01T10:00:00.000Z", subject: "Billing question" });
    await store.submissions.add({ ...newSubmission(2), timestamp: "2026-01-02T10:00:00.000Z" });
    await store.submissions.add({ ...newSubmission(3), timestamp: "2026-01-03T23:59:00.000Z", message: "about BILLING" });
    const all = store.submissions.query({ page: 1, limit: 10 });
    expect(all.items.map((s) => s.id)).toEqual([3, 2, 1]);
    expect(store.submissions.all({ search: "billing" }).map((s) => s.id)).toEqual([3, 1]);
    expect(store.submissions.all({ start_date: "2026-01-02", end_date: "2026-01-03" }).map((s) => s.id)).toEqual([3, 2]);
    await store.close();
  });
});
