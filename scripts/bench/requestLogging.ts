// Request logging's cost: two servers in one run, one with the default request log, one with
// LOG_REQUESTS=false, loaded alternately (the order swapped every round) on GET /api/hosting-plans.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cpuMicros, load, startServer, stop } from "./servers";

const ROUNDS = 4;

export interface LoggingCost {
  /** Requests per second, averaged over the rounds. */
  onRps: number;
  offRps: number;
  /** Throughput with the request log ÷ without it. */
  ratio: number;
  /** Server CPU time per request, in microseconds (less sensitive to other load on the machine). */
  onCpu: number;
  offCpu: number;
  errors: number;
}

export async function measureRequestLogging(port: number): Promise<LoggingCost> {
  const dirs = [await mkdtemp(join(tmpdir(), "bench-log-on-")), await mkdtemp(join(tmpdir(), "bench-log-off-"))];
  const servers = { on: await startServer(dirs[0], port, {}), off: await startServer(dirs[1], port + 1, { LOG_REQUESTS: "false" }) };
  const urls = { on: `http://127.0.0.1:${port}/api/hosting-plans`, off: `http://127.0.0.1:${port + 1}/api/hosting-plans` };
  const totals = { on: { rps: 0, cpu: 0, requests: 0 }, off: { rps: 0, cpu: 0, requests: 0 } };
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of round % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const)) {
      const before = cpuMicros(servers[which].pid!);
      const measure = await load(urls[which]);
      totals[which].cpu += cpuMicros(servers[which].pid!) - before;
      totals[which].rps += measure.rps;
      totals[which].requests += measure.requests;
      errors += measure.errors;
    }
  }
  await stop(servers.on, servers.off);
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  return {
    onRps: totals.on.rps / ROUNDS,
    offRps: totals.off.rps / ROUNDS,
    ratio: totals.on.rps / totals.off.rps,
    onCpu: totals.on.cpu / totals.on.requests,
    offCpu: totals.off.cpu / totals.off.requests,
    errors,
  };
}
