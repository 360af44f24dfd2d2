import pg from "pg";
import type { Logger } from "../../logging/logger";
import type { DatabaseHealth } from "./databaseHealth";
import { LEADER_LOCK } from "./schema";

export interface LeaderLockOptions {
  databaseUrl: string;
  logger: Logger;
  /** How often a follower tries to take the lock, and the leader checks it still holds it (default 5 s). */
  retryMs?: number;
  /** Called whenever leadership is won or lost. */
  onChange?: (leader: boolean) => void;
  /** Where connection problems are reported (logged once per outage, not at every try). */
  health?: DatabaseHealth;
}

/**
 * Leader election with a session-level advisory lock on a dedicated connection: whoever holds
 * pg_try_advisory_lock(LEADER_LOCK) leads. The lock goes with the connection, so when the leader dies (or
 * its connection does) PostgreSQL frees it and a follower takes over at its next try.
 */
export class LeaderLock {
  private client: pg.Client | null = null;
  private leader = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private ticking: Promise<void> = Promise.resolve();

  private constructor(private readonly options: LeaderLockOptions) {}

  /** Makes the first attempt before answering, so the first instance is the leader when its jobs start. */
  static async start(options: LeaderLockOptions): Promise<LeaderLock> {
    const lock = new LeaderLock(options);
    await lock.tick();
    lock.schedule();
    return lock;
  }

  isLeader(): boolean {
    return this.leader;
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.ticking = this.tick().finally(() => {
        if (!this.closed) this.schedule();
      });
    }, this.options.retryMs ?? 5_000);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      const client = this.client ?? (await this.connect());
      if (this.leader) {
        await client.query("SELECT 1"); // still connected, so still holding the lock
      } else {
        const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [LEADER_LOCK]);
        if (rows[0].locked) this.setLeader(true);
      }
    } catch (error) {
      if (!this.options.health?.failed(error)) this.options.logger.warn(`leader lock: ${(error as Error).message}`);
      this.drop();
    }
  }

  private async connect(): Promise<pg.Client> {
    const startedAt = Date.now();
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on("error", () => {
      if (this.client === client) this.drop();
    });
    await client.connect();
    this.client = client;
    this.options.health?.ok(startedAt);
    return client;
  }

  private drop(): void {
    const client = this.client;
    this.client = null;
    this.setLeader(false);
    client?.end().catch(() => {});
  }

  private setLeader(leader: boolean): void {
    if (leader === this.leader) return;
    this.leader = leader;
    this.options.logger.info(leader ? "this instance is now the leader (runs the background jobs)" : "this instance is no longer the leader");
    this.options.onChange?.(leader);
  }

  /** Gives the lock up at once (closing the connection frees it), so another instance can take over. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.ticking;
    const client = this.client;
    this.client = null;
    this.leader = false;
    await client?.end().catch(() => {});
  }
}
