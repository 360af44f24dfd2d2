import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ApiClient } from "../api/client";
import { isStatus } from "../api/http";
import { useFeedback } from "../components/ui/Feedback";
import type { AdminHost } from "../mount";
import { AdminContext, type AdminContextValue } from "./context";
import { Header } from "./Header";
import { MaintenanceBanner } from "./MaintenanceBanner";
import { TabContent } from "./TabContent";
import { TabNav } from "./TabNav";
import { tabFromHash, TABS, type TabId } from "./tabs";
import { useCatalog } from "./useCatalog";

export const UNSAVED_MESSAGE = "You have unsaved changes. Leave without saving?";

interface Props {
  api: ApiClient;
  host: AdminHost;
  username: string;
  onLogout: () => void;
}

/** The signed-in panel: header, tab list, and the one active tab (kept in the URL hash). */
export function Dashboard({ api, host, username, onLogout }: Props) {
  const { confirm } = useFeedback();
  const [tab, setTab] = useState<TabId>(() => tabFromHash(window.location.hash));
  const [refreshKey, setRefreshKey] = useState(0);
  const dirty = useRef(new Set<string>());
  const catalog = useCatalog(api, onLogout);
  const { reload } = catalog;

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    const onHash = () => setTab(tabFromHash(window.location.hash));
    const onUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current.size > 0) event.preventDefault();
    };
    window.addEventListener("hashchange", onHash);
    window.addEventListener("beforeunload", onUnload);
    return () => {
      window.removeEventListener("hashchange", onHash);
      window.removeEventListener("beforeunload", onUnload);
    };
  }, []);

  const leaveOk = useCallback(async () => dirty.current.size === 0 || (await confirm(UNSAVED_MESSAGE, { confirmLabel: "Leave", danger: true })), [confirm]);

  const selectTab = useCallback(
    async (next: TabId) => {
      if (next === tab || !(await leaveOk())) return;
      dirty.current.clear();
      setTab(next);
      if (window.location.hash !== `#${next}`) window.history.replaceState(null, "", `#${next}`);
    },
    [tab, leaveOk],
  );

  const logout = useCallback(async () => {
    if (!(await leaveOk())) return;
    dirty.current.clear();
    onLogout();
  }, [leaveOk, onLogout]);

  const refreshAll = useCallback(() => {
    setRefreshKey((key) => key + 1);
    void reload();
  }, [reload]);

  const value = useMemo<AdminContextValue>(
    () => ({
      api,
      host,
      username,
      logout: onLogout,
      logoutOn401: (error) => {
        if (!isStatus(error, 401)) return false;
        onLogout();
        return true;
      },
      refreshKey,
      refreshAll,
      catalog,
      setDirty: (key, isDirty) => (isDirty ? dirty.current.add(key) : dirty.current.delete(key)),
    }),
    [api, host, username, onLogout, refreshKey, refreshAll, catalog],
  );

  const refresh = async () => {
    if (!(await leaveOk())) return;
    refreshAll();
  };

  const clearCache = async () => {
    if (!(await confirm("Clear all locally stored data? You will need to log in again.", { confirmLabel: "Clear Cache", danger: true }))) return;
    if (host.platform === "desktop") {
      await host.tokenStore.clear().catch(() => undefined);
      onLogout();
      return;
    }
    dirty.current.clear();
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.location.reload();
  };

  const active = TABS.find((t) => t.id === tab) ?? TABS[0];
  return (
    <AdminContext.Provider value={value}>
      <div className="admin-shell">
        <Header host={host} username={username} onRefresh={refresh} onClearCache={clearCache} onLogout={logout} leaveOk={leaveOk} />
        <MaintenanceBanner />
        <div className="admin-body">
          <TabNav active={tab} onSelect={selectTab} />
          <main className="admin-main" id={`panel-${active.id}`} role="tabpanel" aria-labelledby={`tab-${active.id}`}>
            <TabContent tab={tab} />
          </main>
        </div>
      </div>
    </AdminContext.Provider>
  );
}
