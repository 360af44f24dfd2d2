/**
 * The only main-process modules that touch Electron's objects directly, each adapting one of them to the small
 * interface the tested logic uses. Type-checked against Electron's bundled types (npm run typecheck).
 */
import type { BrowserWindow, IpcMain, SafeStorage, Session, WebContents } from "electron";
import type ElectronStore from "electron-store";
import type { IpcMainLike } from "./ipcHandlers";
import type { GuardedContents, GuardedSession } from "./navigationGuards";
import type { Settings, SettingsStore } from "./settings";
import type { Encryptor } from "./tokenVault";
import type { TrackedWindow } from "./windowState";

/**
 * safeStorage counts as real encryption only when it is available and, on Linux, not the "basic_text" backend
 * (which encrypts with a hard-coded password when no keyring is found).
 */
export function safeStorageEncryptor(safeStorage: SafeStorage, platform: NodeJS.Platform): Encryptor {
  return {
    isAvailable() {
      if (!safeStorage.isEncryptionAvailable()) return false;
      if (platform === "linux") {
        const backend = safeStorage.getSelectedStorageBackend();
        return backend !== "basic_text" && backend !== "unknown";
      }
      return true;
    },
    encrypt: (plainText) => safeStorage.encryptString(plainText),
    decrypt: (cipherText) => safeStorage.decryptString(cipherText),
  };
}

export function electronStoreSettings(store: ElectronStore<Partial<Settings>>): SettingsStore {
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
  };
}

export const asIpcMain = (ipcMain: IpcMain): IpcMainLike => ipcMain;
export const asGuardedContents = (contents: WebContents): GuardedContents => contents;
export const asGuardedSession = (session: Session): GuardedSession => session;
export const asTrackedWindow = (win: BrowserWindow): TrackedWindow => win;
