import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const CONTENT_FIELDS = ["section", "title", "subtitle", "description", "content", "button_text", "button_url"];
const PUBLIC_GETS = [
  "/api/content/hero",
  "/api/content/features",
  "/api/content/about",
  "/api/content/terms",
  "/api/content/privacy",
  "/api/promo-codes",
  "/api/system-status",
  "/api/navigation",
  "/api/hosting-plans",
  "/api/hosting-categories",
  "/api/site-info",
];

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
