/**
 * Electron main process entry (bundled to desktop/dist/main.cjs). Wires Electron's objects to the tested
 * modules beside this file; holds no logic of its own worth testing without Electron.
 */
import path from "node:path";
import { app, BrowserWindow, dialog, ipcMain, Menu, nativeImage, nativeTheme, Notification, protocol, safeStorage, screen, session, shell } from "electron";
import ElectronStore from "electron-store";
import { APP_ENTRY_URL, APP_SCHEME } from "../../../common/origin";
import type { ConnectionStatus, MenuCommand } from "../common/ipc";
import { createAppProtocolHandler } from "./appProtocol";
import { redDotBitmap, showUnreadBadge, windowTitle } from "./badge";
import { ConnectionWatcher, POLL_INTERVAL_MS } from "./connectionWatcher";
import { contentSecurityPolicy } from "./csp";
import { asGuardedContents, asGuardedSession, asIpcMain, asTrackedWindow, badgeTargets, electronStoreSettings, safeStorageEncryptor } from "./electronAdapters";
import { createInvokeHandlers } from "./handlers";
import { isTrustedSender, registerIpcHandlers } from "./ipcHandlers";
import { mainWindowOptions } from "./mainWindow";
import { buildMenuTemplate } from "./menu";
import { denyAllPermissions, guardContents } from "./navigationGuards";
import type { Notice } from "./notices";
import { ProfileStore } from "./profiles";
import type { Settings } from "./settings";
import { StatusWatcher } from "./statusWatcher";
import { TokenVault } from "./tokenVault";
import { createUpdateController } from "./updater/electronUpdates";
import type { WatchedSite } from "./watchedSite";
import { restoreWindowState, trackWindowState } from "./windowState";

const PRODUCT_NAME = "Hostsite Admin";

// A separate profile (tests, several dev copies side by side) must be chosen before anything reads userData.
if (process.env.HOSTSITE_DESKTOP_USER_DATA) app.setPath("userData", path.resolve(process.env.HOSTSITE_DESKTOP_USER_DATA));

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true } },
]);
app.enableSandbox();
if (process.platform === "win32") app.setAppUserModelId("com.hostsite.admin"); // notifications and taskbar grouping

// Every WebContents, whoever creates it: no navigation away, no new windows, no <webview>.
app.on("web-contents-created", (_event, contents) => {
  guardContents(asGuardedContents(contents), (url) => shell.openExternal(url));
});

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  void app.whenReady().then(start);
}

let mainWindow: BrowserWindow | null = null;

