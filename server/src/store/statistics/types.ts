/**
 * Where the visit counts are kept: daily totals, never a visitor's address, browser or identifier.
 *
 * A count is a number for one UTC day, one metric ("pageviews", "page_visitors" …) and one key (a path, a host, a
 * plan and term; "" for the day's total). Unique visitors are counted with marks: a mark is a hash made from the
 * day's salt, the visitor and what is counted (the day, a page, a referrer …); the first time a day sees a mark,
 * the counts it stands for go up by one. Marks and salts are kept for the current day only, so after midnight
 * (UTC) nothing links a count to anyone.
 */

/** One day's count of one metric and key. */
export interface CountRow {
  /** YYYY-MM-DD (UTC). */
  date: string;
  metric: string;
  key: string;
  n: number;
}

/** What one server counted for one day since its last write. */
export interface CountBatch {
  date: string;
  /** Counts to add, by `countKey(metric, key)`. */
  counts: ReadonlyMap<string, number>;
  /** Visitor marks: each mark the day has not seen yet adds 1 to each of its counts (by `countKey`). */
  marks: ReadonlyMap<string, readonly string[]>;
}

const SEPARATOR = "\u0000";

/** A count's metric and key as one map key. */
export function countKey(metric: string, key: string): string {
  return `${metric}${SEPARATOR}${key}`;
}

export function splitCountKey(joined: string): { metric: string; key: string } {
  const at = joined.indexOf(SEPARATOR);
  return { metric: joined.slice(0, at), key: joined.slice(at + 1) };
}

export interface StatisticsStore {
  /**
   * The salt of a UTC day: random, the same for every server on the store, made when first asked. Salts (and marks)
   * of earlier days are forgotten.
   */
  salt(date: string): Promise<string>;
  /** Adds the batches' counts, and for each mark its day has not seen its counts; durable once resolved. */
  add(batches: readonly CountBatch[]): Promise<void>;
  /** Every count from `from` to `to` (YYYY-MM-DD, both included). */
  read(from: string, to: string): Promise<CountRow[]>;
  /** Drops the counts of days before `keepFrom`, and the marks and salts of days before `today`. */
  prune(keepFrom: string, today: string): Promise<void>;
  /** Every count (a backup). */
  all(): Promise<CountRow[]>;
  /** Replaces every count (a restore); the day's marks are forgotten. */
  replaceAll(rows: readonly CountRow[]): Promise<void>;
  close(): Promise<void>;
}
