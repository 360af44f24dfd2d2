import type { Server } from "node:http";
import type Koa from "koa";
import { createApp, type AppOptions } from "./app";
import { ensureAdminAccount } from "./auth/adminAccount";
import { LoginLimiter } from "./auth/loginLimiter";
import { loadJwtSecret, TokenService } from "./auth/tokens";
import type { Config } from "./config";
import type { AppDeps } from "./deps";
import type { Logger } from "./logging/logger";
import { ResponseCache } from "./middleware/responseCache";
import { openStore } from "./store/openStore";
import { openSessionStore } from "./store/sessions/openSessionStore";
import { SessionService } from "./auth/sessions";
import { ContactService } from "./services/contact";
import { BillingSyncService } from "./services/billingSync";
import { createBackgroundJobs, type BackgroundOptions } from "./jobs/background";
import { MarkdownRenderer, type MarkdownRendererOptions } from "./web/ssr/markdownRenderer";
import { PageRenderPool, type PageRenderPoolOptions } from "./web/ssr/pageRenderPool";
import { StatisticsCounter } from "./statistics/counter";
import { scheduleCacheSummary } from "./logging/cacheSummary";

/** The name of the admin account made at first start when ADMIN_USERNAME is not set. */
const DEFAULT_ADMIN_USERNAME = "admin";

export interface SiteServer {
  app: Koa;
  deps: AppDeps;
  /** Stops background work and flushes the store. */
  close(): Promise<void>;
}

export interface ServerOptions extends AppOptions {
  background?: BackgroundOptions;
  /** The clock of each account's budget of wrong two-factor codes (tests move it by hand). */
  clock?: () => number;
  /** How often counted statistics are written (tests make it short); 10 s by default. */
  statisticsWriteMs?: number;
  /** The markdown renderer's time budget and cache size (tests make them small). */
  markdown?: MarkdownRendererOptions;
  /** The page render workers' number and time limit (tests make them small). */
  renders?: PageRenderPoolOptions;
  /** How often the page cache's summary is logged (tests make it short); every 15 minutes by default. */
  cacheSummaryEveryMs?: number;
}

/** Opens the store, makes sure the admin account exists, and builds the app with its background jobs. */
export async function buildServer(config: Config, logger: Logger, options: ServerOptions = {}): Promise<SiteServer> {
  // DATABASE_URL: PostgreSQL, shared by several instances (leader election, shared limits); else the JSON files.
  const secondMs = options.background?.secondMs;
  const { store, coordination } = await openStore(config, logger, { leaderRetryMs: secondMs ? secondMs * 5 : undefined });
  await ensureAdminAccount(store, { username: config.adminUsername ?? DEFAULT_ADMIN_USERNAME, password: config.adminPassword }, logger);
  const jwtSecret = config.jwtSecret ?? (await coordination.jwtSecret?.()) ?? (await loadJwtSecret(config.dataDir));
  const sessions = new SessionService(await openSessionStore(store, config.dataDir, logger), config.tokenTtlSeconds, logger);
  const tokens = new TokenService(jwtSecret, config.tokenTtlSeconds, sessions);
  const billing = new BillingSyncService(store);
  const jobs = createBackgroundJobs(store, billing, config, logger, options.background, coordination);
  const deps: AppDeps = {
    config,
    store,
    logger,
    tokens,
    loginLimiter: new LoginLimiter({ attemptsPerMinute: config.loginPerMinute, ...coordination.loginLimiterOptions, now: options.clock }),
    cache: new ResponseCache(config.pageCacheBytes),
    status: jobs.status,
    contact: new ContactService(store, { perMinute: config.contactPerMinute, limiter: coordination.contactLimiter }),
    mailer: jobs.mailer,
    billing,
    locationTests: jobs.locationTests,
    markdown: new MarkdownRenderer(config.ssrDistDir, logger, options.markdown),
    renders: new PageRenderPool(config.ssrDistDir, logger, options.renders),
    statistics: new StatisticsCounter(store.statistics, logger, {
      enabled: () => store.snapshot().site_settings.statistics_enabled,
      retentionDays: () => store.snapshot().site_settings.statistics_retention_days,
      writeEveryMs: options.statisticsWriteMs,
    }),
    billingScheduleChanged: jobs.billingScheduleChanged,
  };
  const app = createApp(deps, options);
  jobs.start();
  const stopCacheSummary = scheduleCacheSummary(() => deps.cache.stats(), logger, options.cacheSummaryEveryMs);
  return {
    app,
    deps,
    async close() {
      jobs.stop();
      stopCacheSummary();
      await deps.statistics.close();
      await deps.markdown.close();
      await deps.renders.close();
      await coordination.close();
      await sessions.close();
      await store.close();
    },
  };
}

/** Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes idle keep-alive sockets. */
export function closeHttpServer(server: Server, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
