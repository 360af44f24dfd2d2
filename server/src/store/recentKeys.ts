import type { StoredRecord } from "./types";

/**
 * The records added lately, by a key (the duplicate check of addUnlessRecent), so a check looks up one key
 * instead of walking every record of the window. Oldest first; those older than the window are dropped as it moves.
 */
export class RecentKeys<T extends StoredRecord> {
  private readonly byKey = new Map<string, T>();

  constructor(readonly key: (record: Omit<T, "id">) => string) {}

  remember(item: T): void {
    const key = this.key(item);
    this.byKey.delete(key);
    this.byKey.set(key, item);
  }

  /** The record stored under `wanted` at or after `since`, if it still is what `isLive` says is stored. */
  find(wanted: string, since: string, isLive: (item: T) => boolean): T | undefined {
    for (const [key, item] of this.byKey) {
      if (item.timestamp >= since) break;
      this.byKey.delete(key);
    }
    const item = this.byKey.get(wanted);
    return item && item.timestamp >= since && isLive(item) && this.key(item) === wanted ? item : undefined;
  }
}
