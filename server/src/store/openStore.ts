import type { Config } from "../config";
import type { Logger } from "../logging/logger";
import { singleProcessCoordination, type Coordination } from "./coordination";
import { demoSiteData } from "./demoData";
import { JsonStore } from "./jsonStore";
import { neutralSiteData } from "./neutralData";
import { startPgCoordination } from "./pg/pgCoordination";
import { PgStore } from "./pg/pgStore";
import type { Store } from "./types";

export interface OpenedStore {
  store: Store;
  coordination: Coordination;
}

/** The PostgreSQL store when DATABASE_URL is set (several instances may share it), else the JSON files in DATA_DIR. */
export async function openStore(config: Config, logger: Logger, options: { leaderRetryMs?: number } = {}): Promise<OpenedStore> {
  // Only a new site is seeded: DEMO_CONTENT never changes a site that has data.
  const seed = () => (config.demoContent ? demoSiteData() : neutralSiteData());
  if (!config.databaseUrl) {
    const store = await JsonStore.open({ dataDir: config.dataDir, logger, seed, backupKeep: config.backupKeep });
    return { store, coordination: singleProcessCoordination };
  }
  const store = await PgStore.open({ databaseUrl: config.databaseUrl, logger, seed, backupKeep: config.backupKeep });
  try {
    const coordination = await startPgCoordination(store, {
      databaseUrl: config.databaseUrl,
      logger,
      loginPerMinute: config.loginPerMinute,
      contactPerMinute: config.contactPerMinute,
      leaderRetryMs: options.leaderRetryMs,
    });
    logger.info("store: PostgreSQL");
    return { store, coordination };
  } catch (error) {
    await store.close();
    throw error;
  }
}
