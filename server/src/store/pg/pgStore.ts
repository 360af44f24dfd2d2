import pg from "pg";
import type { ContactSubmission } from "../../../../common/contracts";
import type { Logger } from "../../logging/logger";
import { migrate, needsMigration } from "../migrations";
import { ALL_COLLECTIONS, type ActivityEntry, type Collection, type SiteData, type Store } from "../types";
import { ChangeListener } from "./changeListener";
import { activityMatches, submissionMatches } from "../matchers";
import { encodeMessage, type ChangeMessage } from "./notifications";
import { PgBackups } from "./pgBackups";
import { PgRecordLog } from "./pgRecordLog";
import { CHANGES_CHANNEL, migrateSchema } from "./schema";
import { nextIdIn } from "../ids";
import { codeOf } from "../healthProbe";
import { DatabaseHealth } from "./databaseHealth";
import { guarded, inTransaction } from "./pgClient";
import { PgStatisticsStore } from "../statistics/pgStatisticsStore";

export interface PgStoreOptions {
  databaseUrl: string;
  logger: Logger;
  /** Builds the first content of an empty database. */
  seed: () => SiteData;
  backupKeep?: number;
  backupIntervalMs?: number;
  poolSize?: number;
}

interface SiteRow {
  data: SiteData;
  version: string;
  collection_versions: Record<string, number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A pool client that knows when its connection was begun (a new connection ends an outage only if begun after it). */
class TimedClient extends pg.Client {
  readonly createdAt = Date.now();
}

/**
 * The PostgreSQL store: site data in one jsonb row, submissions and activity in tables, backups in a table.
 * Everything is mirrored in memory (reads stay synchronous, as with the JSON store). update() runs the
 * mutation on the newest row under `SELECT … FOR UPDATE`, so instances never lose each other's writes, and
 * NOTIFYs the others, which re-read the row. Collection versions live in the row, so every instance answers
 * the same versionOf() for the same data.
 */
export class PgStore implements Store {
  private data!: SiteData;
  private version = 0;
  private collectionVersions: Record<string, number> = {};
  private remote: Promise<void> = Promise.resolve();
  private listener: ChangeListener | null = null;
  private backupTimer: NodeJS.Timeout | undefined;
  private readonly subscribers = new Set<(message: ChangeMessage) => void>();
  readonly submissions: PgRecordLog<ContactSubmission>;
  readonly activity: PgRecordLog<ActivityEntry>;
  readonly backups: PgBackups;
  readonly statistics: PgStatisticsStore;
  /** Whether the database answers; outages are logged once, at their start and end. */
  readonly health: DatabaseHealth;

  private constructor(
    readonly pool: pg.Pool,
    private readonly logger: Logger,
    backupKeep: number,
  ) {
    this.health = new DatabaseHealth(logger);
    this.submissions = new PgRecordLog<ContactSubmission>(pool, this.health, "submissions", logger, submissionMatches);
    this.activity = new PgRecordLog<ActivityEntry>(pool, this.health, "activity_log", logger, activityMatches);
    this.backups = new PgBackups(pool, this.health, backupKeep);
    this.statistics = new PgStatisticsStore(pool, this.health);
  }

  static async open(options: PgStoreOptions): Promise<PgStore> {
    // A bounded connect: with the database unreachable, a write answers 503 instead of hanging.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: 5_000, Client: TimedClient });
    const store = new PgStore(pool, options.logger, options.backupKeep ?? 14);
    // Idle connections dropped by a database restart land here (a pool without this listener would end the process).
    pool.on("error", (error) => {
      if (!store.health.failed(error)) options.logger.warn(`database pool: ${error.message}`);
    });
    pool.on("connect", (client) => store.health.ok((client as unknown as TimedClient).createdAt));
    try {
      await migrateSchema(pool);
      // Listen before reading, so no change made while loading is missed (applying one twice is harmless).
      store.listener = await ChangeListener.start({
        databaseUrl: options.databaseUrl,
        logger: options.logger,
        health: store.health,
        onMessage: (message) => store.onMessage(message),
        onReconnect: () => void store.resync(),
      });
      const seeded = await store.loadOrSeed(options.seed);
      await store.submissions.load();
      await store.activity.load();
      if (seeded) {
        options.logger.info("new database: filled with the starting content");
        await store.backup("initial");
      }
      const interval = options.backupIntervalMs ?? DAY_MS;
      await store.backups.createIfDue(interval);
      store.backupTimer = setInterval(
        () => {
          store.backups.createIfDue(interval).catch((error) => options.logger.error("periodic backup failed", error));
        },
        Math.min(interval, 60 * 60 * 1000),
      );
      store.backupTimer.unref();
      return store;
    } catch (error) {
      await store.close().catch(() => {});
      throw error;
    }
  }

  /** Answers true when this call filled an empty database. */
  private async loadOrSeed(seed: () => SiteData): Promise<boolean> {
    let row = await this.readRow();
    let seeded = false;
    if (!row) {
      const versions = Object.fromEntries(ALL_COLLECTIONS.map((collection) => [collection, 1]));
      const inserted = await this.pool.query(
        "INSERT INTO site_data (id, data, version, collection_versions) VALUES (1, $1, 1, $2) ON CONFLICT (id) DO NOTHING",
        [seed(), versions],
      );
      seeded = inserted.rowCount === 1;
      row = await this.readRow();
      if (!row) throw new Error("site data row missing after seeding");
    }
    this.applyRow(row);
    if (needsMigration(this.data)) {
      await this.backup(`pre-migration-v${this.data.schema_version}`);
      await this.update(ALL_COLLECTIONS, (draft) => {
        if (!needsMigration(draft)) return;
        const migrated = migrate(draft as unknown as Record<string, unknown>);
        for (const key of Object.keys(draft)) delete (draft as unknown as Record<string, unknown>)[key];
        Object.assign(draft, migrated);
      });
      this.logger.info(`store migrated to schema version ${this.data.schema_version}`);
    }
    return seeded;
  }

