import { RateLimiterPostgres, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Logger } from "../../logging/logger";
import type { Coordination } from "../coordination";
import { LeaderLock } from "./leaderLock";
import type { PgStore } from "./pgStore";
import { PgSharedStatus, sharedJwtSecret } from "./sharedState";
import { PgWindowCounter } from "./pgWindowCounter";

export interface PgCoordinationOptions {
  databaseUrl: string;
  logger: Logger;
  /** Login attempts per client address per minute. */
  loginPerMinute: number;
  /** Contact messages per client address per minute; 0 turns the limit off. */
  contactPerMinute: number;
  /** Leader lock retry period (default 5 s). */
  leaderRetryMs?: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Coordination of several instances on one PostgreSQL database: leader election (advisory lock), rate limits
 * in the rate_limits table (rate-limiter-flexible's Postgres limiter; each account's wrong two-factor codes), the status shared through
 * shared_state + NOTIFY, one token-signing secret.
 */
export async function startPgCoordination(store: PgStore, options: PgCoordinationOptions): Promise<Coordination> {
  const { pool } = store;
  const limiter = (keyPrefix: string, points: number, duration: number, blockDuration = 0): RateLimiterAbstract =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration,
      blockDuration,
    });

  const status = new PgSharedStatus(pool, options.logger, store.health);
  await status.load();
  const unsubscribe = store.subscribe((message) => status.onMessage(message));
  const leader = await LeaderLock.start({ databaseUrl: options.databaseUrl, logger: options.logger, retryMs: options.leaderRetryMs, health: store.health });

  // Expired rate-limit rows are removed by the leader once an hour.
  const cleanup = setInterval(() => {
    if (!leader.isLeader()) return;
    pool.query("DELETE FROM rate_limits WHERE expire < $1", [Date.now() - HOUR_MS]).catch((error) => {
      if (!store.health.failed(error)) options.logger.warn(`rate limit cleanup: ${error.message}`);
    });
  }, HOUR_MS);
  cleanup.unref();

  return {
    shared: true,
    isLeader: () => leader.isLeader(),
    loginLimiterOptions: {
      attempts: limiter("login", options.loginPerMinute, 60),
      failures: limiter("login_fail", 5, 15 * 60, 15 * 60),
      accountCodes: new PgWindowCounter(pool),
    },
    contactLimiter: options.contactPerMinute > 0 ? limiter("contact", options.contactPerMinute, 60) : undefined,
    status,
    jwtSecret: () => sharedJwtSecret(pool),
    async close() {
      clearInterval(cleanup);
      unsubscribe();
      await leader.close();
    },
  };
}
