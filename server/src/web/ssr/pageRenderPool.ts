import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { RenderedMarkdown } from "../../../../common/markdown/guarded";
import type { PageAddress, PageMarkup, PublicPageData, SsrModule } from "../../../../common/publicPages";
import { RENDER_WORKER_FILE, type PageRenderDone, type PageRenderJob } from "../../../../common/renderWorkerProtocol";
import type { Logger } from "../../logging/logger";
import { watchVersion, type VersionWatch } from "./versionWatch";
import { workerResourceLimits } from "./workerHeap";

export interface PageRenderPoolOptions {
  /** Worker threads (default: one less than the cores, at least one). */
  workers?: number;
  /** A page not rendered in this long fails (its worker is replaced); default 10 s. */
  timeoutMs?: number;
  /** The workers end after this long without a page (default 60 s); the next page, or warm(), starts one again. */
  idleMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/**
 * Pages are rendered after a change of the site's data and then served from the page cache: idle workers are ended,
 * which gives their memory (a JavaScript heap each, about 50 MB with a big catalogue) back to the system.
 */
const DEFAULT_IDLE_MS = 60_000;
/**
 * A render worker's young generation. With 12 MB a big catalogue's home page (1.6 MB of HTML) renders about a tenth
 * slower than with 48 MB, and the worker holds 25 MB less.
 */
const RENDER_YOUNG_GENERATION_MB = 12;
/** After this many worker failures in a row (a worker that cannot start), pages are rendered on the event loop. */
const MAX_FAILURES_IN_A_ROW = 3;

interface Job {
  message: PageRenderJob;
  resolve: (page: PageMarkup) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: (Job & { watchdog: NodeJS.Timeout }) | null;
}

/**
 * Renders public pages in worker threads running the SSR build's render-worker.js, so a page that takes a while
 * (a catalogue of hundreds of plans in one of many languages and currencies) never holds up the server's event
 * loop: `/healthz`, cached pages and the API keep answering while it renders. Pages wait in one queue and go to the
 * first free worker. A worker that crashes or overruns `timeoutMs` is replaced and its page fails (the caller then
 * renders the page with its standard texts, as for any render error).
 *
 * Without the worker file (a partial build, or a test's own SSR module) or after workers failed to start several
 * times in a row, pages are rendered on the event loop with the SSR module, as before the pool.
 */
export class PageRenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly idleMs: number;
  private idleTimer: NodeJS.Timeout | null = null;
  private following: VersionWatch | null = null;
  /** Whether a page was given to the workers yet: a server that serves no pages never starts one ahead. */
  private servesPages = false;
  private nextId = 1;
  private failuresInARow = 0;
  /** Whether the build has the worker file, looked up at the first page. */
  private hasWorkerFile: boolean | undefined;
  private unavailable = false;
  private closed = false;

  constructor(
    private readonly ssrDistDir: string,
    private readonly logger: Logger,
    options: PageRenderPoolOptions = {},
  ) {
    this.size = Math.max(1, options.workers ?? availableParallelism() - 1);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  }

  /** How many workers run now (they end when idle). */
  get runningWorkers(): number {
    return this.slots.length;
  }

  /**
   * Starts a worker ahead of the next page, when none runs and the server has served pages: a page rendered after a
   * change of the data then does not wait for one to load. It ends again when idle.
   */
  warm(): void {
    if (!this.servesPages || this.slots.length > 0 || !this.hasWorkerFile) return;
    if (this.startWorker()) this.retireWhenIdle();
  }

  /** Warms a worker (warm()) whenever `version()` changes: looked at every second, not at once; ends with close(). */
  follow(version: () => string): void {
    this.following?.stop();
    this.following = watchVersion(version, () => this.warm());
  }

  /** The page rendered off the event loop, or on it with `ssr` when no worker can run. */
  render(ssr: SsrModule, data: PublicPageData, address: PageAddress, markdown: ReadonlyMap<string, RenderedMarkdown>): Promise<PageMarkup> {
    this.hasWorkerFile ??= existsSync(this.file());
    if (this.unavailable || this.closed || !this.hasWorkerFile) return Promise.resolve().then(() => ssr.render(data, address, markdown));
    this.servesPages = true;
    return new Promise<PageMarkup>((resolve, reject) => {
      this.queue.push({ message: { id: this.nextId++, data, address, markdown: [...markdown] }, resolve, reject });
      this.next();
    }).catch((error: Error) => {
      // No worker could take it at all: rendered here, as without the pool.
      if (error instanceof WorkersUnavailable) return ssr.render(data, address, markdown);
      throw error;
    });
  }

