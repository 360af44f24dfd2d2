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
