/**
 * Where the admin panel keeps its bearer token. The browser uses localStorage; the desktop app injects a
 * store backed by electron-store through its preload bridge.
 */
export interface TokenStore {
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

/** The key the browser admin panel keeps its token under in localStorage. */
export const ADMIN_TOKEN_KEY = "admin_token";
