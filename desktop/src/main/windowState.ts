export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  /** Absent: let the OS center the window. */
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 840, maximized: false };
export const MIN_WIDTH = 800;
export const MIN_HEIGHT = 560;
/** How much of the window's top strip must lie on a display for the saved position to be kept. */
const MIN_VISIBLE_WIDTH = 120;
const MIN_VISIBLE_HEIGHT = 40;

const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * Turns what was saved (anything: the file may be old or edited by hand) into a usable window state for the
 * current displays: sizes clamped to the minimum and the largest display, and the position dropped when the
 * window's title bar would not be visible on any display (e.g. a monitor was unplugged).
 */
export function restoreWindowState(saved: unknown, workAreas: readonly Rect[]): WindowState {
  if (typeof saved !== "object" || saved === null) return { ...DEFAULT_WINDOW_STATE };
  const s = saved as Record<string, unknown>;
  const maxWidth = Math.max(MIN_WIDTH, ...workAreas.map((a) => a.width));
  const maxHeight = Math.max(MIN_HEIGHT, ...workAreas.map((a) => a.height));
  const width = isFiniteNumber(s.width) ? Math.round(Math.min(Math.max(s.width, MIN_WIDTH), maxWidth)) : DEFAULT_WINDOW_STATE.width;
  const height = isFiniteNumber(s.height) ? Math.round(Math.min(Math.max(s.height, MIN_HEIGHT), maxHeight)) : DEFAULT_WINDOW_STATE.height;
  const state: WindowState = { width, height, maximized: s.maximized === true };
  if (isFiniteNumber(s.x) && isFiniteNumber(s.y)) {
    const titleBar: Rect = { x: Math.round(s.x), y: Math.round(s.y), width, height: MIN_VISIBLE_HEIGHT };
    const visible = workAreas.some((area) => {
      const o = overlap(titleBar, area);
      return o.width >= Math.min(MIN_VISIBLE_WIDTH, width) && o.height >= MIN_VISIBLE_HEIGHT;
    });
    if (visible) {
      state.x = titleBar.x;
      state.y = titleBar.y;
    }
  }
  return state;
}

/** The part of BrowserWindow the tracker uses. */
export interface TrackedWindow {
  on(event: "resize" | "move" | "maximize" | "unmaximize" | "close", listener: () => void): unknown;
  getNormalBounds(): Rect;
  isMaximized(): boolean;
}

function captureWindowState(win: TrackedWindow): WindowState {
  const bounds = win.getNormalBounds();
  return { ...bounds, maximized: win.isMaximized() };
}

/**
 * Saves the window's state after it stops moving or resizing (debounced) and once more when it closes.
 * Returns a function that flushes a pending save.
 */
export function trackWindowState(
  win: TrackedWindow,
  save: (state: WindowState) => void,
  debounceMs = 500,
  timers: { set: typeof setTimeout; clear: typeof clearTimeout } = { set: setTimeout, clear: clearTimeout },
): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const saveNow = (): void => {
    if (pending !== undefined) timers.clear(pending);
    pending = undefined;
    save(captureWindowState(win));
  };
  const schedule = (): void => {
    if (pending !== undefined) timers.clear(pending);
    pending = timers.set(saveNow, debounceMs);
  };
  win.on("resize", schedule);
  win.on("move", schedule);
  win.on("maximize", saveNow);
  win.on("unmaximize", saveNow);
  win.on("close", saveNow);
  return () => {
    if (pending !== undefined) saveNow();
  };
}
