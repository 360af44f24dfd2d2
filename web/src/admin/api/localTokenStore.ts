import { ADMIN_TOKEN_KEY, type TokenStore } from "../../../../common/tokenStore";

/** The browser's token store: localStorage under the admin key. */
export function localTokenStore(storage: Storage = window.localStorage, key = ADMIN_TOKEN_KEY): TokenStore {
  return {
    get: async () => storage.getItem(key),
    set: async (token) => storage.setItem(key, token),
    clear: async () => storage.removeItem(key),
  };
}
