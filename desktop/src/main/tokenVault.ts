import { recordSetting, type SettingsStore } from "./settings";

/** Electron's asynchronous safeStorage behind an interface (see electronAdapters.ts). */
export interface Encryptor {
  /** true only where the OS offers real encryption (not Linux's basic_text fallback). */
  isAvailable(): Promise<boolean>;
  encrypt(plainText: string): Promise<Buffer>;
  /** `stale`: the OS key changed since; the text should be encrypted again. */
  decrypt(cipherText: Buffer): Promise<{ text: string; stale: boolean }>;
}

export const MAX_TOKEN_LENGTH = 16_384;

export interface TokenVaultOptions {
  settings: SettingsStore;
  encryptor: Encryptor;
  /** Called the first time ever that a token has to be kept in memory only. */
  onInsecureStorage?: () => void;
}

/**
 * Keeps one admin bearer token per site. With real OS encryption each token is stored encrypted in the settings
 * file; without it tokens live in this process's memory only (lost when the app quits) and the user is told once.
 */
export class TokenVault {
  private readonly memory = new Map<string, string>();
  /** Bumped by every set/clear, so a slow decrypt or encrypt never brings back a token that changed meanwhile. */
  private readonly generation = new Map<string, number>();

  constructor(private readonly options: TokenVaultOptions) {}

  /** Whether a token survives a restart. */
  persistent(): Promise<boolean> {
    return this.options.encryptor.isAvailable();
  }

  async get(profileId: string): Promise<string | null> {
    const remembered = this.memory.get(profileId);
    if (remembered !== undefined) return remembered;
    const { encryptor } = this.options;
    const started = this.generationOf(profileId);
    const cipherText = recordSetting(this.options.settings, "tokenCiphertexts")[profileId];
    if (typeof cipherText !== "string" || !(await encryptor.isAvailable())) return null;
    let decrypted: { text: string; stale: boolean };
    try {
      decrypted = await encryptor.decrypt(Buffer.from(cipherText, "base64"));
    } catch {
      if (this.generationOf(profileId) === started) this.forgetStored(profileId); // unreadable (e.g. keyring changed): log in again
      return null;
    }
    if (this.generationOf(profileId) !== started) return this.memory.get(profileId) ?? null; // set or cleared meanwhile
    this.memory.set(profileId, decrypted.text);
    if (decrypted.stale) {
      const fresh = await encryptor.encrypt(decrypted.text);
      if (this.generationOf(profileId) === started) this.store(profileId, fresh);
    }
    return decrypted.text;
  }

  async set(profileId: string, token: string): Promise<void> {
    if (typeof token !== "string" || token === "" || token.length > MAX_TOKEN_LENGTH) {
      throw new TypeError("Invalid token");
    }
    const { settings, encryptor, onInsecureStorage } = this.options;
    const mine = this.bump(profileId);
    this.memory.set(profileId, token);
    if (await encryptor.isAvailable()) {
      const cipherText = await encryptor.encrypt(token);
      if (this.generationOf(profileId) === mine) this.store(profileId, cipherText); // not cleared or replaced meanwhile
      return;
    }
    this.forgetStored(profileId);
    if (settings.get("insecureStorageNoticeShown") !== true) {
      settings.set("insecureStorageNoticeShown", true);
      onInsecureStorage?.();
    }
  }

  /** Logs the site out: its token is gone from memory and disk. */
  clear(profileId: string): void {
    this.bump(profileId);
    this.memory.delete(profileId);
    this.forgetStored(profileId);
  }

  private generationOf(profileId: string): number {
    return this.generation.get(profileId) ?? 0;
  }

  private bump(profileId: string): number {
    const next = this.generationOf(profileId) + 1;
    this.generation.set(profileId, next);
    return next;
  }

  private store(profileId: string, cipherText: Buffer): void {
    const all = recordSetting(this.options.settings, "tokenCiphertexts");
    this.options.settings.set("tokenCiphertexts", { ...all, [profileId]: cipherText.toString("base64") });
  }

  private forgetStored(profileId: string): void {
    const all = recordSetting(this.options.settings, "tokenCiphertexts");
    if (!(profileId in all)) return;
    const { [profileId]: _gone, ...rest } = all;
    this.options.settings.set("tokenCiphertexts", rest);
  }
}
