import type { Logger } from "../../logging/logger";
import { PgStore } from "../pg/pgStore";
import type { Store } from "../types";
import { JsonSessionStore } from "./jsonSessionStore";
import { PgSessionStore } from "./pgSessionStore";
import type { SessionStore } from "./types";

/** Sessions live beside the site data: in PostgreSQL when the store is there, else in DATA_DIR. */
export async function openSessionStore(store: Store, dataDir: string, logger: Logger): Promise<SessionStore> {
  if (store instanceof PgStore) return new PgSessionStore(store.pool, (handler) => store.subscribe(handler));
  return JsonSessionStore.open(dataDir, logger);
}
