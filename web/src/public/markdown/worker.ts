import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { Script, createContext } from "node:vm";
import { parentPort, workerData } from "node:worker_threads";
import { renderMarkdownWithin, type RunWithin } from "../../../../common/markdown/guarded";
import type { MarkdownJob, MarkdownJobDone, MarkdownWorkerData } from "../../../../common/markdown/workerProtocol";
import { renderMarkdownPart } from "../../lib/markdown/renderPart";

/**
 * The server's markdown worker (built as dist/ssr/markdown-worker.js, run in a worker thread): renders each text it
 * is sent part by part within its time budget, off the server's event loop. A part is stopped when its time is up
 * by running it through node:vm with a timeout, which interrupts any running code, the markdown parser's included.
 */
const { budget } = workerData as MarkdownWorkerData;

/**
 * Rendering markdown is background work: on Linux this thread runs at a lower priority (nice 10), so on a busy
 * machine the server's own thread, which answers requests, gets the processor first. Elsewhere nothing changes.
 */
function lowerThreadPriority(): void {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, 10);
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}
lowerThreadPriority();

const sandbox: { work: (() => unknown) | null; result: unknown } = { work: null, result: undefined };
const context = createContext(sandbox);
const runWork = new Script("result = work();");

/**
 * Parts stopped mid-way so far. Code stopped mid-way may leave a little module state behind (a renderer's last
 * request): after this many the worker retires and a fresh one takes over.
 */
const INTERRUPTIONS_BEFORE_RETIRING = 25;
let interruptions = 0;

const runWithin: RunWithin = <T>(work: () => T, ms: number) => {
  sandbox.work = work;
  try {
    runWork.runInContext(context, { timeout: Math.max(1, Math.floor(ms)) });
    return { ok: true, value: sandbox.result as T };
  } catch (error) {
    const timedOut = (error as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT";
    if (timedOut) interruptions++;
    return { ok: false, reason: timedOut ? "too_slow" : "failed" };
  } finally {
    sandbox.work = null;
    sandbox.result = undefined;
  }
};

/** Markdown of every kind the pages use, rendered once at start: the first page then finds the renderer warm. */
const WARM_UP =
  "## Heading\n\nSome **bold**, *emphasis*, ~~old~~, `code` and a [link](https://example.com).\nA second line.\n\n- one\n- two\n  1. three\n\n> quoted\n\n| Plan | Price |\n| --- | ---: |\n| Spark | 2 |\n\n```\ncode block\n```\n";
renderMarkdownWithin(WARM_UP, renderMarkdownPart, runWithin, budget);

parentPort?.on("message", (job: MarkdownJob) => {
  const rendered = renderMarkdownWithin(job.source, renderMarkdownPart, runWithin, budget);
  const done: MarkdownJobDone = { id: job.id, rendered, recycle: interruptions >= INTERRUPTIONS_BEFORE_RETIRING };
  parentPort?.postMessage(done);
});
