import type { MenuItemConstructorOptions } from "electron";
import { describe, expect, it, vi } from "vitest";
import { buildMenuTemplate, type MenuActions } from "./menu";

const flatten = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
  items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);

function actions(): MenuActions {
  return {
    reloadData: vi.fn(),
    manageSites: vi.fn(),
    switchSite: vi.fn(),
    showSettings: vi.fn(),
    checkForUpdates: vi.fn(),
    logOut: vi.fn(),
    clearCache: vi.fn(),
    showAbout: vi.fn(),
  };
}

const PROFILES = [
  { id: "a", name: "Brand A", serverUrl: "https://a.example" },
  { id: "b", name: "Brand B", serverUrl: "https://b.example:8443" },
];

describe("buildMenuTemplate", () => {
  it.each(["linux", "win32", "darwin"] as const)("has the site switcher, Settings, Check for Updates, Log Out, Clear Cache and Quit on %s", (platform) => {
    const a = actions();
    const items = flatten(buildMenuTemplate(a, { platform, appName: "Hostsite Admin", profiles: PROFILES, activeProfileId: "b" }));
    const byLabel = (label: string) => items.find((i) => i.label === label);
    for (const [label, action] of [
      ["Reload Data", a.reloadData],
      ["Manage Sites…", a.manageSites],
      [platform === "darwin" ? "Settings…" : "Settings", a.showSettings],
      ["Check for updates…", a.checkForUpdates],
      ["Log Out", a.logOut],
      ["Clear Cache", a.clearCache],
      ["About Hostsite Admin", a.showAbout],
    ] as const) {
      const item = byLabel(label);
      expect(item, label).toBeDefined();
      (item!.click as () => void)();
      expect(action).toHaveBeenCalledTimes(1);
    }
    expect(byLabel("Quit")?.role).toBe("quit");
    for (const label of ["About Hostsite Admin", "Check for updates…"]) expect(items.filter((i) => i.label === label)).toHaveLength(1);
  });

  it("lists every site as a radio item, the active one checked, each switching to its site", () => {
    const a = actions();
    const items = flatten(buildMenuTemplate(a, { platform: "linux", appName: "Hostsite Admin", profiles: PROFILES, activeProfileId: "b" }));
    const sites = items.filter((i) => i.type === "radio");
    expect(sites.map((i) => [i.label, i.checked, i.accelerator])).toEqual([
      ["Brand A — a.example", false, "CmdOrCtrl+1"],
      ["Brand B — b.example:8443", true, "CmdOrCtrl+2"],
    ]);
    (sites[0].click as () => void)();
    expect(a.switchSite).toHaveBeenCalledWith("a");
  });

  it("offers only Manage Sites… when no site is saved", () => {
    const items = flatten(buildMenuTemplate(actions(), { platform: "win32", appName: "Hostsite Admin", profiles: [], activeProfileId: null }));
    const sites = items.find((i) => i.label === "Sites");
    expect((sites?.submenu as MenuItemConstructorOptions[]).map((i) => i.label)).toEqual(["Manage Sites…"]);
  });
});
