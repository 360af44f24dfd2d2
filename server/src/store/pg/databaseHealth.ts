import type { Logger } from "../../logger";
import { isDatabaseUnavailable, isDatabaseUnavailableError } from "../../errors";

/**
 * Whether the database is reachable, as every part talking to it sees it (queries, the pool, the change listener,
 * the leader lock). An outage is logged once when it starts and once when it ends, however many requests, retries
 * and reconnects happen in between.
 */
export class DatabaseHealth {
  private downSince: number | null = null;

  constructor(private readonly logger: Logger) {}

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
    }
    return true;
  }

  /**
   * Reports that the database answered something asked at `askedAt` (ms). Only an answer to a question asked
   * after the outage began ends it: while a server shuts down, some sessions still answer as others are cut off.
   */
  ok(askedAt: number): void {
    if (this.downSince === null || askedAt <= this.downSince) return;
    const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
    this.downSince = null;
    this.logger.info(`database available again (unavailable for ${seconds} s)`);
  }
}
