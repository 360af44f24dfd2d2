import type pg from "pg";
import type { WindowCount, WindowCounter } from "../../auth/windowCounter";

/**
 * Adds one in a single statement: a new window when there is none, it has ended or its count fell to zero; else
 * one more while the count is under the limit. No row comes back when the limit was reached.
 */
const TAKE = `
  INSERT INTO rate_limits AS r (key, points, expire) VALUES ($1, 1, $2)
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN r.expire IS NULL OR r.expire <= $3 OR r.points <= 0 THEN 1 ELSE r.points + 1 END,
    expire = CASE WHEN r.expire IS NULL OR r.expire <= $3 OR r.points <= 0 THEN $2 ELSE r.expire END
  WHERE r.expire IS NULL OR r.expire <= $3 OR r.points < $4
  RETURNING points, expire`;

/** The window counter of several instances on one database, in the rate_limits table the other shared limits use. */
export class PgWindowCounter implements WindowCounter {
  constructor(private readonly pool: pg.Pool) {}

  async take(key: string, limit: number, windowMs: number, nowMs: number): Promise<WindowCount & { taken: boolean }> {
    for (let attempt = 0; ; attempt++) {
      const { rows } = await this.pool.query<{ points: number; expire: string }>(TAKE, [key, nowMs + windowMs, nowMs, limit]);
      if (rows.length > 0) return { count: rows[0].points, endsAt: Number(rows[0].expire), taken: true };
      const current = await this.read(key, nowMs);
      if (current) return { ...current, taken: false };
      // The full window ended (or was cleared) between the two statements: try once more.
      if (attempt > 0) return { count: limit, endsAt: nowMs + 1000, taken: false };
    }
  }

  async giveBack(key: string, endsAt: number): Promise<void> {
    await this.pool.query("UPDATE rate_limits SET points = points - 1 WHERE key = $1 AND expire = $2 AND points > 0", [key, endsAt]);
  }

  async read(key: string, nowMs: number): Promise<WindowCount | null> {
    const { rows } = await this.pool.query<{ points: number; expire: string }>("SELECT points, expire FROM rate_limits WHERE key = $1 AND expire > $2", [
      key,
      nowMs,
    ]);
    return rows.length > 0 ? { count: rows[0].points, endsAt: Number(rows[0].expire) } : null;
  }

  async clear(key: string): Promise<void> {
    await this.pool.query("DELETE FROM rate_limits WHERE key = $1", [key]);
  }
}
