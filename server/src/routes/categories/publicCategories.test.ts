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
