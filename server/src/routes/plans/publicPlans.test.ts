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
      for (const field of ["markup_percentage", "blesta_package_id", "last_blesta_sync"]) expect(plan).not.toHaveProperty(field);
    }
    expect((await s.admin("/api/admin/hosting-plans")).body[0]).toHaveProperty("markup_percentage");
  });
});
