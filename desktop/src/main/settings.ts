import type { ServerProfile } from "../common/ipc";
import type { WindowState } from "./windowState";

/** Everything the app keeps on disk (electron-store in the app, a Map in tests). */
export interface Settings {
  /** The saved sites, in the order they were added. */
  profiles: ServerProfile[];
  /** The id of the site in use. */
  activeProfileId: string;
  /** Per site id: its bearer token encrypted with safeStorage, base64. Never written in clear text. */
  tokenCiphertexts: Record<string, string>;
  /** Set once the user was told that the token cannot be kept between runs. */
  insecureStorageNoticeShown: boolean;
  /** Native notifications for new contact messages (on unless switched off). */
  notificationsEnabled: boolean;
  /** Native notifications when a shown monitor goes down or comes back up, and when an incident opens (on unless switched off). */
  statusNotificationsEnabled: boolean;
  /** Per site id: the highest contact-submission id already announced (or seen when watching began). */
  announcedSubmissionIds: Record<string, number>;
  windowState: WindowState;
  /** Single-server versions of the app kept these two; moved into the first profile at start. */
  serverUrl: string;
  tokenCiphertext: string;
}

export interface SettingsStore {
  get<K extends keyof Settings>(key: K): Settings[K] | undefined;
  set<K extends keyof Settings>(key: K, value: Settings[K]): void;
  delete(key: keyof Settings): void;
}

/** In-memory SettingsStore for tests. Values are copied in and out, as a file-backed store would. */
export class MemorySettingsStore implements SettingsStore {
  readonly data = new Map<keyof Settings, unknown>();
  get<K extends keyof Settings>(key: K): Settings[K] | undefined {
    const value = this.data.get(key);
    return value === undefined ? undefined : (structuredClone(value) as Settings[K]);
  }
  set<K extends keyof Settings>(key: K, value: Settings[K]): void {
    this.data.set(key, structuredClone(value));
  }
  delete(key: keyof Settings): void {
    this.data.delete(key);
  }
}

/** Reads a per-site map setting, tolerating a damaged value (anything but a plain object counts as empty). */
export function recordSetting<K extends "tokenCiphertexts" | "announcedSubmissionIds">(settings: SettingsStore, key: K): Settings[K] {
  const value = settings.get(key);
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : ({} as Settings[K]);
}
