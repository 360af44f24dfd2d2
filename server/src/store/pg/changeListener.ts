import pg from "pg";
import type { Logger } from "../../logging/logger";
import { decodeMessage, type ChangeMessage } from "./notifications";
import type { DatabaseHealth } from "./databaseHealth";
import { CHANGES_CHANNEL } from "./schema";

export interface ChangeListenerOptions {
  databaseUrl: string;
  logger: Logger;
  onMessage: (message: ChangeMessage) => void;
  /** Called after a lost connection came back: messages may have been missed, so re-read everything. */
  onReconnect: () => void;
  /** Where a lost connection and a failed reconnect are reported (and logged once per outage). */
  health: DatabaseHealth;
  /** Delay before the first reconnect (default 1 s); it doubles up to 5 s while the database stays away. */
  retryMs?: number;
}

const MAX_RETRY_MS = 5_000;

/**
 * LISTENs on the changes channel on a dedicated connection, reconnecting when it is lost. A lost connection is
 * reported to the database health (one log line per outage), not logged per attempt.
 */
export class ChangeListener {
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private failedAttempts = 0;

  private constructor(private readonly options: ChangeListenerOptions) {}

  static async start(options: ChangeListenerOptions): Promise<ChangeListener> {
    const listener = new ChangeListener(options);
    await listener.connect();
    return listener;
  }

  private async connect(): Promise<void> {
    const startedAt = Date.now();
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on("notification", (notification) => {
      if (notification.channel !== CHANGES_CHANNEL) return;
      const message = decodeMessage(notification.payload);
      if (message) this.options.onMessage(message);
    });
    client.on("error", (error) => {
      if (!this.options.health.failed(error)) this.options.logger.warn(`database change listener: ${error.message}`);
      this.lost(client);
    });
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    this.client = client;
    this.failedAttempts = 0;
    this.options.health.ok(startedAt);
  }

  private lost(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    clearTimeout(this.retryTimer);
    const delay = Math.min(MAX_RETRY_MS, (this.options.retryMs ?? 1_000) * 2 ** this.failedAttempts);
    this.retryTimer = setTimeout(() => {
      this.connect()
        .then(() => {
          if (this.closed) return this.close();
          this.options.onReconnect();
        })
        .catch((error) => {
          this.failedAttempts++;
          if (!this.options.health.failed(error)) this.options.logger.warn(`database change listener: reconnect failed (${(error as Error).message})`);
          if (!this.closed) this.scheduleReconnect();
        });
    }, delay);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
