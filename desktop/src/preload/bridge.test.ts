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
    const expected: Array<keyof DesktopBridge> = ["getConfig", "checkServer", "setServer", "getToken", "setToken", "clearToken", "onMenuCommand"];
    expect(Object.keys(bridge).sort()).toEqual([...expected].sort());
    for (const value of Object.values(bridge)) expect(typeof value).toBe("function");
    expect(Object.values(bridge)).not.toContain(ipc);
    expect(JSON.stringify(Object.keys(bridge))).not.toMatch(/invoke|send|ipc/i);
  });

  it("maps each function to its one channel with its arguments", async () => {
    const ipc = new FakeIpcRenderer();
    ipc.answers.set("config:get", { serverUrl: null, version: "1", tokenPersistent: true, suggestedServerUrl: null });
    ipc.answers.set("token:get", "tok");
    ipc.answers.set("server:set", { ok: true, origin: "https://h.example" });
    const bridge = createDesktopBridge(ipc);
    expect(await bridge.getConfig()).toMatchObject({ version: "1" });
    expect(await bridge.setServer("https://h.example")).toEqual({ ok: true, origin: "https://h.example" });
    await bridge.checkServer("https://h.example");
    expect(await bridge.getToken()).toBe("tok");
    await bridge.setToken("new-token");
    await bridge.clearToken();
    expect(ipc.invoked).toEqual([
      ["config:get", []],
      ["server:set", ["https://h.example"]],
      ["server:check", ["https://h.example"]],
      ["token:get", []],
      ["token:set", ["new-token"]],
      ["token:clear", []],
    ]);
  });

  it("coerces what the page passes to strings (no objects cross into main)", async () => {
    const ipc = new FakeIpcRenderer();
    const bridge = createDesktopBridge(ipc);
    await bridge.setToken({ toString: () => "tok" } as unknown as string);
    expect(ipc.invoked[0]).toEqual(["token:set", ["tok"]]);
  });

  it("delivers menu commands without the IPC event, ignores unknown ones, and unsubscribes", () => {
    const ipc = new FakeIpcRenderer();
    const bridge = createDesktopBridge(ipc);
    const listener = vi.fn();
    const off = bridge.onMenuCommand(listener);
    ipc.emit("menu:command", "change-server");
    ipc.emit("menu:command", "format-disk");
    ipc.emit("other:channel", "reload-data");
    expect(listener.mock.calls).toEqual([["change-server"]]);
    off();
    ipc.emit("menu:command", "reload-data");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(ipc.listeners.get("menu:command")?.size).toBe(0);
  });
});
