import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countKey, type CountBatch, type CountRow, type StatisticsStore } from "./types";

/** One empty backing place (a data folder, a database); open() may be called again to reopen it. */
export interface StatisticsStoreHarness {
  open(): Promise<StatisticsStore>;
  cleanup(): Promise<void>;
}

/** A batch of one day: counts by "metric|key", and marks with the "metric|key" counts each stands for. */
export function batchOf(date: string, counts: Record<string, number>, marks: Record<string, string[]> = {}): CountBatch {
  const joined = (text: string) => {
    const [metric, key = ""] = text.split("|");
    return countKey(metric, key);
  };
  return {
    date,
    counts: new Map(Object.entries(counts).map(([text, n]) => [joined(text), n])),
    marks: new Map(Object.entries(marks).map(([mark, keys]) => [mark, keys.map(joined)])),
  };
}

/** Rows as "date metric key n", sorted: easy to compare. */
export function rowsText(rows: readonly CountRow[]): string[] {
  return rows.map((row) => `${row.date} ${row.metric} ${row.key} ${row.n}`).sort();
}

/** What every statistics store must do (run against the JSON files and PostgreSQL). */
export function statisticsStoreContract(name: string, makeHarness: () => Promise<StatisticsStoreHarness>, options: { skipBecause?: string } = {}): void {
  const title = `${name}: statistics store contract`;
  describe.skipIf(Boolean(options.skipBecause))(options.skipBecause ? `${title} (${options.skipBecause})` : title, () => {
    let harness: StatisticsStoreHarness;
    beforeEach(async () => {
      harness = await makeHarness();
    });
    afterEach(async () => {
      await harness.cleanup();
    });

    it("adds counts up per day, metric and key, answers a range, and keeps them over a restart", async () => {
      const store = await harness.open();
      await store.add([batchOf("2026-11-27", { "pageviews|": 3, "page_views|/": 2, "page_views|/terms": 1 })]);
      await store.add([batchOf("2026-11-27", { "pageviews|": 2, "page_views|/": 2 }), batchOf("2026-11-28", { "pageviews|": 5, "order_clicks|": 1 })]);
      expect(rowsText(await store.read("2026-11-27", "2026-11-27"))).toEqual([
        "2026-11-27 page_views / 4",
        "2026-11-27 page_views /terms 1",
        "2026-11-27 pageviews  5",
      ]);
      expect(rowsText(await store.read("2026-11-28", "2026-12-31"))).toEqual(["2026-11-28 order_clicks  1", "2026-11-28 pageviews  5"]);
      expect(await store.read("2026-11-29", "2026-11-30")).toEqual([]);
      await store.close();
      const reopened = await harness.open();
      expect(rowsText(await reopened.all())).toHaveLength(5);
      expect(rowsText(await reopened.read("2026-11-01", "2026-11-30"))).toContain("2026-11-28 pageviews  5");
      await reopened.close();
    });

    it("counts a visitor mark once per day: later writes, a restart and another day", async () => {
      const store = await harness.open();
      const salt = await store.salt("2026-11-28");
      expect(salt).toMatch(/^[0-9a-f]{32}$/);
      expect(await store.salt("2026-11-28")).toBe(salt);
      await store.add([batchOf("2026-11-28", {}, { a: ["visitors|", "device_visitors|phone"], b: ["visitors|", "device_visitors|desktop"] })]);
      await store.add([batchOf("2026-11-28", {}, { a: ["visitors|", "device_visitors|phone"], c: ["visitors|"] })]);
      await store.close();
      const reopened = await harness.open();
      expect(await reopened.salt("2026-11-28")).toBe(salt);
      await reopened.add([batchOf("2026-11-28", {}, { b: ["visitors|"], c: ["visitors|"] })]);
      // The next day has a salt of its own; a mark seen yesterday counts again.
      const tomorrow = await reopened.salt("2026-11-29");
      expect(tomorrow).not.toBe(salt);
      await reopened.add([batchOf("2026-11-29", {}, { a: ["visitors|"] })]);
      expect(rowsText(await reopened.all())).toEqual([
        "2026-11-28 device_visitors desktop 1",
        "2026-11-28 device_visitors phone 1",
        "2026-11-28 visitors  3",
        "2026-11-29 visitors  1",
      ]);
      await reopened.close();
    });

    it("drops the counts of days no longer kept, and the marks and salts of days past", async () => {
      const store = await harness.open();
      const old = await store.salt("2026-11-27");
      await store.add([
        batchOf("2026-10-01", { "pageviews|": 1 }),
        batchOf("2026-11-27", { "pageviews|": 2 }, { a: ["visitors|"] }),
        batchOf("2026-11-28", { "pageviews|": 3 }),
      ]);
      await store.prune("2026-11-01", "2026-11-28");
      expect(rowsText(await store.all())).toEqual(["2026-11-27 pageviews  2", "2026-11-27 visitors  1", "2026-11-28 pageviews  3"]);
      // The past day's salt is gone: asking for it makes a new one.
      expect(await store.salt("2026-11-27")).not.toBe(old);
      await store.close();
    });

    it("replaces every count on a restore", async () => {
      const store = await harness.open();
      await store.add([batchOf("2026-11-27", { "pageviews|": 2 })]);
      await store.replaceAll([
        { date: "2026-01-02", metric: "pageviews", key: "", n: 7 },
        { date: "2026-01-02", metric: "page_views", key: "/", n: 4 },
        { date: "2026-01-02", metric: "page_views", key: "/", n: 1 },
      ]);
      expect(rowsText(await store.all())).toEqual(["2026-01-02 page_views / 5", "2026-01-02 pageviews  7"]);
      await store.close();
      const reopened = await harness.open();
      expect(rowsText(await reopened.all())).toEqual(["2026-01-02 page_views / 5", "2026-01-02 pageviews  7"]);
      await reopened.close();
    });
  });
}
