import type { DesktopBridge, EventChannel, InvokeArgs, InvokeChannel, InvokeResult, IpcEventMap, MenuCommand } from "../common/ipc";

/** The part of ipcRenderer the bridge uses (a fake in tests). Never handed to the page itself. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

const MENU_COMMANDS: readonly MenuCommand[] = ["reload-data", "change-server"];

/** Builds the named functions the preload exposes; each maps to one typed channel and nothing else. */
export function createDesktopBridge(ipc: IpcRendererLike): DesktopBridge {
  const invoke = <C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<InvokeResult<C>> =>
    ipc.invoke(channel, ...args) as Promise<InvokeResult<C>>;
  const menuChannel: EventChannel = "menu:command";
  return {
    getConfig: () => invoke("config:get"),
    checkServer: (address) => invoke("server:check", String(address)),
    setServer: (address) => invoke("server:set", String(address)),
    getToken: () => invoke("token:get"),
    setToken: (token) => invoke("token:set", String(token)),
    clearToken: () => invoke("token:clear"),
    onMenuCommand: (listener) => {
      // The IPC event object (with its sender) never reaches the page: only a known command string does.
      const wrapped = (_event: unknown, ...args: unknown[]): void => {
        const [command] = args as IpcEventMap[typeof menuChannel];
        if (MENU_COMMANDS.includes(command)) listener(command);
      };
      ipc.on(menuChannel, wrapped);
      return () => {
        ipc.removeListener(menuChannel, wrapped);
      };
    },
  };
}
