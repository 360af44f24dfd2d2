import type { GuardedMarkdown, MarkdownBudget } from "./guarded";

/**
 * How the server and its markdown worker (a worker thread running the SSR build's markdown-worker.js) talk: the
 * server sends one text at a time and waits for its answer.
 */
export const MARKDOWN_WORKER_FILE = "markdown-worker.js";

/** What the worker is started with (its workerData). */
export interface MarkdownWorkerData {
  budget: MarkdownBudget;
}

/** One text to render. */
export interface MarkdownJob {
  id: number;
  source: string;
}

/** The text rendered; `recycle`: the worker has stopped enough parts mid-way to ask to be replaced by a fresh one. */
export interface MarkdownJobDone {
  id: number;
  rendered: GuardedMarkdown;
  recycle: boolean;
}

/**
 * Each part of a text (about 8,000 characters at most, unless one block is longer) within a second, each text within
 * ten. A busy server's markdown takes a few times longer than a quiet one's (an 8,000-character part of tables, the
 * slowest, 100–500 ms on two busy cores): the budgets leave room for that, and stop what only hostile input needs.
 */
export const MARKDOWN_BUDGET: MarkdownBudget = { partMs: 1_000, textMs: 10_000 };
