import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "../../logging/logger";
import { removeStaleTempFiles, writeFileDurably } from "../durableFile";
import { countKey, splitCountKey, type CountBatch, type CountRow, type StatisticsStore } from "./types";

/** A month's counts file: `{"days": {"2026-11-28": {"pageviews\u0000": 12, …}}}`. */
interface MonthFile {
  days: Record<string, Record<string, number>>;
}

/** The salt and the visitor marks of the current day (and, for a moment after midnight, the day before). */
interface VisitorsFile {
  days: Record<string, { salt: string; marks: string[] }>;
}

const MONTH_FILE = /^(\d{4}-\d{2})\.json$/;
const VISITORS_FILE = "visitors.json";

/**
 * The counts of a JSON-store server in DATA_DIR/statistics/: one file per month (`2026-11.json`), so a write
 * rewrites the current month only, and `visitors.json` with the day's salt and marks. Held in memory; the one process
 * that owns the data dir is the only reader and writer. A damaged file is set aside (its counts are lost, the site
 * runs on).
 */
export class JsonStatisticsStore implements StatisticsStore {
  private readonly days = new Map<string, Map<string, number>>();
  private readonly visitorDays = new Map<string, { salt: string; marks: Set<string> }>();
  private chain: Promise<void> = Promise.resolve();

  private constructor(private readonly dir: string) {}

  static async open(dataDir: string, logger: Logger): Promise<JsonStatisticsStore> {
    const store = new JsonStatisticsStore(join(dataDir, "statistics"));
    await mkdir(store.dir, { recursive: true, mode: 0o700 });
    for (const name of await readdir(store.dir)) {
      const path = join(store.dir, name);
      if (name.endsWith(".tmp")) continue;
      if (MONTH_FILE.test(name)) {
        await removeStaleTempFiles(path);
        const month = await readJson<MonthFile>(path, isMonthFile, logger);
        for (const [date, counts] of Object.entries(month?.days ?? {})) store.days.set(date, new Map(Object.entries(counts)));
      } else if (name === VISITORS_FILE) {
        await removeStaleTempFiles(path);
        const visitors = await readJson<VisitorsFile>(path, isVisitorsFile, logger);
        for (const [date, day] of Object.entries(visitors?.days ?? {})) store.visitorDays.set(date, { salt: day.salt, marks: new Set(day.marks) });
      }
    }
    return store;
  }

  async salt(date: string): Promise<string> {
    if (this.visitorDays.has(date)) return this.visitorDay(date).salt;
    const { salt } = this.visitorDay(date);
    await this.write(() => this.writeVisitors());
    return salt;
  }

  /** A day's salt and marks, made (with a new salt) when the day has none yet. */
  private visitorDay(date: string): { salt: string; marks: Set<string> } {
    let day = this.visitorDays.get(date);
    if (!day) {
      day = { salt: randomBytes(16).toString("hex"), marks: new Set() };
      this.visitorDays.set(date, day);
    }
    return day;
  }

