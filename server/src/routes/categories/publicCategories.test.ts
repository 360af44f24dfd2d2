import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { installTestSite, TEST_SITE } from "../../../test/fixtures/testSite";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  await installTestSite(s.server.site.deps.store);
});
afterAll(() => s.server.stop());

describe("GET /api/hosting-categories", () => {
  it("lists only active categories, sorted by display_order", async () => {
    const keys = async () => (await s.pub("/api/hosting-categories")).body.map((category: any) => category.key);
    const { web, servers, games } = TEST_SITE.categories;
    expect(await keys()).toEqual([web.key, servers.key, games.key]);

    const reorder = await s.admin("/api/admin/hosting-categories/reorder", "PUT", {
      categories: [
        { category_id: web.id, new_order: 3 },
        { category_id: servers.id, new_order: 2 },
        { category_id: games.id, new_order: 1 },
      ],
    });
    expect(reorder.status).toBe(200);
    expect(await keys()).toEqual([games.key, servers.key, web.key]);

    expect((await s.admin(`/api/admin/hosting-categories/${servers.id}`, "PUT", { is_active: false })).status).toBe(200);
    expect(await keys()).toEqual([games.key, web.key]);
    for (const category of (await s.pub("/api/hosting-categories")).body) expect(category.is_active).toBe(true);

    expect((await s.admin(`/api/admin/hosting-categories/${servers.id}`, "PUT", { is_active: true })).status).toBe(200);
    expect(await keys()).toEqual([games.key, servers.key, web.key]);
  });
});

describe("the order of categories", () => {
  it("is display_order, then display name without regard to case, then id, in the public and the admin list alike", async () => {
    const ids: number[] = [];
    for (const [key, display_name] of [
      ["tie-b", "beta"],
      ["tie-a1", "Alpha"],
      ["tie-a2", "alpha"],
    ] as const) {
      ids.push((await s.admin("/api/admin/hosting-categories", "POST", { key, display_name, type: "custom", display_order: 900 })).body.id);
    }
    const mine = (list: Array<{ key: string }>) => list.map((category) => category.key).filter((key) => key.startsWith("tie-"));
    expect(mine((await s.pub("/api/hosting-categories")).body)).toEqual(["tie-a1", "tie-a2", "tie-b"]);
    expect(mine((await s.admin("/api/admin/hosting-categories")).body)).toEqual(["tie-a1", "tie-a2", "tie-b"]);
    for (const id of ids) await s.admin(`/api/admin/hosting-categories/${id}`, "DELETE");
  });
});
