import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { PageMarkup, PublicPageData, SsrModule } from "../../../../common/publicPages";
import { RENDER_WORKER_FILE } from "../../../../common/renderWorkerProtocol";
import { capturedLogger } from "../../../test/capturedLogger";
import { PageRenderPool } from "./pageRenderPool";

/**
 * A render worker of the test's own, speaking the pool's protocol: the page's `html` is what its data asks for
 * (`busyMs` of work first; "throw", "hang" or "exit" instead), and says which thread rendered it.
 */
const FAKE_WORKER = `
import { parentPort, threadId } from "node:worker_threads";
parentPort.on("message", (job) => {
  const ask = job.data.ask;
  if (ask === "exit") process.exit(3);
  if (ask === "hang") for (;;) {}
  if (ask === "throw") return parentPort.postMessage({ id: job.id, error: "Error: the page cannot be shown" });
  const until = Date.now() + (job.data.busyMs ?? 0);
  while (Date.now() < until) {}
  parentPort.postMessage({ id: job.id, page: { html: "<p>" + job.data.text + " in thread " + threadId + ", " + job.markdown.length + " texts</p>", head: "", lang: "en" } });
});
`;

const page = (fields: Record<string, unknown>) => fields as unknown as PublicPageData;
/** A page's markup as text, whether it came as text or as bytes. */
const markupText = (rendered: PageMarkup) => (typeof rendered.html === "string" ? rendered.html : new TextDecoder().decode(rendered.html));
const ADDRESS = { publicUrl: "https://hosting.example", path: "/" };
/** The SSR module the pool falls back to: renders on the event loop, and says so. */
const inProcess = {
  render: (data: PublicPageData) => ({ html: `<p>${(data as unknown as { text: string }).text} on the event loop</p>`, head: "", lang: "en" }),
} as unknown as SsrModule;

const dirs: string[] = [];
const pools: PageRenderPool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function poolWith(worker: string | null, options: { workers?: number; timeoutMs?: number; idleMs?: number } = {}) {
  const dir = await mkdtemp(join(tmpdir(), "render-pool-"));
  dirs.push(dir);
  // As in dist/ssr, the worker is an ES module.
  await writeFile(join(dir, "package.json"), '{ "type": "module" }');
  if (worker !== null) await writeFile(join(dir, RENDER_WORKER_FILE), worker);
  const log = capturedLogger();
  const pool = new PageRenderPool(dir, log.logger, options);
  pools.push(pool);
  return { pool, log };
}

