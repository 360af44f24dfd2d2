import { mkdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { Low, type Adapter } from "lowdb";
import { StartupError } from "../errors";
import type { Logger } from "../logging/logger";
import { BackupFolder, exists } from "./backups";
import { lockDataDir } from "./dataDirLock";
import { removeStaleTempFiles, writeFileDurably } from "./durableFile";
import { CURRENT_MIGRATIONS, looksLikeSiteData, migrate, needsMigration, type MigrationPlan } from "./migrations";
import { activityMatches, submissionMatches } from "./matchers";
import { RecordLog } from "./recordLog";
import { ALL_COLLECTIONS, type ActivityEntry, type Collection, type SiteData, type Store } from "./types";
import type { ContactSubmission } from "../../../common/contracts";
import { nextIdIn } from "./ids";
import { probeDataFiles } from "./healthProbe";
import { JsonStatisticsStore } from "./statistics/jsonStatisticsStore";

export interface JsonStoreOptions {
  dataDir: string;
  logger: Logger;
  /** Builds the first content of an empty data dir. */
  seed: () => SiteData;
  /** How many automatic backups to keep (default 14); those made on demand or before a restore have their own budget. */
  backupKeep?: number;
  /** How often to take the periodic backup (default daily). */
  backupIntervalMs?: number;
  /** Schema migrations to apply (tests inject their own). */
  migrations?: MigrationPlan;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Set by the test suites: a change's draft has frozen copies of the collections it does not name (draftOf). */
export const FREEZE_UNNAMED_ENV = "TEST_FREEZE_UNNAMED_COLLECTIONS";

/** lowdb adapter whose writes survive a crash at any moment (see writeFileDurably). */
class DurableJsonFile implements Adapter<SiteData> {
  constructor(private readonly path: string) {}

  async read(): Promise<SiteData | null> {
    let text: string;
    try {
      text = await readFile(this.path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    return JSON.parse(text) as SiteData;
  }

  async write(data: SiteData): Promise<void> {
    await writeFileDurably(this.path, JSON.stringify(data));
  }
}

/**
 * The JSON-file store: site data in `site.json` (rewritten atomically on each change, writes group-committed
 * so none is lost and the disk is not hammered), contact submissions in an append-only log, rolling backups.
 */
export class JsonStore implements Store {
  private readonly versions = new Map<Collection, number>();
  private waiting: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  private writing: Promise<void> | null = null;
  private backupTimer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly db: Low<SiteData>,
    readonly submissions: RecordLog<ContactSubmission>,
    readonly activity: RecordLog<ActivityEntry>,
    readonly backups: BackupFolder,
    readonly statistics: JsonStatisticsStore,
    private readonly paths: { site: string; submissions: string; activity: string },
    private readonly unlock: () => Promise<void>,
  ) {}

  static async open(options: JsonStoreOptions): Promise<JsonStore> {
    const { dataDir } = options;
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const unlock = await lockDataDir(dataDir);
    try {
      return await JsonStore.load(options, unlock);
    } catch (error) {
      await unlock();
      throw error;
    }
  }

  private static async load(options: JsonStoreOptions, unlock: () => Promise<void>): Promise<JsonStore> {
    const { dataDir, logger } = options;
    const paths = { site: join(dataDir, "site.json"), submissions: join(dataDir, "submissions.jsonl"), activity: join(dataDir, "activity.jsonl") };
    const backups = new BackupFolder(join(dataDir, "backups"), options.backupKeep ?? 14);
    await removeStaleTempFiles(paths.site);
    await removeStaleTempFiles(paths.submissions);
    await removeStaleTempFiles(paths.activity);

    // No default data: lowdb keeps the default when the file is missing, and a missing file must be noticed.
    const db = new Low<SiteData>(new DurableJsonFile(paths.site), null as unknown as SiteData);
    const loaded = await loadSiteData(db, paths.site, backups, logger);
    const plan = options.migrations ?? CURRENT_MIGRATIONS;
    let data = loaded ?? options.seed();
    const migrating = needsMigration(data, plan);
    if (migrating) {
      await backups.create(`pre-migration-v${data.schema_version}`, JSON.stringify(data), [paths.submissions, paths.activity]);
      data = migrate(data as unknown as Record<string, unknown>, plan);
      logger.info(`store migrated to schema version ${data.schema_version}`);
    }
    db.data = data;
    if (!loaded || migrating) await db.write();

    const submissions = await RecordLog.open<ContactSubmission>(paths.submissions, logger, { matchesSearch: submissionMatches, backups });
    const activity = await RecordLog.open<ActivityEntry>(paths.activity, logger, { matchesSearch: activityMatches, backups });
    const statistics = await JsonStatisticsStore.open(dataDir, logger);
    const store = new JsonStore(db, submissions, activity, backups, statistics, paths, unlock);
    if (!loaded) {
      logger.info(`new data directory ${dataDir}: filled with the starting content`);
      await store.backup("initial");
    }
    await store.backupIfDue(options.backupIntervalMs ?? DAY_MS);
    store.scheduleBackups(options.backupIntervalMs ?? DAY_MS, logger);
    return store;
  }

  snapshot(): Readonly<SiteData> {
    return this.db.data;
  }

  async update<T>(collections: readonly Collection[], mutate: (draft: SiteData) => T): Promise<T> {
    const draft = this.draftOf(collections);
    const result = mutate(draft);
    this.db.data = draft;
    for (const collection of collections) this.versions.set(collection, (this.versions.get(collection) ?? 0) + 1);
    await this.persist();
    return result;
  }

  /**
   * The data for a change to make: the collections it names are copies it may change, the others are shared with
   * the data as it is (a plan's save copies the plans, not the pages' markdown: a big site's 4 MB took 20 ms to copy
   * whole, and each copy was garbage once the next change came). A change names what it changes, as only those
   * collections get a new version and the pages that show them are rendered again.
   */
  private draftOf(collections: readonly Collection[]): SiteData {
    const current = this.db.data;
    const draft = { ...current };
    const copies = draft as Record<Collection, unknown>;
    // `meta` too: a change that adds a record takes its id from there (nextId).
    const copied = new Set<Collection>(["meta", ...collections]);
    for (const collection of copied) copies[collection] = structuredClone(current[collection]);
    // The test suites check that no change touches a collection it does not name: those are frozen copies there.
    if (process.env[FREEZE_UNNAMED_ENV]) {
      for (const collection of ALL_COLLECTIONS) if (!copied.has(collection)) copies[collection] = deepFreeze(structuredClone(current[collection]));
    }
    return draft;
  }

  versionOf(collections: readonly Collection[]): string {
    return collections.map((collection) => this.versions.get(collection) ?? 0).join(".");
  }

  nextId(draft: SiteData, sequence: string): number {
    return nextIdIn(draft, sequence);
  }

  async restore(data: SiteData, submissions: ContactSubmission[]): Promise<string> {
    const name = await this.backup("pre-restore");
    await this.update(ALL_COLLECTIONS, (draft) => {
      Object.assign(draft, structuredClone(data));
    });
    await this.submissions.replaceAll(submissions);
    return name;
  }

  async backup(reason: string): Promise<string> {
    await this.flush();
    return this.backups.create(reason, JSON.stringify(this.db.data), [this.paths.submissions, this.paths.activity]);
  }

  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    await this.submissions.flush();
    await this.activity.flush();
  }

  checkHealth(): Promise<void> {
    return probeDataFiles(this.paths.site);
  }

  async close(): Promise<void> {
    if (this.backupTimer) clearInterval(this.backupTimer);
    await this.flush();
    await this.submissions.close();
    await this.activity.close();
    await this.statistics.close();
    await this.unlock();
  }

  /** Group commit: every caller waiting when a write starts is answered by that write. */
  private persist(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.writing ??= this.drain();
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0);
      try {
        await this.db.write();
        batch.forEach((waiter) => waiter.resolve());
      } catch (error) {
        batch.forEach((waiter) => waiter.reject(error));
      }
    }
    this.writing = null;
  }

  /** Due by the age of the newest automatic backup: backups made on demand or before a restore never put it off. */
  private async backupIfDue(intervalMs: number): Promise<void> {
    const newest = await this.backups.newestAutomatic();
    if (!newest || Date.now() - Date.parse(newest.created_at) >= intervalMs) await this.backup("daily");
  }

  private scheduleBackups(intervalMs: number, logger: Logger): void {
    const checkEvery = Math.min(intervalMs, 60 * 60 * 1000);
    this.backupTimer = setInterval(() => {
      this.backupIfDue(intervalMs).catch((error) => logger.error("periodic backup failed", error));
    }, checkEvery);
    this.backupTimer.unref();
  }
}

