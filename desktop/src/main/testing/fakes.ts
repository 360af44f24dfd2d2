/** Electron stand-ins for main-process tests (Node only: nothing here loads Electron). */
import type { Encryptor } from "../tokenVault";

/**
 * A reversible stand-in for safeStorage's asynchronous API, answering on a later tick as the real one does.
 * Never leaves the token readable in what it returns. `key` plays the OS key: a ciphertext made under another
 * key fails to decrypt, like after a keyring reset.
 */
export function fakeEncryptor(available: boolean, options: { key?: string; stale?: boolean } = {}): Encryptor & { calls: string[] } {
  const key = options.key ?? "k1";
  const calls: string[] = [];
  const later = <T>(value: () => T) =>
    new Promise<T>((resolve, reject) =>
      setImmediate(() => {
        try {
          resolve(value());
        } catch (error) {
          reject(error);
        }
      }),
    );
  return {
    calls,
    isAvailable: () => later(() => available),
    encrypt: (plain) => {
      calls.push("encrypt");
      return later(() => Buffer.from(`enc:${key}:${Buffer.from(plain).toString("hex")}`));
    },
    decrypt: (cipher) => {
      calls.push("decrypt");
      return later(() => {
        const [tag, usedKey, hex] = cipher.toString().split(":");
        if (tag !== "enc" || usedKey !== key || hex === undefined) throw new Error("bad ciphertext");
        return { text: Buffer.from(hex, "hex").toString(), stale: options.stale === true };
      });
    },
  };
}
