import type { TokenStore } from "../../../common/tokenStore";
import type { DesktopBridge } from "../common/ipc";

/** The admin panel's TokenStore, kept by the main process (electron-store + safeStorage), never in localStorage. */
export function bridgeTokenStore(bridge: Pick<DesktopBridge, "getToken" | "setToken" | "clearToken">): TokenStore {
  return {
    get: () => bridge.getToken(),
    set: (token) => bridge.setToken(token),
    clear: () => bridge.clearToken(),
  };
}
