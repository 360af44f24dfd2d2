import { useEffect, useMemo, useState } from "react";
import type { DesktopBridge, DesktopConfig } from "../common/ipc";
import { AddressScreen } from "./AddressScreen";
import { bridgeTokenStore } from "./bridgeTokenStore";
import { PanelHost } from "./PanelHost";

interface Props {
  bridge: DesktopBridge;
  config: DesktopConfig;
  /** Reloads the page; a new server needs a new Content-Security-Policy (connect-src). */
  reloadPage: () => void;
}

export function App({ bridge, config, reloadPage }: Props) {
  const [changingServer, setChangingServer] = useState(false);
  const [panelKey, setPanelKey] = useState(0);
  const tokenStore = useMemo(() => bridgeTokenStore(bridge), [bridge]);

  useEffect(
    () =>
      bridge.onMenuCommand((command) => {
        if (command === "change-server") setChangingServer(true);
        if (command === "reload-data") setPanelKey((k) => k + 1); // a fresh mount fetches everything again
      }),
    [bridge],
  );

  if (config.serverUrl === null || changingServer) {
    return (
      <AddressScreen
        bridge={bridge}
        version={config.version}
        current={config.serverUrl}
        suggested={config.suggestedServerUrl}
        onCancel={config.serverUrl === null ? undefined : () => setChangingServer(false)}
        onSaved={(origin) => (origin === config.serverUrl ? setChangingServer(false) : reloadPage())}
      />
    );
  }
  return <PanelHost key={panelKey} serverUrl={config.serverUrl} tokenStore={tokenStore} onChangeServer={() => setChangingServer(true)} />;
}
