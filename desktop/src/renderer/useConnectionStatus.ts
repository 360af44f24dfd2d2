import { useCallback, useEffect, useState } from "react";
import type { ConnectionStatus, DesktopBridge } from "../common/ipc";

const UNKNOWN: ConnectionStatus = { state: "unknown", serverUrl: null, unread: null, lastOnlineAt: null };

/**
 * What the main process last learned about the site in use: asked once at start, then pushed after every poll
 * (every minute, on focus). The browser's own online/offline events trigger an immediate check.
 */
export function useConnectionStatus(bridge: Pick<DesktopBridge, "checkConnection" | "onConnectionStatus">, enabled: boolean) {
  const [status, setStatus] = useState<ConnectionStatus>(UNKNOWN);
  const [everOnline, setEverOnline] = useState(false);
  const publish = useCallback((next: ConnectionStatus) => {
    setStatus(next);
    if (next.state === "online") setEverOnline(true);
    return next;
  }, []);
  const check = useCallback(
    () => bridge.checkConnection().then(publish, () => publish({ ...UNKNOWN, state: "offline", error: "The app could not check the connection" })),
    [bridge, publish],
  );

  useEffect(() => {
    if (!enabled) return;
    const off = bridge.onConnectionStatus(publish);
    void check();
    const recheck = () => void check();
    window.addEventListener("online", recheck);
    window.addEventListener("offline", recheck);
    return () => {
      off();
      window.removeEventListener("online", recheck);
      window.removeEventListener("offline", recheck);
    };
  }, [bridge, check, enabled, publish]);

  /** `everOnline`: the site has answered at least once since the app started. */
  return { status, check, everOnline };
}
