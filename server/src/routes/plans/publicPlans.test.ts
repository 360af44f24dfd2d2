import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

describe("GET /api/hosting-plans", () => {
  it("lists plans without internal billing fields", async () => {
    const { status, body } = await s.pub("/api/hosting-plans");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(9);
    for (const plan of body) {
      expect(plan).toHaveProperty("name");
      expect(plan).toHaveProperty("price");
      for (const field of ["markup_percentage", "blesta_package_id", "last_blesta_sync", "blesta_pricing_ids", "currency_prices", "translations"]) {
        expect(plan).not.toHaveProperty(field);
      }
    }
    expect((await s.admin("/api/admin/hosting-plans")).body[0]).toHaveProperty("markup_percentage");
  });
});

describe("the order of plans", () => {
  it("is display_order, then name without regard to case, then id, in the public and the admin list alike", async () => {
    const category_key = "tie-order-test";
    const ids: number[] = [];
    for (const [name, display_order] of [
      ["beta", 5],
      ["Alpha", 5],
      ["alpha", 5],
      ["Zulu", 4],
    ] as const) {
      ids.push((await s.admin("/api/admin/hosting-plans", "POST", { name, category_key, display_order })).body.id);
    }
    const names = (list: Array<{ name: string; category_key: string }>) => list.filter((plan) => plan.category_key === category_key).map((plan) => plan.name);
    expect(names((await s.pub("/api/hosting-plans")).body)).toEqual(["Zulu", "Alpha", "alpha", "beta"]);
    expect(names((await s.admin("/api/admin/hosting-plans")).body)).toEqual(["Zulu", "Alpha", "alpha", "beta"]);
    for (const id of ids) await s.admin(`/api/admin/hosting-plans/${id}`, "DELETE");
  });
});
