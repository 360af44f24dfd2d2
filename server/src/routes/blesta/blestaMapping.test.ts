import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/** Which plan sells as which Blesta package. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

describe("PUT /api/admin/blesta/mapping", () => {
  const map = (body: unknown) => s.admin("/api/admin/blesta/mapping", "PUT", body);
  const adminPlan = async (id: number) => (await s.admin("/api/admin/hosting-plans")).body.find((plan: any) => plan.id === id);

  const ownPlan = async (name: string) => (await s.admin("/api/admin/hosting-plans", "POST", { name })).body.id as number;

  it("maps a plan to a package, visible to the admin only", async () => {
    const id = await ownPlan("Mapped");
    const before = (await s.admin("/api/admin/blesta/status")).body;
    const response = await map({ plan_id: id, blesta_package_id: 42 });
    expect(response.status).toBe(200);
    expect((await adminPlan(id)).blesta_package_id).toBe(42);
    const publicPlan = (await s.pub("/api/hosting-plans")).body.find((plan: any) => plan.id === id);
    expect(publicPlan).not.toHaveProperty("blesta_package_id");
    const total = (await s.admin("/api/admin/hosting-plans")).body.length;
    expect((await s.admin("/api/admin/blesta/status")).body).toMatchObject({
      plans_mapped: before.plans_mapped + 1,
      total_plans: total,
      connection_status: "not_configured",
    });
  });

  it("unmaps with null", async () => {
    const id = await ownPlan("Unmapped");
    await map({ plan_id: id, blesta_package_id: "7" });
    expect((await adminPlan(id)).blesta_package_id).toBe(7);
    expect((await map({ plan_id: id, blesta_package_id: null })).status).toBe(200);
    expect((await adminPlan(id)).blesta_package_id).toBeNull();
  });

  it("answers 404 for an unknown plan and 400 for a bad package id", async () => {
    const id = await ownPlan("Stays mapped");
    await map({ plan_id: id, blesta_package_id: 42 });
    expectError(await map({ plan_id: 99999, blesta_package_id: 1 }), 404);
    expectBadRequest(await map({ plan_id: id, blesta_package_id: -3 }), "blesta_package_id");
    expectBadRequest(await map({ blesta_package_id: 3 }), "plan_id");
    expect((await adminPlan(id)).blesta_package_id).toBe(42);
  });
});
