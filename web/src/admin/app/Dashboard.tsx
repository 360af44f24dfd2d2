import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFeedback } from "../components/ui/Feedback";
import { useCategories, usePlans } from "../api/catalog";
import { UNSAVED_CHOICES, UNSAVED_MESSAGE } from "../hooks/useDirty";
import type { AdminHost } from "../lib/adminHost";
import { AdminContext, type AdminContextValue } from "../lib/adminContext";
import { Header } from "./Header";
import { MaintenanceBanner } from "./MaintenanceBanner";
import { PanelActions } from "./PanelActions";
import { TabContent } from "./TabContent";
import { TabNav } from "./TabNav";
import { sectionFromHash } from "../lib/tabAddress";
import { isFormerTabHash, tabFromHash, TABS, type TabId } from "./tabs";
import type { useTheme } from "./theme";

interface Props {
  host: AdminHost;
  username: string;
  onLogout: () => void;
  theme: ReturnType<typeof useTheme>;
}

/** The signed-in panel: header, tab list, and the one active tab (kept in the URL hash). */
export function Dashboard({ host, username, onLogout, theme }: Props) {
  const { confirm } = useFeedback();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<TabId>(() => tabFromHash(window.location.hash));
  // Bumped when the administrator chose to throw unsaved edits away: the open tab starts over from the server's data.
  const [discarded, setDiscarded] = useState(0);
  const dirty = useRef(new Set<string>());
  // The phone menu (tabs and panel actions); on a wide screen the tabs are always shown and this changes nothing.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback((refocus = false) => {
    setMenuOpen(false);
    if (refocus) menuButton.current?.focus();
  }, []);
  // The overall data load: plans and categories, on sign-in and on every Refresh Data (a 401 here logs out).
  usePlans();
  useCategories();

  const leaveOk = useCallback(async () => dirty.current.size === 0 || (await confirm(UNSAVED_MESSAGE, UNSAVED_CHOICES)), [confirm]);

  const showTab = useCallback((next: TabId) => {
    dirty.current.clear();
    setTab(next);
    // An address that names a part of this tab (`#settings/status`) stays, so the tab can show that part.
    const hash = window.location.hash;
    const namesPart = tabFromHash(hash) === next && sectionFromHash(hash) !== null && !isFormerTabHash(hash);
    if (!namesPart && hash !== `#${next}`) window.history.replaceState(null, "", `#${next}`);
  }, []);

  const selectTab = useCallback(
    async (next: TabId, byArrows = false) => {
      if (next === tab) return byArrows ? undefined : closeMenu();
      if (!(await leaveOk())) return;
      showTab(next);
      if (!byArrows) closeMenu();
    },
    [tab, leaveOk, showTab, closeMenu],
  );

  // An opened phone menu takes the cursor to the open tab; Escape closes it and gives the cursor back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    menu.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !document.querySelector(".modal-backdrop")) closeMenu(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen, closeMenu]);

  // A tab opened by a former id gets its current address.
  useEffect(() => {
    if (isFormerTabHash(window.location.hash)) window.history.replaceState(null, "", `#${tab}`);
  }, [tab]);

  // The hash can change from outside (a link, the browser's Back, the desktop app opening Contact Submissions): same question first.
  useEffect(() => {
    const onHash = async () => {
      const next = tabFromHash(window.location.hash);
      if (next === tab) {
        if (isFormerTabHash(window.location.hash)) window.history.replaceState(null, "", `#${tab}`);
        return;
      }
      if (await leaveOk()) showTab(next);
      else window.history.replaceState(null, "", `#${tab}`);
    };
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, [tab, leaveOk, showTab]);

  useEffect(() => {
    const onUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current.size > 0) event.preventDefault();
    };
    window.addEventListener("beforeunload", onUnload);
    return () => window.removeEventListener("beforeunload", onUnload);
  }, []);

  const logout = useCallback(async () => {
    if (!(await leaveOk())) return;
    dirty.current.clear();
    onLogout();
  }, [leaveOk, onLogout]);

  const value = useMemo<AdminContextValue>(
    () => ({
      host,
      username,
      setDirty: (key, isDirty) => (isDirty ? dirty.current.add(key) : dirty.current.delete(key)),
    }),
    [host, username],
  );

  /** Refresh Data: every loaded answer is fetched again (unsaved edits, once given up, start over). */
  const refresh = async () => {
    if (dirty.current.size > 0) {
      if (!(await leaveOk())) return;
      dirty.current.clear();
      setDiscarded((n) => n + 1);
    }
    void queryClient.invalidateQueries();
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
        <Header
          host={host}
          username={username}
          theme={theme}
          onRefresh={refresh}
          onClearCache={clearCache}
          onLogout={logout}
          leaveOk={leaveOk}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
          menuButton={menuButton}
        />
        <MaintenanceBanner />
        <div className="admin-body">
          {menuOpen && <div className="menu-backdrop" aria-hidden="true" onClick={() => closeMenu(true)} />}
          <div id="admin-menu" ref={menu} className={menuOpen ? "admin-menu open" : "admin-menu"}>
            <TabNav active={tab} onSelect={selectTab} />
            <PanelActions
              className="menu-actions"
              host={host}
              theme={theme}
              onRefresh={refresh}
              onClearCache={clearCache}
              leaveOk={leaveOk}
              onDone={() => closeMenu()}
            />
          </div>
          <main className="admin-main" id={`panel-${active.id}`} role="tabpanel" aria-labelledby={`tab-${active.id}`}>
            <TabContent key={`${tab}-${discarded}`} tab={tab} />
          </main>
        </div>
      </div>
    </AdminContext.Provider>
  );
}