/**
 * Reads site.json. A missing file on a fresh data dir answers null (seed it). A corrupt, truncated or foreign
 * file is never replaced by defaults: the newest valid backup is restored (and the bad file kept aside), or
 * start-up is refused.
 */
async function loadSiteData(db: Low<SiteData>, path: string, backups: BackupFolder, logger: Logger): Promise<SiteData | null> {
  let problem: string;
  try {
    await db.read();
    if (db.data === null || db.data === undefined) {
      if ((await backups.list()).length === 0) return null;
      problem = "site.json is missing but backups exist";
    } else if (looksLikeSiteData(db.data)) {
      return db.data;
    } else {
      problem = "site.json is not a valid store file";
    }
  } catch (error) {
    problem = `site.json cannot be read (${(error as Error).message})`;
  }

  for (const backup of await backups.list()) {
    try {
      const data = JSON.parse(await backups.readSite(backup.name)) as unknown;
      if (!looksLikeSiteData(data)) continue;
      if (await exists(path)) await rename(path, `${path}.corrupt-${Date.now()}`);
      await writeFileDurably(path, JSON.stringify(data));
      logger.error(
        `\n${"!".repeat(72)}\n!! STORE RECOVERED: ${problem}.\n!! Restored the backup ${backup.name} (${backup.created_at}).\n!! Changes made after that backup are lost; the bad file was kept as site.json.corrupt-*.\n${"!".repeat(72)}`,
      );
      return data;
    } catch {
      continue;
    }
  }
  throw new StartupError(
    `Refusing to start: ${problem} and no valid backup was found in ${backups.dir}. ` +
      `Fix or restore ${path} by hand (the server never replaces a damaged store with defaults).`,
  );
}

/** `value` and everything in it made read-only: a change to any of it throws (in strict code, as modules are). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
