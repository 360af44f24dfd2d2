import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Lets long work share the event loop and bounds it: `pause()` is called often; after `sliceMs` of work it
 * gives the event loop a turn (other requests, /healthz), and once `limitMs` have passed since the start it
 * throws `tooLate()`.
 */
export class TimeBudget {
  private readonly deadline: number;
  private sliceStart: number;

  constructor(
    readonly limitMs: number,
    private readonly tooLate: () => Error,
    private readonly sliceMs = 4,
  ) {
    this.sliceStart = performance.now();
    this.deadline = this.sliceStart + limitMs;
  }

  async pause(): Promise<void> {
    if (performance.now() - this.sliceStart >= this.sliceMs) {
      await nextTurn();
      this.sliceStart = performance.now();
    }
    if (performance.now() > this.deadline) throw this.tooLate();
  }
}