  /** Stops the workers (the server is shutting down); pages still waiting are rendered by the caller's fallback. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.following?.stop();
    this.idleTimer = null;
    this.following = null;
    for (const job of this.queue.splice(0)) job.reject(new WorkersUnavailable());
    const slots = this.slots.splice(0);
    for (const slot of slots) if (slot.job) this.finish(slot, { id: slot.job.message.id, error: "the server is shutting down" });
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private file(): string {
    return join(this.ssrDistDir, RENDER_WORKER_FILE);
  }

  /** Gives queued pages to free workers, starting workers up to the pool's size. */
  private next(): void {
    if (this.queue.length > 0 && this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => candidate.job === null);
      if (!slot && this.slots.length < this.size) slot = this.startWorker() ?? undefined;
      if (!slot) {
        if (this.slots.length === 0) for (const job of this.queue.splice(0)) job.reject(new WorkersUnavailable());
        return;
      }
      const job = this.queue.shift()!;
      const watchdog = setTimeout(() => this.overran(slot!), this.timeoutMs);
      watchdog.unref();
      slot.job = { ...job, watchdog };
      slot.worker.postMessage(job.message);
    }
  }

  private startWorker(): Slot | null {
    if (this.unavailable || this.closed) return null;
    let worker: Worker;
    try {
      worker = new Worker(this.file(), { resourceLimits: workerResourceLimits(RENDER_YOUNG_GENERATION_MB) });
    } catch (error) {
      this.workerFailed(null, error as Error);
      return null;
    }
    worker.unref();
    const slot: Slot = { worker, job: null };
    worker.on("message", (done: PageRenderDone) => this.answered(slot, done));
    worker.on("error", (error) => this.workerFailed(slot, error));
    worker.on("exit", () => this.workerFailed(slot, null));
    this.slots.push(slot);
    return slot;
  }

  private answered(slot: Slot, done: PageRenderDone): void {
    if (!slot.job || slot.job.message.id !== done.id) return;
    this.failuresInARow = 0;
    this.finish(slot, done);
    this.next();
    this.retireWhenIdle();
  }

  /** Ends every worker once none has had a page for `idleMs`. */
  private retireWhenIdle(): void {
    if (this.idleTimer || this.closed || this.queue.length > 0 || this.slots.some((slot) => slot.job)) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.queue.length > 0 || this.slots.some((slot) => slot.job)) return;
      // Out of the pool first: their exit is not a failure.
      for (const slot of this.slots.splice(0)) void slot.worker.terminate();
    }, this.idleMs);
    this.idleTimer.unref();
  }

  /** A worker crashed or ended: its page fails, and the next page gets a fresh worker. */
  private workerFailed(slot: Slot | null, error: Error | null): void {
    if (slot) {
      const index = this.slots.indexOf(slot);
      if (index === -1) return;
      this.slots.splice(index, 1);
      if (slot.job) this.finish(slot, { id: slot.job.message.id, error: `the page render worker stopped${error ? `: ${error.message}` : ""}` });
    }
    if (this.closed) return;
    if (error) this.logger.error("a page render worker failed", error);
    if (++this.failuresInARow >= MAX_FAILURES_IN_A_ROW && !this.unavailable) {
      this.unavailable = true;
      this.logger.error(`page render workers failed ${MAX_FAILURES_IN_A_ROW} times in a row: pages are rendered on the event loop until the server restarts`);
      for (const job of this.queue.splice(0)) job.reject(new WorkersUnavailable());
      return;
    }
    this.next();
  }

  /** A page took longer than the limit: its worker is replaced and the page fails. */
  private overran(slot: Slot): void {
    const job = slot.job;
    if (!job) return;
    const index = this.slots.indexOf(slot);
    if (index !== -1) this.slots.splice(index, 1);
    this.finish(slot, { id: job.message.id, error: `the page was not rendered within ${this.timeoutMs / 1000} s` });
    void slot.worker.terminate();
    this.next();
  }

  private finish(slot: Slot, done: PageRenderDone): void {
    const job = slot.job;
    if (!job) return;
    clearTimeout(job.watchdog);
    slot.job = null;
    if ("page" in done) job.resolve(done.page);
    else job.reject(new Error(done.error));
  }
}

/** No worker can render (none could start, or the server is closing): the page is rendered on the event loop. */
class WorkersUnavailable extends Error {
  constructor() {
    super("no page render worker is available");
  }
}
