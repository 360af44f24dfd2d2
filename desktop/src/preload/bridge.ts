import {
  MENU_COMMANDS,
  type ConnectionStatus,
  type DesktopBridge,
  type EventChannel,
  type InvokeArgs,
  type InvokeChannel,
  type InvokeResult,
  type IpcEventMap,
} from "../common/ipc";

/** The part of ipcRenderer the bridge uses (a fake in tests). Never handed to the page itself. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

const STATES: readonly ConnectionStatus["state"][] = ["online", "offline", "unknown"];

/** Copies only the known fields of a status, so nothing else from the main process reaches the page. */
function statusOf(value: unknown): ConnectionStatus | null {
  if (typeof value !== "object" || value === null) return null;
  const { state, serverUrl, unread, lastOnlineAt, error } = value as Record<string, unknown>;
  if (!STATES.includes(state as ConnectionStatus["state"])) return null;
  return {
    state: state as ConnectionStatus["state"],
    serverUrl: typeof serverUrl === "string" ? serverUrl : null,
    unread: typeof unread === "number" ? unread : null,
    lastOnlineAt: typeof lastOnlineAt === "string" ? lastOnlineAt : null,
    ...(typeof error === "string" ? { error } : {}),
  };
}

/** Builds the named functions the preload exposes; each maps to one typed channel and nothing else. */
export function createDesktopBridge(ipc: IpcRendererLike): DesktopBridge {
  const invoke = <C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<InvokeResult<C>> =>
    ipc.invoke(channel, ...args) as Promise<InvokeResult<C>>;
  /** The IPC event object (with its sender) never reaches the page: only a checked payload does. */
  const subscribe = <C extends EventChannel, T>(channel: C, accept: (args: IpcEventMap[C]) => T | null, listener: (value: T) => void) => {
    const wrapped = (_event: unknown, ...args: unknown[]): void => {
      const value = accept(args as IpcEventMap[C]);
      if (value !== null) listener(value);
    };
    ipc.on(channel, wrapped);
    return () => {
      ipc.removeListener(channel, wrapped);
    };
  };
  return {
    getConfig: () => invoke("config:get"),
    checkServer: (address) => invoke("server:check", String(address)),
    addProfile: (name, address) => invoke("profile:add", String(name), String(address)),
    switchProfile: (id) => invoke("profile:switch", String(id)),
    removeProfile: (id) => invoke("profile:remove", String(id)),
    getToken: () => invoke("token:get"),
    setToken: (token) => invoke("token:set", String(token)),
    clearToken: () => invoke("token:clear"),
    setNotificationsEnabled: (enabled) => invoke("settings:set-notifications", enabled === true),
    setStatusNotificationsEnabled: (enabled) => invoke("settings:set-status-notifications", enabled === true),
    checkConnection: () => invoke("connection:check"),
    checkForUpdates: () => invoke("updates:check"),
    onMenuCommand: (listener) => subscribe("menu:command", ([command]) => (MENU_COMMANDS.includes(command) ? command : null), listener),
    onConnectionStatus: (listener) => subscribe("connection:status", ([status]) => statusOf(status), listener),
  };
}
