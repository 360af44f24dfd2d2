import type pg from "pg";
import type { ContactSubmission } from "../../../../common/contracts";
import { backupName, backupReason, backupsPastBudget, backupStamp, ON_REQUEST_BACKUP_KEEP, ON_REQUEST_REASONS, type BackupBudget } from "../backupName";
import type { BackupInfo } from "../types";
import type { DatabaseHealth } from "./databaseHealth";
import { guarded, inTransaction } from "./pgClient";

const BACKUP_LOCK = 7_201_003;

/**
 * Rolling backups in the `backups` table (site data + submissions), kept by the same budgets as BackupFolder: the
 * newest `keep` automatic ones and the newest `keepOnRequest` made on demand or before a restore. Same list().
 */
export class PgBackups {
  private readonly budget: BackupBudget;

  constructor(
    private readonly pool: pg.Pool,
    private readonly health: DatabaseHealth,
    keep: number,
    keepOnRequest = ON_REQUEST_BACKUP_KEEP,
  ) {
    this.budget = { automatic: keep, onRequest: keepOnRequest };
  }

  /** Copies the current site data and submissions (one consistent snapshot: repeatable read). */
  async create(reason: string): Promise<string> {
    return this.inTransaction((client) => this.insert(client, reason));
  }

  private async insert(client: pg.PoolClient, reason: string): Promise<string> {
    const stamp = backupStamp();
    const safeReason = backupReason(reason);
    const site = (await client.query<{ data: string }>("SELECT data::text AS data FROM site_data WHERE id = 1")).rows[0]?.data;
    if (!site) throw new Error("no site data to back up");
    const { rows } = await client.query<{ id: string; data: Record<string, unknown> }>("SELECT id, data FROM submissions ORDER BY id");
    const submissions = JSON.stringify(rows.map((row) => ({ id: Number(row.id), ...row.data })));
    for (let n = 1; ; n++) {
      const name = backupName(stamp, safeReason, n);
      const { rowCount } = await client.query(
        "INSERT INTO backups (name, reason, site, submissions) VALUES ($1, $2, $3::json, $4::json) ON CONFLICT (name) DO NOTHING",
        [name, safeReason, site, submissions],
      );
      if (rowCount === 1) {
        await this.prune(client);
        return name;
      }
    }
  }

  private async prune(client: pg.PoolClient): Promise<void> {
    const { rows } = await client.query<{ name: string; reason: string }>("SELECT name, reason FROM backups ORDER BY name DESC");
    const old = backupsPastBudget(rows, this.budget).map((backup) => backup.name);
    if (old.length > 0) await client.query("DELETE FROM backups WHERE name = ANY($1::text[])", [old]);
  }

  /** Newest first. */
  async list(): Promise<BackupInfo[]> {
    const { rows } = await guarded(
      this.health,
      this.pool.query<{ name: string; created_at: Date; reason: string; size_bytes: string }>(
        "SELECT name, created_at, reason, octet_length(site::text) + octet_length(submissions::text) AS size_bytes FROM backups ORDER BY name DESC",
      ),
    );
    return rows.map((row) => ({ name: row.name, created_at: row.created_at.toISOString(), reason: row.reason, size_bytes: Number(row.size_bytes) }));
  }

  /** When the newest backup was made (null: none), without reading any backup. */
  async newestAt(): Promise<string | null> {
    const { rows } = await guarded(this.health, this.pool.query<{ created_at: Date }>("SELECT created_at FROM backups ORDER BY name DESC LIMIT 1"));
    return rows[0]?.created_at.toISOString() ?? null;
  }

  async readSite(name: string): Promise<string> {
    const { rows } = await guarded(this.health, this.pool.query<{ site: string }>("SELECT site::text AS site FROM backups WHERE name = $1", [name]));
    if (rows.length === 0) throw new Error(`no backup named ${name}`);
    return rows[0].site;
  }

  async readSubmissions(name: string): Promise<ContactSubmission[]> {
    const { rows } = await guarded(
      this.health,
      this.pool.query<{ submissions: ContactSubmission[] }>("SELECT submissions FROM backups WHERE name = $1", [name]),
    );
    if (rows.length === 0) throw new Error(`no backup named ${name}`);
    return rows[0].submissions;
  }

  /**
   * Takes a backup when the newest automatic one is older than `intervalMs` (backups made on demand or before a
   * restore never put it off); one instance at a time decides.
   */
  createIfDue(intervalMs: number, reason = "daily"): Promise<string | null> {
    return this.inTransaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [BACKUP_LOCK]);
      const { rows } = await client.query<{ created_at: Date | null }>("SELECT max(created_at) AS created_at FROM backups WHERE reason <> ALL($1::text[])", [
        ON_REQUEST_REASONS,
      ]);
      const newest = rows[0]?.created_at;
      return !newest || Date.now() - newest.getTime() >= intervalMs ? this.insert(client, reason) : null;
    });
  }

  private inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, this.health, work, "BEGIN ISOLATION LEVEL REPEATABLE READ");
  }
}
