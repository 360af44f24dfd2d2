import { createHash } from "node:crypto";
import type pg from "pg";
import type { Logger } from "../../logging/logger";
import type { LogRepository, RecordFilter, StoredRecord } from "../types";
import { encodeMessage, MAX_IDS_PER_MESSAGE, type ChangeMessage } from "./notifications";
import { CHANGES_CHANNEL } from "./schema";
import { filterNewestFirst, pageOfRecords } from "../recordQuery";
import type { DatabaseHealth } from "./databaseHealth";
import { guarded, inTransaction } from "./pgClient";

type Row = { id: string | number; data: Record<string, unknown> };

const RELOAD_RETRY_MS = 1_000;

/** Advisory lock namespace for addUnlessRecent (the second key is a hash of the record's key). */
const DUPLICATE_LOCK = 7_201_004;

/**
 * Records (contact submissions, activity entries) in a PostgreSQL table `(id bigserial, created_at, data jsonb)`,
 * mirrored in memory so reads stay synchronous. Writes go to the database first (ids come from its sequence),
 * then into the mirror; every write NOTIFYs, and every instance (this one too) re-reads the changed rows in
 * notification order, so all mirrors converge on the database.
 */
export class PgRecordLog<T extends StoredRecord> implements LogRepository<T> {
  private items: T[] = [];
  private readonly byId = new Map<number, T>();
  private remote: Promise<void> = Promise.resolve();
  private closed = false;
  /** Counts this instance's own writes; `writtenAt` holds the count at each id's latest own write. */
  private writes = 0;
  private readonly writtenAt = new Map<number, number>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly health: DatabaseHealth,
    private readonly table: string,
    private readonly logger: Logger,
    private readonly matchesSearch: (item: T, needle: string) => boolean,
  ) {}

  async load(): Promise<void> {
    const started = this.writes;
    const { rows } = await guarded(this.health, this.pool.query<Row>(`SELECT id, data FROM ${this.table} ORDER BY id`));
    // Records this instance wrote while the table was being read stay as written (the read may predate them).
    const newer = this.items.filter((item) => this.writtenSince(item.id, started));
    const gone = new Set([...this.writtenAt.keys()].filter((id) => this.writtenSince(id, started) && !this.byId.has(id)));
    this.items = [];
    this.byId.clear();
    for (const row of rows) {
      const id = Number(row.id);
      if (!this.writtenSince(id, started) && !gone.has(id)) this.put(toItem<T>(row));
    }
    for (const item of newer) this.put(item);
    this.forgetWritesUpTo(started);
  }

  async add(record: Omit<T, "id">): Promise<T> {
    const { id: _ignored, ...data } = record as Omit<T, "id"> & { id?: unknown };
    const { rows } = await guarded(
      this.health,
      this.pool.query<{ id: string }>(
        `WITH added AS (INSERT INTO ${this.table} (created_at, data) VALUES ($1, $2) RETURNING id)
         SELECT id, pg_notify($3, json_build_object('kind', 'record', 'log', $4::text, 'op', 'upsert', 'ids', json_build_array(id))::text) FROM added`,
        [createdAt(record.timestamp), data, CHANGES_CHANNEL, this.table],
      ),
    );
    const item = { ...data, id: Number(rows[0].id) } as T;
    this.wrote([item.id]);
    this.put(item);
    return { ...item };
  }

  async addUnlessRecent(record: Omit<T, "id">, key: (record: Omit<T, "id">) => string, since: string): Promise<{ record: T; added: boolean }> {
    const dedupeKey = createHash("sha256").update(key(record)).digest("hex");
    const { id: _ignored, ...data } = record as Omit<T, "id"> & { id?: unknown };
    // Instances serialise on a lock per key, so the same record sent to two of them at once is stored once.
    const outcome = await inTransaction(this.pool, this.health, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [DUPLICATE_LOCK, `${this.table}:${dedupeKey}`]);
      const { rows } = await client.query<Row>(`SELECT id, data FROM ${this.table} WHERE dedupe_key = $1 AND created_at >= $2 ORDER BY id DESC LIMIT 1`, [
        dedupeKey,
        createdAt(since),
      ]);
      if (rows.length > 0) return { record: toItem<T>(rows[0]), added: false };
      const inserted = await client.query<{ id: string }>(`INSERT INTO ${this.table} (created_at, data, dedupe_key) VALUES ($1, $2, $3) RETURNING id`, [
        createdAt(record.timestamp),
        data,
        dedupeKey,
      ]);
      const id = Number(inserted.rows[0].id);
      await this.notify(client, { kind: "record", log: this.table, op: "upsert", ids: [id] });
      return { record: { ...data, id } as T, added: true };
    });
    if (outcome.added) {
      this.wrote([outcome.record.id]);
      this.put(outcome.record);
    }
    return { record: { ...outcome.record }, added: outcome.added };
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
    const { id: _ignored, ...data } = changes as Partial<T> & { id?: unknown };
    // Merged here, not with jsonb ||, so the record keeps its field order; the row lock keeps concurrent patches whole.
    const item = await inTransaction(this.pool, this.health, async (client) => {
      const { rows } = await client.query<Row>(`SELECT id, data FROM ${this.table} WHERE id = $1 FOR UPDATE`, [id]);
      if (rows.length === 0) return undefined;
      const merged = { ...rows[0].data, ...data };
      await client.query(`UPDATE ${this.table} SET data = $2 WHERE id = $1`, [id, merged]);
      await this.notify(client, { kind: "record", log: this.table, op: "upsert", ids: [id] });
      return toItem<T>({ id, data: merged });
    });
    this.wrote([id]);
    if (!item) {
      this.drop([id]);
      return undefined;
    }
    this.put(item);
    return { ...item };
  }

  async remove(id: number): Promise<boolean> {
    const { rows } = await guarded(
      this.health,
      this.pool.query(
        `WITH gone AS (DELETE FROM ${this.table} WHERE id = $1 RETURNING id)
         SELECT id, pg_notify($2, json_build_object('kind', 'record', 'log', $3::text, 'op', 'delete', 'ids', json_build_array(id))::text) FROM gone`,
        [id, CHANGES_CHANNEL, this.table],
      ),
    );
    this.wrote([id]);
    this.drop([id]);
    return rows.length > 0;
  }

  async removeOlderThan(time: Date): Promise<number> {
    const ids = await inTransaction(this.pool, this.health, async (client) => {
      const { rows } = await client.query<{ id: string }>(`DELETE FROM ${this.table} WHERE created_at < $1 RETURNING id`, [time]);
      const removed = rows.map((row) => Number(row.id));
      if (removed.length > 0) {
        await this.notify(
          client,
          removed.length > MAX_IDS_PER_MESSAGE
            ? { kind: "record", log: this.table, op: "reload" }
            : { kind: "record", log: this.table, op: "delete", ids: removed },
        );
      }
      return removed;
    });
    this.wrote(ids);
    this.drop(ids);
    return ids.length;
  }

  count(where?: (item: T) => boolean): number {
    if (!where) return this.items.length;
    let matches = 0;
    for (const item of this.items) if (where(item)) matches++;
    return matches;
  }

  async replaceAll(records: T[]): Promise<void> {
    const sorted = [...records].sort((a, b) => a.id - b.id);
    await inTransaction(this.pool, this.health, async (client) => {
      await client.query(`LOCK TABLE ${this.table} IN EXCLUSIVE MODE`);
      await client.query(`DELETE FROM ${this.table}`);
      for (let start = 0; start < sorted.length; start += 500) {
        const batch = sorted.slice(start, start + 500).map(({ id, ...data }) => ({ id, created_at: createdAt(data.timestamp), data }));
        await client.query(
          `INSERT INTO ${this.table} (id, created_at, data) SELECT id, created_at, data FROM json_to_recordset($1::json) AS r(id bigint, created_at timestamptz, data json)`,
          [JSON.stringify(batch)],
        );
      }
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${this.table}', 'id'), GREATEST((SELECT max(id) FROM ${this.table}), 1), (SELECT count(*) > 0 FROM ${this.table}))`,
      );
      await this.notify(client, { kind: "record", log: this.table, op: "reload" });
    });
    // A change announced before the replacement may still be being read (from before it): let it land first,
    // so it cannot bring a replaced record back into the mirror.
    await this.remote;
    this.items = [];
    this.byId.clear();
    for (const item of sorted) this.put({ ...item });
  }

  /** A change announced by any instance: re-read it from the database, one message at a time, in order. */
  applyRemote(message: ChangeMessage): Promise<void> {
    if (message.kind !== "record" || message.log !== this.table) return Promise.resolve();
    this.remote = this.remote
      .then(async () => {
        if (message.op === "reload") return this.load();
        if (message.op === "delete") return this.drop(message.ids);
        const started = this.writes;
        const { rows } = await guarded(this.health, this.pool.query<Row>(`SELECT id, data FROM ${this.table} WHERE id = ANY($1::bigint[])`, [message.ids]));
        // An own write that finished while this read ran is newer than what the read saw: keep it (its own
        // notification re-reads it later), so a record never goes back to an older state here.
        const current = (id: number) => !this.writtenSince(id, started);
        const found = new Set(rows.map((row) => Number(row.id)));
        rows.filter((row) => current(Number(row.id))).forEach((row) => this.put(toItem<T>(row)));
        this.drop(message.ids.filter((id) => !found.has(id) && current(id)));
        this.forgetWritesUpTo(started, message.ids);
      })
      .catch((error) => {
        // The database is away: the outage is logged once, and the whole table is read again once it answers.
        if (this.health.failed(error)) this.reloadSoon();
        else this.logger.error(`${this.table}: could not follow a change from another instance`, error);
      });
    return this.remote;
  }

  private reloadTimer: NodeJS.Timeout | undefined;

  /** Re-reads every record in a second (again and again while the database does not answer). */
  private reloadSoon(): void {
    if (this.reloadTimer || this.closed) return;
    this.reloadTimer = setTimeout(() => {
      this.reloadTimer = undefined;
      void this.applyRemote({ kind: "record", log: this.table, op: "reload" });
    }, RELOAD_RETRY_MS);
    this.reloadTimer.unref();
  }

  /** Stops retrying (the store is closing). */
  close(): void {
    this.closed = true;
    clearTimeout(this.reloadTimer);
  }

  /** Waits until every change announced so far is mirrored. */
  settled(): Promise<void> {
    return this.remote;
  }

  private async notify(client: pg.PoolClient, message: ChangeMessage): Promise<void> {
    await client.query("SELECT pg_notify($1, $2)", [CHANGES_CHANNEL, encodeMessage(message)]);
  }

  private wrote(ids: number[]): void {
    this.writes++;
    for (const id of ids) this.writtenAt.set(id, this.writes);
  }

  private writtenSince(id: number, count: number): boolean {
    return (this.writtenAt.get(id) ?? 0) > count;
  }

  /** Own writes a completed read has caught up with need no protection any more. */
  private forgetWritesUpTo(count: number, ids: Iterable<number> = [...this.writtenAt.keys()]): void {
    for (const id of ids) if ((this.writtenAt.get(id) ?? Infinity) <= count) this.writtenAt.delete(id);
  }

  /** Inserts or replaces in id order. */
  private put(item: T): void {
    const existing = this.byId.get(item.id);
    this.byId.set(item.id, item);
    if (existing) {
      this.items[this.items.indexOf(existing)] = item;
      return;
    }
    let at = this.items.length;
    while (at > 0 && this.items[at - 1].id > item.id) at--;
    this.items.splice(at, 0, item);
  }

  private drop(ids: number[]): void {
    const gone = new Set(ids.filter((id) => this.byId.delete(id)));
    if (gone.size > 0) this.items = this.items.filter((item) => !gone.has(item.id));
  }
}

function toItem<T>(row: Row): T {
  return { ...row.data, id: Number(row.id) } as T;
}

function createdAt(timestamp: unknown): Date {
  const time = typeof timestamp === "string" ? Date.parse(timestamp) : NaN;
  return Number.isNaN(time) ? new Date() : new Date(time);
}
