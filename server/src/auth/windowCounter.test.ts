import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeWithPostgres, postgresAvailable, startPostgres, type TestPostgres } from "../../test/postgres";
import { migrateSchema } from "../store/pg/schema";
import { PgWindowCounter } from "../store/pg/pgWindowCounter";
import { MemoryWindowCounter, type WindowCounter } from "./windowCounter";

const WINDOW_MS = 60_000;
const T0 = 1_800_000_000_000;

/** The same rules for the counter of one process and the one shared through PostgreSQL. */
function counterContract(make: () => Promise<WindowCounter>): void {
  it("takes up to the limit within one window, then refuses until the window ends", async () => {
    const counter = await make();
    const taken = [];
    for (let n = 0; n < 4; n++) taken.push(await counter.take("k", 3, WINDOW_MS, T0 + n * 1000));
    expect(taken).toEqual([
      { count: 1, endsAt: T0 + WINDOW_MS, taken: true },
      { count: 2, endsAt: T0 + WINDOW_MS, taken: true },
      { count: 3, endsAt: T0 + WINDOW_MS, taken: true },
      { count: 3, endsAt: T0 + WINDOW_MS, taken: false },
    ]);
    expect(await counter.read("k", T0 + WINDOW_MS - 1)).toEqual({ count: 3, endsAt: T0 + WINDOW_MS });
    expect(await counter.read("other", T0)).toBeNull();
    // The window has ended: nothing to read, and the next one starts at the next count.
    expect(await counter.read("k", T0 + WINDOW_MS)).toBeNull();
    expect(await counter.take("k", 3, WINDOW_MS, T0 + WINDOW_MS + 5)).toEqual({ count: 1, endsAt: T0 + 2 * WINDOW_MS + 5, taken: true });
  });

  it("gives back only to the window it took from, and a window back at zero starts again at the next count", async () => {
    const counter = await make();
    const first = await counter.take("k", 3, WINDOW_MS, T0);
    await counter.take("k", 3, WINDOW_MS, T0 + 1000);
    await counter.giveBack("k", first.endsAt);
    expect(await counter.read("k", T0 + 2000)).toEqual({ count: 1, endsAt: first.endsAt });
    await counter.giveBack("k", first.endsAt);
    await counter.giveBack("k", first.endsAt); // never below zero
    expect(await counter.take("k", 3, WINDOW_MS, T0 + 10_000)).toEqual({ count: 1, endsAt: T0 + 10_000 + WINDOW_MS, taken: true });
    // A late give-back for the old window changes nothing in the new one.
    await counter.giveBack("k", first.endsAt);
    expect(await counter.read("k", T0 + 10_000)).toEqual({ count: 1, endsAt: T0 + 10_000 + WINDOW_MS });
    await counter.clear("k");
    expect(await counter.read("k", T0 + 10_000)).toBeNull();
  });

  it("never takes more than the limit when many take at once", async () => {
    const counter = await make();
    const answers = await Promise.all(Array.from({ length: 20 }, () => counter.take("k", 10, WINDOW_MS, T0)));
    expect(answers.filter((answer) => answer.taken)).toHaveLength(10);
    expect(await counter.read("k", T0)).toEqual({ count: 10, endsAt: T0 + WINDOW_MS });
  });
}

describe("MemoryWindowCounter", () => {
  counterContract(async () => new MemoryWindowCounter());
});

let postgres: TestPostgres;
const pools: pg.Pool[] = [];
beforeAll(async () => {
  if (postgresAvailable) postgres = await startPostgres();
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await postgres?.stop();
});

describeWithPostgres("PgWindowCounter", () => {
  counterContract(async () => {
    const pool = new pg.Pool({ connectionString: await postgres.freshDatabase(), max: 8 });
    pools.push(pool);
    await migrateSchema(pool);
    return new PgWindowCounter(pool);
  });
});
