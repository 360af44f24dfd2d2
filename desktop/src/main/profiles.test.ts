import { describe, expect, it } from "vitest";
import { ProfileStore, profileName } from "./profiles";
import { MemorySettingsStore } from "./settings";
import { fakeEncryptor } from "./testing/fakes";
import { TokenVault } from "./tokenVault";

function setUp() {
  const settings = new MemorySettingsStore();
  const vault = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
  let n = 0;
  const profiles = new ProfileStore(settings, vault, () => `p${++n}`);
  return { settings, vault, profiles };
}

describe("ProfileStore", () => {
  it("starts empty, adds sites in order, and makes each new one active", () => {
    const { profiles } = setUp();
    expect(profiles.list()).toEqual([]);
    expect(profiles.active()).toBeNull();
    const a = profiles.add("Brand A", "https://a.example");
    const b = profiles.add("  Brand\n B  ", "https://b.example");
    expect(a).toEqual({ ok: true, profile: { id: "p1", name: "Brand A", serverUrl: "https://a.example" } });
    expect(b).toMatchObject({ ok: true, profile: { name: "Brand B" } });
    expect(profiles.list().map((p) => p.name)).toEqual(["Brand A", "Brand B"]);
    expect(profiles.active()?.id).toBe("p2");
  });

  it("names a site after its host when no name is given, and cuts long names", () => {
    expect(profileName("", "https://hosting.example.com:8443")).toBe("hosting.example.com:8443");
    expect(profileName(undefined, "https://a.example")).toBe("a.example");
    expect(profileName("x".repeat(100), "https://a.example")).toHaveLength(60);
  });

  it("refuses a second site with the same address", () => {
    const { profiles } = setUp();
    profiles.add("Brand A", "https://a.example");
    expect(profiles.add("Again", "https://a.example")).toEqual({ ok: false, error: "https://a.example is already in your sites as “Brand A”" });
    expect(profiles.list()).toHaveLength(1);
  });

  it("switches between sites, each with its own token", async () => {
    const { profiles, vault } = setUp();
    const a = profiles.add("A", "https://a.example");
    const b = profiles.add("B", "https://b.example");
    if (!a.ok || !b.ok) throw new Error("setup");
    await vault.set(a.profile.id, "token-a");
    await vault.set(b.profile.id, "token-b");
    expect(profiles.activate(a.profile.id)).toBe(true);
    expect(profiles.active()?.serverUrl).toBe("https://a.example");
    await expect(vault.get(profiles.active()!.id)).resolves.toBe("token-a");
    expect(profiles.activate(b.profile.id)).toBe(true);
    await expect(vault.get(profiles.active()!.id)).resolves.toBe("token-b");
    expect(profiles.activate("nope")).toBe(false);
    expect(profiles.active()?.id).toBe(b.profile.id);
  });

  it("removing a site removes its token and notification state; the next site takes over", async () => {
    const { profiles, vault, settings } = setUp();
    const a = profiles.add("A", "https://a.example");
    const b = profiles.add("B", "https://b.example");
    if (!a.ok || !b.ok) throw new Error("setup");
    await vault.set(a.profile.id, "token-a");
    await vault.set(b.profile.id, "token-b");
    settings.set("announcedSubmissionIds", { [a.profile.id]: 5, [b.profile.id]: 9 });

    profiles.remove(b.profile.id); // the active one
    expect(profiles.list().map((p) => p.id)).toEqual([a.profile.id]);
    expect(profiles.active()?.id).toBe(a.profile.id);
    expect(Object.keys(settings.get("tokenCiphertexts") ?? {})).toEqual([a.profile.id]);
    expect(settings.get("announcedSubmissionIds")).toEqual({ [a.profile.id]: 5 });
    await expect(vault.get(b.profile.id)).resolves.toBeNull();
    await expect(new TokenVault({ settings, encryptor: fakeEncryptor(true) }).get(b.profile.id)).resolves.toBeNull();

    profiles.remove(a.profile.id);
    expect(profiles.list()).toEqual([]);
    expect(profiles.active()).toBeNull();
    expect(settings.get("activeProfileId")).toBeUndefined();
    expect(settings.get("tokenCiphertexts")).toEqual({});
  });

  it("leaves out damaged profiles from a hand-edited settings file", () => {
    const { profiles, settings } = setUp();
    settings.set("profiles", [
      { id: "ok", name: "Fine", serverUrl: "https://fine.example" },
      { id: "http", name: "Plain http", serverUrl: "http://evil.example" },
      { id: "path", name: "With path", serverUrl: "https://fine.example/admin" },
      { id: "", name: "No id", serverUrl: "https://x.example" },
      null,
      "text",
    ] as never);
    expect(profiles.list().map((p) => p.id)).toEqual(["ok"]);
    settings.set("activeProfileId", "http");
    expect(profiles.active()?.id).toBe("ok");
    settings.set("profiles", "garbage" as never);
    expect(profiles.list()).toEqual([]);
  });
});

describe("ProfileStore.migrateSingleServer", () => {
  it("turns the single-server settings into a first profile that keeps the encrypted token", async () => {
    const settings = new MemorySettingsStore();
    const oldCipher = (await fakeEncryptor(true).encrypt("legacy-token")).toString("base64");
    settings.set("serverUrl", "https://hosting.example.com");
    settings.set("tokenCiphertext", oldCipher);
    const vault = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
    const profiles = new ProfileStore(settings, vault, () => "first");

    expect(profiles.migrateSingleServer()).toEqual({ id: "first", name: "hosting.example.com", serverUrl: "https://hosting.example.com" });
    expect(profiles.active()?.id).toBe("first");
    expect(settings.get("serverUrl")).toBeUndefined();
    expect(settings.get("tokenCiphertext")).toBeUndefined();
    await expect(vault.get("first")).resolves.toBe("legacy-token"); // no new login after the update
    expect(profiles.migrateSingleServer()).toBeNull(); // once
    expect(profiles.list()).toHaveLength(1);
  });

  it("drops an invalid legacy address and its token, and does nothing on a fresh install", () => {
    const settings = new MemorySettingsStore();
    const profiles = new ProfileStore(settings, new TokenVault({ settings, encryptor: fakeEncryptor(true) }));
    expect(profiles.migrateSingleServer()).toBeNull();
    settings.set("serverUrl", "http://evil.example.com");
    settings.set("tokenCiphertext", "abc");
    expect(profiles.migrateSingleServer()).toBeNull();
    expect(profiles.list()).toEqual([]);
    expect(settings.get("tokenCiphertext")).toBeUndefined();
    expect(settings.get("tokenCiphertexts")).toBeUndefined();
  });
});
