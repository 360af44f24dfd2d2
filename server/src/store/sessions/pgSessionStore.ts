import type pg from "pg";
import { encodeMessage, type ChangeMessage } from "../pg/notifications";
import { CHANGES_CHANNEL } from "../pg/schema";
import type { SessionActivity, SessionStore, StoredSession } from "./types";

type Row = Omit<StoredSession, "created_at" | "last_seen_at" | "expires_at"> & { created_at: Date; last_seen_at: Date; expires_at: Date };

const COLUMNS = "id, created_at, last_seen_at, expires_at, ip, user_agent";
/** Above this many ended sessions one message says "forget all" instead (NOTIFY payloads are capped at 8000 bytes). */
const MAX_IDS_PER_MESSAGE = 100;

/**
 * Sessions in the admin_sessions table, shared by every server on the database. Each server caches the
 * sessions its requests used; a session created on another server is read on first use. Ending sessions
 * NOTIFYs every server, which drops them from its cache, so an ended session's token fails everywhere.
 */
export class PgSessionStore implements SessionStore {
  private readonly cache = new Map<string, StoredSession>();
  /** Bumped whenever cached sessions are dropped, so a lookup racing with an end is not cached. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly pool: pg.Pool,
    subscribe: (handler: (message: ChangeMessage) => void) => () => void,
  ) {
    this.unsubscribe = subscribe((message) => this.onMessage(message));
  }

  async find(id: string): Promise<StoredSession | null> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    for (let attempt = 0; ; attempt++) {
      const generation = this.generation;
      const { rows } = await this.pool.query<Row>(`SELECT ${COLUMNS} FROM admin_sessions WHERE id = $1`, [id]);
      const session = rows[0] ? fromRow(rows[0]) : null;
      // An end announced while reading may have come after the read: read again (the notice follows the commit).
      if (generation !== this.generation && attempt < 3) continue;
      if (session && generation === this.generation) this.cache.set(id, session);
      return session;
    }
  }

  async list(): Promise<StoredSession[]> {
    const { rows } = await this.pool.query<Row>(`SELECT ${COLUMNS} FROM admin_sessions`);
    return rows.map(fromRow);
  }

  async create(session: StoredSession): Promise<void> {
    await this.pool.query("DELETE FROM admin_sessions WHERE expires_at <= now()");
    await this.pool.query(`INSERT INTO admin_sessions (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`, [
      session.id,
      session.created_at,
      session.last_seen_at,
      session.expires_at,
      session.ip,
      session.user_agent,
    ]);
    this.cache.set(session.id, { ...session });
  }

  async touch(id: string, activity: SessionActivity): Promise<void> {
    const cached = this.cache.get(id);
    if (cached) Object.assign(cached, activity);
    await this.pool.query("UPDATE admin_sessions SET last_seen_at = $2, ip = $3, user_agent = $4 WHERE id = $1", [
      id,
      activity.last_seen_at,
      activity.ip,
      activity.user_agent,
    ]);
  }

  remove(ids: readonly string[]): Promise<string[]> {
    return this.removeWhere("id = ANY($1::text[])", [ids]);
  }

  removeAllExcept(keep: string | null): Promise<string[]> {
    return keep === null ? this.removeWhere("true", []) : this.removeWhere("id <> $1", [keep]);
  }

  async close(): Promise<void> {
    this.unsubscribe();
    this.cache.clear();
  }

  private async removeWhere(condition: string, params: unknown[]): Promise<string[]> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const { rows } = await client.query<{ id: string }>(`DELETE FROM admin_sessions WHERE ${condition} RETURNING id`, params);
      const ids = rows.map((row) => row.id);
      if (ids.length > 0) {
        const message: ChangeMessage = { kind: "sessions", removed: ids.length > MAX_IDS_PER_MESSAGE ? null : ids };
        await client.query("SELECT pg_notify($1, $2)", [CHANGES_CHANNEL, encodeMessage(message)]);
      }
      await client.query("COMMIT");
      this.forget(ids);
      return ids;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  private onMessage(message: ChangeMessage): void {
    if (message.kind === "sessions") this.forget(message.removed);
    else if (message.kind === "resync") this.forget(null);
  }

  private forget(ids: readonly string[] | null): void {
    this.generation++;
    if (ids === null) this.cache.clear();
    else for (const id of ids) this.cache.delete(id);
  }
}

function fromRow(row: Row): StoredSession {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    ip: row.ip,
    user_agent: row.user_agent,
  };
}
