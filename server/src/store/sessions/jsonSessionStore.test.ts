import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Logger } from "../../logging/logger";
import { silentLogger } from "../../logging/logger";
import { JsonSessionStore } from "./jsonSessionStore";
import { sessionAt, sessionStoreContract } from "./sessionStoreContract";

sessionStoreContract("JsonSessionStore", async () => {
  const dir = await mkdtemp(join(tmpdir(), "sessions-"));
  return { open: () => JsonSessionStore.open(dir, silentLogger), cleanup: () => rm(dir, { recursive: true, force: true }) };
});

describe("JsonSessionStore file", () => {
  it("is written owner-only and carries every change of a burst", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sessions-"));
    const store = await JsonSessionStore.open(dir, silentLogger);
    await Promise.all(Array.from({ length: 20 }, (_, n) => store.create(sessionAt(`s${n}`))));
    await store.close();
    const file = join(dir, "sessions.json");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, "utf8")).sessions).toHaveLength(20);
    await rm(dir, { recursive: true, force: true });
  });

  it("sets a damaged file aside and starts with no sessions (everyone signs in again)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sessions-"));
    await writeFile(join(dir, "sessions.json"), '{"sessions": [ {"id": "a", "crea');
    const warnings: string[] = [];
    const logger: Logger = { ...silentLogger, warn: (message: string) => warnings.push(message) };
    const store = await JsonSessionStore.open(dir, logger);
    expect(await store.list()).toEqual([]);
    expect(warnings.join("\n")).toMatch(/could not be read/);
    expect((await readdir(dir)).some((name) => name.startsWith("sessions.json.corrupt-"))).toBe(true);
    await store.create(sessionAt("fresh"));
    await store.close();
    expect((await JsonSessionStore.open(dir, silentLogger).then((reopened) => reopened.list())).map((s) => s.id)).toEqual(["fresh"]);
    await rm(dir, { recursive: true, force: true });
  });

  it("ignores entries that are not sessions", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sessions-"));
    await writeFile(join(dir, "sessions.json"), JSON.stringify({ sessions: [sessionAt("good"), { id: 5 }, null, "x"] }));
    const store = await JsonSessionStore.open(dir, silentLogger);
    expect((await store.list()).map((session) => session.id)).toEqual(["good"]);
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
});
