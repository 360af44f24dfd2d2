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

describe("GET /api/system-status", () => {
  it("is unknown while no status monitor is configured", async () => {
    const { status, body } = await s.pub("/api/system-status");
    expect(status).toBe(200);
    expect(body.status).toBe("unknown");
    expect(typeof body.text).toBe("string");
    expect(body.text).toMatch(/Unknown/);
    expect(body).toHaveProperty("checked_at");
  });
});
