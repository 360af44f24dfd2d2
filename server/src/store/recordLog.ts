import { copyFile, open, readFile, truncate, writeFile, type FileHandle } from "node:fs/promises";
import { basename } from "node:path";
import type { Logger } from "../logging/logger";
import { writeFileDurably } from "./durableFile";
import { findInBackups, lostRecordsReport, judgeLog, type BackupLogSource } from "./logRecovery";
import { scanLog, type LogRecord } from "./logScan";
import { LogStateFile } from "./logState";
import type { LogRepository, RecordFilter, StoredRecord } from "./types";
import { filterNewestFirst, pageOfRecords } from "./recordQuery";
import { RecentKeys } from "./recentKeys";

interface PendingAppend {
  line: string;
  /** The id of the record a line adds, so the state can say which ids are acknowledged. */
  addedId: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface RecordLogOptions<T> {
  /** Lower-cased search text → does the record match. */
  matchesSearch: (item: T, needle: string) => boolean;
  /** Backups holding copies of this log, to bring back records a damaged log lost. */
  backups?: BackupLogSource;
}

/**
 * Records (contact submissions, activity entries) in an append-only JSON-lines log, so a new record appends
 * one line instead of rewriting a large file. Appends are group-committed: one batch is written and synced,
 * then the state beside the log (`<log>.state`: acknowledged bytes, record count, highest id) is synced, then
 * the writers are answered. The log is replayed into memory at start and compacted when it holds many dead
 * records. At start the state tells a torn last line (a crash before the answer: dropped) from acknowledged
 * records that were lost (a cut or damaged file): those are reported loudly, brought back from the newest
 * backup that holds them, and the damaged file is kept as `<log>.corrupt-<time>` before it is rewritten.
 */
export class RecordLog<T extends StoredRecord> implements LogRepository<T> {
  private items: T[] = [];
  private readonly byId = new Map<number, T>();
  private nextId = 1;
  private deadRecords = 0;
  private handle: FileHandle | null = null;
  private queue: PendingAppend[] = [];
  private draining: Promise<void> | null = null;
  /** Lately added records by the key of the last duplicate check (see addUnlessRecent). */
  private recent: RecentKeys<T> | null = null;
  private state!: LogStateFile;
  /** What the state file says: the acknowledged size, lines and highest id of the current generation. */
  private generation = 0;
  private bytes = 0;
  private lines = 0;
  private lastId = 0;

  private constructor(
    private readonly path: string,
    private readonly logger: Logger,
    private readonly options: RecordLogOptions<T>,
  ) {}

  static async open<T extends StoredRecord>(path: string, logger: Logger, options: RecordLogOptions<T>): Promise<RecordLog<T>> {
    const log = new RecordLog<T>(path, logger, options);
    await log.load();
    log.handle ??= await open(path, "a", 0o600);
    return log;
  }

