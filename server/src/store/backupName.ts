/**
 * How a backup is named, in a folder or in the database alike: "<UTC time without separators>-<reason>", the
 * reason in lower-case letters, digits and dashes (at most 40 characters; "manual" when nothing is left). A second
 * backup with the same time and reason gets "-2", "-3", …. Names sort by time, newest last.
 */
export function backupStamp(now = new Date()): string {
  return now.toISOString().replace(/[-:.]/g, "");
}

export function backupReason(reason: string): string {
  return (
    reason
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")
      .slice(0, 40) || "manual"
  );
}

/** The n-th candidate name (n = 1, 2, …) for a backup made at `stamp` for `reason` (already made safe). */
export function backupName(stamp: string, safeReason: string, n = 1): string {
  return n === 1 ? `${stamp}-${safeReason}` : `${stamp}-${safeReason}-${n}`;
}

/**
 * Backups an administrator causes: one made on demand, and the one every restore takes first. They have a budget
 * of their own (the newest ON_REQUEST_BACKUP_KEEP are kept), so however many are made they never push out the
 * automatic ones (at first start, daily, before a data migration), which keep BACKUP_KEEP.
 */
export const ON_REQUEST_REASONS: readonly string[] = ["manual", "pre-restore"];
export const ON_REQUEST_BACKUP_KEEP = 10;

export function isOnRequestBackup(reason: string): boolean {
  return ON_REQUEST_REASONS.includes(reason);
}

/** The reason a backup's name carries: "<time>-manual-2" (the second at the same moment) is a "manual" one. */
export function reasonInName(nameReason: string): string {
  return nameReason.replace(/-\d+$/, "");
}

/** The backups to delete: past the newest `keep.automatic` automatic ones and the newest `keep.onRequest` others. */
export function backupsPastBudget<T extends { name: string; reason: string }>(newestFirst: readonly T[], keep: BackupBudget): T[] {
  const onRequest = newestFirst.filter((backup) => isOnRequestBackup(backup.reason));
  const automatic = newestFirst.filter((backup) => !isOnRequestBackup(backup.reason));
  return [...automatic.slice(keep.automatic), ...onRequest.slice(keep.onRequest)];
}

export interface BackupBudget {
  /** BACKUP_KEEP. */
  automatic: number;
  onRequest: number;
}
