import { existsSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { GuardedMarkdown, MarkdownBudget, MarkdownProblem, RenderedMarkdown } from "../../../../common/markdown/guarded";
import { plainMarkdownHtml } from "../../../../common/markdown/plainHtml";
import {
  MARKDOWN_BUDGET,
  MARKDOWN_WORKER_FILE,
  type MarkdownJob,
  type MarkdownJobDone,
  type MarkdownWorkerData,
} from "../../../../common/markdown/workerProtocol";
import type { Logger } from "../../logging/logger";
import { watchVersion, type VersionWatch } from "./versionWatch";
import { workerResourceLimits } from "./workerHeap";

/** The texts a page shows, ready for it: every one rendered so far, and whether that is all of them. */
export interface PreparedMarkdown {
  rendered: ReadonlyMap<string, RenderedMarkdown>;
  complete: boolean;
  /**
   * The renderer's `generation` when these texts were taken: an incomplete page is kept under this count, not the
   * count at the time it is stored (a text finished in between would otherwise never reach the page).
   */
  generation: number;
}

export interface MarkdownRendererOptions {
  budget?: MarkdownBudget;
  /** Rendered texts kept, counted in characters of markdown, HTML and text together. */
  maxCachedChars?: number;
  /** The worker ends after this long without a text to render (default 30 s); the next text starts a new one. */
  idleMs?: number;
}

/** A worker that has not answered this long after a text's own budget is stopped and replaced. */
const WORKER_GRACE_MS = 2_000;
/** After this many failures in a row (a worker that cannot start), markdown is shown as plain text. */
const MAX_FAILURES_IN_A_ROW = 3;
const DEFAULT_MAX_CACHED_CHARS = 16_000_000;
/**
 * Markdown is rendered after a change and then not for a long time: an idle worker is ended, which gives its memory
 * (a JavaScript heap of its own, tens of megabytes) back to the system. A new one starts in a few hundred
 * milliseconds, in the background when the texts are rendered ahead.
 */
const DEFAULT_IDLE_MS = 30_000;
/**
 * The markdown worker's young generation. Its parsers keep each text's syntax tree while it renders: with 16 MB a
 * big site's texts (810, 10 M characters) took 13 s to render ahead instead of 8.5 s. The worker ends when idle.
 */
const MARKDOWN_YOUNG_GENERATION_MB = 48;

interface QueuedJob {
  source: string;
  where: string;
  done: (rendered: RenderedMarkdown) => void;
}

/** A text to render ahead of the pages that show it, and where it shows (for the log). */
export interface TextAhead {
  source: string;
  where: string;
}

/**
 * Renders the stored markdown the public pages show (FAQ answers, legal texts, pages of the site's own) in a worker
 * thread, so no text, however hostile, holds up the server's event loop. The worker renders a text part by part
 * within a time budget; what it cannot render it shows as escaped plain text and the server logs it once. Rendered
 * texts are kept by their markdown (up to `maxCachedChars`, least recently used first out), so a text is rendered
 * once, whichever language, currency or page shows it.
 *
 * Texts can also be rendered ahead of their pages (`renderAhead`, `follow`: the site's texts after each change),
 * so a page's first visitor finds its markdown ready. Those wait behind every text a page is waiting for.
 *
 * The worker is the SSR build's markdown-worker.js; without it (a partial build) markdown is shown as plain text.
 */
export class MarkdownRenderer {
  private readonly cache = new Map<string, RenderedMarkdown>();
  private cachedChars = 0;
  private readonly inFlight = new Map<string, Promise<RenderedMarkdown>>();
  private readonly queue: QueuedJob[] = [];
  /** Texts to render when no page is waiting for one, next first. */
  private ahead: TextAhead[] = [];
  private following: VersionWatch | null = null;
  private current: (QueuedJob & { id: number; watchdog: NodeJS.Timeout }) | null = null;
  private worker: Worker | null = null;
  private nextId = 1;
  private failuresInARow = 0;
  private unavailable = false;
  private readonly budget: MarkdownBudget;
  private readonly maxCachedChars: number;
  private readonly idleMs: number;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ssrDistDir: string,
    private readonly logger: Logger,
    options: MarkdownRendererOptions = {},
  ) {
    this.budget = options.budget ?? MARKDOWN_BUDGET;
    this.maxCachedChars = options.maxCachedChars ?? DEFAULT_MAX_CACHED_CHARS;
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  }

  /** For `/readyz`: the texts kept, the texts pages wait for, the texts still to render ahead, and the worker. */
  stats(): { texts: number; chars: number; waiting: number; ahead: number; worker: boolean } {
    // Up to date with the data, also within follow()'s second.
    this.following?.look();
    return {
      texts: this.cache.size,
      chars: this.cachedChars,
      waiting: this.queue.length + (this.current ? 1 : 0),
      ahead: this.ahead.length,
      worker: this.worker !== null,
    };
  }

  /**
   * Counts texts rendered so far: a page sent while some of its texts were still being rendered is cached under
   * this count, and made again once it moves on.
   */
  generation = 0;

  /** Starts the worker, when there is one, ahead of the first page that needs it (it takes a moment to warm up). */
  warmUp(): void {
    if (!existsSync(join(this.ssrDistDir, MARKDOWN_WORKER_FILE))) return;
    this.ensureWorker();
    this.retireWhenIdle();
  }

  /**
   * Gets `sources` ready for a page at `where` (for the log): those already rendered at once, the others as the
   * worker finishes them, waiting at most `waitMs`. What is not ready by then is still rendered and kept for the
   * next visitor; `complete` says whether the page got everything.
   */
  async prepare(sources: readonly string[], waitMs: number, where: string): Promise<PreparedMarkdown> {
    const rendered = new Map<string, RenderedMarkdown>();
    const waiting: Promise<void>[] = [];
    const wanted = new Set(sources.filter((source) => source !== ""));
    for (const source of wanted) {
      const cached = this.cached(source);
      if (cached) rendered.set(source, cached);
      else waiting.push(this.render(source, where).then((result) => void rendered.set(source, result)));
    }
    if (waiting.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      const timeUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
        timer.unref();
      });
      await Promise.race([Promise.all(waiting), timeUp]);
      clearTimeout(timer);
    }
    return { rendered: new Map(rendered), complete: rendered.size === wanted.size, generation: this.generation };
  }

  /**
   * Renders `texts` when no page is waiting for markdown, those not rendered yet, in their order, as long as the
   * cache has room for them (rendering them must not push out texts the pages use). Replaces the texts asked for
   * before: the texts of the data as it is now.
   */
  renderAhead(texts: readonly TextAhead[]): void {
    this.ahead = texts.filter((text) => text.source !== "" && !this.cache.has(text.source));
    this.next();
  }

  /**
   * Keeps the texts `texts()` names rendered ahead: looks every second whether `version()` changed, and if so asks
   * for `texts()` again (renderAhead). Starts at once; ends with close().
   */
  follow(version: () => string, texts: () => readonly TextAhead[]): void {
    this.following?.stop();
    this.following = null;
    // Without the worker (a partial build) there is nothing to render ahead.
    if (!existsSync(join(this.ssrDistDir, MARKDOWN_WORKER_FILE))) return;
    this.following = watchVersion(
      version,
      () => {
        // A worker that cannot run renders nothing ahead (it never runs again).
        if (!this.unavailable) this.renderAhead(texts());
      },
      { lookNow: true },
    );
  }

  /** Stops the worker (the server is shutting down). */
  async close(): Promise<void> {
    this.following?.stop();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.following = null;
    this.idleTimer = null;
    this.ahead = [];
    this.unavailable = true;
    const worker = this.worker;
    this.worker = null;
    if (this.current) this.finish(this.current, null);
    for (const job of this.queue.splice(0)) job.done(this.keep(job.source, plainOnly(job.source)));
    await worker?.terminate();
  }

  private cached(source: string): RenderedMarkdown | undefined {
    const found = this.cache.get(source);
    if (found) {
      // Most recently used last: the first entries are the first to go.
      this.cache.delete(source);
      this.cache.set(source, found);
    }
    return found;
  }

  private keep(source: string, rendered: RenderedMarkdown): RenderedMarkdown {
    const size = source.length + rendered.html.length + rendered.text.length;
    this.generation++;
    if (size > this.maxCachedChars) return rendered;
    const replaced = this.cache.get(source);
    if (replaced) this.cachedChars -= source.length + replaced.html.length + replaced.text.length;
    this.cache.set(source, rendered);
    this.cachedChars += size;
    for (const [oldest, entry] of this.cache) {
      if (this.cachedChars <= this.maxCachedChars) break;
      this.cache.delete(oldest);
      this.cachedChars -= oldest.length + entry.html.length + entry.text.length;
    }
    return rendered;
  }

  private render(source: string, where: string): Promise<RenderedMarkdown> {
    let pending = this.inFlight.get(source);
    if (!pending) {
      pending = new Promise<RenderedMarkdown>((done) => this.queue.push({ source, where, done })).finally(() => this.inFlight.delete(source));
      this.inFlight.set(source, pending);
      this.next();
    }
    return pending;
  }

  /** Sends the next queued text to the worker (a page's first, else one to render ahead), unless it is busy. */
  private next(): void {
    if (this.current) return;
    const job = this.queue.shift() ?? this.nextAhead();
    if (!job) {
      this.retireWhenIdle();
      return;
    }
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.ensureWorker();
    if (!worker) {
      job.done(this.keep(job.source, plainOnly(job.source)));
      this.next();
      return;
    }
    const id = this.nextId++;
    const watchdog = setTimeout(() => this.stuck(id), this.budget.textMs + WORKER_GRACE_MS);
    watchdog.unref();
    this.current = { ...job, id, watchdog };
    const message: MarkdownJob = { id, source: job.source };
    worker.postMessage(message);
  }

  /** The next text to render ahead that is neither rendered nor being rendered, while the cache has room for it. */
  private nextAhead(): QueuedJob | undefined {
    while (this.ahead.length > 0) {
      const { source, where } = this.ahead.shift()!;
      if (this.cache.has(source) || this.inFlight.has(source)) continue;
      // Its HTML and plain text are about the size of its markdown each.
      if (this.cachedChars + source.length * 3 > this.maxCachedChars) {
        this.ahead = [];
        return undefined;
      }
      let job: QueuedJob | undefined;
      const pending = new Promise<RenderedMarkdown>((done) => (job = { source, where, done })).finally(() => this.inFlight.delete(source));
      this.inFlight.set(source, pending);
      return job;
    }
    return undefined;
  }

  private ensureWorker(): Worker | null {
    if (this.worker || this.unavailable) return this.worker;
    const file = join(this.ssrDistDir, MARKDOWN_WORKER_FILE);
    if (!existsSync(file)) {
      this.unavailable = true;
      this.logger.warn(`the markdown renderer is not built (no ${file}): markdown is shown as plain text until you run npm run build`);
      return null;
    }
    const workerData: MarkdownWorkerData = { budget: this.budget };
    const worker = new Worker(file, { workerData, resourceLimits: workerResourceLimits(MARKDOWN_YOUNG_GENERATION_MB) });
    worker.unref();
    worker.on("message", (done: MarkdownJobDone) => this.answered(worker, done));
    worker.on("error", (error) => this.failed(worker, error));
    worker.on("exit", () => this.failed(worker, null));
    this.worker = worker;
    return worker;
  }

  private answered(worker: Worker, done: MarkdownJobDone): void {
    const job = this.current;
    if (!job || job.id !== done.id) return;
    this.failuresInARow = 0;
    if (done.recycle) this.retire(worker);
    this.finish(job, done.rendered);
  }

  /** The worker crashed or ended: the text it had is shown as plain text, the next one gets a fresh worker. */
  private failed(worker: Worker, error: Error | null): void {
    if (this.worker !== worker) return;
    this.worker = null;
    if (error) this.logger.error("the markdown worker failed", error);
    if (++this.failuresInARow >= MAX_FAILURES_IN_A_ROW && !this.unavailable) {
      this.unavailable = true;
      this.logger.error(`the markdown worker failed ${MAX_FAILURES_IN_A_ROW} times in a row: markdown is shown as plain text until the server restarts`);
    }
    if (this.current) this.finish(this.current, null);
  }

  /** The worker has not answered well after the text's budget: stop it and show the text as plain text. */
  private stuck(id: number): void {
    const job = this.current;
    if (!job || job.id !== id) return;
    this.logger.warn(`the markdown worker did not finish a text on ${job.where} in time; it is restarted and the text shown as plain text`);
    if (this.worker) this.retire(this.worker);
    this.finish(job, null);
  }

  /** Ends the worker once it has had nothing to render for `idleMs`. */
  private retireWhenIdle(): void {
    if (!this.worker || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.worker && !this.current && this.queue.length === 0) this.retire(this.worker);
    }, this.idleMs);
    this.idleTimer.unref();
  }

  private retire(worker: Worker): void {
    if (this.worker === worker) this.worker = null;
    void worker.terminate();
  }

  /** Ends the current job with what the worker gave (null: nothing, the text is shown as plain text). */
  private finish(job: QueuedJob & { id: number; watchdog: NodeJS.Timeout }, rendered: GuardedMarkdown | null): void {
    clearTimeout(job.watchdog);
    this.current = null;
    const result = rendered ?? plainOnly(job.source);
    if (result.problems.length > 0 && !this.unavailable) this.logger.warn(problemMessage(job.where, result.problems));
    job.done(this.keep(job.source, { html: result.html, text: result.text }));
    this.next();
  }
}

/** A text shown wholly as plain text, when no worker could render it. */
function plainOnly(source: string): GuardedMarkdown {
  return { html: plainMarkdownHtml(source), text: source, problems: [{ reason: "failed", part: 1, parts: 1, excerpt: source.slice(0, 60) }] };
}

const REASONS: Record<MarkdownProblem["reason"], string> = {
  too_deep: "nested too deep",
  too_slow: "not rendered in time",
  failed: "could not be rendered",
};

/** The problems named one by one in a log line; more are counted. */
const PROBLEMS_NAMED = 5;

function problemMessage(where: string, problems: MarkdownProblem[]): string {
  const named = problems
    .slice(0, PROBLEMS_NAMED)
    .map((problem) => `part ${problem.part} of ${problem.parts} (${REASONS[problem.reason]}): "${problem.excerpt}"`);
  const more = problems.length > PROBLEMS_NAMED ? `; and ${problems.length - PROBLEMS_NAMED} more` : "";
  return `markdown on ${where} is shown partly as plain text: ${named.join("; ")}${more}`;
}
