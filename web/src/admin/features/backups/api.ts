import { ALL_QUERIES, useApiMutation, useApiQuery } from "../../api/hooks";
import type { Http } from "../../api/http";

/** Backups: the stored list, make one now, download the whole site as a file, restore from a file. */
export interface BackupInfo {
  name: string;
  created_at: string;
  /** initial, daily, manual, pre-restore or pre-migration-vN */
  reason: string;
  size_bytes: number;
}

/** A downloaded backup file (only the fields the panel looks at). */
export interface BackupFile {
  format: string;
  schema_version: number;
  created_at: string;
  [key: string]: unknown;
}

export interface RestoreResult {
  success: boolean;
  message: string;
  backup: string;
  plans: number;
  submissions: number;
}

export const backupKeys = { all: ["backups"] as const };

export const fetchBackups = (http: Http) => http<{ backups: BackupInfo[] }>("/api/admin/backups", { noCache: true });
export const createBackup = (http: Http) => http<{ success: boolean; message: string; name: string }>("/api/admin/backups", { method: "POST", body: {} });
export const downloadBackup = (http: Http) => http<BackupFile>("/api/admin/backups/download", { noCache: true });
/** The backup file's JSON as the body; a wrong file answers 400 {detail} and nothing changes. */
export const restoreBackup = (http: Http, file: unknown) => http<RestoreResult>("/api/admin/backups/restore", { method: "POST", body: file });

export const useBackups = () => useApiQuery(backupKeys.all, fetchBackups);
export const useCreateBackup = () => useApiMutation((http) => createBackup(http), [backupKeys.all]);
export const useDownloadBackup = () => useApiMutation((http) => downloadBackup(http));
/** A restore replaces every piece of data (and adds a backup), so everything loads again. */
export const useRestoreBackup = () => useApiMutation(restoreBackup, [ALL_QUERIES]);
