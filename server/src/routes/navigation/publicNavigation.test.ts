import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

describe("GET /api/navigation", () => {
  it("lists the items sorted by order", async () => {
    const demo = await s.pub("/api/navigation");
    expect(demo.body.map((item: any) => item.label)).toEqual(["Home", "Hosting", "About", "Contact"]);
    const saved = await s.admin("/api/admin/navigation", "PUT", [
      { label: "Third", href: "#c", order: 30 },
      { label: "First", href: "#a", order: 10 },
      { label: "Second", href: "#b", order: 20 },
    ]);
    expect(saved.status).toBe(200);
    const { body } = await s.pub("/api/navigation");
    expect(body.map((item: any) => item.label)).toEqual(["First", "Second", "Third"]);
    expect(body.map((item: any) => item.order)).toEqual([10, 20, 30]);
  });
});
