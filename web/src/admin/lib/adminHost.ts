import type { TokenStore } from "../../../../common/tokenStore";

/** What the host (browser page at /admin, or the desktop app) injects into the admin panel. */
export interface AdminHost {
  /** Base URL of the API server, without trailing slash; "" means same origin. */
  apiBaseUrl: string;
  tokenStore: TokenStore;
  /** "web" at /admin, "desktop" inside the Electron app. */
  platform: "web" | "desktop";
  /** Desktop only: lets the panel offer "Change server". */
  onChangeServer?: () => void;
}
