import type { Logger } from "../../logging/logger";
import { isDatabaseUnavailable, isDatabaseUnavailableError } from "../../errors";

/** How long the database must stay reachable before an outage counts as over (a starting server flickers). */
const SETTLE_MS = 1_000;

/**
 * Whether the database is reachable, as every part talking to it sees it (queries, the pool, the change listener,
 * the leader lock). An outage is logged once when it starts and once when it ends, however many requests, retries
 * and reconnects happen in between.
 */
export class DatabaseHealth {
  private downSince: number | null = null;
  private settling: NodeJS.Timeout | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly settleMs = SETTLE_MS,
  ) {}

  get available(): boolean {
    return this.downSince === null;
  }

  /** Reports an error from the database; answers true when it means the database is unavailable. */
  failed(error: unknown): boolean {
    if (isDatabaseUnavailableError(error)) return true; // already reported where it was raised
    if (!isDatabaseUnavailable(error)) return false;
    if (this.downSince === null) {
      this.downSince = Date.now();
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`database unavailable (${reason}): writes answer 503 and public pages are served from memory until it is back`);
    } else {
      // Still (or again) away while it seemed back: the outage goes on.
      clearTimeout(this.settling);
      this.settling = undefined;
    }
    return true;
  }

  /**
   * Reports a new connection to the database, begun at `startedAt` (ms). Only a connection begun after the
   * outage began counts (while a server shuts down, old sessions still answer as others are cut off, but it
   * accepts no new ones), and the outage ends once no failure followed it for a second.
   */
  ok(startedAt: number): void {
    if (this.downSince === null || startedAt <= this.downSince || this.settling) return;
    this.settling = setTimeout(() => {
      this.settling = undefined;
      if (this.downSince === null) return;
      const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
      this.downSince = null;
      this.logger.info(`database available again (unavailable for ${seconds} s)`);
    }, this.settleMs);
    this.settling.unref();
  }
}
