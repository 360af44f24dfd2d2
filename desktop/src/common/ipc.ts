/**
 * The one cross-process file: every IPC channel, its arguments and its result. The main process's handlers,
 * the preload's bridge and the renderer's view of that bridge all derive their types from these maps.
 */

/** Why a server address was refused or a server did not answer as expected. */
export type ServerCheckResult =
  | { ok: true; origin: string }
  | { ok: false; error: string };

export interface DesktopConfig {
  /** The configured server's origin (e.g. "https://hosting.example.com"), or null before the first start. */
  serverUrl: string | null;
  /** The app's version (package.json), shown in the UI. */
  version: string;
  /** false where the OS offers no real encryption: the token then lives in memory only. */
  tokenPersistent: boolean;
  /** Pre-filled in the address field (npm run desktop:dev passes the local server); not saved. */
  suggestedServerUrl: string | null;
}

/** Renderer → main, request/response (ipcRenderer.invoke / ipcMain.handle). */
export interface IpcInvokeMap {
  "config:get": { args: []; result: DesktopConfig };
  /** Validates the address and calls the server; saves nothing. */
  "server:check": { args: [address: string]; result: ServerCheckResult };
  /** Validates, calls the server, then saves the address (clearing the token if the server changed). */
  "server:set": { args: [address: string]; result: ServerCheckResult };
  "token:get": { args: []; result: string | null };
  "token:set": { args: [token: string]; result: void };
  "token:clear": { args: []; result: void };
}
export type InvokeChannel = keyof IpcInvokeMap;
export type InvokeArgs<C extends InvokeChannel> = IpcInvokeMap[C]["args"];
export type InvokeResult<C extends InvokeChannel> = IpcInvokeMap[C]["result"];

/** Commands the native menu sends to the renderer. */
export type MenuCommand = "reload-data" | "change-server";

/** Main → renderer events (webContents.send / ipcRenderer.on). */
export interface IpcEventMap {
  "menu:command": [command: MenuCommand];
}
export type EventChannel = keyof IpcEventMap;

const channelSet: Record<InvokeChannel, true> = {
  "config:get": true,
  "server:check": true,
  "server:set": true,
  "token:get": true,
  "token:set": true,
  "token:clear": true,
};
/** Every invoke channel (kept exhaustive by the Record above). */
export const INVOKE_CHANNELS = Object.keys(channelSet) as InvokeChannel[];

/** The API the preload exposes on `window.hostsiteDesktop`. Named functions only; no raw IPC. */
export interface DesktopBridge {
  getConfig(): Promise<DesktopConfig>;
  checkServer(address: string): Promise<ServerCheckResult>;
  setServer(address: string): Promise<ServerCheckResult>;
  getToken(): Promise<string | null>;
  setToken(token: string): Promise<void>;
  clearToken(): Promise<void>;
  /** Subscribes to native-menu commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}

/** The global name under which the preload exposes the bridge. */
export const BRIDGE_KEY = "hostsiteDesktop";
