// A feature's cost: two servers at a time, one with the feature on and one with it off (request logging:
// LOG_REQUESTS=false; statistics: `statistics_enabled` false), loaded alternately (the order swapped every round).
// Each round measures both back to back (2.5 s each), so the round's ratio compares like with like even when the
// machine's speed drifts (a virtual machine's neighbours come and go); the result is the median round.
// With two or more CPUs the servers get one CPU and the load generator (this process) the others, so the
// two never compete for a core, as when visitors load a real server from elsewhere.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import type autocannon from "autocannon";
import { cpuMicros, load, startServer, stop } from "./servers";

/**
 * Short, many rounds: the closer in time the two halves of a round, the less the machine's drift shows. The
 * rounds are spread over eight freshly started pairs of servers, because one process can come out up to 5 %
 * faster or slower than an identical one (how its code got optimised, where its memory landed) for as long as
 * it runs: more pairs average that out, more rounds per pair would not. Each server is loaded for a second
 * before its pair's rounds, so no round measures code still being compiled.
 */
const PAIRS = 8;
const ROUNDS_PER_PAIR = 2;
const ROUND_SECONDS = 2.5;
const WARM_UP_SECONDS = 1;

export interface FeatureCost {
  /** Requests per second, averaged over the rounds. */
  onRps: number;
  offRps: number;
  /** Throughput with the feature ÷ without it: the median of the rounds' ratios. */
  ratio: number;
  /** Every round's ratio, in order. */
  rounds: number[];
  /** Server CPU time per request, in microseconds (less sensitive to other load on the machine). */
  onCpu: number;
  offCpu: number;
  /** Whether the servers and the load generator ran on separate CPUs. */
  pinned: boolean;
  errors: number;
}

/** One side of a comparison: the server's environment, and what is done to it once it runs (its URL given). */
interface Side {
  env: Record<string, string>;
  setUp?: (base: string) => Promise<void>;
}

/** What is compared: the path loaded, the server with the feature and without, and how requests are sent. */
interface Comparison {
  path: string;
  on: Side;
  off: Side;
  requests?: Partial<autocannon.Options>;
  /** Checks after each pair's rounds that the feature did its work (throws when it did not). */
  verify?: (bases: { on: string; off: string }) => Promise<void>;
}

/** Request logging: GET /api/hosting-plans with the default request log, and with LOG_REQUESTS=false. */
export function measureRequestLogging(port: number): Promise<FeatureCost> {
  return measureFeature(port, { path: "/api/hosting-plans", on: { env: {} }, off: { env: { LOG_REQUESTS: "false" } } });
}

export async function measureFeature(port: number, comparison: Comparison): Promise<FeatureCost> {
  // Counted before pinning: pinned, this process sees only its own CPUs.
  const cpus = availableParallelism();
  const pinned = pinLoadGenerator(cpus);
  const options = pinned ? { cpus: String(cpus - 1) } : {};
  const bases = { on: `http://127.0.0.1:${port}`, off: `http://127.0.0.1:${port + 1}` };
  const urls = { on: bases.on + comparison.path, off: bases.off + comparison.path };
  const totals = { on: { rps: 0, cpu: 0, requests: 0 }, off: { rps: 0, cpu: 0, requests: 0 } };
  const rounds: number[] = [];
  let errors = 0;
  try {
    for (let pair = 0; pair < PAIRS; pair++) {
      const dirs = [await mkdtemp(join(tmpdir(), "bench-log-on-")), await mkdtemp(join(tmpdir(), "bench-log-off-"))];
      const servers = {
        on: await startServer(dirs[0], port, comparison.on.env, options),
        off: await startServer(dirs[1], port + 1, comparison.off.env, options),
      };
      try {
        await comparison.on.setUp?.(bases.on);
        await comparison.off.setUp?.(bases.off);
        for (const which of ["on", "off"] as const) await load(urls[which], { ...comparison.requests, duration: WARM_UP_SECONDS });
        for (let round = 0; round < ROUNDS_PER_PAIR; round++) {
          const rps = { on: 0, off: 0 };
          for (const which of (pair + round) % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const)) {
            const before = cpuMicros(servers[which].pid!);
            const measure = await load(urls[which], { ...comparison.requests, duration: ROUND_SECONDS });
            totals[which].cpu += cpuMicros(servers[which].pid!) - before;
            totals[which].rps += measure.rps;
            totals[which].requests += measure.requests;
            rps[which] = measure.rps;
            errors += measure.errors;
          }
          rounds.push(rps.on / rps.off);
        }
        await comparison.verify?.(bases);
      } finally {
        await stop(servers.on, servers.off);
        for (const dir of dirs) await rm(dir, { recursive: true, force: true });
      }
    }
  } finally {
    if (pinned) unpinLoadGenerator(cpus);
  }
  return {
    onRps: totals.on.rps / rounds.length,
    offRps: totals.off.rps / rounds.length,
    ratio: median(rounds),
    rounds,
    onCpu: totals.on.cpu / totals.on.requests,
    offCpu: totals.off.cpu / totals.off.requests,
    pinned,
    errors,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Keeps this process (the load generator, all its threads) off the last CPU; false when that is not possible. */
function pinLoadGenerator(cpus: number): boolean {
  if (cpus < 2) return false;
  return spawnSync("taskset", ["-a", "-p", "-c", `0-${cpus - 2}`, String(process.pid)], { stdio: "ignore" }).status === 0;
}

function unpinLoadGenerator(cpus: number): void {
  spawnSync("taskset", ["-a", "-p", "-c", `0-${cpus - 1}`, String(process.pid)], { stdio: "ignore" });
}
