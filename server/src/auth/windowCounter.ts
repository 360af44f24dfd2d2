/** One key's count in its current window. */
export interface WindowCount {
  count: number;
  /** When the window ends (ms since the epoch, on the clock the caller passes). */
  endsAt: number;
}

/**
 * Counts per key in fixed windows: a window starts with the first count (or the first after the count fell back to
 * zero) and lasts `windowMs`; then the count starts again. Every change is one atomic step, so several requests at
 * once (or several server instances sharing one) never take more than the limit together.
 */
export interface WindowCounter {
  /** Adds one unless the count has reached `limit`; answers the count after it, the window's end, and whether it was added. */
  take(key: string, limit: number, windowMs: number, nowMs: number): Promise<WindowCount & { taken: boolean }>;
  /** Takes one back from the window that ends at `endsAt` (nothing once that window has passed). */
  giveBack(key: string, endsAt: number): Promise<void>;
  /** The current window's count, or null when there is none. */
  read(key: string, nowMs: number): Promise<WindowCount | null>;
  clear(key: string): Promise<void>;
}

/** The counter of one server process (the JSON store runs as one). Each change runs without an await in it. */
export class MemoryWindowCounter implements WindowCounter {
  private readonly windows = new Map<string, WindowCount>();

  async take(key: string, limit: number, windowMs: number, nowMs: number): Promise<WindowCount & { taken: boolean }> {
    const current = this.current(key, nowMs);
    if (!current || current.count <= 0) {
      const fresh = { count: 1, endsAt: nowMs + windowMs };
      this.windows.set(key, fresh);
      return { ...fresh, taken: true };
    }
    if (current.count >= limit) return { ...current, taken: false };
    current.count += 1;
    return { ...current, taken: true };
  }

  async giveBack(key: string, endsAt: number): Promise<void> {
    const current = this.windows.get(key);
    if (current && current.endsAt === endsAt && current.count > 0) current.count -= 1;
  }

  async read(key: string, nowMs: number): Promise<WindowCount | null> {
    const current = this.current(key, nowMs);
    return current ? { ...current } : null;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** The key's window, after dropping every window that has ended. */
  private current(key: string, nowMs: number): WindowCount | undefined {
    for (const [other, window] of this.windows) if (window.endsAt <= nowMs) this.windows.delete(other);
    return this.windows.get(key);
  }
}
