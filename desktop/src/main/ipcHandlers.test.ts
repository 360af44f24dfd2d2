import { describe, expect, it, vi } from "vitest";
import { INVOKE_CHANNELS } from "../common/ipc";
import { DESKTOP_APP_ORIGIN } from "../../../common/origin";
import { createInvokeHandlers } from "./handlers";
import { isTrustedSender, registerIpcHandlers, UntrustedSenderError, type InvokeEventLike, type IpcMainLike } from "./ipcHandlers";
import { MemorySettingsStore } from "./settings";
import type { FetchLike } from "./serverAddress";
import { ProfileStore } from "./profiles";
import { fakeEncryptor } from "./testing/fakes";
import { TokenVault } from "./tokenVault";

class FakeIpcMain implements IpcMainLike {
  readonly listeners = new Map<string, (event: InvokeEventLike, ...args: unknown[]) => unknown>();
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void {
    if (this.listeners.has(channel)) throw new Error(`second handler for ${channel}`);
    this.listeners.set(channel, listener);
  }
  removeHandler(channel: string): void {
    this.listeners.delete(channel);
  }
  invoke(channel: string, event: InvokeEventLike, ...args: unknown[]): Promise<unknown> {
    const listener = this.listeners.get(channel);
    if (!listener) return Promise.reject(new Error(`No handler registered for '${channel}'`));
    return Promise.resolve().then(() => listener(event, ...args));
  }
}

const WINDOW_ID = 7;
const appEvent = (overrides: Partial<InvokeEventLike> = {}): InvokeEventLike => ({
  sender: { id: WINDOW_ID },
  senderFrame: { url: `${DESKTOP_APP_ORIGIN}/index.html`, parent: null },
  ...overrides,
});
const trusted = (event: InvokeEventLike) => isTrustedSender(event, () => [WINDOW_ID]);

describe("isTrustedSender", () => {
  it("trusts the top frame of the app's own window showing app://admin", () => {
    expect(trusted(appEvent())).toBe(true);
    expect(trusted(appEvent({ senderFrame: { url: `${DESKTOP_APP_ORIGIN}/`, parent: null } }))).toBe(true);
  });

  it.each([
    ["another WebContents", appEvent({ sender: { id: 99 } })],
    ["a destroyed frame", appEvent({ senderFrame: null })],
    ["a subframe", appEvent({ senderFrame: { url: `${DESKTOP_APP_ORIGIN}/index.html`, parent: {} } })],
    ["a remote page", appEvent({ senderFrame: { url: "https://evil.example/", parent: null } })],
    ["the configured server itself", appEvent({ senderFrame: { url: "https://hosting.example.com/admin", parent: null } })],
    ["a look-alike origin", appEvent({ senderFrame: { url: "app://admin.evil/index.html", parent: null } })],
    ["a file: page", appEvent({ senderFrame: { url: "file:///tmp/index.html", parent: null } })],
    ["an unparsable URL", appEvent({ senderFrame: { url: "not a url", parent: null } })],
  ])("refuses %s", (_name, event) => {
    expect(trusted(event)).toBe(false);
  });
});

function setUp(fetchImpl?: FetchLike) {
  const settings = new MemorySettingsStore();
  const vault = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
  let n = 0;
  const profiles = new ProfileStore(settings, vault, () => `site-${++n}`);
  const onProfilesChanged = vi.fn();
  const onTokenChanged = vi.fn();
  const onStatusNotificationsChanged = vi.fn();
  const fetch: FetchLike =
    fetchImpl ??
    (async () => ({
      status: 401,
      headers: { get: (n: string) => (n === "access-control-allow-origin" ? DESKTOP_APP_ORIGIN : null) },
      text: async () => JSON.stringify({ detail: "Not authenticated" }),
    }));
  const ipc = new FakeIpcMain();
  const handlers = createInvokeHandlers({
    settings,
    vault,
    profiles,
    version: "1.2.3",
    fetch,
    onProfilesChanged,
    onTokenChanged,
    onStatusNotificationsChanged,
    suggestedServerUrl: "http://localhost:3000",
  });
  const unregister = registerIpcHandlers(ipc, handlers, trusted);
  return { ipc, settings, vault, profiles, onProfilesChanged, onTokenChanged, onStatusNotificationsChanged, unregister };
}

