import type { RecordFilter, StoredRecord } from "./types";

/** The records matching a filter, newest first, as copies (shared by both stores' record logs). */
export function filterNewestFirst<T extends StoredRecord>(items: readonly T[], filter: RecordFilter, matchesSearch: (item: T, needle: string) => boolean): T[] {
  const needle = filter.search?.trim().toLowerCase() ?? "";
  const from = filter.start_date || "";
  const to = filter.end_date || "";
  const result: T[] = [];
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    const day = item.timestamp.slice(0, 10);
    if (from && day < from) continue;
    if (to && day > to) continue;
    if (needle && !matchesSearch(item, needle)) continue;
    result.push({ ...item });
  }
  return result;
}

/** One page of already-filtered records. */
export function pageOfRecords<T>(matches: T[], query: { page: number; limit: number }): { items: T[]; total: number } {
  const start = (query.page - 1) * query.limit;
  return { items: matches.slice(start, start + query.limit), total: matches.length };
}
