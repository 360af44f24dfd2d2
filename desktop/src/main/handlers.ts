import type { ConnectionStatus } from "../common/ipc";
import type { InvokeHandlers } from "./ipcHandlers";
import type { ProfileStore } from "./profiles";
import type { SettingsStore } from "./settings";
import type { TokenVault } from "./tokenVault";
import { validateAndCheckServer, type FetchLike } from "./serverAddress";

export interface HandlerDeps {
  settings: SettingsStore;
  vault: TokenVault;
  profiles: ProfileStore;
  version: string;
  fetch: FetchLike;
  suggestedServerUrl?: string | null;
  /** After the site in use changed (added, switched, removed): title, menu and watcher follow. */
  onProfilesChanged?: () => void;
  /** After the token of the site in use changed (login, logout): the watcher polls again. */
  onTokenChanged?: () => void;
  /** After status notifications were switched on or off: the status watcher starts afresh (its next answer is only recorded). */
  onStatusNotificationsChanged?: () => void;
  /** Polls the site in use now (Retry). */
  checkConnection?: () => Promise<ConnectionStatus>;
  /** "Check for updates…" from the settings screen. */
  checkForUpdates?: () => void;
}

const NO_SITE: ConnectionStatus = { state: "unknown", serverUrl: null, unread: null, lastOnlineAt: null };

/** What each IPC channel does; plain functions, no Electron. */
export function createInvokeHandlers(deps: HandlerDeps): InvokeHandlers {
  const { settings, vault, profiles } = deps;
  const activeId = (): string | null => profiles.active()?.id ?? null;
  return {
    "config:get": async () => {
      const active = profiles.active();
      return {
        profiles: profiles.list(),
        activeProfileId: active?.id ?? null,
        serverUrl: active?.serverUrl ?? null,
        version: deps.version,
        tokenPersistent: await vault.persistent(),
        suggestedServerUrl: deps.suggestedServerUrl ?? null,
        notificationsEnabled: settings.get("notificationsEnabled") !== false,
        statusNotificationsEnabled: settings.get("statusNotificationsEnabled") !== false,
      };
    },
    "server:check": (address) => validateAndCheckServer(address, deps.fetch),
    "profile:add": async (name, address) => {
      const checked = await validateAndCheckServer(address, deps.fetch);
      if (!checked.ok) return checked;
      const result = profiles.add(name, checked.origin);
      if (result.ok) deps.onProfilesChanged?.();
      return result;
    },
    "profile:switch": (id) => {
      if (!profiles.activate(id)) return false;
      deps.onProfilesChanged?.();
      return true;
    },
    "profile:remove": (id) => {
      profiles.remove(id);
      deps.onProfilesChanged?.();
    },
    "token:get": () => {
      const id = activeId();
      return id === null ? null : vault.get(id);
    },
    "token:set": async (token) => {
      const id = activeId();
      if (id === null) throw new Error("No site is configured");
      await vault.set(id, token);
      deps.onTokenChanged?.();
    },
    "token:clear": () => {
      const id = activeId();
      if (id !== null) vault.clear(id);
      deps.onTokenChanged?.();
    },
    "settings:set-notifications": (enabled) => {
      settings.set("notificationsEnabled", enabled);
      // Switched back on: what arrived meanwhile counts as seen, rather than a burst of old news.
      if (enabled) settings.delete("announcedSubmissionIds");
    },
    "settings:set-status-notifications": (enabled) => {
      settings.set("statusNotificationsEnabled", enabled);
      deps.onStatusNotificationsChanged?.();
    },
    "connection:check": () => deps.checkConnection?.() ?? Promise.resolve(NO_SITE),
    "updates:check": () => deps.checkForUpdates?.(),
  };
}
