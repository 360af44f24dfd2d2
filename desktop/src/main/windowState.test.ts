import { describe, expect, it } from "vitest";
import { DEFAULT_WINDOW_STATE, MIN_HEIGHT, MIN_WIDTH, restoreWindowState, trackWindowState, type Rect, type TrackedWindow } from "./windowState";

const laptop: Rect = { x: 0, y: 0, width: 1920, height: 1040 };
const rightMonitor: Rect = { x: 1920, y: 0, width: 2560, height: 1400 };

describe("restoreWindowState", () => {
  it("uses defaults for nothing or garbage", () => {
    expect(restoreWindowState(undefined, [laptop])).toEqual(DEFAULT_WINDOW_STATE);
    expect(restoreWindowState("big", [laptop])).toEqual(DEFAULT_WINDOW_STATE);
    expect(restoreWindowState({ width: "wide", height: NaN }, [laptop])).toEqual(DEFAULT_WINDOW_STATE);
  });

  it("restores a saved position and size that are on screen", () => {
    expect(restoreWindowState({ x: 100, y: 50, width: 1200, height: 800, maximized: true }, [laptop])).toEqual({
      x: 100,
      y: 50,
      width: 1200,
      height: 800,
      maximized: true,
    });
    expect(restoreWindowState({ x: 2000, y: 100, width: 1600, height: 900, maximized: false }, [laptop, rightMonitor])).toMatchObject({ x: 2000, y: 100 });
  });

  it("drops the position when that display is gone, keeping the size", () => {
    const state = restoreWindowState({ x: 2000, y: 100, width: 1600, height: 900, maximized: false }, [laptop]);
    expect(state).toEqual({ width: 1600, height: 900, maximized: false });
  });

  it("drops a position whose title bar is off screen", () => {
    expect(restoreWindowState({ x: 100, y: -500, width: 1000, height: 700 }, [laptop]).x).toBeUndefined();
    expect(restoreWindowState({ x: 1900, y: 100, width: 1000, height: 700 }, [laptop]).x).toBeUndefined();
  });

  it("clamps the size between the minimum and the largest display", () => {
    expect(restoreWindowState({ width: 100, height: 100 }, [laptop])).toMatchObject({ width: MIN_WIDTH, height: MIN_HEIGHT });
    expect(restoreWindowState({ width: 9000, height: 9000 }, [laptop])).toMatchObject({ width: 1920, height: 1040 });
  });
});

class FakeWindow implements TrackedWindow {
  listeners = new Map<string, Array<() => void>>();
  bounds: Rect = { x: 10, y: 20, width: 1000, height: 700 };
  maximized = false;
  on(event: string, listener: () => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string) {
    for (const l of this.listeners.get(event) ?? []) l();
  }
  getNormalBounds = () => this.bounds;
  isMaximized = () => this.maximized;
}

describe("trackWindowState", () => {
  it("saves once after moving/resizing stops, and on close", async () => {
    const win = new FakeWindow();
    const saved: unknown[] = [];
    trackWindowState(win, (s) => saved.push(s), 20);
    win.emit("move");
    win.bounds = { x: 30, y: 40, width: 1100, height: 750 };
    win.emit("resize");
    expect(saved).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(saved).toEqual([{ x: 30, y: 40, width: 1100, height: 750, maximized: false }]);
    win.maximized = true;
    win.emit("close");
    expect(saved.at(-1)).toEqual({ x: 30, y: 40, width: 1100, height: 750, maximized: true });
  });

  it("flushes a pending save on demand", () => {
    const win = new FakeWindow();
    const saved: unknown[] = [];
    const flush = trackWindowState(win, (s) => saved.push(s), 10_000);
    win.emit("resize");
    flush();
    expect(saved).toHaveLength(1);
    flush();
    expect(saved).toHaveLength(1);
  });
});
