import type { Store, SiteData } from "../store/types";
import { buildBackupFile, parseBackupFile, type BackupFile } from "./backupFile";

export function exportBackup(store: Store): BackupFile {
  return buildBackupFile(store.snapshot(), store.submissions.all().reverse());
}

/**
 * Restores a backup file: validates it fully first (nothing changes if it is wrong), keeps the current admin
 * account and the current secrets (a backup file never contains them), takes a backup of the current state,
 * then replaces the data. Answers the name of the pre-restore backup.
 */
export async function restoreBackup(store: Store, input: unknown): Promise<{ backup: string; plans: number; submissions: number }> {
  const { site, submissions } = await parseBackupFile(input);
  const current = store.snapshot();
  const data: SiteData = {
    ...site,
    admin: current.admin,
    smtp: { ...site.smtp, smtp_password: site.smtp.smtp_password || current.smtp.smtp_password },
    billing: { ...site.billing, api_key: site.billing.api_key || current.billing.api_key },
    site_settings: { ...site.site_settings, uptime_kuma_api_key: site.site_settings.uptime_kuma_api_key || current.site_settings.uptime_kuma_api_key },
  };
  const backup = await store.restore(data, submissions);
  return { backup, plans: data.plans.length, submissions: submissions.length };
}
