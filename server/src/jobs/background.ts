import type { SystemStatus } from "../../../common/contracts";
import type { Config } from "../config";
import type { StatusSource } from "../deps";
import type { ContactMailer } from "../services/contact";
import type { Logger } from "../logging/logger";
import { MailQueue } from "../integrations/mail";
import { StatusPoller } from "../integrations/uptimeKuma";
import { SyncScheduler } from "../integrations/blesta";
import type { BillingSyncService } from "../services/billingSync";
import type { Store } from "../store/types";
import { followSharedChanges, singleProcessCoordination, type Coordination } from "../store/coordination";
import { scheduleRetention } from "./retention";
import { isDatabaseOutage } from "../errors";
import { recordStatusPoll } from "../services/statusHistory";
import { followOutages } from "../services/autoIncidents";
import { createLocationTests, type LocationTestSource } from "./locationTests";

export interface BackgroundJobs {
  status: StatusSource;
  mailer: ContactMailer;
  /** The latest checks of the locations' latency test addresses. */
  locationTests: LocationTestSource;
  /** Call after billing settings change, so the sync schedule follows. */
  billingScheduleChanged(): void;
  start(): void;
  stop(): void;
}

export interface BackgroundOptions {
  /** Test clocks: shrink the configured seconds/hours, and mail retry delays. */
  secondMs?: number;
  hourMs?: number;
  mailRetryDelaysMs?: number[];
  /** Test clock of the status polls (ms since 1970): the time each poll's answer is counted and outages are followed at. */
  now?: () => number;
}

/**
 * The background jobs: status polling, contact mail delivery with retries, the scheduled billing sync, and the
 * checks of the locations' latency test addresses.
 */
export function createBackgroundJobs(
  store: Store,
  billing: BillingSyncService,
  config: Config,
  logger: Logger,
  options: BackgroundOptions = {},
  /** With several instances, only the leader polls, syncs and prunes; the others read the shared status. */
  coordination: Coordination = singleProcessCoordination,
): BackgroundJobs {
  const leader = () => coordination.isLeader();
  const clock = options.now ?? Date.now;
  // Whether the poll under way, and the poller's latest result, were made while this instance led.
  let pollingAsLeader = false;
  let polledAsLeader = false;
  const poller = new StatusPoller({
    // A follower does not ask the monitor (an empty address is never fetched); it shows the leader's result.
    getSettings: () => {
      pollingAsLeader = leader();
      return pollingAsLeader ? store.snapshot().site_settings : { ...store.snapshot().site_settings, uptime_kuma_url: "" };
    },
    onResult: (status) => {
      polledAsLeader = pollingAsLeader;
      if (polledAsLeader && leader()) {
        coordination.status?.publish(status).catch((error) => {
          if (!isDatabaseOutage(error)) logger.warn(`shared status: ${(error as Error).message}`);
        });
      }
    },
    // The leader counts each monitor's minutes into the shared history (a follower's empty address counts nothing),
    // then opens and closes the incidents of outages.
    onReport: (report) => {
      if (!pollingAsLeader || !leader()) return;
      const at = clock();
      recordStatusPoll(store, report, at)
        .then(() => (report.status.code === "not_configured" ? undefined : followOutages(store, at)))
        .catch((error) => {
          if (!isDatabaseOutage(error)) logger.warn(`status history and incidents: ${(error as Error).message}`);
        });
    },
    secondMs: options.secondMs,
    now: () => new Date(clock()),
  });

  const mailQueue = new MailQueue(
    {
      loadSubmission: (id) => store.submissions.get(id) ?? null,
      loadSmtpSettings: () => store.snapshot().smtp,
      loadCompany: () => store.snapshot().company,
      recordResult: async (id, result) => {
        await store.submissions.patch(id, result);
      },
      // A database outage is logged once by the store; the mail is retried or resumed later.
      logError: (message, error) => {
        if (!isDatabaseOutage(error)) logger.error(message, error);
      },
    },
    { retryDelaysMs: options.mailRetryDelaysMs, smtp: { rejectUnauthorized: config.smtpRejectUnauthorized } },
  );

  const scheduler = new SyncScheduler({
    getSettings: () => store.snapshot().billing,
    lastSync: () => store.snapshot().billing.last_sync,
    run: async () => {
      if (!leader()) return;
      const result = await billing.sync();
      logger.info(`scheduled billing sync: ${result.message}`);
    },
    onError: (error) => logger.error("scheduled billing sync failed", error),
    hourMs: options.hourMs,
  });

  // Every instance checks the test addresses itself: each one's overview shows what it found.
  const locationTests = createLocationTests(store, logger, { secondMs: options.secondMs, origin: new URL(config.publicUrl).origin });

  let stopRetention = () => {};
  let stopFollowing = () => {};
  return {
    status: {
      // A newly elected leader shows the last shared status until its own first poll is in.
      current: (): SystemStatus => (leader() && polledAsLeader ? poller.current() : (coordination.status?.latest() ?? poller.current())),
      refresh: () => void poller.refreshNow(),
    },
    mailer: { enqueue: (id) => mailQueue.enqueue(id) },
    locationTests,
    billingScheduleChanged: () => scheduler.refresh(),
    start() {
      poller.start();
      scheduler.start();
      locationTests.start();
      stopRetention = scheduleRetention(store, logger, leader);
      // Several instances: the leader's schedules follow settings saved on any instance, and a new leader starts them.
      stopFollowing = followSharedChanges(
        coordination,
        () => ({ billing: store.versionOf(["billing"]), site_settings: store.versionOf(["site_settings"]) }),
        ({ becameLeader, keys }) => {
          if (becameLeader || keys.includes("billing")) void scheduler.refresh();
          if (becameLeader || keys.includes("site_settings")) void poller.refreshNow();
        },
        5 * (options.secondMs ?? 1_000),
      );
      const pending = store.submissions.all().filter((submission) => submission.mail_status === "pending");
      if (pending.length > 0 && leader()) mailQueue.resumePending(pending.map((submission) => submission.id));
    },
    stop() {
      poller.stop();
      scheduler.stop();
      locationTests.stop();
      stopRetention();
      stopFollowing();
      mailQueue.stop();
    },
  };
}
