import { useState, type ChangeEvent } from "react";
import { errorText, isStatus } from "../../../lib/api/errors";
import { useFeedback } from "../../components/ui/Feedback";
import { downloadText } from "../../lib/download";
import { formatBytes, formatDateTime } from "../../lib/format";
import { useBackups, useCreateBackup, useDownloadBackup, useRestoreBackup } from "./api";
import { backupFileName, readBackupText, reasonLabel, restoreQuestion } from "./backupFormat";
import { TableWrap } from "../../components/ui/TableWrap";

type Busy = null | "create" | "download" | "restore";

/** Backups: the server's stored backups, make one now, download the whole site as a file, restore from a file. */
export function BackupsTab() {
  const { notify, confirm } = useFeedback();
  const query = useBackups();
  const createBackup = useCreateBackup();
  const downloadBackup = useDownloadBackup();
  const restoreBackup = useRestoreBackup();
  const [busy, setBusy] = useState<Busy>(null);
  const rows = query.data?.backups ?? [];

  async function run(kind: Exclude<Busy, null>, prefix: string, action: () => Promise<void>) {
    setBusy(kind);
    try {
      await action();
    } catch (caught) {
      // A 401 has already signed the administrator out (see the query client).
      if (!isStatus(caught, 401)) notify(`${prefix}${errorText(caught)}`, "error");
    } finally {
      setBusy(null);
    }
  }

  const create = () =>
    run("create", "Error creating backup: ", async () => {
      await createBackup.mutateAsync();
      notify("Backup created successfully!");
    });

  const download = () =>
    run("download", "Error downloading backup: ", async () => {
      const file = await downloadBackup.mutateAsync();
      downloadText(backupFileName(file?.created_at), JSON.stringify(file, null, 2), "application/json");
      notify("Backup downloaded.");
    });

  async function restore(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const read = readBackupText(await file.text());
    if (!read.ok) return notify(`Error restoring backup: ${read.problem}`, "error");
    const question = restoreQuestion(file.name, read.createdAt, formatDateTime);
    if (!(await confirm(question, { title: "Restore backup", confirmLabel: "Replace current data", danger: true }))) return;
    await run("restore", "Error restoring backup: ", async () => {
      const result = await restoreBackup.mutateAsync(read.data);
      notify(result?.message || "Backup restored.");
    });
  }

  return (
    <section aria-labelledby="backups-title">
      <div className="tab-header">
        <div>
          <h1 id="backups-title">Backups</h1>
          <p className="muted">Copies of all website data kept on the server, plus download and restore.</p>
        </div>
        <div className="actions">
          <button type="button" className="button primary" onClick={create} disabled={busy !== null}>
            {busy === "create" ? "Creating..." : "Create backup now"}
          </button>
          <button type="button" className="button" onClick={download} disabled={busy !== null}>
            {busy === "download" ? "Downloading..." : "Download backup"}
          </button>
          <label className={`button file-button${busy !== null ? " disabled" : ""}`}>
            {busy === "restore" ? "Restoring..." : "Restore from file…"}
            <input
              type="file"
              accept=".json,application/json"
              className="visually-hidden"
              aria-label="Restore from backup file"
              onChange={restore}
              disabled={busy !== null}
            />
          </label>
        </div>
      </div>
      <aside className="info-box backup-info" aria-label="About backups">
        <p>
          A backup contains everything on the website: plans, categories, website content, navigation, company info, legal pages, promo codes, settings and all
          contact messages. Passwords and API keys are never included; on a restore the ones stored now are kept. The server makes a backup automatically every
          day, and before every restore or data update. Download one to keep a copy elsewhere; restoring a file replaces the current data.
        </p>
      </aside>
      {query.error && (
        <p className="form-error" role="alert">
          Error loading backups: {errorText(query.error)}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="empty-state">{query.isFetching ? "Loading backups..." : "No backups yet."}</p>
      ) : (
        <TableWrap label="Stored backups">
          <table className="data-table backups-table" aria-label="Stored backups">
            <thead>
              <tr>
                <th scope="col">Created</th>
                <th scope="col">Reason</th>
                <th scope="col">Size</th>
                <th scope="col">Name</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.name} data-reason={b.reason}>
                  <td data-label="Created">{formatDateTime(b.created_at)}</td>
                  <td data-label="Reason">{reasonLabel(b.reason)}</td>
                  <td data-label="Size" className="nowrap">
                    {formatBytes(b.size_bytes)}
                  </td>
                  <td data-label="Name" className="muted small break">
                    {b.name}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
