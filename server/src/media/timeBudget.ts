import { setImmediate as nextTurn } from "node:timers/promises";

/** Node 23.9+ measures the CPU time of the calling thread alone (Node 20's types do not know it yet). */
type ThreadCpuUsage = () => { user: number; system: number };
const threadCpuUsage = (process as unknown as { threadCpuUsage?: ThreadCpuUsage }).threadCpuUsage;

/**
 * Milliseconds of work done by this thread: its CPU time where Node measures it (the Node 24 the product runs on),
 * else the wall clock. CPU time does not grow while other processes hold the machine's cores, so a busy machine
 * refuses the same files as a quiet one.
 */
const workClock: () => number = threadCpuUsage
  ? () => {
      const usage = threadCpuUsage.call(process);
      return (usage.user + usage.system) / 1000;
    }
  : () => performance.now();

/**
 * Lets long work share the event loop and bounds it: `pause()` is called often; after `sliceMs` of work it gives
 * the event loop a turn (other requests, /healthz), and once the work itself — the slices, not the turns given
 * to others — has taken `limitMs`, it throws `tooLate()`.
 */
export class TimeBudget {
  private sliceStart: number;
  private workStart: number;
  private workDone = 0;

  constructor(
    readonly limitMs: number,
    private readonly tooLate: () => Error,
    private readonly sliceMs = 4,
  ) {
    this.sliceStart = performance.now();
    this.workStart = workClock();
  }

  async pause(): Promise<void> {
    if (performance.now() - this.sliceStart >= this.sliceMs) {
      this.workDone += workClock() - this.workStart;
      await nextTurn();
      this.sliceStart = performance.now();
      this.workStart = workClock();
    }
    if (this.workDone + (workClock() - this.workStart) > this.limitMs) throw this.tooLate();
  }
}
