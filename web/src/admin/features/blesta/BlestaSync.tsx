import { useState } from "react";
import type { BillingSyncResult } from "../../../../../common/contracts";
import { errorText } from "../../../lib/api/errors";
import { useFeedback } from "../../components/ui/Feedback";
import { useBlestaStatus, useSyncPlans } from "./api";
import { formatDateTime } from "../../lib/format";

const CONNECTION: Record<string, [string, string]> = {
  connected: ["Connected", "badge-green"],
  not_configured: ["Not configured", "badge-gray"],
};

type SyncOutcome = Pick<BillingSyncResult, "success" | "message" | "plans_updated" | "plans_failed" | "errors">;

/** Sync Status: connection, counts, last result; manual sync only when configured. */
export function BlestaSync() {
  const { notify } = useFeedback();
  const { data: status, error, isFetching: loading, refetch } = useBlestaStatus();
  const syncPlans = useSyncPlans();
  const [syncing, setSyncing] = useState(false);
  const [result, setResult] = useState<SyncOutcome | null>(null);
  const configured = !!status?.configured;
  const [label, badge] = CONNECTION[status?.connection_status ?? ""] ?? ["Error", "badge-red"];

  async function sync() {
    setSyncing(true);
    setResult(null);
    try {
      const answer = await syncPlans.mutateAsync(null);
      setResult(answer);
      notify(
        answer.success ? `Sync completed: ${answer.plans_updated} plan(s) updated.` : `Sync failed: ${answer.message}`,
        answer.success ? "success" : "error",
      );
    } catch (caught) {
      setResult({ success: false, message: errorText(caught), plans_updated: 0, plans_failed: 0, errors: [] });
      notify(`Sync failed: ${errorText(caught)}`, "error");
    } finally {
      setSyncing(false);
    }
  }

  const last = result ?? status?.last_sync_result ?? null;
  return (
    <div className="panel">
      <h2>Sync Status</h2>
      {error && <p className="warning">Status could not be loaded: {errorText(error)}</p>}
      {loading && !status && <p className="muted">Checking the connection...</p>}
      {status && (
        <>
          <p>
            Connection: <span className={`badge ${badge}`}>{label}</span> <span className="muted">{status.message}</span>
          </p>
          <div className="stat-grid">
            <div className="stat">
              <span className="muted small">Plans mapped</span>
              <strong>
                {status.plans_mapped} / {status.total_plans}
              </strong>
            </div>
            <div className="stat">
              <span className="muted small">Automatic sync</span>
              <strong>{status.sync_enabled ? "On" : "Off"}</strong>
            </div>
            <div className="stat">
              <span className="muted small">Last sync</span>
              <strong>{status.last_sync ? formatDateTime(status.last_sync) : "Never"}</strong>
            </div>
          </div>
        </>
      )}
      <div className="form-actions">
        <button type="button" className="button primary" onClick={sync} disabled={!configured || syncing} aria-describedby="sync-hint">
          {syncing ? "Syncing..." : "Sync Now"}
        </button>
        <button type="button" className="button" onClick={() => void refetch()} disabled={loading}>
          Refresh Status
        </button>
      </div>
      {!configured && (
        <p id="sync-hint" className="hint">
          Manual sync is available once the integration is configured (API URL, username and API key in Settings).
        </p>
      )}
      {last && (
        <div className={`result ${last.success ? "result-success" : "result-error"}`} role="status" style={{ marginTop: "1rem" }}>
          <strong>{last.success ? "Last sync succeeded" : "Last sync failed"}:</strong> {last.message}
          <br />
          Plans updated: {last.plans_updated} · Plans failed: {last.plans_failed}
          {"errors" in last && last.errors?.length > 0 && (
            <ul>
              {last.errors.map((e, i) => (
                <li key={i}>{e}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