  async add(batches: readonly CountBatch[]): Promise<void> {
    const months = new Set<string>();
    let marked = false;
    for (const batch of batches) {
      const counts = this.countsOf(batch.date);
      for (const [key, n] of batch.counts) counts.set(key, (counts.get(key) ?? 0) + n);
      if (batch.marks.size > 0) {
        const day = this.visitorDay(batch.date);
        for (const [mark, keys] of batch.marks) {
          if (day.marks.has(mark)) continue;
          day.marks.add(mark);
          for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        marked = true;
      }
      months.add(batch.date.slice(0, 7));
    }
    await this.write(async () => {
      for (const month of months) await this.writeMonth(month);
      if (marked) await this.writeVisitors();
    });
  }

  async read(from: string, to: string): Promise<CountRow[]> {
    return this.rows((date) => date >= from && date <= to);
  }

  async prune(keepFrom: string, today: string): Promise<void> {
    const months = new Set<string>();
    for (const date of [...this.days.keys()]) {
      if (date >= keepFrom) continue;
      this.days.delete(date);
      months.add(date.slice(0, 7));
    }
    const past = [...this.visitorDays.keys()].filter((date) => date < today);
    for (const date of past) this.visitorDays.delete(date);
    if (months.size === 0 && past.length === 0) return;
    await this.write(async () => {
      for (const month of months) await this.writeMonth(month);
      if (past.length > 0) await this.writeVisitors();
    });
  }

  async all(): Promise<CountRow[]> {
    return this.rows(() => true);
  }

  async replaceAll(rows: readonly CountRow[]): Promise<void> {
    const months = new Set([...this.days.keys()].map((date) => date.slice(0, 7)));
    this.days.clear();
    for (const row of rows) {
      const counts = this.countsOf(row.date);
      const key = countKey(row.metric, row.key);
      counts.set(key, (counts.get(key) ?? 0) + row.n);
      months.add(row.date.slice(0, 7));
    }
    for (const day of this.visitorDays.values()) day.marks.clear();
    await this.write(async () => {
      for (const month of months) await this.writeMonth(month);
      await this.writeVisitors();
    });
  }

  async close(): Promise<void> {
    await this.chain;
  }

  private countsOf(date: string): Map<string, number> {
    let counts = this.days.get(date);
    if (!counts) {
      counts = new Map();
      this.days.set(date, counts);
    }
    return counts;
  }

  private rows(wanted: (date: string) => boolean): CountRow[] {
    const rows: CountRow[] = [];
    for (const [date, counts] of this.days) {
      if (!wanted(date)) continue;
      for (const [joined, n] of counts) rows.push({ date, ...splitCountKey(joined), n });
    }
    return rows;
  }

  /** Writes run one after another, each with the data as it is when it starts. */
  private write(step: () => Promise<void>): Promise<void> {
    const next = this.chain.then(step);
    this.chain = next.catch(() => {});
    return next;
  }

  private async writeMonth(month: string): Promise<void> {
    const days: MonthFile["days"] = {};
    for (const [date, counts] of this.days) if (date.startsWith(`${month}-`)) days[date] = Object.fromEntries(counts);
    const path = join(this.dir, `${month}.json`);
    if (Object.keys(days).length === 0) await rm(path, { force: true });
    else await writeFileDurably(path, JSON.stringify({ days }));
  }

  private async writeVisitors(): Promise<void> {
    const path = join(this.dir, VISITORS_FILE);
    if (this.visitorDays.size === 0) {
      await rm(path, { force: true });
      return;
    }
    const days: VisitorsFile["days"] = {};
    for (const [date, day] of this.visitorDays) days[date] = { salt: day.salt, marks: [...day.marks] };
    await writeFileDurably(path, JSON.stringify({ days }));
  }
}

/**
 * The counts in a data folder, read without opening the store (the server may hold it): for `npm run backup`. A
 * month file that cannot be read is left out.
 */
export async function readStatisticsFolder(dataDir: string): Promise<CountRow[]> {
  const dir = join(dataDir, "statistics");
  const names = await readdir(dir).catch(() => [] as string[]);
  const rows: CountRow[] = [];
  for (const name of names.filter((candidate) => MONTH_FILE.test(candidate)).sort()) {
    const month = await readFile(join(dir, name), "utf8")
      .then((text) => JSON.parse(text) as unknown)
      .catch(() => null);
    if (!isMonthFile(month)) continue;
    for (const [date, counts] of Object.entries(month.days)) for (const [joined, n] of Object.entries(counts)) rows.push({ date, ...splitCountKey(joined), n });
  }
  return rows;
}

/** A file's JSON when it has the expected shape; else the file is set aside with a warning and null answered. */
async function readJson<T>(path: string, valid: (value: unknown) => value is T, logger: Logger): Promise<T | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    parsed = undefined;
  }
  if (valid(parsed)) return parsed;
  const aside = `${path}.corrupt-${Date.now()}`;
  await rename(path, aside);
  logger.warn(`${path} could not be read; kept as ${aside}. Its statistics are not counted any more.`);
  return null;
}

function isCounts(value: unknown): value is Record<string, number> {
  return typeof value === "object" && value !== null && Object.values(value).every((n) => Number.isSafeInteger(n) && (n as number) >= 0);
}

function isMonthFile(value: unknown): value is MonthFile {
  const days = (value as Partial<MonthFile> | null)?.days;
  return typeof days === "object" && days !== null && Object.entries(days).every(([date, counts]) => /^\d{4}-\d{2}-\d{2}$/.test(date) && isCounts(counts));
}

function isVisitorsFile(value: unknown): value is VisitorsFile {
  const days = (value as Partial<VisitorsFile> | null)?.days;
  return (
    typeof days === "object" &&
    days !== null &&
    Object.values(days).every(
      (day: unknown) =>
        typeof day === "object" &&
        day !== null &&
        typeof (day as { salt?: unknown }).salt === "string" &&
        Array.isArray((day as { marks?: unknown }).marks) &&
        (day as { marks: unknown[] }).marks.every((mark) => typeof mark === "string"),
    )
  );
}
