import type { SettingsStore } from "./settings";

/** Electron's safeStorage behind an interface (see electronAdapters.ts). */
export interface Encryptor {
  /** true only where the OS offers real encryption (not Linux's basic_text fallback). */
  isAvailable(): boolean;
  encrypt(plainText: string): Buffer;
  decrypt(cipherText: Buffer): string;
}

export const MAX_TOKEN_LENGTH = 16_384;

export interface TokenVaultOptions {
  settings: SettingsStore;
  encryptor: Encryptor;
  /** Called the first time ever that a token has to be kept in memory only. */
  onInsecureStorage?: () => void;
}

/**
 * Keeps the admin bearer token. With real OS encryption the token is stored encrypted in the settings file;
 * without it the token lives in this process's memory only (lost when the app quits) and the user is told once.
 */
export class TokenVault {
  private memory: string | null = null;

  constructor(private readonly options: TokenVaultOptions) {}

  /** Whether a token survives a restart. */
  get persistent(): boolean {
    return this.options.encryptor.isAvailable();
  }

  get(): string | null {
    if (this.memory !== null) return this.memory;
    const { settings, encryptor } = this.options;
    const cipherText = settings.get("tokenCiphertext");
    if (cipherText === undefined || !encryptor.isAvailable()) return null;
    try {
      this.memory = encryptor.decrypt(Buffer.from(cipherText, "base64"));
      return this.memory;
    } catch {
      settings.delete("tokenCiphertext"); // unreadable (e.g. keyring changed): forget it, the user logs in again
      return null;
    }
  }

  set(token: string): void {
    if (typeof token !== "string" || token === "" || token.length > MAX_TOKEN_LENGTH) {
      throw new TypeError("Invalid token");
    }
    const { settings, encryptor, onInsecureStorage } = this.options;
    this.memory = token;
    if (encryptor.isAvailable()) {
      settings.set("tokenCiphertext", encryptor.encrypt(token).toString("base64"));
      return;
    }
    settings.delete("tokenCiphertext");
    if (settings.get("insecureStorageNoticeShown") !== true) {
      settings.set("insecureStorageNoticeShown", true);
      onInsecureStorage?.();
    }
  }

  clear(): void {
    this.memory = null;
    this.options.settings.delete("tokenCiphertext");
  }
}
