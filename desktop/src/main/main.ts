/**
 * Electron main process entry (bundled to desktop/dist/main.cjs). Wires Electron's objects to the tested
 * modules beside this file; holds no logic of its own worth testing without Electron.
 */
import path from "node:path";
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, safeStorage, screen, session, shell } from "electron";
import ElectronStore from "electron-store";
import { APP_ENTRY_URL, APP_SCHEME } from "../../../common/origin";
import type { MenuCommand } from "../common/ipc";
import { createAppProtocolHandler } from "./appProtocol";
import { contentSecurityPolicy } from "./csp";
import { asGuardedContents, asGuardedSession, asIpcMain, asTrackedWindow, electronStoreSettings, safeStorageEncryptor } from "./electronAdapters";
import { createInvokeHandlers } from "./handlers";
import { isTrustedSender, registerIpcHandlers } from "./ipcHandlers";
import { buildMenuTemplate } from "./menu";
import { denyAllPermissions, guardContents } from "./navigationGuards";
import { normalizeServerAddress } from "./serverAddress";
import type { Settings } from "./settings";
import { TokenVault } from "./tokenVault";
import { MIN_HEIGHT, MIN_WIDTH, restoreWindowState, trackWindowState } from "./windowState";

const PRODUCT_NAME = "Hostsite Admin";

// A separate profile (tests, several dev copies side by side) must be chosen before anything reads userData.
if (process.env.HOSTSITE_DESKTOP_USER_DATA) app.setPath("userData", path.resolve(process.env.HOSTSITE_DESKTOP_USER_DATA));

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true } },
]);
app.enableSandbox();

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
  const serverOrigin = (): string | null => {
    const saved = settings.get("serverUrl");
    const valid = saved === undefined ? null : normalizeServerAddress(saved);
    return valid?.ok === true ? valid.origin : null;
  };
  const windowTitle = (): string => `${PRODUCT_NAME} ${app.getVersion()}${serverOrigin() ? ` — ${serverOrigin()}` : ""}`;

  const ses = session.defaultSession;
  denyAllPermissions(asGuardedSession(ses));
  ses.protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({ rootDir: path.join(__dirname, "renderer"), csp: () => contentSecurityPolicy(serverOrigin()) }),
  );

  const sendMenuCommand = (command: MenuCommand): void => mainWindow?.webContents.send("menu:command", command);
  const reload = (): void => mainWindow?.webContents.reload();

  registerIpcHandlers(
    asIpcMain(ipcMain),
    createInvokeHandlers({
      settings,
      vault,
      version: app.getVersion(),
      fetch: (url, init) => fetch(url, init),
      suggestedServerUrl: process.env.HOSTSITE_DESKTOP_SERVER ?? null,
      onServerChanged: () => mainWindow?.setTitle(windowTitle()),
    }),
    (event) => isTrustedSender(event, () => BrowserWindow.getAllWindows().map((w) => w.webContents.id)),
  );

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate(
        {
          reloadData: () => sendMenuCommand("reload-data"),
          changeServer: () => sendMenuCommand("change-server"),
          logOut: () => {
            vault.clear();
            reload();
          },
          clearCache: () => {
            vault.clear();
            void ses.clearCache().then(() => ses.clearStorageData({ storages: ["localstorage", "indexdb", "cachestorage", "serviceworkers"] })).finally(reload);
          },
          showAbout: () => {
            void dialog.showMessageBox({ type: "info", title: PRODUCT_NAME, message: `${PRODUCT_NAME} ${app.getVersion()}`, detail: serverOrigin() ?? "No server configured" });
          },
        },
        { platform: process.platform, appName: PRODUCT_NAME },
      ),
    ),
  );

  const createWindow = (): void => {
    const state = restoreWindowState(settings.get("windowState"), screen.getAllDisplays().map((d) => d.workArea));
    const win = new BrowserWindow({
      ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
      width: state.width,
      height: state.height,
      minWidth: MIN_WIDTH,
      minHeight: MIN_HEIGHT,
      show: false,
      title: windowTitle(),
      backgroundColor: "#ffffff",
      webPreferences: {
        preload: path.join(__dirname, "preload.cjs"),
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        experimentalFeatures: false,
        navigateOnDragDrop: false,
        spellcheck: false,
      },
    });
    mainWindow = win;
    trackWindowState(asTrackedWindow(win), (next) => settings.set("windowState", next));
    win.on("page-title-updated", (event) => event.preventDefault()); // keep "Hostsite Admin <version> — <server>"
    win.once("ready-to-show", () => {
      if (state.maximized) win.maximize();
      win.show();
    });
    win.on("closed", () => {
      if (mainWindow === win) mainWindow = null;
    });
    void win.loadURL(APP_ENTRY_URL);
  };

  app.on("second-instance", () => {
    if (mainWindow === null) return createWindow();
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on("activate", () => {
    if (mainWindow === null) createWindow();
  });
  app.on("window-all-closed", () => {
    if (process.platform !== "darwin") app.quit();
  });
  createWindow();
}
