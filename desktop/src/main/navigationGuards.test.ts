import { describe, expect, it, vi } from "vitest";
import { denyAllPermissions, externalUrlFor, guardContents, isAppUrl, type GuardedContents } from "./navigationGuards";

type Listener = (event: { preventDefault(): void }, url: string) => void;

class FakeContents implements GuardedContents {
  listeners = new Map<string, Listener>();
  openHandler: ((details: { url: string }) => { action: "deny" }) | null = null;
  on(event: string, listener: Listener | ((event: { preventDefault(): void }) => void)) {
    this.listeners.set(event, listener as Listener);
    return this;
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: "deny" }) {
    this.openHandler = handler;
  }
  fire(event: string, url?: string): boolean {
    let prevented = false;
    this.listeners.get(event)!({ preventDefault: () => (prevented = true) }, url ?? "");
    return prevented;
  }
}

describe("url helpers", () => {
  it("recognises the app's own pages only", () => {
    expect(isAppUrl("app://admin/index.html")).toBe(true);
    expect(isAppUrl("app://admin.evil/index.html")).toBe(false);
    expect(isAppUrl("https://admin/")).toBe(false);
    expect(isAppUrl("garbage")).toBe(false);
  });

  it("lets only http(s) links go to the system browser", () => {
    expect(externalUrlFor("https://docs.example.com/a?b=1")).toBe("https://docs.example.com/a?b=1");
    expect(externalUrlFor("http://example.com")).toBe("http://example.com/");
    for (const url of [
      "file:///etc/passwd",
      "javascript:alert(1)",
      "smb://host/share",
      "mailto:a@b.c",
      "ms-msdt:/id",
      "app://admin/",
      "https://u:p@x.com",
      "nonsense",
    ]) {
      expect(externalUrlFor(url)).toBeNull();
    }
  });
});

describe("guardContents", () => {
  it("cancels navigation away from the app and opens http(s) targets outside", async () => {
    const contents = new FakeContents();
    const openExternal = vi.fn(async () => undefined);
    guardContents(contents, openExternal);
    expect(contents.fire("will-navigate", "app://admin/index.html")).toBe(false);
    expect(contents.fire("will-navigate", "https://hosting.example.com/")).toBe(true);
    expect(contents.fire("will-navigate", "file:///etc/passwd")).toBe(true);
    expect(openExternal.mock.calls).toEqual([["https://hosting.example.com/"]]);
  });

  it("cancels redirects away from the app and every <webview>", () => {
    const contents = new FakeContents();
    guardContents(contents, vi.fn());
    expect(contents.fire("will-redirect", "https://evil.example/")).toBe(true);
    expect(contents.fire("will-redirect", "app://admin/index.html")).toBe(false);
    expect(contents.fire("will-attach-webview")).toBe(true);
  });

  it("denies every new window, opening only http(s) ones in the system browser", () => {
    const contents = new FakeContents();
    const openExternal = vi.fn();
    guardContents(contents, openExternal);
    expect(contents.openHandler!({ url: "https://example.com/help" })).toEqual({ action: "deny" });
    expect(contents.openHandler!({ url: "javascript:alert(1)" })).toEqual({ action: "deny" });
    expect(contents.openHandler!({ url: "app://admin/index.html" })).toEqual({ action: "deny" });
    expect(openExternal.mock.calls).toEqual([["https://example.com/help"]]);
  });

  it("survives a failing openExternal", async () => {
    const contents = new FakeContents();
    guardContents(contents, () => Promise.reject(new Error("no browser")));
    expect(contents.fire("will-navigate", "https://example.com")).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
  });
});

describe("denyAllPermissions", () => {
  it("denies every permission request and check", () => {
    let request: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | undefined;
    let check: ((c: unknown, p: string) => boolean) | undefined;
    denyAllPermissions({ setPermissionRequestHandler: (h) => (request = h), setPermissionCheckHandler: (h) => (check = h) });
    for (const permission of ["media", "notifications", "geolocation", "clipboard-read", "openExternal"]) {
      const callback = vi.fn();
      request!({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
      expect(check!({}, permission)).toBe(false);
    }
  });
});
