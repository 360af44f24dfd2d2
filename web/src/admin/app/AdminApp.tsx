import { useCallback, useEffect, useMemo, useState } from "react";
import { createApiClient } from "../api/client";
import { FeedbackProvider } from "../components/ui/Feedback";
import type { AdminHost } from "../mount";
import { Dashboard } from "./Dashboard";
import { LoginScreen } from "./LoginScreen";

type Session = { state: "loading" } | { state: "signed-out" } | { state: "signed-in"; username: string };

/** SPEC §4 admin session: loading → verify the stored token → login screen or the panel. */
export function AdminApp({ host }: { host: AdminHost }) {
  const api = useMemo(() => createApiClient(host.apiBaseUrl, host.tokenStore), [host.apiBaseUrl, host.tokenStore]);
  const [session, setSession] = useState<Session>({ state: "loading" });

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const token = await host.tokenStore.get().catch(() => null);
      if (!token) return !cancelled && setSession({ state: "signed-out" });
      try {
        const result = await api.verifyToken();
        if (!result?.valid) throw new Error("invalid token");
        if (!cancelled) setSession({ state: "signed-in", username: result.username });
      } catch {
        await host.tokenStore.clear().catch(() => undefined);
        if (!cancelled) setSession({ state: "signed-out" });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [api, host.tokenStore]);

  const logout = useCallback(() => {
    void host.tokenStore.clear().catch(() => undefined);
    setSession({ state: "signed-out" });
  }, [host.tokenStore]);

  return (
    <FeedbackProvider>
      {session.state === "loading" && (
        <div className="loading-screen" role="status">
          <div className="spinner" aria-hidden="true" />
          <p>Loading admin panel...</p>
        </div>
      )}
      {session.state === "signed-out" && (
        <LoginScreen api={api} host={host} onSignedIn={(username) => setSession({ state: "signed-in", username })} />
      )}
      {session.state === "signed-in" && <Dashboard api={api} host={host} username={session.username} onLogout={logout} />}
    </FeedbackProvider>
  );
}
