import type { MenuItemConstructorOptions } from "electron";
import type { ServerProfile } from "../common/ipc";

export interface MenuActions {
  reloadData(): void;
  /** Opens the Sites screen (add, switch, remove). */
  manageSites(): void;
  switchSite(profileId: string): void;
  showSettings(): void;
  checkForUpdates(): void;
  logOut(): void;
  clearCache(): void;
  showAbout(): void;
}

export interface MenuContext {
  platform: NodeJS.Platform;
  appName: string;
  profiles: ServerProfile[];
  activeProfileId: string | null;
}

/** Sites submenu: one radio item per saved site (Ctrl/Cmd+1…9 for the first nine), then "Manage Sites…". */
function sitesSubmenu(actions: MenuActions, context: MenuContext): MenuItemConstructorOptions[] {
  const sites: MenuItemConstructorOptions[] = context.profiles.map((profile, index) => ({
    label: `${profile.name} — ${new URL(profile.serverUrl).host}`,
    type: "radio",
    checked: profile.id === context.activeProfileId,
    ...(index < 9 ? { accelerator: `CmdOrCtrl+${index + 1}` } : {}),
    click: () => actions.switchSite(profile.id),
  }));
  return [...sites, ...(sites.length > 0 ? [{ type: "separator" } as const] : []), { label: "Manage Sites…", click: () => actions.manageSites() }];
}

/**
 * The native menu: the site switcher, Reload Data, Settings, Check for Updates, Log Out, Clear Cache, Quit,
 * plus the usual Edit/View/Window items. Rebuilt whenever the saved sites change.
 */
export function buildMenuTemplate(actions: MenuActions, context: MenuContext): MenuItemConstructorOptions[] {
  const isMac = context.platform === "darwin";
  const settings: MenuItemConstructorOptions = { label: isMac ? "Settings…" : "Settings", accelerator: "CmdOrCtrl+,", click: () => actions.showSettings() };
  const updates: MenuItemConstructorOptions = { label: "Check for updates…", click: () => actions.checkForUpdates() };
  const about: MenuItemConstructorOptions = { label: `About ${context.appName}`, click: () => actions.showAbout() };
  const appItems: MenuItemConstructorOptions[] = [
    { label: "Sites", submenu: sitesSubmenu(actions, context) },
    { label: "Reload Data", accelerator: "CmdOrCtrl+R", click: () => actions.reloadData() },
    ...(isMac ? [] : [settings]),
    { type: "separator" },
    { label: "Log Out", click: () => actions.logOut() },
    { label: "Clear Cache", click: () => actions.clearCache() },
    { type: "separator" },
    { label: "Quit", role: "quit", accelerator: "CmdOrCtrl+Q" },
  ];
  return [
    ...(isMac
      ? [
          {
            label: context.appName,
            submenu: [about, updates, { type: "separator" }, settings, { type: "separator" }, { role: "hide" }, { role: "hideOthers" }, { role: "unhide" }],
          } as MenuItemConstructorOptions,
        ]
      : []),
    { label: isMac ? "Site" : "File", submenu: appItems },
    {
      label: "Edit",
      submenu: [{ role: "undo" }, { role: "redo" }, { type: "separator" }, { role: "cut" }, { role: "copy" }, { role: "paste" }, { role: "selectAll" }],
    },
    { label: "View", submenu: [{ role: "resetZoom" }, { role: "zoomIn" }, { role: "zoomOut" }, { type: "separator" }, { role: "togglefullscreen" }] },
    { role: "windowMenu" },
    ...(isMac ? [] : [{ label: "Help", submenu: [updates, { type: "separator" }, about] } as MenuItemConstructorOptions]),
  ];
}
