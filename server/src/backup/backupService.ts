import type { Store, SiteData } from "../store/types";
import { buildBackupFile, parseBackupFile, type BackupFile } from "./backupFile";

export async function exportBackup(store: Store): Promise<BackupFile> {
  return buildBackupFile(store.snapshot(), store.submissions.all().reverse(), await store.statistics.all());
}

/**
 * Restores a backup file: validates it fully first (nothing changes if it is wrong), keeps the current admin
 * account and the current secrets (a backup file never contains them), takes a backup of the current state,
 * then replaces the data (and the statistics, when the file has them). Answers the name of the pre-restore backup.
 */
export async function restoreBackup(store: Store, input: unknown): Promise<{ backup: string; plans: number; submissions: number }> {
  const { site, submissions, statistics } = await parseBackupFile(input);
  const current = store.snapshot();
  const data: SiteData = {
    ...site,
    admin: current.admin,
    smtp: { ...site.smtp, smtp_password: site.smtp.smtp_password || current.smtp.smtp_password },
    billing: { ...site.billing, api_key: site.billing.api_key || current.billing.api_key },
    site_settings: { ...site.site_settings, uptime_kuma_api_key: site.site_settings.uptime_kuma_api_key || current.site_settings.uptime_kuma_api_key },
  };
  const backup = await store.restore(data, submissions);
  // A file from before statistics existed leaves the counts as they are.
  if (statistics) await store.statistics.replaceAll(statistics);
  return { backup, plans: data.plans.length, submissions: submissions.length };
}
