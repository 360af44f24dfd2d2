import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useHttp } from "../../api/client";
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

export function useBackups() {
  const http = useHttp();
  return useQuery({ queryKey: backupKeys.all, queryFn: () => fetchBackups(http) });
}

export function useCreateBackup() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => createBackup(http), onSuccess: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }) });
}

export function useDownloadBackup() {
  const http = useHttp();
  return useMutation({ mutationFn: () => downloadBackup(http) });
}

/** A restore replaces every piece of data (and adds a backup), so everything is loaded again. */
export function useRestoreBackup() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (file: unknown) => restoreBackup(http, file), onSuccess: () => queryClient.invalidateQueries() });
}
