import { describe, expect, it } from "vitest";
import { TimeBudget } from "./timeBudget";

/** Keeps this thread busy for `ms`. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("a time budget of work", () => {
  it("refuses once the work itself has taken the limit", async () => {
    const started = performance.now();
    const budget = new TimeBudget(60, () => new Error("too late"));
    const run = async () => {
      for (;;) {
        busy(5);
        await budget.pause();
      }
    };
    await expect(run()).rejects.toThrow("too late");
    // Work is measured in this thread's CPU time (or the wall clock), never more than the time that passed.
    expect(performance.now() - started).toBeGreaterThanOrEqual(60);
  });

  it("does not count the turns it gives to other work on the event loop", async () => {
    const budget = new TimeBudget(100, () => new Error("too late"), 0);
    setImmediate(() => busy(250)); // another request's work, done while the budget's work waits for its turn
    await budget.pause();
    await expect(budget.pause()).resolves.toBeUndefined();
  });
});
