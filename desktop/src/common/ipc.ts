/**
 * The one cross-process file: every IPC channel, its arguments and its result. The main process's handlers,
 * the preload's bridge and the renderer's view of that bridge all derive their types from these maps.
 */

/** Why a server address was refused or a server did not answer as expected. */
export type ServerCheckResult = { ok: true; origin: string } | { ok: false; error: string };

/** One site the app manages: a name the administrator chose and the server's origin. */
export interface ServerProfile {
  id: string;
  name: string;
  /** The server's origin, e.g. "https://hosting.example.com". */
  serverUrl: string;
}

type ProfileResult = { ok: true; profile: ServerProfile } | { ok: false; error: string };

export interface DesktopConfig {
  /** Every saved site, in the order they were added. */
  profiles: ServerProfile[];
  /** The site in use, or null before the first one is added. */
  activeProfileId: string | null;
  /** The site in use's origin (the one the page may reach), or null. */
  serverUrl: string | null;
  /** The app's version (package.json), shown in the UI. */
  version: string;
  /** false where the OS offers no real encryption: tokens then live in memory only. */
  tokenPersistent: boolean;
  /** Pre-filled in the address field (npm run desktop:dev passes the local server); not saved. */
  suggestedServerUrl: string | null;
  /** Whether a native notification announces new contact messages. */
  notificationsEnabled: boolean;
  /** Whether a native notification announces a shown monitor going down or coming back up, and an incident opening. */
  statusNotificationsEnabled: boolean;
}

/** What the app last learned from the site in use (polled every minute, on focus and on Retry). */
export interface ConnectionStatus {
  /** "unknown" before the first check and when no site is configured. */
  state: "online" | "offline" | "unknown";
  serverUrl: string | null;
  /** Unread contact messages, or null when unknown (offline, not logged in). */
  unread: number | null;
  /** ISO time the server last answered, or null if it never did since the app started. */
  lastOnlineAt: string | null;
  /** Why the server counts as unreachable (offline only). */
  error?: string;
}

/** Renderer → main, request/response (ipcRenderer.invoke / ipcMain.handle). */
interface IpcInvokeMap {
  "config:get": { args: []; result: DesktopConfig };
  /** Validates the address and calls the server; saves nothing. */
  "server:check": { args: [address: string]; result: ServerCheckResult };
  /** Validates, calls the server, then saves a new site and makes it the one in use. */
  "profile:add": { args: [name: string, address: string]; result: ProfileResult };
  /** Makes a saved site the one in use (the page then reloads); false for an unknown id. */
  "profile:switch": { args: [id: string]; result: boolean };
  /** Forgets a site and its login. */
  "profile:remove": { args: [id: string]; result: void };
  /** The login of the site in use. */
  "token:get": { args: []; result: string | null };
  "token:set": { args: [token: string]; result: void };
  "token:clear": { args: []; result: void };
  "settings:set-notifications": { args: [enabled: boolean]; result: void };
  "settings:set-status-notifications": { args: [enabled: boolean]; result: void };
  /** Asks the site in use now (Retry) and answers what was learned. */
  "connection:check": { args: []; result: ConnectionStatus };
  /** "Check for updates…": the main process shows what it finds. */
  "updates:check": { args: []; result: void };
}
export type InvokeChannel = keyof IpcInvokeMap;
export type InvokeArgs<C extends InvokeChannel> = IpcInvokeMap[C]["args"];
export type InvokeResult<C extends InvokeChannel> = IpcInvokeMap[C]["result"];

/** Commands the native menu (or a clicked notification) sends to the renderer. */
export type MenuCommand = "reload-data" | "show-sites" | "show-settings" | "show-submissions" | "show-status";
export const MENU_COMMANDS: readonly MenuCommand[] = ["reload-data", "show-sites", "show-settings", "show-submissions", "show-status"];

/** Main → renderer events (webContents.send / ipcRenderer.on). */
export interface IpcEventMap {
  "menu:command": [command: MenuCommand];
  "connection:status": [status: ConnectionStatus];
}
export type EventChannel = keyof IpcEventMap;

const channelSet: Record<InvokeChannel, true> = {
  "config:get": true,
  "server:check": true,
  "profile:add": true,
  "profile:switch": true,
  "profile:remove": true,
  "token:get": true,
  "token:set": true,
  "token:clear": true,
  "settings:set-notifications": true,
  "settings:set-status-notifications": true,
  "connection:check": true,
  "updates:check": true,
};
/** Every invoke channel (kept exhaustive by the Record above). */
export const INVOKE_CHANNELS = Object.keys(channelSet) as InvokeChannel[];

/** The API the preload exposes on `window.hostsiteDesktop`. Named functions only; no raw IPC. */
export interface DesktopBridge {
  getConfig(): Promise<DesktopConfig>;
  checkServer(address: string): Promise<ServerCheckResult>;
  addProfile(name: string, address: string): Promise<ProfileResult>;
  switchProfile(id: string): Promise<boolean>;
  removeProfile(id: string): Promise<void>;
  getToken(): Promise<string | null>;
  setToken(token: string): Promise<void>;
  clearToken(): Promise<void>;
  setNotificationsEnabled(enabled: boolean): Promise<void>;
  setStatusNotificationsEnabled(enabled: boolean): Promise<void>;
  checkConnection(): Promise<ConnectionStatus>;
  checkForUpdates(): Promise<void>;
  /** Subscribes to native-menu commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /** Subscribes to connection/unread updates; returns the unsubscribe function. */
  onConnectionStatus(listener: (status: ConnectionStatus) => void): () => void;
}

/** The global name under which the preload exposes the bridge. */
export const BRIDGE_KEY = "hostsiteDesktop";
