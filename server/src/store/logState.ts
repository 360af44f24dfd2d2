import { createHash } from "node:crypto";
import { open, stat, type FileHandle } from "node:fs/promises";
import { dirname } from "node:path";
import { fsyncDirectory } from "./durableFile";

/** What a record log had acknowledged when it last answered a write: checked at the next start. */
export interface LogState {
  /** The log file's generation (its header line; 0 for a file that was never rewritten). */
  generation: number;
  /** Bytes of the log that hold acknowledged records. */
  bytes: number;
  /** Record lines in those bytes. */
  records: number;
  /** The highest id ever acknowledged (ids are never handed out twice). */
  last_id: number;
}

const SLOT_BYTES = 256;

/**
 * The durable state beside a record log (`<log>.state`): updated after every acknowledged batch, before the
 * writers are answered. Two fixed-size slots are written in turn, each with a checksum, so a write torn by a
 * power cut leaves the other slot intact.
 */
export class LogStateFile {
  private sequence = 0;

  private constructor(private readonly handle: FileHandle) {}

  /** Opens (or creates) the state file; `state` is null when there is none yet, `damaged` when it is unreadable. */
  static async open(path: string): Promise<{ file: LogStateFile; state: LogState | null; damaged: boolean }> {
    const existed = await stat(path).then(
      () => true,
      () => false,
    );
    const handle = await open(path, existed ? "r+" : "w+", 0o600);
    if (!existed) await fsyncDirectory(dirname(path));
    const buffer = Buffer.alloc(SLOT_BYTES * 2);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const slots = [readSlot(buffer.subarray(0, SLOT_BYTES)), readSlot(buffer.subarray(SLOT_BYTES))].filter((slot) => slot !== null);
    const newest = slots.sort((a, b) => b.sequence - a.sequence)[0] ?? null;
    const file = new LogStateFile(handle);
    file.sequence = newest?.sequence ?? 0;
    return { file, state: newest?.state ?? null, damaged: bytesRead > 0 && newest === null };
  }

  async write(state: LogState): Promise<void> {
    this.sequence++;
    const body = JSON.stringify({ sequence: this.sequence, ...state });
    const slot = `${body}|${checksum(body)}`.padEnd(SLOT_BYTES - 1) + "\n";
    await this.handle.write(slot, (this.sequence % 2) * SLOT_BYTES, "utf8");
    await this.handle.datasync();
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}

function readSlot(bytes: Buffer): { sequence: number; state: LogState } | null {
  const text = bytes.toString("utf8").trimEnd();
  const bar = text.lastIndexOf("|");
  if (bar === -1 || checksum(text.slice(0, bar)) !== text.slice(bar + 1)) return null;
  try {
    const { sequence, generation, bytes: size, records, last_id } = JSON.parse(text.slice(0, bar)) as Record<string, unknown>;
    if (![sequence, generation, size, records, last_id].every((value) => Number.isSafeInteger(value) && (value as number) >= 0)) return null;
    return {
      sequence: sequence as number,
      state: { generation: generation as number, bytes: size as number, records: records as number, last_id: last_id as number },
    };
  } catch {
    return null;
  }
}

function checksum(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}
