import type { UrlCheckResult } from "../../../common/contracts";
import type { Logger } from "../logging/logger";
import { checkLatencyUrl } from "../services/latencyUrlCheck";
import type { Store } from "../store/types";

/** How often every location's test address is asked again. */
const CHECK_EVERY_MS = 10 * 60_000;
/** How often the job looks whether an address was added or changed (it is then checked without waiting). */
const LOOK_EVERY_MS = 60_000;

/** The last check of one test address. */
interface LocationTestResult extends UrlCheckResult {
  url: string;
  checked_at: string;
}

/** The latest checks of the locations' test addresses, kept in memory (each instance checks for itself). */
export interface LocationTestSource {
  /**
   * The last result of each test address checked, by address. Asked after the locations changed, it also starts
   * checking the addresses not checked yet, so the next look has them (the overview a moment after a save).
   */
  results(): ReadonlyMap<string, LocationTestResult>;
}

interface LocationTestJob extends LocationTestSource {
  start(): void;
  stop(): void;
  /** Checks every test address now; resolves when all have answered or timed out. */
  runNow(): Promise<void>;
}

interface LocationTestOptions {
  /** Test clocks: one "second" of the job's schedule in ms (default 1000). */
  secondMs?: number;
  /** The site's origin, sent as Origin with each check. */
  origin?: string;
  timeoutMs?: number;
}

/**
 * Checks each location's latency test address every 10 minutes (and soon after one is added or changed: within a
 * minute, or at the next look at the results), so the overview can warn about a location whose test does not
 * answer. A test address no location has any more is forgotten.
 */
export function createLocationTests(store: Store, logger: Logger, options: LocationTestOptions = {}): LocationTestJob {
  const scale = (options.secondMs ?? 1_000) / 1_000;
  const results = new Map<string, LocationTestResult>();
  let timer: NodeJS.Timeout | undefined;
  let lastFullRun = -Infinity;
  let seenVersion = "";
  let running: Promise<void> | null = null;

  const addresses = () => [
    ...new Set(
      store
        .snapshot()
        .locations.map((location) => location.latency_url.trim())
        .filter((url) => url !== ""),
    ),
  ];

  async function check(urls: readonly string[]): Promise<void> {
    const checked = await Promise.all(
      urls.map(async (url): Promise<LocationTestResult> => {
        const result = await checkLatencyUrl(url, { origin: options.origin, timeoutMs: options.timeoutMs });
        return { ...result, url, checked_at: new Date().toISOString() };
      }),
    );
    const current = new Set(addresses());
    for (const url of results.keys()) if (!current.has(url)) results.delete(url);
    for (const result of checked) if (current.has(result.url)) results.set(result.url, result);
  }

  function runOnce(all: boolean): Promise<void> {
    if (running) return running;
    const urls = addresses().filter((url) => all || !results.has(url));
    if (all) lastFullRun = Date.now();
    seenVersion = store.versionOf(["locations"]);
    running = check(urls)
      .catch((error) => logger.warn(`location test addresses: ${(error as Error).message}`))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const changedSinceLastRun = () => store.versionOf(["locations"]) !== seenVersion;

  function tick(): void {
    const due = Date.now() - lastFullRun >= CHECK_EVERY_MS * scale;
    if (due) void runOnce(true);
    else if (changedSinceLastRun()) void runOnce(false);
  }

  return {
    results() {
      // Only while the job runs: a stopped job (shutting down) starts no checks.
      if (timer && changedSinceLastRun()) void runOnce(false);
      return results;
    },
    runNow: () => runOnce(true),
    start() {
      tick();
      timer = setInterval(tick, LOOK_EVERY_MS * scale);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
