import type { MouseEvent } from "react";
import type { AdminHost } from "../lib/adminHost";
import type { useTheme } from "./theme";
import { websiteUrl } from "./websiteUrl";

interface Props {
  host: AdminHost;
  username: string;
  theme: ReturnType<typeof useTheme>;
  onRefresh: () => void;
  onClearCache: () => void;
  onLogout: () => void;
  leaveOk: () => Promise<boolean>;
}

/** The signed-in header: Back to Website, Refresh Data, Clear Cache, the theme toggle, Logout. */
export function Header({ host, username, theme, onRefresh, onClearCache, onLogout, leaveOk }: Props) {
  const desktop = host.platform === "desktop";
  const back = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (desktop) return;
    event.preventDefault();
    if (await leaveOk()) window.location.href = websiteUrl(host);
  };
  return (
    <header className="admin-header">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          HA
        </span>
        <div>
          <strong>Hosting Admin</strong>
          <small className="muted">Signed in as {username}</small>
        </div>
      </div>
      <nav className="header-actions" aria-label="Panel actions">
        <a className="button ghost" href={websiteUrl(host)} onClick={back} {...(desktop ? { target: "_blank", rel: "noreferrer" } : {})}>
          ← Back to Website
        </a>
        <button type="button" className="button" onClick={onRefresh}>
          Refresh Data
        </button>
        <button type="button" className="button" onClick={onClearCache}>
          Clear Cache
        </button>
        <button type="button" className="button theme-toggle" aria-pressed={theme.theme === "dark"} onClick={theme.toggle}>
          <span aria-hidden="true">{theme.theme === "dark" ? "☾" : "☼"}</span> Dark theme
        </button>
        {host.onChangeServer && (
          <button type="button" className="button" onClick={host.onChangeServer}>
            Change server
          </button>
        )}
        <button type="button" className="button danger" onClick={onLogout}>
          Logout
        </button>
      </nav>
    </header>
  );
}
