import { randomBytes } from "node:crypto";
import type { AdminSessionView } from "../../../common/contracts";
import type { Logger } from "../logging/logger";
import { isExpired, type SessionStore, type StoredSession } from "../store/sessions/types";

/** A session's last_seen_at is written at most this often per server: admin requests stay free of writes. */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;
/** More sessions than this (a script signing in in a loop) end the least recently used ones. */
export const MAX_SESSIONS = 1_000;

export interface SessionClient {
  ip: string;
  user_agent: string;
}

/**
 * The administrator's signed-in sessions: one per sign-in, ended by signing it out, by "sign out everywhere
 * else", by a password change (every other session; all of them when changed from the shell), or when its
 * token expires.
 */
export class SessionService {
  constructor(
    private readonly store: SessionStore,
    private readonly ttlSeconds: number,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  async start(client: SessionClient): Promise<StoredSession> {
    const now = this.now();
    const session: StoredSession = {
      id: randomBytes(16).toString("base64url"),
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + this.ttlSeconds * 1000).toISOString(),
      ip: client.ip,
      user_agent: client.user_agent,
    };
    await this.store.create(session);
    const all = await this.store.list();
    if (all.length > MAX_SESSIONS) {
      const oldest = all.sort((a, b) => a.last_seen_at.localeCompare(b.last_seen_at)).slice(0, all.length - MAX_SESSIONS);
      await this.store.remove(oldest.map((old) => old.id).filter((id) => id !== session.id));
    }
    return session;
  }

  /** The session if it is still on; null when it ended or expired. */
  async active(id: string): Promise<StoredSession | null> {
    const session = await this.store.find(id);
    if (!session || isExpired(session, this.now())) return null;
    return session;
  }

  /** Notes a request of the session; written only when the last write is older than a minute. Never throws. */
  seen(session: StoredSession, client: SessionClient): void {
    const now = this.now();
    if (now - Date.parse(session.last_seen_at) < LAST_SEEN_WRITE_INTERVAL_MS) return;
    this.store
      .touch(session.id, { last_seen_at: new Date(now).toISOString(), ...client })
      .catch((error) => this.logger.warn(`could not record session activity: ${(error as Error).message}`));
  }

  /** The sessions still on, most recently used first. */
  async list(currentId: string): Promise<AdminSessionView[]> {
    const now = this.now();
    return (await this.store.list())
      .filter((session) => !isExpired(session, now))
      .sort((a, b) => b.last_seen_at.localeCompare(a.last_seen_at) || b.created_at.localeCompare(a.created_at))
      .map((session) => ({
        id: session.id,
        created_at: session.created_at,
        last_seen_at: session.last_seen_at,
        ip: session.ip,
        user_agent: session.user_agent,
        current: session.id === currentId,
      }));
  }

  /** Ends one session; false when there was none with that id. */
  async end(id: string): Promise<boolean> {
    return (await this.store.remove([id])).length > 0;
  }

  /** Ends every session but `keepId`; answers how many ended. */
  async endAllExcept(keepId: string | null): Promise<number> {
    return (await this.store.removeAllExcept(keepId)).length;
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
