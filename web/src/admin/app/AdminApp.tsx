import { QueryClientProvider } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { createApiClient } from "../../lib/api/client";
import { ApiContext } from "../api/client";
import { FeedbackProvider } from "../components/ui/Feedback";
import { endOwnSession, verifyToken } from "../features/account/api";
import type { AdminHost } from "../lib/adminHost";
import { Dashboard } from "./Dashboard";
import { LoginScreen } from "./LoginScreen";
import { SITE_INFO_KEY } from "./SiteBrand";
import { createAdminQueryClient } from "./queryClient";
import { useTheme } from "./theme";

type Session = { state: "loading" } | { state: "signed-out" } | { state: "signed-in"; username: string };

/** The admin session: loading → verify the stored token → login screen or the panel. */
export function AdminApp({ host, root }: { host: AdminHost; root: HTMLElement }) {
  const api = useMemo(() => createApiClient({ baseUrl: host.apiBaseUrl, tokenStore: host.tokenStore }), [host.apiBaseUrl, host.tokenStore]);
  const [session, setSession] = useState<Session>({ state: "loading" });
  const theme = useTheme(root);

  const logout = useCallback(() => {
    void host.tokenStore.clear().catch(() => undefined);
    setSession({ state: "signed-out" });
  }, [host.tokenStore]);
  /** The Logout button: the session ends on the server too, so its token stops working even if it was copied. */
  const signOut = useCallback(() => {
    void host.tokenStore
      .get()
      .then((token) => (token ? endOwnSession(host.apiBaseUrl, token) : undefined))
      .catch(() => undefined);
    logout();
  }, [host, logout]);
  // A 401 anywhere (the query client reports it) signs the panel out, while it is signed in.
  const [unauthorized] = useState(() => new EventTarget());
  const [queryClient] = useState(() => createAdminQueryClient(() => unauthorized.dispatchEvent(new Event("unauthorized"))));
  const signedIn = session.state === "signed-in";
  useEffect(() => {
    if (!signedIn) return;
    unauthorized.addEventListener("unauthorized", logout);
    return () => unauthorized.removeEventListener("unauthorized", logout);
  }, [signedIn, unauthorized, logout]);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const token = await host.tokenStore.get().catch(() => null);
      if (!token) return !cancelled && setSession({ state: "signed-out" });
      try {
        const result = await verifyToken(api.call);
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

  // Signing out clears every loaded answer, so the next administrator starts from the server's data (the public
  // site information the sign-in screen shows is nobody's session data and stays).
  useEffect(() => {
    if (session.state === "signed-out") queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SITE_INFO_KEY[0] });
  }, [session.state, queryClient]);

  return (
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={queryClient}>
        <FeedbackProvider>
          {session.state === "loading" && (
            <div className="loading-screen" role="status">
              <div className="spinner" aria-hidden="true" />
              <p>Loading admin panel...</p>
            </div>
          )}
          {session.state === "signed-out" && <LoginScreen host={host} onSignedIn={(username) => setSession({ state: "signed-in", username })} />}
          {session.state === "signed-in" && <Dashboard host={host} username={session.username} onLogout={signOut} theme={theme} />}
        </FeedbackProvider>
      </QueryClientProvider>
    </ApiContext.Provider>
  );
}
