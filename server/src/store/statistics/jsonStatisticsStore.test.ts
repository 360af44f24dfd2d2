import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { silentLogger, type Logger } from "../../logging/logger";
import { JsonStatisticsStore, readStatisticsFolder } from "./jsonStatisticsStore";
import { batchOf, rowsText, statisticsStoreContract } from "./statisticsStoreContract";

statisticsStoreContract("JsonStatisticsStore", async () => {
  const dir = await mkdtemp(join(tmpdir(), "statistics-"));
  return { open: () => JsonStatisticsStore.open(dir, silentLogger), cleanup: () => rm(dir, { recursive: true, force: true }) };
});

describe("JsonStatisticsStore files", () => {
  it("keeps one owner-only file per month and the day's marks beside them; a backup reads them without opening the store", async () => {
    const dir = await mkdtemp(join(tmpdir(), "statistics-"));
    const store = await JsonStatisticsStore.open(dir, silentLogger);
    await store.salt("2026-11-30");
    await store.add([batchOf("2026-10-31", { "pageviews|": 1 }), batchOf("2026-11-30", { "pageviews|": 2 }, { m: ["visitors|"] })]);
    await store.close();
    const folder = join(dir, "statistics");
    expect((await readdir(folder)).sort()).toEqual(["2026-10.json", "2026-11.json", "visitors.json"]);
    expect((await stat(join(folder, "2026-11.json"))).mode & 0o777).toBe(0o600);
    const visitors = JSON.parse(await readFile(join(folder, "visitors.json"), "utf8"));
    expect(Object.keys(visitors.days)).toEqual(["2026-11-30"]);
    expect(visitors.days["2026-11-30"].marks).toEqual(["m"]);
    expect(rowsText(await readStatisticsFolder(dir))).toEqual(["2026-10-31 pageviews  1", "2026-11-30 pageviews  2", "2026-11-30 visitors  1"]);
    await rm(dir, { recursive: true, force: true });
  });

  it("sets a damaged file aside with a warning and counts on", async () => {
    const dir = await mkdtemp(join(tmpdir(), "statistics-"));
    const first = await JsonStatisticsStore.open(dir, silentLogger);
    await first.add([batchOf("2026-10-01", { "pageviews|": 4 }), batchOf("2026-11-01", { "pageviews|": 1 })]);
    await first.close();
    await writeFile(join(dir, "statistics", "2026-11.json"), '{"days": {"2026-11-01": {"pageviews\\u0000": -');
    await writeFile(join(dir, "statistics", "visitors.json"), "not json");
    const warnings: string[] = [];
    const logger = { ...silentLogger, warn: (message: string) => warnings.push(message) } as Logger;
    const store = await JsonStatisticsStore.open(dir, logger);
    expect(warnings).toHaveLength(2);
    expect(rowsText(await store.all())).toEqual(["2026-10-01 pageviews  4"]);
    await store.add([batchOf("2026-11-02", { "pageviews|": 1 })]);
    expect(rowsText(await store.all())).toEqual(["2026-10-01 pageviews  4", "2026-11-02 pageviews  1"]);
    await store.close();
    expect((await readdir(join(dir, "statistics"))).filter((name) => name.includes(".corrupt-"))).toHaveLength(2);
    await rm(dir, { recursive: true, force: true });
  });
});
