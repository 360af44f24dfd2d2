import { useCallback, useEffect, useMemo, useState } from "react";
import type { DesktopBridge, DesktopConfig, MenuCommand } from "../common/ipc";
import { bridgeTokenStore } from "./bridgeTokenStore";
import { OfflineBanner, OfflineScreen } from "./OfflineNotice";
import { PanelHost } from "./PanelHost";
import { SettingsScreen } from "./SettingsScreen";
import { SitesScreen } from "./SitesScreen";
import { useConnectionStatus } from "./useConnectionStatus";

interface Props {
  bridge: DesktopBridge;
  config: DesktopConfig;
  /** Reloads the page; another site needs another Content-Security-Policy (connect-src). */
  reloadPage: () => void;
}

type View = "panel" | "sites" | "settings";

/** The admin panel's tab a clicked notification opens (the panel keeps its tab in the URL hash). */
const NOTICE_TABS: Partial<Record<MenuCommand, string>> = { "show-submissions": "#submissions", "show-status": "#status" };

export function App({ bridge, config: initialConfig, reloadPage }: Props) {
  const [config, setConfig] = useState(initialConfig);
  const active = config.profiles.find((profile) => profile.id === config.activeProfileId) ?? null;
  const [view, setView] = useState<View>(active ? "panel" : "sites");
  const [panelKey, setPanelKey] = useState(0);
  const tokenStore = useMemo(() => bridgeTokenStore(bridge), [bridge]);
  // The panel starts once the site has answered; from then on it stays mounted (hidden behind the other screens,
  // under the offline bar) so nothing typed into it is lost.
  const { status, check, everOnline: panelStarted } = useConnectionStatus(bridge, active !== null);
  const refreshConfig = useCallback(() => void bridge.getConfig().then(setConfig), [bridge]);

  useEffect(() => {
    const site = active ? ` — ${active.name}` : "";
    const count = status.unread !== null && status.unread > 0 ? `(${status.unread}) ` : "";
    document.title = `${count}Hostsite Admin${site}`;
  }, [active, status.unread]);

  useEffect(
    () =>
      bridge.onMenuCommand((command) => {
        if (command === "show-sites") setView("sites");
        if (command === "show-settings") setView("settings");
        if (command === "reload-data") setPanelKey((k) => k + 1); // a fresh mount fetches everything again
        const tab = NOTICE_TABS[command];
        if (tab !== undefined) {
          setView("panel");
          if (window.location.hash !== tab) window.location.hash = tab;
        }
      }),
    [bridge],
  );

  const toPanel = () => setView("panel");
  let screen = null;
  if (view === "sites" || active === null) {
    screen = <SitesScreen bridge={bridge} config={config} onClose={active ? toPanel : undefined} onActiveChanged={reloadPage} onListChanged={refreshConfig} />;
  } else if (view === "settings") {
    screen = <SettingsScreen bridge={bridge} config={config} onClose={() => (refreshConfig(), toPanel())} />;
  } else if (!panelStarted) {
    screen =
      status.state === "offline" ? (
        <OfflineScreen profile={active} status={status} onRetry={check} onShowSites={() => setView("sites")} />
      ) : (
        <main className="desk-screen" aria-busy="true">
          <p className="desk-muted">Connecting to {active.name}…</p>
        </main>
      );
  }

  return (
    <>
      {screen}
      {active && panelStarted && (
        <div className="desk-panel-area" hidden={screen !== null}>
          {status.state === "offline" && <OfflineBanner profile={active} status={status} onRetry={check} />}
          <PanelHost key={panelKey} serverUrl={active.serverUrl} tokenStore={tokenStore} onChangeServer={() => setView("sites")} />
        </div>
      )}
    </>
  );
}
