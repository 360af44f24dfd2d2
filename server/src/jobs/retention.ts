import { addDays } from "../../../common/contracts";
import { isDatabaseOutage } from "../errors";
import type { Logger } from "../logging/logger";
import type { Store } from "../store/types";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes contact submissions older than submission_retention_days (0 = keep forever), activity entries older than
 * activity_retention_days and the statistics of days before the last statistics_retention_days. Answers how many
 * submissions and activity entries were removed.
 */
export async function applyRetention(store: Store, now = new Date()): Promise<{ submissions: number; activity: number }> {
  const settings = store.snapshot().site_settings;
  const submissions =
    settings.submission_retention_days > 0 ? await store.submissions.removeOlderThan(new Date(now.getTime() - settings.submission_retention_days * DAY_MS)) : 0;
  const activity = await store.activity.removeOlderThan(new Date(now.getTime() - Math.max(1, settings.activity_retention_days) * DAY_MS));
  // Statistics: the days kept (today included); the visitor marks and salts of earlier days go too.
  const today = now.toISOString().slice(0, 10);
  await store.statistics.prune(addDays(today, -(Math.max(1, settings.statistics_retention_days) - 1)), today);
  return { submissions, activity };
}

/** Runs applyRetention at start and then daily; `shouldRun` lets only one of several instances do it. */
export function scheduleRetention(store: Store, logger: Logger, shouldRun: () => boolean = () => true, intervalMs = DAY_MS): () => void {
  const run = () => {
    if (!shouldRun()) return;
    applyRetention(store)
      .then(({ submissions, activity }) => {
        if (submissions + activity > 0) logger.info(`retention: removed ${submissions} old contact messages and ${activity} old activity entries`);
      })
      // A database outage is logged once by the store, at its start and its end; the next run tries again.
      .catch((error) => {
        if (!isDatabaseOutage(error)) logger.error("retention run failed", error);
      });
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