describe("PageRenderPool", () => {
  it("renders in a worker thread while the event loop keeps turning", async () => {
    const { pool } = await poolWith(FAKE_WORKER, { workers: 1 });
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    try {
      const rendered = await pool.render(inProcess, page({ text: "Home", busyMs: 400 }), ADDRESS, new Map([["**a**", { html: "<b>a</b>", text: "a" }]]));
      expect(rendered.html).toMatch(/^<p>Home in thread [1-9]\d*, 1 texts<\/p>$/);
      // 400 ms of rendering elsewhere: the event loop turned all along (a render on it would have allowed none).
      expect(ticks).toBeGreaterThan(10);
    } finally {
      clearInterval(ticker);
    }
  });

  it("renders pages side by side in as many workers as it has", async () => {
    const { pool } = await poolWith(FAKE_WORKER, { workers: 2 });
    const pages = await Promise.all(["A", "B", "C", "D"].map((text) => pool.render(inProcess, page({ text, busyMs: 150 }), ADDRESS, new Map())));
    expect(pages.map((rendered) => rendered.html.slice(0, 5))).toEqual(["<p>A ", "<p>B ", "<p>C ", "<p>D "]);
    const threads = new Set(pages.map((rendered) => /thread (\d+)/.exec(markupText(rendered))![1]));
    expect(threads.size).toBe(2);
  });

  it("a page the renderer refuses fails with its error; the next page renders", async () => {
    const { pool } = await poolWith(FAKE_WORKER, { workers: 1 });
    await expect(pool.render(inProcess, page({ ask: "throw" }), ADDRESS, new Map())).rejects.toThrow("the page cannot be shown");
    expect((await pool.render(inProcess, page({ text: "Next" }), ADDRESS, new Map())).html).toMatch(/^<p>Next in thread/);
  });

  it("a page that overruns the limit fails and its worker is replaced; a crashed worker too", async () => {
    // The limit counts from the page's hand-over, a replacement worker's start included: on a busy machine that
    // start alone can take a few hundred milliseconds, so the limit leaves room for it.
    const { pool, log } = await poolWith(FAKE_WORKER, { workers: 1, timeoutMs: 2000 });
    await expect(pool.render(inProcess, page({ ask: "hang" }), ADDRESS, new Map())).rejects.toThrow("the page was not rendered within 2 s");
    const first = await pool.render(inProcess, page({ text: "After the hang" }), ADDRESS, new Map());
    expect(first.html).toMatch(/^<p>After the hang in thread/);
    await expect(pool.render(inProcess, page({ ask: "exit" }), ADDRESS, new Map())).rejects.toThrow("the page render worker stopped");
    const second = await pool.render(inProcess, page({ text: "After the crash" }), ADDRESS, new Map());
    expect(second.html).toMatch(/^<p>After the crash in thread/);
    expect(/thread (\d+)/.exec(markupText(second))![1]).not.toBe(/thread (\d+)/.exec(markupText(first))![1]);
    expect(log.parsed().filter((line) => line.level === 50)).toEqual([]);
  });

  it("without the worker file, or once workers cannot start, renders on the event loop", async () => {
    const missing = await poolWith(null);
    expect((await missing.pool.render(inProcess, page({ text: "Plain" }), ADDRESS, new Map())).html).toBe("<p>Plain on the event loop</p>");
    const broken = await poolWith("this is not JavaScript {");
    for (let attempt = 0; attempt < 4; attempt++) {
      const rendered = await broken.pool.render(inProcess, page({ text: `Try ${attempt}` }), ADDRESS, new Map()).catch((error: Error) => error);
      if (!(rendered instanceof Error)) expect(rendered.html).toBe(`<p>Try ${attempt} on the event loop</p>`);
    }
    expect((await broken.pool.render(inProcess, page({ text: "Later" }), ADDRESS, new Map())).html).toBe("<p>Later on the event loop</p>");
    expect(broken.log.lines.join("")).toContain("page render workers failed 3 times in a row");
  });

  it("ends its workers when idle, without counting it a failure, and starts one again for the next page", async () => {
    const { pool, log } = await poolWith(FAKE_WORKER, { workers: 1, idleMs: 100 });
    const first = await pool.render(inProcess, page({ text: "Before" }), ADDRESS, new Map());
    expect(pool.runningWorkers).toBe(1);
    await until(() => pool.runningWorkers === 0);
    const second = await pool.render(inProcess, page({ text: "After" }), ADDRESS, new Map());
    expect(second.html).toMatch(/^<p>After in thread/);
    expect(/thread (\d+)/.exec(markupText(second))![1]).not.toBe(/thread (\d+)/.exec(markupText(first))![1]);
    expect(log.parsed().filter((line) => line.level >= 40)).toEqual([]);
  });

  it("once it has served pages, starts a worker ahead when the data it follows changes, which ends again when idle", async () => {
    const { pool } = await poolWith(FAKE_WORKER, { workers: 1, idleMs: 300 });
    let version = "1";
    pool.follow(() => version);
    // A server that has served no page starts none ahead.
    version = "2";
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(pool.runningWorkers).toBe(0);
    await pool.render(inProcess, page({ text: "First" }), ADDRESS, new Map());
    await until(() => pool.runningWorkers === 0);
    // No change since: nothing started.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(pool.runningWorkers).toBe(0);
    version = "3";
    await until(() => pool.runningWorkers === 1);
    await until(() => pool.runningWorkers === 0);
    expect((await pool.render(inProcess, page({ text: "Later" }), ADDRESS, new Map())).html).toMatch(/^<p>Later in thread/);
  });
});

/** Waits until `done` holds (the test's own time limit ends a wait that never does). */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
}
