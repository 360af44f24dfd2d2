import { useState } from "react";
import { formatTime } from "../../../web/src/admin/lib/format";
import type { ConnectionStatus, ServerProfile } from "../common/ipc";

interface Props {
  profile: ServerProfile;
  status: ConnectionStatus;
  onRetry: () => Promise<unknown>;
  onShowSites?: () => void;
}

function lastReached(status: ConnectionStatus): string {
  if (status.lastOnlineAt === null) return "It has not answered since the app started.";
  return `Last reached at ${formatTime(status.lastOnlineAt)}.`;
}

function useRetry(onRetry: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return { busy, retry };
}

/** At start, when the site cannot be reached: what is wrong, the address tried, Retry, and the other sites. */
export function OfflineScreen({ profile, status, onRetry, onShowSites }: Props) {
  const { busy, retry } = useRetry(onRetry);
  return (
    <main className="desk-screen">
      <section className="desk-card" role="alert" aria-labelledby="offline-title">
        <h1 id="offline-title">Can’t reach {profile.name}</h1>
        <p>
          The app could not connect to <strong className="desk-address">{profile.serverUrl}</strong>. Check your internet connection, or whether the site is
          down, then try again.
        </p>
        <p className="desk-muted">
          {status.error ? `${status.error}. ` : ""}
          {lastReached(status)}
        </p>
        <div className="desk-actions">
          {onShowSites && (
            <button type="button" className="desk-button" onClick={onShowSites}>
              Other sites…
            </button>
          )}
          <button type="button" className="desk-button desk-primary" onClick={() => void retry()} disabled={busy}>
            {busy ? "Trying…" : "Retry"}
          </button>
        </div>
      </section>
    </main>
  );
}

/** While working, when the site stops answering: a bar above the panel, which stays as it is (typed text included). */
export function OfflineBanner({ profile, status, onRetry }: Props) {
  const { busy, retry } = useRetry(onRetry);
  return (
    <div className="desk-offline-bar" role="alert">
      <div>
        <strong>Can’t reach {profile.name}</strong> <span className="desk-address">({profile.serverUrl})</span>. {lastReached(status)} Your unsaved changes stay
        on screen: save them again once the site is back.
      </div>
      <button type="button" className="desk-button" onClick={() => void retry()} disabled={busy}>
        {busy ? "Trying…" : "Retry"}
      </button>
    </div>
  );
}