  snapshot(): Readonly<SiteData> {
    return this.data;
  }

  async update<T>(collections: readonly Collection[], mutate: (draft: SiteData) => T): Promise<T> {
    const { result, row } = await inTransaction(this.pool, this.health, async (client) => {
      const { rows } = await client.query<SiteRow>("SELECT data, version, collection_versions FROM site_data WHERE id = 1 FOR UPDATE");
      if (rows.length === 0) throw new Error("site data row missing");
      const draft = rows[0].data;
      const result = mutate(draft);
      const version = Number(rows[0].version) + 1;
      const collectionVersions = { ...rows[0].collection_versions };
      for (const collection of collections) collectionVersions[collection] = version;
      const message = encodeMessage({ kind: "site", version, collections: [...collections] });
      await client.query(
        "WITH changed AS (UPDATE site_data SET data = $1, version = $2, collection_versions = $3, updated_at = now() WHERE id = 1 RETURNING version) SELECT pg_notify($4, $5) FROM changed",
        [draft, version, collectionVersions, CHANGES_CHANNEL, message],
      );
      return { result, row: { data: draft, version: String(version), collection_versions: collectionVersions } };
    });
    this.applyRow(row);
    return result;
  }

  versionOf(collections: readonly Collection[]): string {
    return collections.map((collection) => this.collectionVersions[collection] ?? 0).join(".");
  }

  nextId(draft: SiteData, sequence: string): number {
    return nextIdIn(draft, sequence);
  }

  async restore(data: SiteData, submissions: ContactSubmission[]): Promise<string> {
    const name = await this.backup("pre-restore");
    await this.update(ALL_COLLECTIONS, (draft) => {
      for (const key of Object.keys(draft)) delete (draft as unknown as Record<string, unknown>)[key];
      Object.assign(draft, structuredClone(data));
    });
    await this.submissions.replaceAll(submissions);
    return name;
  }

  backup(reason: string): Promise<string> {
    return this.backups.create(reason);
  }

  /** Every write is in the database once its promise resolved; this waits for changes from other instances to be mirrored. */
  async flush(): Promise<void> {
    await this.remote;
    await this.submissions.settled();
    await this.activity.settled();
  }

  async checkHealth(): Promise<void> {
    try {
      await this.pool.query("SELECT 1");
    } catch (error) {
      throw new Error(`PostgreSQL does not answer (${codeOf(error)})`, { cause: error });
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.refreshTimer);
    this.submissions.close();
    this.activity.close();
    clearInterval(this.backupTimer);
    await this.listener?.close();
    this.listener = null;
    await this.flush().catch(() => {});
    await this.pool.end().catch(() => {});
  }

  /** Other parts (shared status, …) follow their own messages on the same channel. */
  subscribe(handler: (message: ChangeMessage) => void): () => void {
    this.subscribers.add(handler);
    return () => this.subscribers.delete(handler);
  }

  private onMessage(message: ChangeMessage): void {
    if (message.kind === "site") {
      if (message.version > this.version) this.follow(() => this.refreshSite());
    } else if (message.kind === "record") {
      void this.submissions.applyRemote(message);
      void this.activity.applyRemote(message);
    }
    for (const handler of this.subscribers) handler(message);
  }

  /** After a lost listener connection: re-read everything. */
  private async resync(): Promise<void> {
    this.follow(() => this.refreshSite());
    for (const handler of this.subscribers) handler({ kind: "resync" });
    await Promise.all([
      this.submissions.applyRemote({ kind: "record", log: "submissions", op: "reload" }),
      this.activity.applyRemote({ kind: "record", log: "activity_log", op: "reload" }),
    ]);
  }

  private follow(task: () => Promise<void>): void {
    this.remote = this.remote.then(task).catch((error) => {
      // The database is away: the outage is logged once, and the row is read again once it answers.
      if (this.health.failed(error)) this.refreshSoon();
      else this.logger.error("could not follow a change from another instance", error);
    });
  }

  private refreshTimer: NodeJS.Timeout | undefined;
  private closing = false;

  private refreshSoon(): void {
    if (this.refreshTimer || this.closing) return;
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = undefined;
      this.follow(() => this.refreshSite());
    }, 1_000);
    this.refreshTimer.unref();
  }

  private async refreshSite(): Promise<void> {
    const row = await this.readRow();
    if (row) this.applyRow(row);
  }

  private async readRow(): Promise<SiteRow | null> {
    const { rows } = await guarded(this.health, this.pool.query<SiteRow>("SELECT data, version, collection_versions FROM site_data WHERE id = 1"));
    return rows[0] ?? null;
  }

  /** Data first, versions second: a cache never stores old data under a new version. Older rows are ignored. */
  private applyRow(row: SiteRow): void {
    const version = Number(row.version);
    if (version <= this.version) return;
    this.data = row.data;
    this.version = version;
    this.collectionVersions = row.collection_versions;
  }
}
