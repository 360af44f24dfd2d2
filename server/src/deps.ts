import type { Config } from "./config";
import type { Logger } from "./logging/logger";
import type { LoginLimiter } from "./auth/loginLimiter";
import type { TokenService } from "./auth/tokens";
import type { ResponseCache } from "./middleware/responseCache";
import type { Store } from "./store/types";
import type { SystemStatus } from "../../common/contracts";
import type { ContactMailer, ContactService } from "./services/contact";
import type { BillingSyncService } from "./services/billingSync";
import type { MarkdownRenderer } from "./web/ssr/markdownRenderer";
import type { PageRenderPool } from "./web/ssr/pageRenderPool";
import type { LocationTestSource } from "./jobs/locationTests";
import type { StatisticsCounter } from "./statistics/counter";

/** The latest system status (fed by the status-monitor poller). */
export interface StatusSource {
  current(): SystemStatus;
  /** Called after site settings change, so a new monitor address takes effect at once. */
  refresh(): void;
}

/** What createApp needs. Tests build these with a temporary DATA_DIR and real (local) external servers. */
export interface AppDeps {
  config: Config;
  store: Store;
  logger: Logger;
  tokens: TokenService;
  loginLimiter: LoginLimiter;
  cache: ResponseCache;
  status: StatusSource;
  contact: ContactService;
  mailer: ContactMailer;
  billing: BillingSyncService;
  /** The latest checks of the locations' latency test addresses (the overview warns about one that does not answer). */
  locationTests: LocationTestSource;
  /** Renders the markdown the public pages show, off the event loop and within a time budget. */
  markdown: MarkdownRenderer;
  /** Renders the public pages in worker threads, so a big page never holds up the event loop. */
  renders: PageRenderPool;
  /** Counts visits, order clicks, promo code copies and contact messages (daily totals, written every 10 s). */
  statistics: StatisticsCounter;
  /** Tells the billing scheduler that its settings changed. */
  billingScheduleChanged(): void;
}
