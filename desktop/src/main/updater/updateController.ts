/**
 * Automatic updates, independent of Electron: check at start and every 6 hours, download in the background,
 * then ask before restarting. A check from the menu ("Check for updates…") also reports "up to date" and
 * failures; automatic checks stay silent about those.
 */

/** What the feed offers (electron-updater's UpdateInfo, as far as this module reads it). */
interface FoundUpdate {
  version: string;
  files?: unknown;
  [key: string]: unknown;
}

/** electron-updater behind the few calls this module makes (see electronUpdaterEngine.ts). */
export interface UpdateEngine {
  /** The newest release when it is newer than this app, else null; throws when the feed cannot be read. */
  check(): Promise<FoundUpdate | null>;
  /** Downloads the update just found and verifies it (SHA-512, and the code signature where the OS has one); throws when refused. */
  download(): Promise<void>;
  /** Quits the app, installs the update and starts the new version. */
  install(): void;
}

export interface UpdatePrompts {
  /** "Version X is ready. Restart now?": true to restart. */
  askToRestart(version: string): Promise<boolean>;
  /** A result worth telling after a check the user asked for. */
  tell(message: { kind: "info" | "error"; text: string; detail?: string }): void;
}

export type UpdateOutcome = "up-to-date" | "restarting" | "postponed" | "refused" | "failed" | "busy" | "disabled";

export const UPDATE_INTERVAL_MS = 6 * 60 * 60 * 1000;

interface Timers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface UpdateControllerOptions {
  engine: UpdateEngine | null;
  /** Why updates are off (no feed configured, an insecure feed); told on a manual check. */
  disabledReason?: string;
  prompts: UpdatePrompts;
  /** null when the update may be downloaded; otherwise why not (see updatePolicy.ts). */
  refusalReason(update: FoundUpdate): string | null;
  log?: (message: string) => void;
  timers?: Timers;
  intervalMs?: number;
}

export class UpdateController {
  private running: Promise<UpdateOutcome> | null = null;
  /** The version downloaded and waiting for a restart (the user chose "Later"). */
  private readyVersion: string | null = null;

  constructor(private readonly options: UpdateControllerOptions) {}

  /** Checks now and then every 6 hours; answers the function that stops the schedule. */
  start(): () => void {
    const timers = this.options.timers ?? globalThis;
    void this.check({ manual: false });
    const handle = timers.setInterval(() => void this.check({ manual: false }), this.options.intervalMs ?? UPDATE_INTERVAL_MS);
    return () => timers.clearInterval(handle);
  }

  /** One check; a second call while one runs answers "busy" (a manual one says so). */
  check({ manual }: { manual: boolean }): Promise<UpdateOutcome> {
    if (this.running) {
      if (manual) this.options.prompts.tell({ kind: "info", text: "Already checking for updates…" });
      return Promise.resolve("busy");
    }
    this.running = this.run(manual).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(manual: boolean): Promise<UpdateOutcome> {
    const { engine, prompts, log } = this.options;
    if (engine === null) {
      if (manual) prompts.tell({ kind: "info", text: "Automatic updates are off for this copy of the app", detail: this.options.disabledReason });
      return "disabled";
    }
    let update: FoundUpdate | null;
    try {
      update = await engine.check();
    } catch (error) {
      log?.(`update check failed: ${messageOf(error)}`);
      if (manual) prompts.tell({ kind: "error", text: "Could not check for updates", detail: messageOf(error) });
      return "failed";
    }
    if (update === null) {
      if (manual) prompts.tell({ kind: "info", text: "Hostsite Admin is up to date" });
      return "up-to-date";
    }
    if (this.readyVersion === update.version) return manual ? this.offerRestart(update.version) : "postponed";
    const refused = this.options.refusalReason(update);
    if (refused !== null) {
      log?.(`update ${update.version} refused: ${refused}`);
      if (manual) prompts.tell({ kind: "error", text: `The update to ${update.version} was refused`, detail: refused });
      return "refused";
    }
    try {
      await engine.download();
    } catch (error) {
      log?.(`update ${update.version} not installed: ${messageOf(error)}`);
      if (manual) prompts.tell({ kind: "error", text: `The update to ${update.version} could not be downloaded or verified`, detail: messageOf(error) });
      return "failed";
    }
    this.readyVersion = update.version;
    return this.offerRestart(update.version);
  }

  private async offerRestart(version: string): Promise<UpdateOutcome> {
    if (!(await this.options.prompts.askToRestart(version))) return "postponed";
    this.options.engine?.install();
    return "restarting";
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
