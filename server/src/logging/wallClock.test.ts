import { afterEach, describe, expect, it, vi } from "vitest";
import { wallClockAt } from "./wallClock";

describe("wallClockAt", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives Date.now() for a performance.now() reading, at most 1 ms behind and never ahead", () => {
    for (let i = 0; i < 1000; i++) {
      const before = Date.now();
      const time = wallClockAt(performance.now());
      const after = Date.now();
      expect(time).toBeGreaterThanOrEqual(before - 1);
      expect(time).toBeLessThanOrEqual(after);
    }
  });

  it("follows a step of the wall clock within a second", () => {
    const start = performance.now() + 5000;
    const monotonic = vi.spyOn(performance, "now").mockReturnValue(start);
    const wall = vi.spyOn(Date, "now").mockReturnValue(Date.parse("2026-05-01T10:00:00.000Z"));
    const near = (expected: string) => [Date.parse(expected) - 1, Date.parse(expected)];
    expect(wallClockAt(start)).toBeOneOf(near("2026-05-01T10:00:00.000Z"));
    wall.mockReturnValue(Date.parse("2026-05-01T11:00:00.000Z"));
    // Within the second the offset read before the step still holds …
    expect(wallClockAt(start + 10)).toBeOneOf(near("2026-05-01T10:00:00.010Z"));
    // … a reading more than a second after it reads the offset again.
    monotonic.mockReturnValue(start + 1500);
    expect(wallClockAt(start + 1500)).toBeOneOf(near("2026-05-01T11:00:00.000Z"));
    expect(wallClockAt(start + 1600)).toBeOneOf(near("2026-05-01T11:00:00.100Z"));
  });
});
