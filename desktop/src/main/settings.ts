import type { WindowState } from "./windowState";

/** Everything the app keeps on disk (electron-store in the app, a Map in tests). */
export interface Settings {
  /** The configured server's origin. */
  serverUrl: string;
  /** The bearer token encrypted with safeStorage, base64. Never written in clear text. */
  tokenCiphertext: string;
  /** Set once the user was told that the token cannot be kept between runs. */
  insecureStorageNoticeShown: boolean;
  windowState: WindowState;
}

export interface SettingsStore {
  get<K extends keyof Settings>(key: K): Settings[K] | undefined;
  set<K extends keyof Settings>(key: K, value: Settings[K]): void;
  delete(key: keyof Settings): void;
}

/** In-memory SettingsStore for tests. */
export class MemorySettingsStore implements SettingsStore {
  readonly data = new Map<keyof Settings, unknown>();
  get<K extends keyof Settings>(key: K): Settings[K] | undefined {
    return this.data.get(key) as Settings[K] | undefined;
  }
  set<K extends keyof Settings>(key: K, value: Settings[K]): void {
    this.data.set(key, value);
  }
  delete(key: keyof Settings): void {
    this.data.delete(key);
  }
}