const ARGS: Record<string, unknown[]> = {
  "server:check": ["x"],
  "profile:add": ["n", "x"],
  "profile:switch": ["x"],
  "profile:remove": ["x"],
  "token:set": ["x"],
  "settings:set-notifications": [true],
  "settings:set-status-notifications": [true],
};

describe("registerIpcHandlers", () => {
  it("registers exactly the channels of the map", () => {
    const { ipc, unregister } = setUp();
    expect([...ipc.listeners.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    unregister();
    expect(ipc.listeners.size).toBe(0);
  });

  it("refuses every channel from an untrusted sender, before running anything", async () => {
    const { ipc, vault, profiles } = setUp();
    profiles.add("A", "https://a.example");
    await vault.set("site-1", "keep-me");
    const intruder = appEvent({ senderFrame: { url: "https://evil.example/", parent: null } });
    for (const channel of INVOKE_CHANNELS) {
      await expect(ipc.invoke(channel, intruder, ...(ARGS[channel] ?? []))).rejects.toBeInstanceOf(UntrustedSenderError);
    }
    await expect(vault.get("site-1")).resolves.toBe("keep-me");
    expect(profiles.list()).toHaveLength(1);
  });

  it("refuses arguments of the wrong shape", async () => {
    const { ipc } = setUp();
    await expect(ipc.invoke("token:set", appEvent(), 42)).rejects.toThrow(/Invalid arguments/);
    await expect(ipc.invoke("token:set", appEvent())).rejects.toThrow(/Invalid arguments/);
    await expect(ipc.invoke("token:set", appEvent(), "")).rejects.toThrow(/Invalid arguments/);
    await expect(ipc.invoke("profile:add", appEvent(), "A", { href: "https://x" })).rejects.toThrow(/Invalid arguments/);
    await expect(ipc.invoke("profile:add", appEvent(), "x".repeat(500), "https://x")).rejects.toThrow(/Invalid arguments/);
    await expect(ipc.invoke("profile:switch", appEvent(), "")).rejects.toThrow(/Invalid arguments/);
    await expect(ipc.invoke("settings:set-notifications", appEvent(), "yes")).rejects.toThrow(/Invalid arguments/);
    await expect(ipc.invoke("settings:set-status-notifications", appEvent(), 1)).rejects.toThrow(/Invalid arguments/);
    await expect(ipc.invoke("config:get", appEvent(), "extra")).rejects.toThrow(/Invalid arguments/);
  });

  it("config:get reports no site on first start, the version, the storage mode and notifications on", async () => {
    const { ipc } = setUp();
    expect(await ipc.invoke("config:get", appEvent())).toEqual({
      profiles: [],
      activeProfileId: null,
      serverUrl: null,
      version: "1.2.3",
      tokenPersistent: true,
      suggestedServerUrl: "http://localhost:3000",
      notificationsEnabled: true,
      statusNotificationsEnabled: true,
    });
  });

  it("profile:add validates and checks the address, then saves the site and makes it the one in use", async () => {
    const { ipc, settings, onProfilesChanged } = setUp();
    expect(await ipc.invoke("profile:add", appEvent(), "A", "http://example.com")).toMatchObject({ ok: false });
    expect(settings.get("profiles")).toBeUndefined();
    expect(onProfilesChanged).not.toHaveBeenCalled();

    expect(await ipc.invoke("profile:add", appEvent(), "Brand A", "https://hosting.example.com/admin")).toEqual({
      ok: true,
      profile: { id: "site-1", name: "Brand A", serverUrl: "https://hosting.example.com" },
    });
    expect(onProfilesChanged).toHaveBeenCalledTimes(1);
    expect(await ipc.invoke("config:get", appEvent())).toMatchObject({ serverUrl: "https://hosting.example.com", activeProfileId: "site-1" });
    expect(await ipc.invoke("profile:add", appEvent(), "Dup", "hosting.example.com")).toMatchObject({ ok: false, error: expect.stringMatching(/already/) });
  });

  it("keeps one token per site: switching shows the other site's login, removing a site removes its token", async () => {
    const { ipc, settings, onProfilesChanged, onTokenChanged } = setUp();
    await ipc.invoke("profile:add", appEvent(), "A", "https://a.example");
    await ipc.invoke("token:set", appEvent(), "token-a");
    expect(onTokenChanged).toHaveBeenCalledTimes(1);
    await ipc.invoke("profile:add", appEvent(), "B", "https://b.example");
    expect(await ipc.invoke("token:get", appEvent())).toBeNull();
    await ipc.invoke("token:set", appEvent(), "token-b");

    expect(await ipc.invoke("profile:switch", appEvent(), "site-1")).toBe(true);
    expect(await ipc.invoke("token:get", appEvent())).toBe("token-a");
    expect(await ipc.invoke("profile:switch", appEvent(), "missing")).toBe(false);
    expect(onProfilesChanged).toHaveBeenCalledTimes(3);

    await ipc.invoke("profile:remove", appEvent(), "site-2");
    expect(Object.keys(settings.get("tokenCiphertexts") ?? {})).toEqual(["site-1"]);
    expect(await ipc.invoke("token:get", appEvent())).toBe("token-a");
    await ipc.invoke("token:clear", appEvent());
    expect(await ipc.invoke("token:get", appEvent())).toBeNull();
    expect(settings.get("tokenCiphertexts")).toEqual({});
  });

  it("server:check saves nothing; an unreachable server is reported and not saved", async () => {
    const { ipc, settings } = setUp();
    expect(await ipc.invoke("server:check", appEvent(), "https://hosting.example.com")).toMatchObject({ ok: true });
    expect(settings.get("profiles")).toBeUndefined();
    const down = setUp(async () => {
      throw new TypeError("fetch failed");
    });
    expect(await down.ipc.invoke("profile:add", appEvent(), "New", "https://new.example.com")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/Could not reach/),
    });
    expect(down.profiles.list()).toEqual([]);
  });

  it("token:set without a site is refused", async () => {
    const { ipc } = setUp();
    await expect(ipc.invoke("token:set", appEvent(), "abc")).rejects.toThrow(/No site/);
  });

  it("settings:set-notifications switches notifications; switching on again starts a fresh baseline", async () => {
    const { ipc, settings } = setUp();
    settings.set("announcedSubmissionIds", { "site-1": 4 });
    await ipc.invoke("settings:set-notifications", appEvent(), false);
    expect(await ipc.invoke("config:get", appEvent())).toMatchObject({ notificationsEnabled: false });
    expect(settings.get("announcedSubmissionIds")).toEqual({ "site-1": 4 });
    await ipc.invoke("settings:set-notifications", appEvent(), true);
    expect(await ipc.invoke("config:get", appEvent())).toMatchObject({ notificationsEnabled: true });
    expect(settings.get("announcedSubmissionIds")).toBeUndefined();
  });

  it("settings:set-status-notifications switches status notifications on their own, and the status watcher starts afresh", async () => {
    const { ipc, settings, onStatusNotificationsChanged } = setUp();
    await ipc.invoke("settings:set-status-notifications", appEvent(), false);
    expect(await ipc.invoke("config:get", appEvent())).toMatchObject({ notificationsEnabled: true, statusNotificationsEnabled: false });
    expect(settings.get("statusNotificationsEnabled")).toBe(false);
    expect(onStatusNotificationsChanged).toHaveBeenCalledTimes(1);
    await ipc.invoke("settings:set-status-notifications", appEvent(), true);
    expect(await ipc.invoke("config:get", appEvent())).toMatchObject({ statusNotificationsEnabled: true });
    expect(onStatusNotificationsChanged).toHaveBeenCalledTimes(2);
  });
});
