import type { Pagination } from "../../../../common/schemas";
import type { Http } from "./http";

/** One stored backup on the server (newest first). */
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

/** One entry of the activity log: a sign-in, a failed sign-in or an admin change. */
export interface ActivityEntry {
  id: number;
  timestamp: string;
  /** "login", "login_failed" or "{resource words}.{create|update|delete}", e.g. "hosting-plans.update" */
  action: string;
  actor: string;
  ip: string;
  user_agent: string;
  /** "#3" or "" */
  target: string;
  /** "PUT /api/hosting-plans/3" */
  detail: string;
  success: boolean;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  pagination: Pagination;
}

export const ACTIVITY_PAGE_SIZE = 20;

/** Backups (list, create, download, restore) and the activity log. */
export function recordsApi(http: Http) {
  return {
    backups: () => http<{ backups: BackupInfo[] }>("/api/admin/backups", { noCache: true }),
    createBackup: () => http<{ success: boolean; message: string; name: string }>("/api/admin/backups", { method: "POST", body: {} }),
    downloadBackup: () => http<BackupFile>("/api/admin/backups/download", { noCache: true }),
    /** The backup file's JSON as the body; a wrong file answers 400 {detail} and nothing changes. */
    restoreBackup: (file: unknown) => http<RestoreResult>("/api/admin/backups/restore", { method: "POST", body: file }),

    activity: (page: number, search: string) =>
      http<ActivityPage>("/api/admin/activity", { noCache: true, query: { page, limit: ACTIVITY_PAGE_SIZE, search } }),
  };
}
