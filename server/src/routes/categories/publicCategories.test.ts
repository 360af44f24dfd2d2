import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

describe("GET /api/hosting-categories", () => {
  it("lists only active categories, sorted by display_order", async () => {
    const keys = async () => (await s.pub("/api/hosting-categories")).body.map((category: any) => category.key);
    expect(await keys()).toEqual(["hosting", "vps", "gameservers"]);

    const reorder = await s.admin("/api/admin/hosting-categories/reorder", "PUT", {
      categories: [
        { category_id: 1, new_order: 3 },
        { category_id: 2, new_order: 2 },
        { category_id: 3, new_order: 1 },
      ],
    });
    expect(reorder.status).toBe(200);
    expect(await keys()).toEqual(["gameservers", "vps", "hosting"]);

    expect((await s.admin("/api/admin/hosting-categories/2", "PUT", { is_active: false })).status).toBe(200);
    expect(await keys()).toEqual(["gameservers", "hosting"]);
    for (const category of (await s.pub("/api/hosting-categories")).body) expect(category.is_active).toBe(true);

    expect((await s.admin("/api/admin/hosting-categories/2", "PUT", { is_active: true })).status).toBe(200);
    expect(await keys()).toEqual(["gameservers", "vps", "hosting"]);
  });
});
