import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/** Admin API for company info, navigation, website content and promo codes. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

describe("navigation", () => {
  const menu = (prefix: string) => [
    { label: `${prefix} Contact`, href: "#contact", order: 3 },
    {
      label: `${prefix} Hosting`,
      href: "#hosting",
      order: 2,
      dropdown_items: [
        { label: "Shared", href: "#hosting" },
        { label: "VPS", href: "#vps" },
      ],
    },
    { label: `${prefix} Home`, href: "#home", order: 1 },
    { label: `${prefix} Status`, href: "https://status.example.com", order: 4 },
  ];
  const publicLabels = async () => (await s.pub("/api/navigation")).body.map((item: any) => item.label);

  it.each([
    ["POST", "/api/admin/navigation", false],
    ["PUT", "/api/admin/navigation", false],
    ["POST", "/api/navigation-menu", false],
    ["POST", "/api/admin/navigation", true],
    ["PUT", "/api/admin/navigation", true],
    ["POST", "/api/navigation-menu", true],
  ])("%s %s (wrapped in {items}: %s) replaces the menu", async (method, path, wrapped) => {
    const prefix = `${method}${path.length}${wrapped}`;
    const response = await s.admin(path, method, wrapped ? { items: menu(prefix) } : menu(prefix));
    expect(response.status, response.text).toBe(200);
    expect(await publicLabels()).toEqual([`${prefix} Home`, `${prefix} Hosting`, `${prefix} Contact`, `${prefix} Status`]);
    const items = (await s.admin("/api/admin/navigation")).body;
    expect(items).toHaveLength(4);
    expect(items[1].dropdown_items).toEqual([
      { label: "Shared", href: "#hosting", translations: {} },
      { label: "VPS", href: "#vps", translations: {} },
    ]);
    expect(items[3].is_external).toBe(true);
    expect(items[0].is_external).toBe(false);
  });

  it("answers 400 for a javascript: href, in an item or a dropdown, and keeps the menu", async () => {
    const before = await publicLabels();
    expectBadRequest(await s.admin("/api/admin/navigation", "PUT", [{ label: "Evil", href: "javascript:alert(1)", order: 1 }]), "href");
    const badDropdown = [{ label: "Menu", href: "#x", dropdown_items: [{ label: "Evil", href: "javascript:alert(1)" }] }];
    expectBadRequest(await s.admin("/api/admin/navigation", "POST", { items: badDropdown }), "href");
    expectBadRequest(await s.admin("/api/navigation-menu", "POST", [{ href: "#nolabel" }]), "label");
    expectBadRequest(await s.admin("/api/admin/navigation", "PUT", { menu: [] }), "body");
    expect(await publicLabels()).toEqual(before);
  });
});
