import { STATUS_POLL_SECONDS } from "../../../../common/constants";
import type { SystemStatus } from "../../../../common/contracts";
import { statusPollSeconds } from "../../../../common/rules";
import { unknownStatus } from "./statusText";
import { fetchStatusReport, type FetchStatusOptions, type StatusMonitorSettings, type StatusReport } from "./fetchStatus";

export interface StatusPollerSettings extends StatusMonitorSettings {
  /** Seconds between checks, 10–300 (SiteSettings.status_update_interval). */
  status_update_interval: number;
}

export interface StatusPollerOptions extends FetchStatusOptions {
  /** Read again before every check, so a settings change applies from the next check on. */
  getSettings: () => StatusPollerSettings | Promise<StatusPollerSettings>;
  onResult?: (status: SystemStatus) => void;
  /** Every read with each monitor's state (monitors null when the read failed or no monitor is configured). */
  onReport?: (report: StatusReport) => void;
  /** Length of one configured "second" in ms (default 1000); tests make it small. */
  secondMs?: number;
}

/** Checks the status monitor in the background and keeps the latest answer for GET /api/system-status. */
export class StatusPoller {
  private latest: SystemStatus = unknownStatus("not_checked", "not checked yet", null);
  private timer: NodeJS.Timeout | undefined;
  /** Counts checks; only the newest one may publish its result and schedule the next. */
  private generation = 0;
  private stopped = true;

  constructor(private readonly options: StatusPollerOptions) {}

  /** Checks now and then every status_update_interval seconds. */
  start(): void {
    this.stopped = false;
    void this.refreshNow();
  }

  current(): SystemStatus {
    return this.latest;
  }

  /** Checks at once (call it after the settings changed) and restarts the interval from now. */
  async refreshNow(): Promise<SystemStatus> {
    clearTimeout(this.timer);
    const generation = ++this.generation;
    let intervalS = STATUS_POLL_SECONDS;
    let report: StatusReport;
    try {
      const settings = await this.options.getSettings();
      intervalS = statusPollSeconds(settings.status_update_interval);
      report = await fetchStatusReport(settings, this.options);
    } catch {
      const checkedAt = (this.options.now ?? (() => new Date()))().toISOString();
      report = { status: unknownStatus("settings_unreadable", "settings could not be read", checkedAt), monitors: null };
    }
    const status = report.status;
    if (generation !== this.generation) return status;
    this.latest = status;
    this.options.onResult?.(status);
    this.options.onReport?.(report);
    if (!this.stopped) {
      this.timer = setTimeout(() => void this.refreshNow(), intervalS * (this.options.secondMs ?? 1_000));
      this.timer.unref();
    }
    return status;
  }

  stop(): void {
    this.stopped = true;
    this.generation++;
    clearTimeout(this.timer);
  }
}
