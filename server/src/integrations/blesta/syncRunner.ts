import type { BillingSettings, BillingSyncResult } from "../../../../common/contracts";

export const SYNC_ALREADY_RUNNING = "A sync is already running";

/**
 * Lets only one sync run at a time. A second caller does not wait: it gets at once a result with
 * success false and the message "A sync is already running" (the admin sees why nothing happened, and a
 * scheduled run that collides with a manual one is simply skipped). Never throws.
 */
export class SyncRunner {
  private active = false;

  constructor(private readonly now: () => Date = () => new Date()) {}

  get running(): boolean {
    return this.active;
  }

  async run(task: () => Promise<BillingSyncResult>): Promise<BillingSyncResult> {
    if (this.active) return this.failure(SYNC_ALREADY_RUNNING, this.now().toISOString());
    this.active = true;
    const start = this.now().toISOString();
    try {
      return await task();
    } catch (error) {
      return this.failure(`Sync failed: ${error instanceof Error ? error.message : String(error)}`, start);
    } finally {
      this.active = false;
    }
  }

  private failure(message: string, start_time: string): BillingSyncResult {
    return { success: false, message, plans_updated: 0, plans_failed: 0, errors: [], start_time, end_time: this.now().toISOString() };
  }
}

export interface SyncSchedulerOptions {
  /** Read before every run and on refresh(), so changes apply without a restart. */
  getSettings: () => Pick<BillingSettings, "sync_enabled" | "sync_frequency"> | Promise<Pick<BillingSettings, "sync_enabled" | "sync_frequency">>;
  /** The whole sync (e.g. SyncRunner.run around syncPlans + storing the prices). Its errors are reported to onError. */
  run: () => Promise<unknown>;
  /** ISO time of the last sync, so a restart does not push the next run a whole period back. */
  lastSync?: () => string | null | Promise<string | null>;
  onError?: (error: unknown) => void;
  /** Length of one configured "hour" in ms (default 3 600 000); tests make it small. */
  hourMs?: number;
}

/** Runs the sync every sync_frequency hours while sync_enabled. Timers are unref'd. */
export class SyncScheduler {
  private timer: NodeJS.Timeout | undefined;
  private generation = 0;
  private lastRunAt = 0;
  private stopped = true;

  constructor(private readonly options: SyncSchedulerOptions) {}

  start(): Promise<void> {
    this.stopped = false;
    return this.refresh();
  }

  /** Re-reads the settings and plans the next run (call it after the billing settings changed). */
  async refresh(): Promise<void> {
    clearTimeout(this.timer);
    const generation = ++this.generation;
    try {
      const settings = await this.options.getSettings();
      const stored = Date.parse((await this.options.lastSync?.()) ?? "");
      if (generation !== this.generation || this.stopped || !settings.sync_enabled) return;
      const last = Math.max(this.lastRunAt, Number.isNaN(stored) ? 0 : stored);
      const period = Math.min(168, Math.max(1, settings.sync_frequency)) * (this.options.hourMs ?? 3_600_000);
      const delay = last === 0 ? period : Math.max(0, last + period - Date.now());
      this.timer = setTimeout(() => void this.fire(generation), delay);
      this.timer.unref();
    } catch (error) {
      this.report(error);
    }
  }

  stop(): void {
    this.stopped = true;
    this.generation++;
    clearTimeout(this.timer);
  }

  private async fire(generation: number): Promise<void> {
    try {
      const settings = await this.options.getSettings();
      if (generation !== this.generation || !settings.sync_enabled) return;
      this.lastRunAt = Date.now();
      await this.options.run();
    } catch (error) {
      this.report(error);
    }
    if (generation === this.generation) await this.refresh();
  }

  private report(error: unknown): void {
    (this.options.onError ?? ((e) => console.error("Scheduled billing sync failed", e)))(error);
  }
}
