import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

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
