import type { MouseEvent } from "react";
import type { AdminHost } from "../lib/adminHost";
import type { useTheme } from "./theme";
import { websiteUrl } from "./websiteUrl";

export interface PanelActionsProps {
  host: AdminHost;
  theme: ReturnType<typeof useTheme>;
  onRefresh: () => void;
  onClearCache: () => void;
  leaveOk: () => Promise<boolean>;
  /** Called after an action was chosen (the phone menu closes). */
  onDone?: () => void;
}

/**
 * Back to Website, Refresh Data, Clear Cache, the theme toggle and (desktop app) Change server: in the header on
 * a wide screen, in the menu on a phone (the CSS shows one of the two).
 */
export function PanelActions({ host, theme, onRefresh, onClearCache, leaveOk, onDone, className }: PanelActionsProps & { className: string }) {
  const desktop = host.platform === "desktop";
  const back = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (desktop) return;
    event.preventDefault();
    if (await leaveOk()) window.location.href = websiteUrl(host);
  };
  const then = (action: () => void) => () => {
    onDone?.();
    action();
  };
  return (
    <div className={className}>
      <a className="button ghost" href={websiteUrl(host)} onClick={back} {...(desktop ? { target: "_blank", rel: "noreferrer" } : {})}>
        ← Back to Website
      </a>
      <button type="button" className="button" onClick={then(onRefresh)}>
        Refresh Data
      </button>
      <button type="button" className="button" onClick={then(onClearCache)}>
        Clear Cache
      </button>
      <button type="button" className="button theme-toggle" aria-pressed={theme.theme === "dark"} onClick={theme.toggle}>
        <span aria-hidden="true">{theme.theme === "dark" ? "☾" : "☼"}</span> Dark theme
      </button>
      {host.onChangeServer && (
        <button type="button" className="button" onClick={then(host.onChangeServer)}>
          Change server
        </button>
      )}
    </div>
  );
}
