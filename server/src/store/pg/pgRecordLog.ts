import type pg from "pg";
import type { Logger } from "../../logger";
import type { LogRepository, RecordFilter, StoredRecord } from "../types";
import { encodeMessage, MAX_IDS_PER_MESSAGE, type ChangeMessage } from "./notifications";
import { CHANGES_CHANNEL } from "./schema";
import { filterNewestFirst, pageOfRecords } from "../recordQuery";

type Row = { id: string | number; data: Record<string, unknown> };

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

  constructor(
    private readonly pool: pg.Pool,
    private readonly table: string,
    private readonly logger: Logger,
    private readonly matchesSearch: (item: T, needle: string) => boolean,
  ) {}

  async load(): Promise<void> {
    const { rows } = await this.pool.query<Row>(`SELECT id, data FROM ${this.table} ORDER BY id`);
    this.items = [];
    this.byId.clear();
    for (const row of rows) this.put(toItem<T>(row));
  }

  async add(record: Omit<T, "id">): Promise<T> {
    const { id: _ignored, ...data } = record as Omit<T, "id"> & { id?: unknown };
    const { rows } = await this.pool.query<{ id: string }>(
      `WITH added AS (INSERT INTO ${this.table} (created_at, data) VALUES ($1, $2) RETURNING id)
       SELECT id, pg_notify($3, json_build_object('kind', 'record', 'log', $4::text, 'op', 'upsert', 'ids', json_build_array(id))::text) FROM added`,
      [createdAt(record.timestamp), data, CHANGES_CHANNEL, this.table],
    );
    const item = { ...data, id: Number(rows[0].id) } as T;
    this.put(item);
    return { ...item };
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
    const client = await this.pool.connect();
    let item: T | undefined;
    try {
      // Merged here, not with jsonb ||, so the record keeps its field order; the row lock keeps concurrent patches whole.
      await client.query("BEGIN");
      const { rows } = await client.query<Row>(`SELECT id, data FROM ${this.table} WHERE id = $1 FOR UPDATE`, [id]);
      if (rows.length > 0) {
        const merged = { ...rows[0].data, ...data };
        await client.query(`UPDATE ${this.table} SET data = $2 WHERE id = $1`, [id, merged]);
        await this.notify(client, { kind: "record", log: this.table, op: "upsert", ids: [id] });
        item = toItem<T>({ id, data: merged });
      }
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    if (!item) {
      this.drop([id]);
      return undefined;
    }
    this.put(item);
    return { ...item };
  }

  async remove(id: number): Promise<boolean> {
    const { rows } = await this.pool.query(
      `WITH gone AS (DELETE FROM ${this.table} WHERE id = $1 RETURNING id)
       SELECT id, pg_notify($2, json_build_object('kind', 'record', 'log', $3::text, 'op', 'delete', 'ids', json_build_array(id))::text) FROM gone`,
      [id, CHANGES_CHANNEL, this.table],
    );
    this.drop([id]);
    return rows.length > 0;
  }

  async removeOlderThan(time: Date): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const { rows } = await client.query<{ id: string }>(`DELETE FROM ${this.table} WHERE created_at < $1 RETURNING id`, [time]);
      const ids = rows.map((row) => Number(row.id));
      if (ids.length > 0) await this.notify(client, ids.length > MAX_IDS_PER_MESSAGE ? { kind: "record", log: this.table, op: "reload" } : { kind: "record", log: this.table, op: "delete", ids });
      await client.query("COMMIT");
      this.drop(ids);
      return ids.length;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  count(where?: (item: T) => boolean): number {
    if (!where) return this.items.length;
    let matches = 0;
    for (const item of this.items) if (where(item)) matches++;
    return matches;
  }

  async replaceAll(records: T[]): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(`LOCK TABLE ${this.table} IN EXCLUSIVE MODE`);
      await client.query(`DELETE FROM ${this.table}`);
      const sorted = [...records].sort((a, b) => a.id - b.id);
      for (let start = 0; start < sorted.length; start += 500) {
        const batch = sorted.slice(start, start + 500).map(({ id, ...data }) => ({ id, created_at: createdAt(data.timestamp), data }));
        await client.query(
          `INSERT INTO ${this.table} (id, created_at, data) SELECT id, created_at, data FROM json_to_recordset($1::json) AS r(id bigint, created_at timestamptz, data json)`,
          [JSON.stringify(batch)],
        );
      }
      await client.query(`SELECT setval(pg_get_serial_sequence('${this.table}', 'id'), GREATEST((SELECT max(id) FROM ${this.table}), 1), (SELECT count(*) > 0 FROM ${this.table}))`);
      await this.notify(client, { kind: "record", log: this.table, op: "reload" });
      await client.query("COMMIT");
      this.items = [];
      this.byId.clear();
      for (const item of sorted) this.put({ ...item });
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** A change announced by any instance: re-read it from the database, one message at a time, in order. */
  applyRemote(message: ChangeMessage): Promise<void> {
    if (message.kind !== "record" || message.log !== this.table) return Promise.resolve();
    this.remote = this.remote
      .then(async () => {
        if (message.op === "reload") return this.load();
        if (message.op === "delete") return this.drop(message.ids);
        const { rows } = await this.pool.query<Row>(`SELECT id, data FROM ${this.table} WHERE id = ANY($1::bigint[])`, [message.ids]);
        const found = new Set(rows.map((row) => Number(row.id)));
        rows.forEach((row) => this.put(toItem<T>(row)));
        this.drop(message.ids.filter((id) => !found.has(id)));
      })
      .catch((error) => this.logger.error(`${this.table}: could not follow a change from another instance`, error));
    return this.remote;
  }

  /** Waits until every change announced so far is mirrored. */
  settled(): Promise<void> {
    return this.remote;
  }

  private async notify(client: pg.PoolClient, message: ChangeMessage): Promise<void> {
    await client.query("SELECT pg_notify($1, $2)", [CHANGES_CHANNEL, encodeMessage(message)]);
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
