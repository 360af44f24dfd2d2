import type { ResponseCacheStats } from "../middleware/responseCache";
import type { Logger } from "./logger";

/** How often the page cache's summary line is written. */
const CACHE_SUMMARY_EVERY_MS = 15 * 60 * 1000;

const MB = 1024 * 1024;

/**
 * Writes one log line on the page cache every `everyMs`: what it holds against its cap, and its hits, misses and
 * evictions since the line before (with the totals since the start as fields). A quarter of an hour without a
 * request writes nothing. Answers a function that stops it.
 */
export function scheduleCacheSummary(stats: () => ResponseCacheStats, logger: Logger, everyMs = CACHE_SUMMARY_EVERY_MS): () => void {
  let last = stats();
  const timer = setInterval(() => {
    const now = stats();
    const hits = now.hits - last.hits;
    const misses = now.misses - last.misses;
    const evictions = now.evictions - last.evictions;
    last = now;
    if (hits + misses + evictions === 0) return;
    logger.info(
      `page cache: ${now.entries} entries, ${(now.bytes / MB).toFixed(1)} of ${(now.max_bytes / MB).toFixed(0)} MB; ` +
        `since the last summary ${hits} hits, ${misses} misses, ${evictions} evictions`,
      { page_cache: now },
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
