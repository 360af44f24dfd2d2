import type { SafeStorage } from "electron";
import { describe, expect, it } from "vitest";
import { safeStorageEncryptor } from "./electronAdapters";

function fakeSafeStorage(available: boolean, backend: ReturnType<SafeStorage["getSelectedStorageBackend"]>): SafeStorage {
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (s: string) => Buffer.from(s),
    decryptString: (b: Buffer) => b.toString(),
  } as unknown as SafeStorage;
}

describe("safeStorageEncryptor", () => {
  it("treats Linux's basic_text backend as no encryption", () => {
    expect(safeStorageEncryptor(fakeSafeStorage(true, "basic_text"), "linux").isAvailable()).toBe(false);
    expect(safeStorageEncryptor(fakeSafeStorage(true, "unknown"), "linux").isAvailable()).toBe(false);
    expect(safeStorageEncryptor(fakeSafeStorage(true, "gnome_libsecret"), "linux").isAvailable()).toBe(true);
    expect(safeStorageEncryptor(fakeSafeStorage(true, "kwallet6"), "linux").isAvailable()).toBe(true);
  });

  it("trusts the OS keychain on Windows and macOS when available", () => {
    expect(safeStorageEncryptor(fakeSafeStorage(true, "unknown"), "win32").isAvailable()).toBe(true);
    expect(safeStorageEncryptor(fakeSafeStorage(true, "unknown"), "darwin").isAvailable()).toBe(true);
    expect(safeStorageEncryptor(fakeSafeStorage(false, "unknown"), "darwin").isAvailable()).toBe(false);
  });
});
