import type { BackupFile } from "../../../../../common/contracts";
import type { ApiCall } from "../../../lib/api/client";
import { ALL_QUERIES, useApiMutation, useApiQuery } from "../../api/hooks";

/** Backups: the stored list, make one now, download the whole site as a file, restore from a file. */
const backupKeys = { all: ["backups"] as const };

const fetchBackups = (call: ApiCall) => call("GET /api/admin/backups", { noCache: true });
const createBackup = (call: ApiCall) => call("POST /api/admin/backups");
const downloadBackup = (call: ApiCall) => call("GET /api/admin/backups/download", { noCache: true });
/** The backup file's JSON as the body (read from a file: the server checks it); a wrong file answers 400 {detail} and nothing changes. */
const restoreBackup = (call: ApiCall, file: unknown) => call("POST /api/admin/backups/restore", { body: file as BackupFile });

export const useBackups = () => useApiQuery(backupKeys.all, fetchBackups);
export const useCreateBackup = () => useApiMutation((call) => createBackup(call), [backupKeys.all]);
export const useDownloadBackup = () => useApiMutation((call) => downloadBackup(call));
/** A restore replaces every piece of data (and adds a backup), so everything loads again. */
export const useRestoreBackup = () => useApiMutation(restoreBackup, [ALL_QUERIES]);
