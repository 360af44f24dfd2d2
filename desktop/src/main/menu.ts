import type { MenuItemConstructorOptions } from "electron";

export interface MenuActions {
  reloadData(): void;
  changeServer(): void;
  logOut(): void;
  clearCache(): void;
  showAbout(): void;
}

export interface MenuContext {
  platform: NodeJS.Platform;
  appName: string;
}

/** The native menu: Reload data, Change server, Log out, Clear cache, Quit, plus the usual Edit/Window items. */
export function buildMenuTemplate(actions: MenuActions, context: MenuContext): MenuItemConstructorOptions[] {
  const isMac = context.platform === "darwin";
  const appItems: MenuItemConstructorOptions[] = [
    { label: "Reload Data", accelerator: "CmdOrCtrl+R", click: () => actions.reloadData() },
    { label: "Change Server…", click: () => actions.changeServer() },
    { type: "separator" },
    { label: "Log Out", click: () => actions.logOut() },
    { label: "Clear Cache", click: () => actions.clearCache() },
    { type: "separator" },
    { label: "Quit", role: "quit", accelerator: "CmdOrCtrl+Q" },
  ];
  const about: MenuItemConstructorOptions = { label: `About ${context.appName}`, click: () => actions.showAbout() };
  return [
    ...(isMac ? [{ label: context.appName, submenu: [about, { type: "separator" }, { role: "hide" }, { role: "hideOthers" }, { role: "unhide" }] } as MenuItemConstructorOptions] : []),
    { label: isMac ? "Server" : "File", submenu: appItems },
    {
      label: "Edit",
      submenu: [{ role: "undo" }, { role: "redo" }, { type: "separator" }, { role: "cut" }, { role: "copy" }, { role: "paste" }, { role: "selectAll" }],
    },
    { label: "View", submenu: [{ role: "resetZoom" }, { role: "zoomIn" }, { role: "zoomOut" }, { type: "separator" }, { role: "togglefullscreen" }] },
    { role: "windowMenu" },
    ...(isMac ? [] : [{ label: "Help", submenu: [about] } as MenuItemConstructorOptions]),
  ];
}
