import { createRoot } from "react-dom/client";
import type { TokenStore } from "../../../common/tokenStore";

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

/** Mounts the admin panel into `element`. Placeholder until the admin panel (issue 6) lands. */
export function mountAdminPanel(element: HTMLElement, host: AdminHost): () => void {
  const root = createRoot(element);
  root.render(<p>Admin panel for {host.apiBaseUrl || "this site"} is loading…</p>);
  return () => root.unmount();
}
