import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const WORKER_HEAP = resolve(import.meta.dirname, "workerHeap.ts");

/**
 * In a process started as production starts the server (`--max-semi-space-size=16`, bigger than production's so
 * the difference shows): the new space (MB) of a worker given 6 MB of young generation by resourceLimits alone,
 * of one given it by workerResourceLimits, and of the server's own thread after both, each after making garbage.
 */
const SCRIPT = `
import { Worker } from "node:worker_threads";
import { getHeapSpaceStatistics } from "node:v8";
const { workerResourceLimits } = await import(${JSON.stringify(WORKER_HEAP)});
const CHURN = "let keep = []; for (let i = 0; i < 2e6; i++) { keep.push({ i, text: 'x' + i }); if (keep.length > 1e5) keep = []; }";
const NEW_SPACE = "(require('node:v8').getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20)";
const newSpaceOfWorker = (resourceLimits) =>
  new Promise((done, failed) => {
    const worker = new Worker(CHURN + "; require('node:worker_threads').parentPort.postMessage(" + NEW_SPACE + ")", { eval: true, execArgv: [], resourceLimits });
    worker.once("message", (mb) => { done(mb); worker.terminate(); });
    worker.once("error", failed);
  });
const limitsAlone = await newSpaceOfWorker({ maxYoungGenerationSizeMb: 6 });
const limitsHere = await newSpaceOfWorker(workerResourceLimits(6));
eval(CHURN);
const server = getHeapSpaceStatistics().find((space) => space.space_name === "new_space").space_size / 2 ** 20;
console.log(JSON.stringify({ limitsAlone, limitsHere, server }));
`;

describe("a render worker's young generation", () => {
  it("is the one its limits ask for, not the server thread's, and the server thread keeps its own", async () => {
    const { stdout } = await run(process.execPath, ["--max-semi-space-size=16", "--import", "tsx", "--input-type=module", "-e", SCRIPT], { timeout: 60_000 });
    const sizes = JSON.parse(stdout) as { limitsAlone: number; limitsHere: number; server: number };
    // The process-wide flag wins over resourceLimits alone: 2 × 16 MB.
    expect(sizes.limitsAlone).toBeGreaterThanOrEqual(30);
    expect(sizes.limitsHere).toBeLessThanOrEqual(8);
    expect(sizes.server).toBeGreaterThanOrEqual(30);
  });
});
