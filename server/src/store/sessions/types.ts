/** One signed-in session of the administrator: every token names the session it belongs to. */
export interface StoredSession {
  /** Random, never reused; carried in the token as `sid`. */
  id: string;
  created_at: string;
  /** Updated at most once a minute per server (see SessionService). */
  last_seen_at: string;
  /** When its token expires; the session ends with it. */
  expires_at: string;
  /** The address and browser it was last seen from. */
  ip: string;
  user_agent: string;
}

export type SessionActivity = Pick<StoredSession, "last_seen_at" | "ip" | "user_agent">;

/**
 * Where sessions are kept: a file beside the JSON store, or a table in PostgreSQL shared by every server.
 * Token checks run on every admin request, so lookups answer from memory when they can.
 */
export interface SessionStore {
  /** The session, or null when it does not exist (ended, or never did). */
  find(id: string): Promise<StoredSession | null>;
  /** Every stored session (expired ones may be among them), fresh from the backing store. */
  list(): Promise<StoredSession[]>;
  /** Stores a new session; expired ones are dropped on the way. */
  create(session: StoredSession): Promise<void>;
  /** Records that the session was used again. */
  touch(id: string, activity: SessionActivity): Promise<void>;
  /** Ends the given sessions and answers the ids that existed. */
  remove(ids: readonly string[]): Promise<string[]>;
  /** Ends every session except `keep` (none kept when null) and answers the ended ids. */
  removeAllExcept(keep: string | null): Promise<string[]>;
  close(): Promise<void>;
}

export function isExpired(session: StoredSession, nowMs: number): boolean {
  return Date.parse(session.expires_at) <= nowMs;
}
