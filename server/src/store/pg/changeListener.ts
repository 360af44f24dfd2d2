import pg from "pg";
import type { Logger } from "../../logger";
import { decodeMessage, type ChangeMessage } from "./notifications";
import { CHANGES_CHANNEL } from "./schema";

export interface ChangeListenerOptions {
  databaseUrl: string;
  logger: Logger;
  onMessage: (message: ChangeMessage) => void;
  /** Called after a lost connection came back: messages may have been missed, so re-read everything. */
  onReconnect: () => void;
  /** Delay before reconnecting (default 1 s). */
  retryMs?: number;
}

/** LISTENs on the changes channel on a dedicated connection, reconnecting when it is lost. */
export class ChangeListener {
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;

  private constructor(private readonly options: ChangeListenerOptions) {}

  static async start(options: ChangeListenerOptions): Promise<ChangeListener> {
    const listener = new ChangeListener(options);
    await listener.connect();
    return listener;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on("notification", (notification) => {
      if (notification.channel !== CHANGES_CHANNEL) return;
      const message = decodeMessage(notification.payload);
      if (message) this.options.onMessage(message);
    });
    client.on("error", (error) => {
      this.options.logger.warn(`database change listener: ${error.message}`);
      this.lost(client);
    });
    client.on("end", () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    this.client = client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.connect()
        .then(() => this.options.onReconnect())
        .catch((error) => {
          this.options.logger.warn(`database change listener: reconnect failed (${(error as Error).message})`);
          if (!this.closed) this.scheduleReconnect();
        });
    }, this.options.retryMs ?? 1_000);
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
