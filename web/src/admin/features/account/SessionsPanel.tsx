import { useState } from "react";
import { SESSION_SIGNED_OUT, type AdminSessionView } from "../../../../../common/contracts";
import { errorText, isStatus } from "../../../lib/api/errors";
import { useFeedback } from "../../components/ui/Feedback";
import { formatDateTime } from "../../lib/format";
import { shortUserAgent } from "../../lib/userAgent";
import { useEndOtherSessions, useEndSession, useSessions } from "./api";

/** The signed-in sessions (browsers, the desktop app), with "Sign out" for each and for all the others. */
export function SessionsPanel() {
  const { notify, confirm } = useFeedback();
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const [busy, setBusy] = useState<string | null>(null);
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);

  async function act(key: string, task: () => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      await task();
      notify(done);
    } catch (caught) {
      // A 401 has already signed the administrator out (see the query client).
      if (!isStatus(caught, 401)) notify(`Error signing out: ${errorText(caught)}`, "error");
    } finally {
      setBusy(null);
    }
  }

  async function signOut(session: AdminSessionView) {
    const ok = await confirm(`Sign out ${shortUserAgent(session.user_agent)} (${session.ip || "unknown address"})? It will have to sign in again.`, {
      title: "Sign Out Session",
      confirmLabel: "Sign Out",
      danger: true,
    });
    if (ok) await act(session.id, () => endSession.mutateAsync(session.id), SESSION_SIGNED_OUT);
  }

  async function signOutOthers() {
    const ok = await confirm(`Sign out all ${others.length} other session(s)? Only this one stays signed in.`, {
      title: "Sign Out Everywhere Else",
      confirmLabel: "Sign Out Others",
      danger: true,
    });
    if (ok) await act("others", () => endOthers.mutateAsync(), "Every other session has been signed out.");
  }

  return (
    <section className="panel account-panel" aria-labelledby="sessions-title">
      <div className="panel-title-row">
        <h2 id="sessions-title">Signed-In Sessions</h2>
        <button type="button" className="button danger small" onClick={signOutOthers} disabled={others.length === 0 || busy !== null}>
          {busy === "others" ? "Signing out..." : "Sign out everywhere else"}
        </button>
      </div>
      <p className="muted">Every browser and desktop app signed in to this account. Sign out any you do not recognise, then change the password.</p>
      {sessions.error && (
        <p className="form-error" role="alert">
          Error loading sessions: {errorText(sessions.error)}
        </p>
      )}
      {list.length === 0 ? (
        <p className="empty-state">{sessions.isPending ? "Loading sessions..." : "No sessions."}</p>
      ) : (
        <ul className="session-list" aria-label="Signed-in sessions">
          {list.map((session) => (
            <li key={session.id} className={session.current ? "session current" : "session"}>
              <div className="session-main">
                <strong title={session.user_agent}>{shortUserAgent(session.user_agent)}</strong>
                {session.current && <span className="badge badge-blue">This session</span>}
                <span className="muted small">{session.ip || "unknown address"}</span>
              </div>
              <div className="session-times muted small">
                <span>Signed in {formatDateTime(session.created_at)}</span>
                <span>Last active {formatDateTime(session.last_seen_at)}</span>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="button small"
                  onClick={() => signOut(session)}
                  disabled={busy !== null}
                  aria-label={`Sign out ${shortUserAgent(session.user_agent)} from ${session.ip}`}
                >
                  {busy === session.id ? "Signing out..." : "Sign out"}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
