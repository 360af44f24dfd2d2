import type { SiteData } from "./types";

/**
 * The next id of a sequence ("plans", "categories", ...), kept in meta.next_ids inside the data so it moves
 * with every write (and, in PostgreSQL, under the same row lock). Never below the highest existing id.
 */
export function nextIdIn(draft: SiteData, sequence: string): number {
  const existing = (draft as unknown as Record<string, unknown>)[sequence];
  const highest = Array.isArray(existing) ? existing.reduce((max: number, item: { id?: number }) => Math.max(max, Number(item.id) || 0), 0) : 0;
  const next = Math.max(draft.meta.next_ids[sequence] ?? 1, highest + 1);
  draft.meta.next_ids[sequence] = next + 1;
  return next;
}
