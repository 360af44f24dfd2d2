import { afterAll, beforeAll, expect, it } from "vitest";
import { silentLogger } from "../../logging/logger";
import { describeWithPostgres, postgresAvailable, postgresSkipReason, startPostgres, type TestPostgres } from "../../../test/postgres";
import { demoSiteData } from "../demoData";
import { PgStore } from "../pg/pgStore";
import { batchOf, rowsText, statisticsStoreContract } from "./statisticsStoreContract";

let postgres: TestPostgres;
beforeAll(async () => {
  if (postgresAvailable) postgres = await startPostgres();
});
afterAll(async () => {
  await postgres?.stop();
});

const openOn = (databaseUrl: string) => PgStore.open({ databaseUrl, logger: silentLogger, seed: () => demoSiteData() });

statisticsStoreContract(
  "PgStatisticsStore",
  async () => {
    const databaseUrl = await postgres.freshDatabase();
    const opened: PgStore[] = [];
    return {
      async open() {
        const store = await openOn(databaseUrl);
        opened.push(store);
        return store.statistics;
      },
      async cleanup() {
        await Promise.all(opened.map((store) => store.close()));
      },
    };
  },
  { skipBecause: postgresSkipReason },
);

describeWithPostgres("PgStatisticsStore on two servers", () => {
  it("adds up every count and counts each visitor once, however the two servers' writes interleave", async () => {
    const databaseUrl = await postgres.freshDatabase();
    const [a, b] = await Promise.all([openOn(databaseUrl), openOn(databaseUrl)]);
    const [saltA, saltB] = await Promise.all([a.statistics.salt("2026-11-28"), b.statistics.salt("2026-11-28")]);
    expect(saltA).toBe(saltB);
    // 40 writes each, at once: 3 page views per write, and visitors v0 … v59 of which both servers see v20 … v39.
    const writes = (server: PgStore, first: number) =>
      Array.from({ length: 40 }, (_, n) =>
        server.statistics.add([batchOf("2026-11-28", { "pageviews|": 3 }, { [`v${first + (n % 40)}`]: ["visitors|", "page_visitors|/"] })]),
      );
    await Promise.all([...writes(a, 0), ...writes(b, 20)]);
    expect(rowsText(await a.statistics.read("2026-11-28", "2026-11-28"))).toEqual([
      "2026-11-28 page_visitors / 60",
      "2026-11-28 pageviews  240",
      "2026-11-28 visitors  60",
    ]);
    await Promise.all([a.close(), b.close()]);
  });
});
