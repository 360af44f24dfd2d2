import type { InvokeHandlers } from "./ipcHandlers";
import type { SettingsStore } from "./settings";
import type { TokenVault } from "./tokenVault";
import { normalizeServerAddress, validateAndCheckServer, type FetchLike } from "./serverAddress";

export interface HandlerDeps {
  settings: SettingsStore;
  vault: TokenVault;
  version: string;
  fetch: FetchLike;
  suggestedServerUrl?: string | null;
  /** Called after a new server address was saved (the window reloads so the new CSP applies). */
  onServerChanged?: (origin: string) => void;
}

/** What each IPC channel does; plain functions, no Electron. */
export function createInvokeHandlers(deps: HandlerDeps): InvokeHandlers {
  const { settings, vault } = deps;
  return {
    "config:get": () => {
      const saved = settings.get("serverUrl");
      const valid = saved === undefined ? null : normalizeServerAddress(saved);
      return {
        serverUrl: valid?.ok === true ? valid.origin : null,
        version: deps.version,
        tokenPersistent: vault.persistent,
        suggestedServerUrl: deps.suggestedServerUrl ?? null,
      };
    },
    "server:check": (address) => validateAndCheckServer(address, deps.fetch),
    "server:set": async (address) => {
      const result = await validateAndCheckServer(address, deps.fetch);
      if (!result.ok) return result;
      if (settings.get("serverUrl") !== result.origin) {
        vault.clear(); // a token belongs to the server that issued it
        settings.set("serverUrl", result.origin);
        deps.onServerChanged?.(result.origin);
      }
      return result;
    },
    "token:get": () => vault.get(),
    "token:set": (token) => vault.set(token),
    "token:clear": () => vault.clear(),
  };
}
