import { readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "../../logging/logger";
import { removeStaleTempFiles, writeFileDurably } from "../durableFile";
import { isExpired, type SessionActivity, type SessionStore, type StoredSession } from "./types";

/**
 * Sessions of a JSON-store server in DATA_DIR/sessions.json (mode 0600), held in memory; the one process that
 * owns the data dir is the only reader. A damaged file is set aside and everyone signs in again: failing
 * closed costs a sign-in, never access.
 */
export class JsonSessionStore implements SessionStore {
  private readonly byId = new Map<string, StoredSession>();
  private chain: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;

  private constructor(private readonly path: string) {}

  static async open(dataDir: string, logger: Logger): Promise<JsonSessionStore> {
    const store = new JsonSessionStore(join(dataDir, "sessions.json"));
    await removeStaleTempFiles(store.path);
    for (const session of await readSessions(store.path, logger)) store.byId.set(session.id, session);
    return store;
  }

  async find(id: string): Promise<StoredSession | null> {
    return this.byId.get(id) ?? null;
  }

  async list(): Promise<StoredSession[]> {
    return [...this.byId.values()].map((session) => ({ ...session }));
  }

  async create(session: StoredSession): Promise<void> {
    const now = Date.now();
    for (const existing of this.byId.values()) if (isExpired(existing, now)) this.byId.delete(existing.id);
    this.byId.set(session.id, { ...session });
    await this.save();
  }

  async touch(id: string, activity: SessionActivity): Promise<void> {
    const session = this.byId.get(id);
    if (!session) return;
    Object.assign(session, activity);
    await this.save();
  }

  async remove(ids: readonly string[]): Promise<string[]> {
    const removed = ids.filter((id) => this.byId.delete(id));
    if (removed.length > 0) await this.save();
    return removed;
  }

  async removeAllExcept(keep: string | null): Promise<string[]> {
    return this.remove([...this.byId.keys()].filter((id) => id !== keep));
  }

  async close(): Promise<void> {
    await this.chain;
  }

  /** Writes run one after another; a change made before a queued write starts is carried by that write. */
  private save(): Promise<void> {
    if (this.queued) return this.queued;
    const write = this.chain.then(() => {
      this.queued = null;
      return writeFileDurably(this.path, JSON.stringify({ sessions: [...this.byId.values()] }));
    });
    this.queued = write;
    this.chain = write.catch(() => {});
    return write;
  }
}

async function readSessions(path: string, logger: Logger): Promise<StoredSession[]> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as { sessions?: unknown };
    if (Array.isArray(parsed.sessions)) return parsed.sessions.filter(isStoredSession);
  } catch {
    /* handled below */
  }
  const aside = `${path}.corrupt-${Date.now()}`;
  await rename(path, aside);
  logger.warn(`sessions.json could not be read; kept as ${aside}. Every session has ended: sign in again.`);
  return [];
}

function isStoredSession(value: unknown): value is StoredSession {
  const session = value as Partial<StoredSession> | null;
  return (
    typeof session === "object" &&
    session !== null &&
    typeof session.id === "string" &&
    typeof session.created_at === "string" &&
    typeof session.last_seen_at === "string" &&
    typeof session.expires_at === "string" &&
    typeof session.ip === "string" &&
    typeof session.user_agent === "string"
  );
}
