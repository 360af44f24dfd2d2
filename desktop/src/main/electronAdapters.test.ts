import type { SafeStorage } from "electron";
import { describe, expect, it } from "vitest";
import { safeStorageEncryptor } from "./electronAdapters";

function fakeSafeStorage(available: boolean, backend: ReturnType<SafeStorage["getSelectedStorageBackend"]>, shouldReEncrypt = false): SafeStorage {
  return {
    isAsyncEncryptionAvailable: async () => available,
    getSelectedStorageBackend: () => backend,
    encryptStringAsync: async (s: string) => Buffer.from(s).reverse(),
    decryptStringAsync: async (b: Buffer) => ({ result: Buffer.from(b).reverse().toString(), shouldReEncrypt }),
    // The deprecated synchronous calls must not be used.
    isEncryptionAvailable: () => {
      throw new Error("sync isEncryptionAvailable used");
    },
    encryptString: () => {
      throw new Error("sync encryptString used");
    },
    decryptString: () => {
      throw new Error("sync decryptString used");
    },
  } as unknown as SafeStorage;
}

describe("safeStorageEncryptor (the asynchronous safeStorage API)", () => {
  it("treats Linux's basic_text backend as no encryption", async () => {
    await expect(safeStorageEncryptor(fakeSafeStorage(true, "basic_text"), "linux").isAvailable()).resolves.toBe(false);
    await expect(safeStorageEncryptor(fakeSafeStorage(true, "unknown"), "linux").isAvailable()).resolves.toBe(false);
    await expect(safeStorageEncryptor(fakeSafeStorage(true, "gnome_libsecret"), "linux").isAvailable()).resolves.toBe(true);
    await expect(safeStorageEncryptor(fakeSafeStorage(true, "kwallet6"), "linux").isAvailable()).resolves.toBe(true);
    await expect(safeStorageEncryptor(fakeSafeStorage(false, "gnome_libsecret"), "linux").isAvailable()).resolves.toBe(false);
  });

  it("trusts the OS keychain on Windows and macOS when available", async () => {
    await expect(safeStorageEncryptor(fakeSafeStorage(true, "unknown"), "win32").isAvailable()).resolves.toBe(true);
    await expect(safeStorageEncryptor(fakeSafeStorage(true, "unknown"), "darwin").isAvailable()).resolves.toBe(true);
    await expect(safeStorageEncryptor(fakeSafeStorage(false, "unknown"), "darwin").isAvailable()).resolves.toBe(false);
  });

  it("encrypts and decrypts with the async calls and passes on shouldReEncrypt", async () => {
    const encryptor = safeStorageEncryptor(fakeSafeStorage(true, "unknown", true), "win32");
    const cipher = await encryptor.encrypt("token");
    expect(cipher.toString()).not.toBe("token");
    await expect(encryptor.decrypt(cipher)).resolves.toEqual({ text: "token", stale: true });
  });
});
