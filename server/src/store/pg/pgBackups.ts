import type pg from "pg";
import type { ContactSubmission } from "../../../../common/schemas";
import type { BackupInfo } from "../backups";

const BACKUP_LOCK = 7_201_003;

/** Rolling backups in the `backups` table (site data + submissions); the newest `keep` are kept. Same list() as BackupFolder. */
export class PgBackups {
  constructor(
    private readonly pool: pg.Pool,
    private readonly keep: number,
  ) {}

  /** Copies the current site data and submissions, in one statement (one consistent snapshot). */
  async create(reason: string, client: pg.Pool | pg.PoolClient = this.pool): Promise<string> {
    const stamp = new Date().toISOString().replace(/[-:.]/g, "");
    const safeReason = reason.toLowerCase().replace(/[^a-z0-9-]+/g, "-").slice(0, 40) || "manual";
    for (let n = 1; ; n++) {
      const name = n === 1 ? `${stamp}-${safeReason}` : `${stamp}-${safeReason}-${n}`;
      const { rowCount } = await client.query(
        `INSERT INTO backups (name, reason, site, submissions)
         SELECT $1, $2, (SELECT data FROM site_data WHERE id = 1),
                COALESCE((SELECT jsonb_agg(data || jsonb_build_object('id', id) ORDER BY id) FROM submissions), '[]'::jsonb)
         ON CONFLICT (name) DO NOTHING`,
        [name, safeReason],
      );
      if (rowCount === 1) {
        await client.query("DELETE FROM backups WHERE name NOT IN (SELECT name FROM backups ORDER BY name DESC LIMIT $1)", [this.keep]);
        return name;
      }
    }
  }

  /** Newest first. */
  async list(): Promise<BackupInfo[]> {
    const { rows } = await this.pool.query<{ name: string; created_at: Date; reason: string; size_bytes: string }>(
      "SELECT name, created_at, reason, octet_length(site::text) + octet_length(submissions::text) AS size_bytes FROM backups ORDER BY name DESC",
    );
    return rows.map((row) => ({ name: row.name, created_at: row.created_at.toISOString(), reason: row.reason, size_bytes: Number(row.size_bytes) }));
  }

  async readSite(name: string): Promise<string> {
    const { rows } = await this.pool.query<{ site: string }>("SELECT site::text AS site FROM backups WHERE name = $1", [name]);
    if (rows.length === 0) throw new Error(`no backup named ${name}`);
    return rows[0].site;
  }

  async readSubmissions(name: string): Promise<ContactSubmission[]> {
    const { rows } = await this.pool.query<{ submissions: ContactSubmission[] }>("SELECT submissions FROM backups WHERE name = $1", [name]);
    if (rows.length === 0) throw new Error(`no backup named ${name}`);
    return rows[0].submissions;
  }

  /** Takes a backup when the newest is older than `intervalMs`; one instance at a time decides. */
  async createIfDue(intervalMs: number, reason = "daily"): Promise<string | null> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1)", [BACKUP_LOCK]);
      const { rows } = await client.query<{ created_at: Date }>("SELECT max(created_at) AS created_at FROM backups");
      const newest = rows[0]?.created_at;
      const name = !newest || Date.now() - newest.getTime() >= intervalMs ? await this.create(reason, client) : null;
      await client.query("COMMIT");
      return name;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}
