import { copyFile, mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { backupName, backupReason, backupsPastBudget, backupStamp, isOnRequestBackup, ON_REQUEST_BACKUP_KEEP, reasonInName } from "./backupName";
import type { BackupLogSource } from "./logRecovery";
import { writeFileDurably } from "./durableFile";

import type { BackupInfo } from "./types";

const NAME = /^(\d{8}T\d{6}\d{3}Z)-([a-z0-9-]+)$/;

/**
 * Rolling backups: one folder per backup holding site.json and copies of the record logs (submissions.jsonl,
 * activity.jsonl); the newest `keep` automatic ones are kept, and the newest `keepOnRequest` of those made on
 * demand or before a restore (see isOnRequestBackup).
 */
export class BackupFolder implements BackupLogSource {
  constructor(
    readonly dir: string,
    private readonly keep: number,
    private readonly keepOnRequest = ON_REQUEST_BACKUP_KEEP,
  ) {}

  /** `logFiles`: the record logs to copy (a missing one is skipped). */
  async create(reason: string, siteJson: string, logFiles: readonly string[]): Promise<string> {
    const stamp = backupStamp();
    const safeReason = backupReason(reason);
    let name = backupName(stamp, safeReason);
    for (let n = 2; await exists(join(this.dir, name)); n++) name = backupName(stamp, safeReason, n);
    const target = join(this.dir, name);
    await mkdir(target, { recursive: true, mode: 0o700 });
    await writeFileDurably(join(target, "site.json"), siteJson);
    for (const file of logFiles) if (await exists(file)) await copyFile(file, join(target, basename(file)));
    await this.prune();
    return name;
  }

  /** Newest first. */
  async list(): Promise<BackupInfo[]> {
    if (!(await exists(this.dir))) return [];
    const infos: BackupInfo[] = [];
    for (const name of await readdir(this.dir)) {
      const match = NAME.exec(name);
      if (!match) continue;
      infos.push({ name, created_at: parseStamp(match[1]), reason: reasonInName(match[2]), size_bytes: await folderSize(join(this.dir, name)) });
    }
    return infos.sort((a, b) => b.name.localeCompare(a.name));
  }

  /** When the newest backup was made (null: none), without reading any backup. */
  async newestAt(): Promise<string | null> {
    if (!(await exists(this.dir))) return null;
    const stamps = (await readdir(this.dir)).map((name) => NAME.exec(name)?.[1]).filter((stamp): stamp is string => stamp !== undefined);
    return stamps.length === 0 ? null : parseStamp(stamps.sort().at(-1)!);
  }

  async readSite(name: string): Promise<string> {
    return readFile(join(this.dir, name, "site.json"), "utf8");
  }

  async readLog(name: string, fileName: string): Promise<Buffer | null> {
    return readFile(join(this.dir, name, basename(fileName))).catch(() => null);
  }

  /** The newest automatic backup (what decides whether the periodic one is due), or undefined. */
  async newestAutomatic(): Promise<BackupInfo | undefined> {
    return (await this.list()).find((backup) => !isOnRequestBackup(backup.reason));
  }

  private async prune(): Promise<void> {
    const old = backupsPastBudget(await this.list(), { automatic: this.keep, onRequest: this.keepOnRequest });
    for (const backup of old) await rm(join(this.dir, backup.name), { recursive: true, force: true });
  }
}

function parseStamp(stamp: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/.exec(stamp)!;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`;
}

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size;
  return total;
}

export async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
