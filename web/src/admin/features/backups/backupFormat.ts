/** Readable names for the reasons a backup was taken (see the server's store: initial, daily, manual, ...). */
const REASONS: Record<string, string> = {
  initial: "Initial (first start)",
  daily: "Daily (automatic)",
  manual: "Manual",
  "pre-restore": "Before a restore",
};

export function reasonLabel(reason: string): string {
  if (REASONS[reason]) return REASONS[reason];
  const migration = /^pre-migration-v(\d+)$/.exec(reason);
  if (migration) return `Before a data update (from version ${migration[1]})`;
  return reason ? reason.charAt(0).toUpperCase() + reason.slice(1).replace(/[-_]/g, " ") : "Unknown";
}

/** The name the server gives the download: site-backup-YYYY-MM-DD.json (the backup's own date). */
export function backupFileName(createdAt: string | undefined, now = new Date()): string {
  const day = typeof createdAt === "string" && /^\d{4}-\d{2}-\d{2}/.test(createdAt) ? createdAt.slice(0, 10) : now.toISOString().slice(0, 10);
  return `site-backup-${day}.json`;
}

export type ReadBackup = { ok: true; data: unknown; createdAt: string | null } | { ok: false; problem: string };

/** Parses a chosen file's text; the server checks everything else (format, version, contents). */
export function readBackupText(text: string): ReadBackup {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: "the file is not valid JSON." };
  }
  const record = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  return { ok: true, data, createdAt: typeof record.created_at === "string" ? record.created_at : null };
}

/** The confirmation text before a restore. */
export function restoreQuestion(fileName: string, createdAt: string | null, formatDate: (iso: string) => string): string {
  const from = createdAt ? ` (made ${formatDate(createdAt)})` : "";
  return (
    `Restore the backup "${fileName}"${from}? All current data — plans, categories, website content, navigation, company info, ` +
    "legal pages, promo codes, settings and contact messages — will be replaced by the backup's. " +
    "A backup of the current data is taken first, so you can go back. Passwords and API keys are kept as they are."
  );
}
