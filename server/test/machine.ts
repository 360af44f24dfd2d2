import { availableParallelism, loadavg } from "node:os";

/**
 * How much slower than a quiet machine this one is right now: the load per core over the last minute (at least 1),
 * times TEST_TIME_SCALE (default 1) for a machine that is slow in other ways. Tests that wait for something to start
 * or to happen wait that much longer, so a busy CI machine gives the same answers as a quiet one.
 */
function machineSlowdown(): number {
  const perCore = loadavg()[0] / availableParallelism();
  const extra = Number(process.env.TEST_TIME_SCALE);
  return Math.max(1, perCore) * (Number.isFinite(extra) && extra > 0 ? extra : 1);
}

/** A limit of `quietMs` on a quiet machine, longer while it is busy (measured again on every look, as load changes). */
export interface TimeLimit {
  /** Whether the limit is over, at this machine's load right now. */
  passed(): boolean;
  /** "within 34 s (30 s on a quiet machine, load 2.3 per core)", for error messages. */
  toString(): string;
}

export function timeLimit(quietMs: number): TimeLimit {
  const started = Date.now();
  const allowed = () => quietMs * machineSlowdown();
  return {
    passed: () => Date.now() - started > allowed(),
    toString: () =>
      `within ${Math.round(allowed() / 1000)} s (${Math.round(quietMs / 1000)} s on a quiet machine, load ${(loadavg()[0] / availableParallelism()).toFixed(1)} per core)`,
  };
}

/** The limit of `quietMs` at this machine's load now, for APIs that take a number (timeouts of hooks, waitFor). */
export function scaledMs(quietMs: number): number {
  return Math.round(quietMs * machineSlowdown());
}
