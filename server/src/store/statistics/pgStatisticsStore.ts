import { randomBytes } from "node:crypto";
import type pg from "pg";
import type { DatabaseHealth } from "../pg/databaseHealth";
import { guarded, inTransaction } from "../pg/pgClient";
import { countKey, splitCountKey, type CountBatch, type CountRow, type StatisticsStore } from "./types";

/** Rows per statement when many are written at once (a restore). */
const CHUNK = 5_000;

/**
 * The counts in PostgreSQL, shared by every server on the database: `statistics_counts` (one row per day, metric
 * and key), `statistics_salts` (the day's salt, made by whichever server asks first) and `statistics_marks` (the
 * day's visitor marks). Counts are added in the database (`n = n + added`) and a mark counts only for the server
 * whose insert stored it, so servers writing at once add up exactly.
 */
export class PgStatisticsStore implements StatisticsStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly health: DatabaseHealth,
  ) {}

  async salt(date: string): Promise<string> {
    // A server making the salt at the same moment may have committed it after this statement's snapshot was taken:
    // then neither part answers, and the next statement sees it.
    for (let attempt = 0; ; attempt++) {
      const { rows } = await guarded(
        this.health,
        this.pool.query<{ salt: string }>(
          `WITH made AS (INSERT INTO statistics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING RETURNING salt)
           SELECT salt FROM made UNION ALL SELECT salt FROM statistics_salts WHERE day = $1 LIMIT 1`,
          [date, randomBytes(16).toString("hex")],
        ),
      );
      if (rows[0]) return rows[0].salt;
      if (attempt === 3) throw new Error(`the statistics salt of ${date} could not be read`);
    }
  }

  async add(batches: readonly CountBatch[]): Promise<void> {
    if (batches.every((batch) => batch.counts.size === 0 && batch.marks.size === 0)) return;
    await inTransaction(this.pool, this.health, async (client) => {
      for (const batch of batches) {
        const counts = new Map(batch.counts);
        if (batch.marks.size > 0) {
          const { rows } = await client.query<{ mark: string }>(
            "INSERT INTO statistics_marks (day, mark) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING RETURNING mark",
            [batch.date, [...batch.marks.keys()]],
          );
          for (const { mark } of rows) for (const key of batch.marks.get(mark) ?? []) counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        await addCounts(
          client,
          [...counts].map(([joined, n]) => ({ date: batch.date, ...splitCountKey(joined), n })),
        );
      }
    });
  }

  async read(from: string, to: string): Promise<CountRow[]> {
    const { rows } = await guarded(
      this.health,
      this.pool.query<CountRow>("SELECT to_char(day, 'YYYY-MM-DD') AS date, metric, key, n::float8 AS n FROM statistics_counts WHERE day BETWEEN $1 AND $2", [
        from,
        to,
      ]),
    );
    return rows;
  }

  async prune(keepFrom: string, today: string): Promise<void> {
    await inTransaction(this.pool, this.health, async (client) => {
      await client.query("DELETE FROM statistics_counts WHERE day < $1", [keepFrom]);
      await client.query("DELETE FROM statistics_marks WHERE day < $1", [today]);
      await client.query("DELETE FROM statistics_salts WHERE day < $1", [today]);
    });
  }

  async all(): Promise<CountRow[]> {
    const { rows } = await guarded(
      this.health,
      this.pool.query<CountRow>("SELECT to_char(day, 'YYYY-MM-DD') AS date, metric, key, n::float8 AS n FROM statistics_counts ORDER BY day, metric, key"),
    );
    return rows;
  }

  async replaceAll(rows: readonly CountRow[]): Promise<void> {
    await inTransaction(this.pool, this.health, async (client) => {
      await client.query("DELETE FROM statistics_counts");
      await client.query("DELETE FROM statistics_marks");
      const summed = new Map<string, CountRow>();
      for (const row of rows) {
        const id = `${row.date}\u0000${countKey(row.metric, row.key)}`;
        const known = summed.get(id);
        if (known) known.n += row.n;
        else summed.set(id, { ...row });
      }
      await addCounts(client, [...summed.values()]);
    });
  }

  async close(): Promise<void> {}
}

/** Adds counts (each day, metric and key once) to the stored ones, in chunks. */
async function addCounts(client: pg.PoolClient, rows: readonly CountRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await client.query(
      `INSERT INTO statistics_counts (day, metric, key, n)
       SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::bigint[])
       ON CONFLICT (day, metric, key) DO UPDATE SET n = statistics_counts.n + EXCLUDED.n`,
      [chunk.map((row) => row.date), chunk.map((row) => row.metric), chunk.map((row) => row.key), chunk.map((row) => row.n)],
    );
  }
}
