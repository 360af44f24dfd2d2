import { describe, expect, it, vi } from "vitest";
import { INVOKE_CHANNELS } from "../common/ipc";
import { DESKTOP_APP_ORIGIN } from "../../../common/origin";
import { createInvokeHandlers } from "./handlers";
import { isTrustedSender, registerIpcHandlers, UntrustedSenderError, type InvokeEventLike, type IpcMainLike } from "./ipcHandlers";
import { MemorySettingsStore } from "./settings";
import type { FetchLike } from "./serverAddress";
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
  const vault = new TokenVault({
    settings,
    encryptor: { isAvailable: () => true, encrypt: (s) => Buffer.from(s).reverse(), decrypt: (b) => Buffer.from(b).reverse().toString() },
  });
  const onServerChanged = vi.fn();
  const fetch: FetchLike =
    fetchImpl ??
    (async () => ({
      status: 401,
      headers: { get: (n: string) => (n === "access-control-allow-origin" ? DESKTOP_APP_ORIGIN : null) },
      text: async () => JSON.stringify({ detail: "Not authenticated" }),
    }));
  const ipc = new FakeIpcMain();
  const handlers = createInvokeHandlers({ settings, vault, version: "1.2.3", fetch, onServerChanged, suggestedServerUrl: "http://localhost:3000" });
  const unregister = registerIpcHandlers(ipc, handlers, trusted);
  return { ipc, settings, vault, onServerChanged, unregister };
}

describe("registerIpcHandlers", () => {
  it("registers exactly the channels of the map", () => {
    const { ipc, unregister } = setUp();
    expect([...ipc.listeners.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    unregister();
    expect(ipc.listeners.size).toBe(0);
  });

  it("refuses every channel from an untrusted sender, before running anything", async () => {
    const { ipc, vault } = setUp();
    vault.set("keep-me");
    const intruder = appEvent({ senderFrame: { url: "https://evil.example/", parent: null } });
    for (const channel of INVOKE_CHANNELS) {
      await expect(ipc.invoke(channel, intruder, ...(channel.endsWith(":get") || channel === "token:clear" ? [] : ["x"]))).rejects.toBeInstanceOf(UntrustedSenderError);
    }
    expect(vault.get()).toBe("keep-me");
  });

  it("refuses arguments of the wrong shape", async () => {
    const { ipc } = setUp();
    await expect(ipc.invoke("token:set", appEvent(), 42)).rejects.toThrow(/Invalid arguments/);
    await expect(ipc.invoke("token:set", appEvent())).rejects.toThrow(/Invalid arguments/);
    await expect(ipc.invoke("token:set", appEvent(), "")).rejects.toThrow(/Invalid arguments/);
    await expect(ipc.invoke("server:set", appEvent(), { href: "https://x" })).rejects.toThrow(/Invalid arguments/);
    await expect(ipc.invoke("config:get", appEvent(), "extra")).rejects.toThrow(/Invalid arguments/);
  });

  it("config:get reports no server on first start, the version and the storage mode", async () => {
    const { ipc } = setUp();
    expect(await ipc.invoke("config:get", appEvent())).toEqual({
      serverUrl: null,
      version: "1.2.3",
      tokenPersistent: true,
      suggestedServerUrl: "http://localhost:3000",
    });
  });

  it("server:set validates, checks, saves the origin, and clears the token of the old server", async () => {
    const { ipc, settings, vault, onServerChanged } = setUp();
    expect(await ipc.invoke("server:set", appEvent(), "http://example.com")).toMatchObject({ ok: false });
    expect(settings.get("serverUrl")).toBeUndefined();

    expect(await ipc.invoke("server:set", appEvent(), "https://hosting.example.com/admin")).toEqual({ ok: true, origin: "https://hosting.example.com" });
    expect(settings.get("serverUrl")).toBe("https://hosting.example.com");
    expect(onServerChanged).toHaveBeenCalledWith("https://hosting.example.com");
    expect(await ipc.invoke("config:get", appEvent())).toMatchObject({ serverUrl: "https://hosting.example.com" });

    await ipc.invoke("token:set", appEvent(), "token-a");
    await ipc.invoke("server:set", appEvent(), "https://hosting.example.com"); // same server: token kept
    expect(vault.get()).toBe("token-a");
    await ipc.invoke("server:set", appEvent(), "https://other.example.com");
    expect(vault.get()).toBeNull();
    expect(onServerChanged).toHaveBeenCalledTimes(2);
  });

  it("server:check saves nothing", async () => {
    const { ipc, settings } = setUp();
    expect(await ipc.invoke("server:check", appEvent(), "https://hosting.example.com")).toMatchObject({ ok: true });
    expect(settings.get("serverUrl")).toBeUndefined();
  });

  it("server:set keeps the old address when the new server does not answer", async () => {
    const { ipc, settings } = setUp(async () => {
      throw new TypeError("fetch failed");
    });
    settings.set("serverUrl", "https://old.example.com");
    expect(await ipc.invoke("server:set", appEvent(), "https://new.example.com")).toMatchObject({ ok: false, error: expect.stringMatching(/Could not reach/) });
    expect(settings.get("serverUrl")).toBe("https://old.example.com");
  });

  it("token:get/set/clear go through the vault", async () => {
    const { ipc, settings } = setUp();
    expect(await ipc.invoke("token:get", appEvent())).toBeNull();
    await ipc.invoke("token:set", appEvent(), "abc.def");
    expect(await ipc.invoke("token:get", appEvent())).toBe("abc.def");
    expect(settings.get("tokenCiphertext")).toBeDefined();
    await ipc.invoke("token:clear", appEvent());
    expect(await ipc.invoke("token:get", appEvent())).toBeNull();
    expect(settings.get("tokenCiphertext")).toBeUndefined();
  });

  it("a hand-edited invalid server address in the settings counts as none", async () => {
    const { ipc, settings } = setUp();
    settings.set("serverUrl", "http://evil.example.com");
    expect(await ipc.invoke("config:get", appEvent())).toMatchObject({ serverUrl: null });
  });
});