function start(): void {
  const store = new ElectronStore<Partial<Settings>>({ name: "settings", clearInvalidConfig: true });
  const settings = electronStoreSettings(store);
  const vault = new TokenVault({
    settings,
    encryptor: safeStorageEncryptor(safeStorage, process.platform),
    onInsecureStorage: () => {
      void dialog.showMessageBox({
        type: "warning",
        title: PRODUCT_NAME,
        message: "Your login will not be remembered",
        detail:
          "This system offers no secure password storage (keyring) for the app, so your login is kept in memory only. " +
          "You will need to log in again each time you start the app.",
      });
    },
  });
  const profiles = new ProfileStore(settings, vault);
  profiles.migrateSingleServer();

  const sendToWindow = (channel: "menu:command" | "connection:status", payload: MenuCommand | ConnectionStatus): void =>
    mainWindow?.webContents.send(channel, payload);
  const reload = (): void => mainWindow?.webContents.reload();
  const showWindow = (): void => {
    if (mainWindow === null) return createWindow();
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
  };

  let unread: number | null = null;
  const refreshTitle = (): void =>
    mainWindow?.setTitle(windowTitle({ productName: PRODUCT_NAME, version: app.getVersion(), siteName: profiles.active()?.name ?? null, unread }));
  const redDot = nativeImage.createFromBitmap(redDotBitmap(16), { width: 16, height: 16 });
  const badge = badgeTargets(
    app,
    () => mainWindow,
    () => redDot,
  );

  /** A native notification; clicking it brings the window forward on the tab `command` names. */
  const showNotice = ({ title, body }: Notice, command: MenuCommand): void => {
    if (!Notification.isSupported()) return;
    const notification = new Notification({ title, body });
    notification.on("click", () => {
      showWindow();
      sendToWindow("menu:command", command);
    });
    notification.show();
  };

  const site: WatchedSite = { fetch: (url, init) => fetch(url, init), activeProfile: () => profiles.active(), token: (id) => vault.get(id), settings };
  const watcher = new ConnectionWatcher({
    ...site,
    notify: (notice) => showNotice(notice, "show-submissions"),
    onStatus: (status) => {
      unread = status.unread;
      showUnreadBadge(badge, unread);
      refreshTitle();
      sendToWindow("connection:status", status);
    },
  });
  const statusWatcher = new StatusWatcher({ ...site, notify: (notice) => showNotice(notice, "show-status") });
  /** Both watchers ask the site in use at the same moments: every minute, on focus, after a login and on Retry. */
  const pollSite = (): Promise<ConnectionStatus> => {
    void statusWatcher.poll();
    return watcher.poll();
  };
  const pollTimer = setInterval(() => void pollSite(), POLL_INTERVAL_MS);
  app.on("before-quit", () => clearInterval(pollTimer));

  const updates = createUpdateController({
    dialog,
    window: () => mainWindow,
    isPackaged: app.isPackaged,
    resourcesPath: process.resourcesPath,
    productName: PRODUCT_NAME,
  });

  const ses = session.defaultSession;
  denyAllPermissions(asGuardedSession(ses));
  ses.protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({ rootDir: path.join(__dirname, "renderer"), csp: () => contentSecurityPolicy(profiles.active()?.serverUrl ?? null) }),
  );

  const rebuildMenu = (): void => {
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        buildMenuTemplate(
          {
            reloadData: () => sendToWindow("menu:command", "reload-data"),
            manageSites: () => sendToWindow("menu:command", "show-sites"),
            switchSite: (id) => {
              if (id === profiles.active()?.id || !profiles.activate(id)) return;
              siteChanged();
              reload(); // the page's Content-Security-Policy names the site, so it loads again
            },
            showSettings: () => sendToWindow("menu:command", "show-settings"),
            checkForUpdates: () => void updates.check({ manual: true }),
            logOut: () => {
              const active = profiles.active();
              if (active) vault.clear(active.id);
              reload();
            },
            clearCache: () => {
              for (const profile of profiles.list()) vault.clear(profile.id);
              void ses
                .clearCache()
                .then(() => ses.clearStorageData({ storages: ["localstorage", "indexdb", "cachestorage", "serviceworkers"] }))
                .finally(reload);
            },
            showAbout: () => {
              const active = profiles.active();
              void dialog.showMessageBox({
                type: "info",
                title: PRODUCT_NAME,
                message: `${PRODUCT_NAME} ${app.getVersion()}`,
                detail: active ? `${active.name}: ${active.serverUrl}` : "No site configured",
              });
            },
          },
          { platform: process.platform, appName: PRODUCT_NAME, profiles: profiles.list(), activeProfileId: profiles.active()?.id ?? null },
        ),
      ),
    );
  };
  /** Another site is in use (or the list changed): menu, title, badge and watcher follow. */
  const siteChanged = (): void => {
    rebuildMenu();
    watcher.reset();
    statusWatcher.reset();
    void pollSite();
  };

  registerIpcHandlers(
    asIpcMain(ipcMain),
    createInvokeHandlers({
      settings,
      vault,
      profiles,
      version: app.getVersion(),
      fetch: (url, init) => fetch(url, init),
      suggestedServerUrl: process.env.HOSTSITE_DESKTOP_SERVER ?? null,
      onProfilesChanged: siteChanged,
      onTokenChanged: () => void pollSite(),
      onStatusNotificationsChanged: () => statusWatcher.reset(),
      checkConnection: pollSite,
      checkForUpdates: () => void updates.check({ manual: true }),
    }),
    (event) => isTrustedSender(event, () => BrowserWindow.getAllWindows().map((w) => w.webContents.id)),
  );
  rebuildMenu();

  const createWindow = (): void => {
    const state = restoreWindowState(
      settings.get("windowState"),
      screen.getAllDisplays().map((d) => d.workArea),
    );
    const title = windowTitle({ productName: PRODUCT_NAME, version: app.getVersion(), siteName: profiles.active()?.name ?? null, unread });
    const win = new BrowserWindow(mainWindowOptions(state, title, __dirname, nativeTheme.shouldUseDarkColors));
    mainWindow = win;
    trackWindowState(asTrackedWindow(win), (next) => settings.set("windowState", next));
    win.on("page-title-updated", (event) => event.preventDefault()); // keep "(unread) Hostsite Admin <version> — <site>"
    win.on("focus", () => void pollSite());
    win.once("ready-to-show", () => {
      if (state.maximized) win.maximize();
      win.show();
      showUnreadBadge(badge, unread);
    });
    win.on("closed", () => {
      if (mainWindow === win) mainWindow = null;
    });
    void win.loadURL(APP_ENTRY_URL);
  };

  app.on("second-instance", showWindow);
  app.on("activate", () => {
    if (mainWindow === null) createWindow();
  });
  app.on("window-all-closed", () => {
    if (process.platform !== "darwin") app.quit();
  });
  createWindow();
  void pollSite();
  const stopUpdates = updates.start();
  app.on("before-quit", stopUpdates);
}
