/**
 * The only main-process modules that touch Electron's objects directly, each adapting one of them to the small
 * interface the tested logic uses. Type-checked against Electron's bundled types (npm run typecheck).
 */
import type { App, BrowserWindow, IpcMain, NativeImage, SafeStorage, Session, WebContents } from "electron";
import type ElectronStore from "electron-store";
import type { BadgeTargets } from "./badge";
import type { IpcMainLike } from "./ipcHandlers";
import type { GuardedContents, GuardedSession } from "./navigationGuards";
import type { Settings, SettingsStore } from "./settings";
import type { Encryptor } from "./tokenVault";
import type { TrackedWindow } from "./windowState";

/**
 * safeStorage's asynchronous API counts as real encryption only when it is available and, on Linux, not the
 * "basic_text" backend (which encrypts with a hard-coded password when no keyring is found).
 */
export function safeStorageEncryptor(safeStorage: SafeStorage, platform: NodeJS.Platform): Encryptor {
  return {
    async isAvailable() {
      if (!(await safeStorage.isAsyncEncryptionAvailable())) return false;
      if (platform === "linux") {
        const backend = safeStorage.getSelectedStorageBackend();
        return backend !== "basic_text" && backend !== "unknown";
      }
      return true;
    },
    encrypt: (plainText) => safeStorage.encryptStringAsync(plainText),
    decrypt: async (cipherText) => {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(cipherText);
      return { text: result, stale: shouldReEncrypt };
    },
  };
}

export function electronStoreSettings(store: ElectronStore<Partial<Settings>>): SettingsStore {
  const untyped = store as unknown as { get(key: string): unknown; set(key: string, value: unknown): void; delete(key: string): void };
  return {
    get: <K extends keyof Settings>(key: K) => untyped.get(key) as Settings[K] | undefined,
    set: (key, value) => untyped.set(key, value),
    delete: (key) => untyped.delete(key),
  };
}

/** The dock/launcher badge (app.setBadgeCount) and, on Windows, the taskbar overlay of the main window. */
export function badgeTargets(app: App, window: () => BrowserWindow | null, redDot: () => NativeImage): BadgeTargets {
  return {
    platform: process.platform,
    setBadgeCount: (count) => app.setBadgeCount(count),
    setOverlayIcon: (dot, description) => window()?.setOverlayIcon(dot === null ? null : redDot(), description),
  };
}

export const asIpcMain = (ipcMain: IpcMain): IpcMainLike => ipcMain;
export const asGuardedContents = (contents: WebContents): GuardedContents => contents;
export const asGuardedSession = (session: Session): GuardedSession => session;
export const asTrackedWindow = (win: BrowserWindow): TrackedWindow => win;
