import type { MenuItemConstructorOptions } from "electron";
import { describe, expect, it, vi } from "vitest";
import { buildMenuTemplate, type MenuActions } from "./menu";

const flatten = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
  items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])]);

function actions(): MenuActions {
  return { reloadData: vi.fn(), changeServer: vi.fn(), logOut: vi.fn(), clearCache: vi.fn(), showAbout: vi.fn() };
}

describe("buildMenuTemplate", () => {
  it.each(["linux", "win32", "darwin"] as const)("has Reload Data, Change Server, Log Out, Clear Cache and Quit on %s", (platform) => {
    const a = actions();
    const items = flatten(buildMenuTemplate(a, { platform, appName: "Hostsite Admin" }));
    const byLabel = (label: string) => items.find((i) => i.label === label);
    for (const [label, action] of [
      ["Reload Data", a.reloadData],
      ["Change Server…", a.changeServer],
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
    expect(items.filter((i) => i.label === "About Hostsite Admin")).toHaveLength(1);
  });
});
