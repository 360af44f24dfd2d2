import { open, readFile, truncate, type FileHandle } from "node:fs/promises";
import type { Logger } from "../logger";
import { writeFileDurably } from "./durableFile";
import type { LogRepository, RecordFilter, StoredRecord } from "./types";
import { filterNewestFirst, pageOfRecords } from "./recordQuery";

type LogRecord<T> = { op: "add"; v: T } | { op: "set"; id: number; v: Partial<T> } | { op: "del"; id: number };

interface PendingAppend {
  line: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Records (contact submissions, activity entries) in an append-only JSON-lines log, so a new record appends
 * one line instead of rewriting a large file. Appends are group-committed (one fsync per batch). The log is replayed into memory
 * at start and compacted when it holds many dead records. A torn last line (crash mid-append) was never
 * acknowledged and is dropped.
 */
export class RecordLog<T extends StoredRecord> implements LogRepository<T> {
  private items: T[] = [];
  private readonly byId = new Map<number, T>();
  private nextId = 1;
  private deadRecords = 0;
  private handle: FileHandle | null = null;
  private queue: PendingAppend[] = [];
  private draining: Promise<void> | null = null;

  private constructor(
    private readonly path: string,
    private readonly logger: Logger,
    private readonly matchesSearch: (item: T, needle: string) => boolean,
  ) {}

  /** `matchesSearch` gets the lower-cased search text. */
  static async open<T extends StoredRecord>(path: string, logger: Logger, matchesSearch: (item: T, needle: string) => boolean): Promise<RecordLog<T>> {
    const log = new RecordLog<T>(path, logger, matchesSearch);
    await log.load();
    log.handle = await open(path, "a", 0o600);
    return log;
  }

  private async load(): Promise<void> {
    let text = "";
    try {
      text = await readFile(this.path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      return;
    }
    // Every acknowledged record ends with "\n"; a last line without one was cut off by a crash.
    let position = 0;
    let goodEnd = 0;
    let lineNumber = 0;
    while (position < text.length) {
      const newline = text.indexOf("\n", position);
      const end = newline === -1 ? text.length : newline + 1;
      const line = text.slice(position, newline === -1 ? text.length : newline);
      lineNumber++;
      position = end;
      if (newline === -1) {
        this.logger.warn(`${this.name}: dropping a torn last record (a write interrupted by a crash)`);
        break;
      }
      goodEnd = end;
      if (line.trim() === "") continue;
      try {
        this.apply(JSON.parse(line) as LogRecord<T>);
      } catch {
        this.logger.error(`${this.name}: skipping unreadable record on line ${lineNumber}`);
      }
    }
    if (goodEnd < text.length) await truncate(this.path, Buffer.byteLength(text.slice(0, goodEnd)));
  }

  private apply(record: LogRecord<T>): void {
    if (record.op === "add") {
      const item = record.v;
      this.items.push(item);
      this.byId.set(item.id, item);
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

  get(id: number): T | undefined {
    const item = this.byId.get(id);
    return item ? { ...item } : undefined;
  }

  query(query: { page: number; limit: number } & RecordFilter): { items: T[]; total: number } {
    return pageOfRecords(this.all(query), query);
  }

  all(filter: RecordFilter = {}): T[] {
    return filterNewestFirst(this.items, filter, this.matchesSearch);
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
    await this.rewrite();
  }

  /** Waits until every acknowledged append is on disk. */
  async flush(): Promise<void> {
    while (this.draining) await this.draining;
  }

  async close(): Promise<void> {
    await this.flush();
    await this.handle?.close();
    this.handle = null;
  }

  /** Applies the record in memory at once (so reads see it), and resolves when it is on disk. */
  private append(record: LogRecord<T>): Promise<void> {
    this.apply(record);
    return new Promise((resolve, reject) => {
      this.queue.push({ line: `${JSON.stringify(record)}\n`, resolve, reject });
      this.draining ??= this.drain();
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0);
      try {
        if (!this.handle) throw new Error("submissions log is closed");
        await this.handle.write(batch.map((entry) => entry.line).join(""));
        await this.handle.datasync();
        batch.forEach((entry) => entry.resolve());
      } catch (error) {
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

  private async rewrite(): Promise<void> {
    const body = this.items.map((item) => `${JSON.stringify({ op: "add", v: item })}\n`).join("");
    await this.handle?.close();
    await writeFileDurably(this.path, body);
    this.handle = await open(this.path, "a", 0o600);
    this.deadRecords = 0;
  }
}
