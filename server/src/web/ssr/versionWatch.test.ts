import { afterEach, describe, expect, it, vi } from "vitest";
import { watchVersion } from "./versionWatch";

afterEach(() => {
  vi.useRealTimers();
});

describe("watching the data's version", () => {
  it("calls back once per change it sees, looking every second and when asked, until stopped", () => {
    vi.useFakeTimers();
    let version = "v1";
    const seen: string[] = [];
    const watch = watchVersion(
      () => version,
      () => seen.push(version),
    );
    // The version at the start counts as seen.
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual([]);
    // A burst of writes within a second: one call.
    version = "v2";
    version = "v3";
    vi.advanceTimersByTime(999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["v3"]);
    vi.advanceTimersByTime(5_000);
    expect(seen).toEqual(["v3"]);
    // Asked to look: at once, and not again for the same version.
    version = "v4";
    watch.look();
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual(["v3", "v4"]);
    watch.stop();
    version = "v5";
    vi.advanceTimersByTime(5_000);
    expect(seen).toEqual(["v3", "v4"]);
  });

  it("looks at once when asked to, the first version counting as a change", () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const watch = watchVersion(
      () => "v1",
      () => calls.push(Date.now()),
      { lookNow: true },
    );
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(3_000);
    expect(calls).toHaveLength(1);
    watch.stop();
  });
});
