import type { LogScan } from "./logScan";
import { replayLog } from "./logScan";
import type { LogState } from "./logState";
import type { StoredRecord } from "./types";

/** Acknowledged records that a damaged log no longer holds. */
export interface LogDamage {
  /** How many acknowledged writes (record lines: new records and changes) are missing or unreadable. */
  lostRecords: number;
  /** The ids of lost records that can be named: added after the last one still there, or read from a damaged line. */
  lostIds: number[];
  /** What is wrong with the file, for the log. */
  problem: string;
}

export interface LogJudgement {
  damage: LogDamage | null;
  /** The last line was cut off by a crash before it was acknowledged: dropping it loses nothing. */
  tornTail: boolean;
}

/**
 * Compares a log file with the state written beside it when writes were acknowledged. A torn last line beyond
 * the acknowledged bytes is the normal trace of a crash; a file shorter than what was acknowledged, an older
 * copy of the file, or unreadable lines mean acknowledged records were lost.
 */
export function judgeLog<T extends StoredRecord>(scan: LogScan<T>, state: LogState | null): LogJudgement {
  const problems: string[] = [];
  const ids = new Set<number>();
  let lost = scan.damaged.length;
  if (scan.damaged.length > 0) {
    problems.push(
      `${scan.damaged.length} unreadable line${scan.damaged.length === 1 ? "" : "s"} (line ${scan.damaged
        .map((d) => d.line)
        .slice(0, 10)
        .join(", ")})`,
    );
    for (const line of scan.damaged) if (line.id !== null) ids.add(line.id);
  }
  const torn = scan.completeBytes < scan.totalBytes;
  let tornIsLost = false;
  if (state && state.generation === scan.generation && scan.totalBytes < state.bytes) {
    const present = scan.records.length + scan.damaged.length;
    lost += Math.max(1, state.records - present);
    problems.push(`the file is cut short (${scan.totalBytes} of ${state.bytes} acknowledged bytes remain)`);
    tornIsLost = torn;
    addIdsAfterLastFound(scan, state, ids);
  } else if (state && scan.generation < state.generation) {
    problems.push(`the file is an older copy (generation ${scan.generation}; generation ${state.generation} was written last)`);
    const before = ids.size;
    addIdsAfterLastFound(scan, state, ids);
    lost += Math.max(1, ids.size - before);
  }
  const damage = problems.length > 0 ? { lostRecords: lost, lostIds: [...ids].sort((a, b) => a - b), problem: problems.join("; ") } : null;
  return { damage, tornTail: torn && !tornIsLost };
}

/** Ids only grow: every id above the highest one the file still knows, up to the acknowledged highest, is lost. */
function addIdsAfterLastFound<T extends StoredRecord>(scan: LogScan<T>, state: LogState, ids: Set<number>): void {
  let highest = scan.headerLastId;
  for (const { record } of scan.records) if (record.op === "add") highest = Math.max(highest, record.v.id);
  for (let id = highest + 1; id <= state.last_id; id++) ids.add(id);
}

/** Where the records of a damaged log can be found again: the log file as copied into each backup. */
export interface BackupLogSource {
  /** Backups, newest first. */
  list(): Promise<Array<{ name: string }>>;
  /** The bytes of a file in a backup, or null when that backup has no such file. */
  readLog(backup: string, fileName: string): Promise<Buffer | null>;
}

/** Finds lost records in the newest backup that holds each of them. */
export async function findInBackups<T extends StoredRecord>(
  backups: BackupLogSource,
  fileName: string,
  ids: readonly number[],
): Promise<Array<{ record: T; backup: string }>> {
  const wanted = new Set(ids);
  const found: Array<{ record: T; backup: string }> = [];
  for (const backup of await backups.list()) {
    if (wanted.size === 0) break;
    const bytes = await backups.readLog(backup.name, fileName);
    if (!bytes) continue;
    const records = replayLog<T>(bytes);
    for (const id of [...wanted]) {
      const record = records.get(id);
      if (!record) continue;
      found.push({ record, backup: backup.name });
      wanted.delete(id);
    }
  }
  return found;
}

/** "#3, #5–#9" */
function describeIds(ids: readonly number[]): string {
  const sorted = [...ids].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    ranges.push(i === j ? `#${sorted[i]}` : `#${sorted[i]}–#${sorted[j]}`);
    i = j;
  }
  return ranges.join(", ");
}

/** The loud report of a damaged log. */
export function lostRecordsReport(
  fileName: string,
  damage: LogDamage,
  restored: Array<{ record: StoredRecord; backup: string }>,
  keptAs: string | null,
): string {
  const restoredIds = new Set(restored.map((entry) => entry.record.id));
  const missing = damage.lostIds.filter((id) => !restoredIds.has(id));
  const backups = [...new Set(restored.map((entry) => entry.backup))];
  const lines = [
    `RECORDS LOST in ${fileName}: ${damage.problem}.`,
    `${damage.lostRecords} acknowledged write${damage.lostRecords === 1 ? " is" : "s are"} missing or unreadable` +
      (damage.lostIds.length > 0 ? `, among them the record${damage.lostIds.length === 1 ? "" : "s"} with id ${describeIds(damage.lostIds)}.` : "."),
    restored.length > 0
      ? `Restored ${restored.length} from backup ${backups.join(", ")}: ${describeIds([...restoredIds])}.`
      : "No backup holds any of the named records.",
    ...(missing.length > 0 && restored.length > 0 ? [`Not in any backup: ${describeIds(missing)}.`] : []),
    keptAs ? `The damaged file was kept as ${keptAs}.` : "",
  ].filter(Boolean);
  const bar = "!".repeat(72);
  return `\n${bar}\n${lines.map((line) => `!! ${line}`).join("\n")}\n${bar}`;
}
