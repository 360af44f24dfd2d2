import { describe, expect, it, vi } from "vitest";
import { MemorySettingsStore } from "./settings";
import { fakeEncryptor } from "./testing/fakes";
import { TokenVault } from "./tokenVault";

const stored = (settings: MemorySettingsStore) => settings.get("tokenCiphertexts") ?? {};

describe("TokenVault with OS encryption", () => {
  it("stores each site's token encrypted, apart from the others, and reads them back after a restart", async () => {
    const settings = new MemorySettingsStore();
    const vault = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
    await expect(vault.persistent()).resolves.toBe(true);
    await expect(vault.get("a")).resolves.toBeNull();
    await vault.set("a", "secret.token.a");
    await vault.set("b", "secret.token.b");
    expect(Object.keys(stored(settings)).sort()).toEqual(["a", "b"]);
    const onDisk = JSON.stringify([...settings.data.values()]);
    expect(onDisk).not.toContain("secret.token");
    expect(Buffer.from(stored(settings).a, "base64").toString()).not.toContain("secret.token.a");

    const afterRestart = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
    await expect(afterRestart.get("a")).resolves.toBe("secret.token.a");
    await expect(afterRestart.get("b")).resolves.toBe("secret.token.b");
    await expect(afterRestart.get("c")).resolves.toBeNull();
  });

  it("clear() forgets one site's token in memory and on disk, and keeps the others", async () => {
    const settings = new MemorySettingsStore();
    const vault = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
    await vault.set("a", "t-a");
    await vault.set("b", "t-b");
    vault.clear("a");
    await expect(vault.get("a")).resolves.toBeNull();
    expect(Object.keys(stored(settings))).toEqual(["b"]);
    const next = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
    await expect(next.get("a")).resolves.toBeNull();
    await expect(next.get("b")).resolves.toBe("t-b");
  });

  it("drops a ciphertext it cannot decrypt (keyring changed), and a damaged token map", async () => {
    const settings = new MemorySettingsStore();
    await new TokenVault({ settings, encryptor: fakeEncryptor(true, { key: "old" }) }).set("a", "t-a");
    const vault = new TokenVault({ settings, encryptor: fakeEncryptor(true, { key: "new" }) });
    await expect(vault.get("a")).resolves.toBeNull();
    expect(stored(settings)).toEqual({});

    settings.set("tokenCiphertexts", "not a map" as unknown as Record<string, string>);
    await expect(vault.get("a")).resolves.toBeNull();
    await vault.set("a", "fresh");
    expect(Object.keys(stored(settings))).toEqual(["a"]);
  });

  it("encrypts again what the OS reports as encrypted under an outdated key", async () => {
    const settings = new MemorySettingsStore();
    await new TokenVault({ settings, encryptor: fakeEncryptor(true) }).set("a", "t-a");
    const encryptor = fakeEncryptor(true, { stale: true });
    const vault = new TokenVault({ settings, encryptor });
    await expect(vault.get("a")).resolves.toBe("t-a");
    expect(encryptor.calls).toEqual(["decrypt", "encrypt"]);
    await expect(new TokenVault({ settings, encryptor: fakeEncryptor(true) }).get("a")).resolves.toBe("t-a");
  });

  it("a logout during a slow decrypt is not undone by the decrypt finishing", async () => {
    const settings = new MemorySettingsStore();
    await new TokenVault({ settings, encryptor: fakeEncryptor(true) }).set("a", "t-a");
    const vault = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
    const reading = vault.get("a");
    vault.clear("a");
    await reading;
    await expect(vault.get("a")).resolves.toBeNull();
    expect(stored(settings)).toEqual({});
  });

  it("a logout during a slow encrypt leaves nothing on disk", async () => {
    const settings = new MemorySettingsStore();
    const vault = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
    const saving = vault.set("a", "t-a");
    vault.clear("a");
    await saving;
    expect(stored(settings)).toEqual({});
    await expect(vault.get("a")).resolves.toBeNull();
  });

  it("never tells the user about insecure storage", async () => {
    const onInsecureStorage = vi.fn();
    await new TokenVault({ settings: new MemorySettingsStore(), encryptor: fakeEncryptor(true), onInsecureStorage }).set("a", "t");
    expect(onInsecureStorage).not.toHaveBeenCalled();
  });

  it("refuses empty or oversized tokens", async () => {
    const vault = new TokenVault({ settings: new MemorySettingsStore(), encryptor: fakeEncryptor(true) });
    await expect(vault.set("a", "")).rejects.toThrow(TypeError);
    await expect(vault.set("a", "x".repeat(20_000))).rejects.toThrow(TypeError);
  });
});

describe("TokenVault without OS encryption (e.g. Linux basic_text)", () => {
  it("keeps tokens in memory only, and tells the user once, ever", async () => {
    const settings = new MemorySettingsStore();
    const onInsecureStorage = vi.fn();
    const vault = new TokenVault({ settings, encryptor: fakeEncryptor(false), onInsecureStorage });
    await expect(vault.persistent()).resolves.toBe(false);
    await vault.set("a", "memory-only");
    await expect(vault.get("a")).resolves.toBe("memory-only");
    expect(stored(settings)).toEqual({});
    expect(JSON.stringify([...settings.data.values()])).not.toContain("memory-only");
    expect(onInsecureStorage).toHaveBeenCalledTimes(1);

    await vault.set("b", "again");
    expect(onInsecureStorage).toHaveBeenCalledTimes(1);
    const nextRun = new TokenVault({ settings, encryptor: fakeEncryptor(false), onInsecureStorage });
    await expect(nextRun.get("a")).resolves.toBeNull(); // lost on restart, as the user was told
    await nextRun.set("a", "third");
    expect(onInsecureStorage).toHaveBeenCalledTimes(1);
  });

  it("ignores and removes a ciphertext left from when encryption was available", async () => {
    const settings = new MemorySettingsStore();
    await new TokenVault({ settings, encryptor: fakeEncryptor(true) }).set("a", "old");
    const vault = new TokenVault({ settings, encryptor: fakeEncryptor(false) });
    await expect(vault.get("a")).resolves.toBeNull();
    await vault.set("a", "new");
    expect(stored(settings)).toEqual({});
  });

  it("clear() forgets the in-memory token", async () => {
    const vault = new TokenVault({ settings: new MemorySettingsStore(), encryptor: fakeEncryptor(false) });
    await vault.set("a", "t");
    vault.clear("a");
    await expect(vault.get("a")).resolves.toBeNull();
  });
});
