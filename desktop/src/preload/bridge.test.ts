import { describe, expect, it, vi } from "vitest";
import type { DesktopBridge } from "../common/ipc";
import { createDesktopBridge, type IpcRendererLike } from "./bridge";

class FakeIpcRenderer implements IpcRendererLike {
  invoked: Array<[string, unknown[]]> = [];
  listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  answers = new Map<string, unknown>();
  async invoke(channel: string, ...args: unknown[]) {
    this.invoked.push([channel, args]);
    return this.answers.get(channel);
  }
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void) {
    if (!this.listeners.has(channel)) this.listeners.set(channel, new Set());
    this.listeners.get(channel)!.add(listener);
    return this;
  }
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void) {
    this.listeners.get(channel)?.delete(listener);
    return this;
  }
  emit(channel: string, ...args: unknown[]) {
    const event = { sender: { secret: "ipc internals" }, senderFrame: {} };
    for (const l of this.listeners.get(channel) ?? []) l(event, ...args);
  }
}

describe("createDesktopBridge (the preload's API)", () => {
  it("exposes only named functions, never ipcRenderer itself", () => {
    const ipc = new FakeIpcRenderer();
    const bridge = createDesktopBridge(ipc);
    const expected: Array<keyof DesktopBridge> = [
      "getConfig",
      "checkServer",
      "addProfile",
      "switchProfile",
      "removeProfile",
      "getToken",
      "setToken",
      "clearToken",
      "setNotificationsEnabled",
      "setStatusNotificationsEnabled",
      "checkConnection",
      "checkForUpdates",
      "onMenuCommand",
      "onConnectionStatus",
    ];
    expect(Object.keys(bridge).sort()).toEqual([...expected].sort());
    for (const value of Object.values(bridge)) expect(typeof value).toBe("function");
    expect(Object.values(bridge)).not.toContain(ipc);
    expect(JSON.stringify(Object.keys(bridge))).not.toMatch(/invoke|send|ipc/i);
  });

  it("maps each function to its one channel with its arguments", async () => {
    const ipc = new FakeIpcRenderer();
    ipc.answers.set("config:get", { profiles: [], version: "1" });
    ipc.answers.set("token:get", "tok");
    ipc.answers.set("profile:add", { ok: true, profile: { id: "p", name: "A", serverUrl: "https://h.example" } });
    ipc.answers.set("profile:switch", true);
    const bridge = createDesktopBridge(ipc);
    expect(await bridge.getConfig()).toMatchObject({ version: "1" });
    expect(await bridge.addProfile("A", "https://h.example")).toMatchObject({ ok: true });
    await bridge.checkServer("https://h.example");
    expect(await bridge.switchProfile("p")).toBe(true);
    await bridge.removeProfile("p");
    expect(await bridge.getToken()).toBe("tok");
    await bridge.setToken("new-token");
    await bridge.clearToken();
    await bridge.setNotificationsEnabled(false);
    await bridge.setStatusNotificationsEnabled(true);
    await bridge.checkConnection();
    await bridge.checkForUpdates();
    expect(ipc.invoked).toEqual([
      ["config:get", []],
      ["profile:add", ["A", "https://h.example"]],
      ["server:check", ["https://h.example"]],
      ["profile:switch", ["p"]],
      ["profile:remove", ["p"]],
      ["token:get", []],
      ["token:set", ["new-token"]],
      ["token:clear", []],
      ["settings:set-notifications", [false]],
      ["settings:set-status-notifications", [true]],
      ["connection:check", []],
      ["updates:check", []],
    ]);
  });

  it("coerces what the page passes (no objects cross into main)", async () => {
    const ipc = new FakeIpcRenderer();
    const bridge = createDesktopBridge(ipc);
    await bridge.setToken({ toString: () => "tok" } as unknown as string);
    await bridge.setNotificationsEnabled("yes" as unknown as boolean);
    await bridge.setStatusNotificationsEnabled(1 as unknown as boolean);
    await bridge.switchProfile({ toString: () => "p1" } as unknown as string);
    expect(ipc.invoked).toEqual([
      ["token:set", ["tok"]],
      ["settings:set-notifications", [false]],
      ["settings:set-status-notifications", [false]],
      ["profile:switch", ["p1"]],
    ]);
  });

  it("delivers menu commands without the IPC event, ignores unknown ones, and unsubscribes", () => {
    const ipc = new FakeIpcRenderer();
    const bridge = createDesktopBridge(ipc);
    const listener = vi.fn();
    const off = bridge.onMenuCommand(listener);
    ipc.emit("menu:command", "show-sites");
    ipc.emit("menu:command", "show-submissions");
    ipc.emit("menu:command", "show-status");
    ipc.emit("menu:command", "format-disk");
    ipc.emit("other:channel", "reload-data");
    expect(listener.mock.calls).toEqual([["show-sites"], ["show-submissions"], ["show-status"]]);
    off();
    ipc.emit("menu:command", "reload-data");
    expect(listener).toHaveBeenCalledTimes(3);
    expect(ipc.listeners.get("menu:command")?.size).toBe(0);
  });

  it("delivers connection statuses as plain copies with only the known fields", () => {
    const ipc = new FakeIpcRenderer();
    const bridge = createDesktopBridge(ipc);
    const listener = vi.fn();
    const off = bridge.onConnectionStatus(listener);
    ipc.emit("connection:status", { state: "offline", serverUrl: "https://a.example", unread: null, lastOnlineAt: null, error: "Could not reach", secret: 1 });
    ipc.emit("connection:status", { state: "online", serverUrl: "https://a.example", unread: 3, lastOnlineAt: "2026-01-01T00:00:00.000Z" });
    ipc.emit("connection:status", { state: "hacked" });
    ipc.emit("connection:status", null);
    expect(listener.mock.calls).toEqual([
      [{ state: "offline", serverUrl: "https://a.example", unread: null, lastOnlineAt: null, error: "Could not reach" }],
      [{ state: "online", serverUrl: "https://a.example", unread: 3, lastOnlineAt: "2026-01-01T00:00:00.000Z" }],
    ]);
    off();
    expect(ipc.listeners.get("connection:status")?.size).toBe(0);
  });
});
