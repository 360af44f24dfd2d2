import { appendFile, copyFile, mkdtemp, readFile, readdir, rm, stat, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { silentLogger, type Logger } from "../logging/logger";
import { startTestServer } from "../../test/testServer";
import { demoSiteData } from "./demoData";
import { JsonStore } from "./jsonStore";
import { newSubmission } from "./storeContract";
import type { ActivityEntry } from "./types";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "record-log-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

interface Recorded {
  logger: Logger;
  errors: string[];
  warnings: string[];
}

function recordingLogger(): Recorded {
  const errors: string[] = [];
  const warnings: string[] = [];
  return {
    errors,
    warnings,
    logger: { debug() {}, info() {}, warn: (message) => warnings.push(message), error: (message) => errors.push(message), request() {} },
  };
}

const openStore = (logger: Logger = silentLogger) => JsonStore.open({ dataDir, logger, seed: () => demoSiteData() });

async function corruptCopies(file: string): Promise<string[]> {
  return (await readdir(dataDir)).filter((name) => name.startsWith(`${file}.corrupt-`));
}

function activity(n: number): Omit<ActivityEntry, "id"> {
  return {
    timestamp: new Date().toISOString(),
    action: "login",
    actor: `admin${n}`,
    ip: "127.0.0.1",
    user_agent: "test",
    target: "",
    detail: "POST /api/login",
    success: true,
  };
}

describe("a damaged submissions.jsonl, through the real server", () => {
  it("brings the acknowledged messages a cut file lost back from the newest backup, keeps the damaged file and says what was lost", async () => {
    const server = await startTestServer({ dataDir, env: { CONTACT_RATE_LIMIT: "0" } });
    const token = await server.login();
    const post = async (n: number) => {
      const response = await server.api("/api/contact", {
        method: "POST",
        body: { name: `Visitor ${n}`, email: `v${n}@example.com`, subject: "Question", message: `Acknowledged message number ${n}` },
      });
      expect(response.status).toBe(201);
      return response.body.id as number;
    };
    const backedUp: number[] = [];
    for (let n = 1; n <= 10; n++) backedUp.push(await post(n));
    expect((await server.api("/api/admin/backups", { method: "POST", token })).status).toBe(200);
    const afterBackup: number[] = [];
    for (let n = 11; n <= 14; n++) afterBackup.push(await post(n));
    await server.stop({ keepData: true });

    const path = join(dataDir, "submissions.jsonl");
    const whole = await readFile(path);
    await truncate(path, Math.floor(whole.length / 2));
    const cut = await readFile(path);

    const recorded = recordingLogger();
    const restarted = await startTestServer({ dataDir, logger: recorded.logger, env: { CONTACT_RATE_LIMIT: "0" } });
    const report = recorded.errors.join("\n");
    expect(report).toMatch(/RECORDS LOST in submissions\.jsonl: the file is cut short/);
    expect(report).toMatch(/\b\d+ acknowledged writes are missing or unreadable, among them the records with id #\d+–#14\./);
    expect(report).toMatch(/Restored \d+ from backup \d{8}T\d{9}Z-manual/);
    expect(report).toContain(`Not in any backup: #${afterBackup[0]}–#${afterBackup[3]}.`);
    expect(recorded.warnings.join("\n")).not.toMatch(/torn last record/);

    const [kept] = await corruptCopies("submissions.jsonl");
    expect(report).toContain(`kept as ${kept}`);
    expect(await readFile(join(dataDir, kept))).toEqual(cut);

    const adminToken = await restarted.login();
    const listed = await restarted.api("/api/admin/contact-submissions?limit=100", { token: adminToken });
    const ids = (listed.body.submissions as Array<{ id: number; message: string }>).map((s) => s.id).sort((a, b) => a - b);
    expect(ids).toEqual(backedUp);
    expect(listed.body.submissions.find((s: { id: number }) => s.id === 3).message).toBe("Acknowledged message number 3");
    // The lost ids are never handed out again.
    const next = await restarted.api("/api/contact", {
      method: "POST",
      body: { name: "After", email: "after@example.com", subject: "Later", message: "Written after the recovery" },
    });
    expect(next.body.id).toBe(afterBackup[3] + 1);
    await restarted.stop({ keepData: true });

    // Recovered once: the next start finds nothing wrong.
    const again = recordingLogger();
    const third = await startTestServer({ dataDir, logger: again.logger });
    expect(again.errors).toEqual([]);
    await third.stop({ keepData: true });
  });
});

describe("RecordLog: telling a crash from lost records", () => {
  it("drops a torn last line (never acknowledged) with a warning only, keeping its bytes", async () => {
    const store = await openStore();
    for (let n = 1; n <= 5; n++) await store.submissions.add(newSubmission(n));
    await store.close();
    const torn = '{"op":"add","v":{"id":6,"timestamp":"2026-01-01T00:00:00.000Z","na';
    await appendFile(join(dataDir, "submissions.jsonl"), torn);

    const recorded = recordingLogger();
    const reopened = await openStore(recorded.logger);
    expect(recorded.errors).toEqual([]);
    expect(recorded.warnings.join("\n")).toMatch(/submissions\.jsonl: dropping a torn last record .*kept as submissions\.jsonl\.corrupt-/);
    expect(reopened.submissions.count()).toBe(5);
    const [kept] = await corruptCopies("submissions.jsonl");
    expect(await readFile(join(dataDir, kept), "utf8")).toBe(torn);
    expect((await reopened.submissions.add(newSubmission(6))).id).toBe(6);
    await reopened.close();
  });

  it("reports an unreadable line in the middle as a lost record, naming it, and restores it from a backup", async () => {
    const store = await openStore();
    for (let n = 1; n <= 6; n++) await store.submissions.add(newSubmission(n));
    await store.backup("before-damage");
    await store.close();
    const path = join(dataDir, "submissions.jsonl");
    const lines = (await readFile(path, "utf8")).split("\n");
    const index = lines.findIndex((line) => line.includes('"id":3'));
    lines[index] = lines[index].slice(0, 20) + "\u0000".repeat(10) + lines[index].slice(30);
    await writeFile(path, lines.join("\n"));

    const recorded = recordingLogger();
    const reopened = await openStore(recorded.logger);
    const report = recorded.errors.join("\n");
    expect(report).toMatch(/1 unreadable line \(line \d+\)/);
    expect(report).toContain("1 acknowledged write is missing or unreadable, among them the record with id #3.");
    expect(report).toMatch(/Restored 1 from backup \S+-before-damage: #3\./);
    expect(reopened.submissions.all().map((s) => s.id)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(reopened.submissions.get(3)?.message).toBe("Message 3");
    await reopened.close();
  });

  it("says which records are lost when no backup holds them, and never reuses their ids", async () => {
    const store = await openStore();
    await rm(join(dataDir, "backups"), { recursive: true, force: true });
    for (let n = 1; n <= 8; n++) await store.submissions.add(newSubmission(n));
    await store.close();
    const path = join(dataDir, "submissions.jsonl");
    const text = await readFile(path, "utf8");
    const keepThree = text.split("\n").slice(0, 3).join("\n") + "\n";
    await writeFile(path, keepThree);

    const recorded = recordingLogger();
    const reopened = await openStore(recorded.logger);
    const report = recorded.errors.join("\n");
    expect(report).toContain("5 acknowledged writes are missing or unreadable, among them the records with id #4–#8.");
    expect(report).toContain("No backup holds any of the named records.");
    expect(reopened.submissions.count()).toBe(3);
    expect((await reopened.submissions.add(newSubmission(9))).id).toBe(9);
    await reopened.close();
  });

  it("notices an older copy put in place of the log", async () => {
    const store = await openStore();
    for (let n = 1; n <= 3; n++) await store.submissions.add(newSubmission(n));
    await store.submissions.replaceAll(store.submissions.all().reverse()); // a rewrite: the file's next generation
    await copyFile(join(dataDir, "submissions.jsonl"), join(dataDir, "old-copy"));
    for (let n = 4; n <= 6; n++) await store.submissions.add(newSubmission(n));
    await store.submissions.replaceAll(store.submissions.all().reverse());
    await store.close();
    await copyFile(join(dataDir, "old-copy"), join(dataDir, "submissions.jsonl"));

    const recorded = recordingLogger();
    const reopened = await openStore(recorded.logger);
    expect(recorded.errors.join("\n")).toMatch(/the file is an older copy .*\n.*records with id #4–#6\./);
    await reopened.close();
  });

  it("restores lost activity entries too, and a rewrite (restore) raises no false alarm", async () => {
    const store = await openStore();
    for (let n = 1; n <= 6; n++) await store.activity.add(activity(n));
    await store.backup("with-activity");
    for (let n = 7; n <= 8; n++) await store.activity.add(activity(n));
    await store.submissions.replaceAll([]);
    await store.close();
    const clean = recordingLogger();
    await (await openStore(clean.logger)).close();
    expect(clean.errors).toEqual([]);

    const path = join(dataDir, "activity.jsonl");
    await truncate(path, Math.floor((await stat(path)).size / 3));
    const recorded = recordingLogger();
    const reopened = await openStore(recorded.logger);
    const report = recorded.errors.join("\n");
    expect(report).toMatch(/RECORDS LOST in activity\.jsonl: the file is cut short/);
    expect(report).toContain("Not in any backup: #7–#8.");
    expect(reopened.activity.all().map((entry) => entry.actor)).toEqual(["admin6", "admin5", "admin4", "admin3", "admin2", "admin1"]);
    expect(await corruptCopies("activity.jsonl")).toHaveLength(1);
    await reopened.close();
  });

  it("carries on (with a warning) when the state file beside the log is damaged", async () => {
    const store = await openStore();
    for (let n = 1; n <= 3; n++) await store.submissions.add(newSubmission(n));
    await store.close();
    await writeFile(join(dataDir, "submissions.jsonl.state"), "garbage".repeat(80));
    const recorded = recordingLogger();
    const reopened = await openStore(recorded.logger);
    expect(recorded.warnings.join("\n")).toMatch(/submissions\.jsonl: its state file is unreadable/);
    expect(reopened.submissions.count()).toBe(3);
    await reopened.close();
  });
});