  private async load(): Promise<void> {
    const opened = await LogStateFile.open(`${this.path}.state`);
    this.state = opened.file;
    if (opened.damaged) this.logger.warn(`${this.name}: its state file is unreadable, so lost records cannot be detected this time; it is written anew`);
    let bytes: Buffer | null = null;
    try {
      bytes = await readFile(this.path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    const scan = scanLog<T>(bytes ?? Buffer.alloc(0));
    const { damage, tornTail } = judgeLog(scan, opened.state);
    for (const { record } of scan.records) this.apply(record);
    this.generation = scan.generation;
    this.lastId = Math.max(scan.headerLastId, opened.state?.last_id ?? 0, this.nextId - 1);
    this.nextId = this.lastId + 1;

    if (damage) {
      const keptAs = bytes ? await this.keepCopy((target) => copyFile(this.path, target)) : null;
      const restored = this.options.backups && damage.lostIds.length > 0 ? await findInBackups<T>(this.options.backups, this.name, damage.lostIds) : [];
      for (const { record } of restored) if (!this.byId.has(record.id)) this.apply({ op: "add", v: record });
      this.items.sort((a, b) => a.id - b.id);
      this.logger.error(lostRecordsReport(this.name, damage, restored, keptAs));
      await this.rewrite();
      return;
    }
    if (tornTail && bytes) {
      const torn = bytes.subarray(scan.completeBytes);
      const keptAs = await this.keepCopy((target) => writeFile(target, torn, { mode: 0o600 }));
      this.logger.warn(`${this.name}: dropping a torn last record (a write interrupted by a crash, never acknowledged); its bytes were kept as ${keptAs}`);
      await truncate(this.path, scan.completeBytes);
    }
    this.bytes = scan.completeBytes;
    this.lines = scan.records.length;
    await this.saveState();
  }

  /** Writes a copy to `<log>.corrupt-<time>` and answers its file name (or a note that it failed: the start goes on). */
  private async keepCopy(copy: (target: string) => Promise<void>): Promise<string> {
    const target = `${this.path}.corrupt-${new Date().toISOString().replace(/[-:.]/g, "")}`;
    try {
      await copy(target);
      return basename(target);
    } catch (error) {
      this.logger.error(`${this.name}: could not keep a copy of the damaged file`, error);
      return "(no copy: it could not be written)";
    }
  }

  private saveState(): Promise<void> {
    return this.state.write({ generation: this.generation, bytes: this.bytes, records: this.lines, last_id: this.lastId });
  }

  private apply(record: LogRecord<T>): void {
    if (record.op === "log") return;
    if (record.op === "add") {
      const item = record.v;
      const existing = this.byId.get(item.id);
      if (existing) this.items[this.items.indexOf(existing)] = item;
      else this.items.push(item);
      this.byId.set(item.id, item);
      this.recent?.remember(item);
      this.nextId = Math.max(this.nextId, item.id + 1);
    } else if (record.op === "set") {
      const item = this.byId.get(record.id);
      if (item) Object.assign(item, record.v, { id: item.id });
      this.deadRecords++;
    } else if (this.byId.delete(record.id)) {
      this.items = this.items.filter((item) => item.id !== record.id);
      this.deadRecords += 2;
    }
  }

  async add(record: Omit<T, "id">): Promise<T> {
    const item = { ...record, id: this.nextId++ } as T;
    await this.append({ op: "add", v: item });
    return item;
  }

  async addUnlessRecent(record: Omit<T, "id">, key: (record: Omit<T, "id">) => string, since: string): Promise<{ record: T; added: boolean }> {
    if (this.recent?.key !== key) {
      this.recent = new RecentKeys<T>(key);
      for (const item of this.items) if (item.timestamp >= since) this.recent.remember(item);
    }
    // One process owns the log and the check-then-add runs without a pause, so two calls cannot both add.
    const found = this.recent.find(key(record), since, (item) => this.byId.get(item.id) === item);
    if (!found) return { record: await this.add(record), added: true };
    const copy = { ...found };
    await this.flush(); // answered only once it is on disk, as if this call had added it
    return { record: copy, added: false };
  }

  get(id: number): T | undefined {
    const item = this.byId.get(id);
    return item ? { ...item } : undefined;
  }

  query(query: { page: number; limit: number } & RecordFilter): { items: T[]; total: number } {
    return pageOfRecords(this.all(query), query);
  }

  all(filter: RecordFilter = {}): T[] {
    return filterNewestFirst(this.items, filter, this.options.matchesSearch);
  }

  async patch(id: number, changes: Partial<Omit<T, "id">>): Promise<T | undefined> {
    if (!this.byId.has(id)) return undefined;
    await this.append({ op: "set", id, v: changes as Partial<T> });
    return this.get(id);
  }

  async remove(id: number): Promise<boolean> {
    if (!this.byId.has(id)) return false;
    await this.append({ op: "del", id });
    return true;
  }

  async removeOlderThan(time: Date): Promise<number> {
    const cutoff = time.toISOString();
    const old = this.items.filter((item) => item.timestamp < cutoff);
    for (const item of old) await this.append({ op: "del", id: item.id });
    return old.length;
  }

  private get name(): string {
    return this.path.split(/[\\/]/).pop() ?? this.path;
  }

  count(where?: (item: T) => boolean): number {
    if (!where) return this.items.length;
    let matches = 0;
    for (const item of this.items) if (where(item)) matches++;
    return matches;
  }

  async replaceAll(records: T[]): Promise<void> {
    await this.draining;
    this.items = [];
    this.byId.clear();
    this.nextId = 1;
    this.deadRecords = 0;
    for (const item of [...records].sort((a, b) => a.id - b.id)) this.apply({ op: "add", v: { ...item } });
    await this.rewrite({ restarting: true });
  }

  /** Waits until every acknowledged append is on disk. */
  async flush(): Promise<void> {
    while (this.draining) await this.draining;
  }

  async close(): Promise<void> {
    await this.flush();
    await this.handle?.close();
    this.handle = null;
    await this.state.close();
  }

  /** Applies the record in memory at once (so reads see it), and resolves when it is on disk. */
  private append(record: LogRecord<T>): Promise<void> {
    this.apply(record);
    return new Promise((resolve, reject) => {
      this.queue.push({ line: `${JSON.stringify(record)}\n`, addedId: record.op === "add" ? record.v.id : 0, resolve, reject });
      this.draining ??= this.drain();
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0);
      const chunk = Buffer.from(batch.map((entry) => entry.line).join(""));
      try {
        if (!this.handle) throw new Error(`${this.name} is closed`);
        await this.handle.write(chunk);
        await this.handle.datasync();
        this.bytes += chunk.length;
        this.lines += batch.length;
        this.lastId = Math.max(this.lastId, ...batch.map((entry) => entry.addedId));
        await this.saveState();
        batch.forEach((entry) => entry.resolve());
      } catch (error) {
        // A half-written batch must not stay in front of the next one: cut the file back to what was acknowledged.
        await this.handle?.truncate(this.bytes).catch(() => {});
        batch.forEach((entry) => entry.reject(error));
      }
      if (this.deadRecords > Math.max(1_000, this.items.length)) await this.compact();
    }
    this.draining = null;
  }

  private async compact(): Promise<void> {
    try {
      await this.rewrite();
      this.logger.info(`${this.name} compacted (${this.items.length} live records)`);
    } catch (error) {
      this.logger.error(`${this.name} compaction failed`, error);
    }
  }

  /**
   * Writes the live records as a new generation of the file (header first), then the state. `restarting` (a
   * restore) lets ids start again after the highest restored one.
   */
  private async rewrite(options: { restarting?: boolean } = {}): Promise<void> {
    const generation = this.generation + 1;
    const lastId = options.restarting ? this.nextId - 1 : Math.max(this.lastId, this.nextId - 1);
    const header = `${JSON.stringify({ op: "log", generation, last_id: lastId })}\n`;
    const body = Buffer.from(header + this.items.map((item) => `${JSON.stringify({ op: "add", v: item })}\n`).join(""));
    await this.handle?.close();
    this.handle = null;
    await writeFileDurably(this.path, body);
    this.handle = await open(this.path, "a", 0o600);
    this.generation = generation;
    this.bytes = body.length;
    this.lines = this.items.length;
    this.lastId = lastId;
    this.deadRecords = 0;
    await this.saveState();
  }
}
