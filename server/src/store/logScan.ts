import type { StoredRecord } from "./types";

/** One line of a record log. A rewritten log starts with a "log" header: its generation and the highest id so far. */
export type LogRecord<T> =
  { op: "log"; generation: number; last_id: number } | { op: "add"; v: T } | { op: "set"; id: number; v: Partial<T> } | { op: "del"; id: number };

export interface LogScan<T> {
  /** From the header line; 0 for a log that was never rewritten. */
  generation: number;
  /** The highest id the header says was handed out before the rewrite (0 without a header). */
  headerLastId: number;
  /** Every readable record line (header excluded), in file order, with the byte offset where its line ends. */
  records: Array<{ record: Exclude<LogRecord<T>, { op: "log" }>; end: number }>;
  /** Complete lines that do not parse: acknowledged records that are damaged. The id is guessed from the text when it shows. */
  damaged: Array<{ line: number; end: number; id: number | null }>;
  /** Bytes up to the end of the last complete line. */
  completeBytes: number;
  totalBytes: number;
}

/** Reads a record log's bytes without judging them: readable records, damaged lines, and a torn last line. */
export function scanLog<T>(bytes: Buffer): LogScan<T> {
  const scan: LogScan<T> = { generation: 0, headerLastId: 0, records: [], damaged: [], completeBytes: 0, totalBytes: bytes.length };
  let start = 0;
  let lineNumber = 0;
  while (start < bytes.length) {
    const newline = bytes.indexOf(0x0a, start);
    if (newline === -1) break; // a torn last line: every complete line ends with "\n"
    lineNumber++;
    const end = newline + 1;
    const text = bytes.toString("utf8", start, newline);
    start = end;
    scan.completeBytes = end;
    if (text.trim() === "") continue;
    const record = parseRecord<T>(text);
    if (!record) {
      const id = /"id":\s*(\d+)/.exec(text);
      scan.damaged.push({ line: lineNumber, end, id: id ? Number(id[1]) : null });
    } else if (record.op === "log") {
      scan.generation = record.generation;
      scan.headerLastId = record.last_id;
    } else {
      scan.records.push({ record, end });
    }
  }
  return scan;
}

function parseRecord<T>(text: string): LogRecord<T> | null {
  try {
    const record = JSON.parse(text) as LogRecord<T>;
    if (!record || typeof record !== "object") return null;
    if (record.op === "add" && record.v && typeof record.v === "object" && Number.isSafeInteger((record.v as { id?: unknown }).id)) return record;
    if ((record.op === "set" || record.op === "del") && Number.isSafeInteger(record.id)) return record;
    if (record.op === "log" && Number.isSafeInteger(record.generation)) return { ...record, last_id: Number(record.last_id) || 0 };
    return null;
  } catch {
    return null;
  }
}

/** The records a log holds (the result of replaying it), by id. */
export function replayLog<T extends StoredRecord>(bytes: Buffer): Map<number, T> {
  const byId = new Map<number, T>();
  for (const { record } of scanLog<T>(bytes).records) {
    if (record.op === "add") byId.set(record.v.id, { ...record.v });
    else if (record.op === "set") {
      const item = byId.get(record.id);
      if (item) Object.assign(item, record.v, { id: item.id });
    } else byId.delete(record.id);
  }
  return byId;
}
