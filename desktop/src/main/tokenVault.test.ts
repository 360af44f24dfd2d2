import { describe, expect, it, vi } from "vitest";
import { MemorySettingsStore } from "./settings";
import { TokenVault, type Encryptor } from "./tokenVault";

/** Reversible stand-in for safeStorage; never leaves the token readable in what it returns. */
function fakeEncryptor(available: boolean): Encryptor {
  return {
    isAvailable: () => available,
    encrypt: (plain) => Buffer.from(`enc:${Buffer.from(plain).toString("hex")}`),
    decrypt: (cipher) => {
      const text = cipher.toString();
      if (!text.startsWith("enc:")) throw new Error("bad ciphertext");
      return Buffer.from(text.slice(4), "hex").toString();
    },
  };
}

describe("TokenVault with OS encryption", () => {
  it("stores the token encrypted and reads it back after a restart", () => {
    const settings = new MemorySettingsStore();
    const vault = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
    expect(vault.persistent).toBe(true);
    expect(vault.get()).toBeNull();
    vault.set("secret.jwt.token");
    const stored = settings.get("tokenCiphertext");
    expect(stored).toBeDefined();
    expect(stored).not.toContain("secret.jwt.token");
    expect(Buffer.from(stored!, "base64").toString()).not.toContain("secret.jwt.token");

    const afterRestart = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
    expect(afterRestart.get()).toBe("secret.jwt.token");
  });

  it("clear() forgets it in memory and on disk", () => {
    const settings = new MemorySettingsStore();
    const vault = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
    vault.set("t1");
    vault.clear();
    expect(vault.get()).toBeNull();
    expect(settings.get("tokenCiphertext")).toBeUndefined();
    expect(new TokenVault({ settings, encryptor: fakeEncryptor(true) }).get()).toBeNull();
  });

  it("drops a ciphertext it cannot decrypt", () => {
    const settings = new MemorySettingsStore();
    settings.set("tokenCiphertext", Buffer.from("garbage").toString("base64"));
    const vault = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
    expect(vault.get()).toBeNull();
    expect(settings.get("tokenCiphertext")).toBeUndefined();
  });

  it("never tells the user about insecure storage", () => {
    const onInsecureStorage = vi.fn();
    new TokenVault({ settings: new MemorySettingsStore(), encryptor: fakeEncryptor(true), onInsecureStorage }).set("t");
    expect(onInsecureStorage).not.toHaveBeenCalled();
  });

  it("refuses empty or oversized tokens", () => {
    const vault = new TokenVault({ settings: new MemorySettingsStore(), encryptor: fakeEncryptor(true) });
    expect(() => vault.set("")).toThrow(TypeError);
    expect(() => vault.set("x".repeat(20_000))).toThrow(TypeError);
  });
});

describe("TokenVault without OS encryption (e.g. Linux basic_text)", () => {
  it("keeps the token in memory only, and tells the user once, ever", () => {
    const settings = new MemorySettingsStore();
    const onInsecureStorage = vi.fn();
    const vault = new TokenVault({ settings, encryptor: fakeEncryptor(false), onInsecureStorage });
    expect(vault.persistent).toBe(false);
    vault.set("memory-only");
    expect(vault.get()).toBe("memory-only");
    expect(settings.get("tokenCiphertext")).toBeUndefined();
    expect([...settings.data.values()].some((v) => String(v).includes("memory-only"))).toBe(false);
    expect(onInsecureStorage).toHaveBeenCalledTimes(1);

    vault.set("again");
    expect(onInsecureStorage).toHaveBeenCalledTimes(1);
    const nextRun = new TokenVault({ settings, encryptor: fakeEncryptor(false), onInsecureStorage });
    expect(nextRun.get()).toBeNull(); // lost on restart, as the user was told
    nextRun.set("third");
    expect(onInsecureStorage).toHaveBeenCalledTimes(1);
  });

  it("ignores and removes a ciphertext left from when encryption was available", () => {
    const settings = new MemorySettingsStore();
    new TokenVault({ settings, encryptor: fakeEncryptor(true) }).set("old");
    const vault = new TokenVault({ settings, encryptor: fakeEncryptor(false) });
    expect(vault.get()).toBeNull();
    vault.set("new");
    expect(settings.get("tokenCiphertext")).toBeUndefined();
  });

  it("clear() forgets the in-memory token", () => {
    const vault = new TokenVault({ settings: new MemorySettingsStore(), encryptor: fakeEncryptor(false) });
    vault.set("t");
    vault.clear();
    expect(vault.get()).toBeNull();
  });
});
