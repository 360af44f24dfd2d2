import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { installTestSite, TEST_SITE } from "../../../test/fixtures/testSite";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  await installTestSite(s.server.site.deps.store);
});
afterAll(() => s.server.stop());

describe("GET /api/promo-codes", () => {
  it("lists only active, unexpired codes without internal timestamps", async () => {
    const base = { title: "T", description: "D", display_location: "hero" };
    const inactive = await s.admin("/api/admin/promo-codes", "POST", { ...base, code: "OFFCODE", is_active: false });
    const expired = await s.admin("/api/admin/promo-codes", "POST", { ...base, code: "OLDCODE", expiry_date: "2020-01-01T00:00:00Z" });
    const live = await s.admin("/api/admin/promo-codes", "POST", { ...base, code: "LIVECODE", expiry_date: "2999-01-01" });
    expect([inactive.status, expired.status, live.status]).toEqual([200, 200, 200]);

    const { status, body } = await s.pub("/api/promo-codes");
    expect(status).toBe(200);
    const codes = body.map((promo: any) => promo.code);
    const { hero, pricing, floating } = TEST_SITE.promos;
    expect(codes).toEqual(expect.arrayContaining([hero.code, pricing.code, floating.code, "LIVECODE"]));
    expect(codes).not.toContain("OFFCODE");
    expect(codes).not.toContain("OLDCODE");
    for (const promo of body) {
      expect(promo.is_active).toBe(true);
      expect(promo).not.toHaveProperty("created_at");
      expect(promo).not.toHaveProperty("updated_at");
    }
    // The admin list still has all of them.
    const adminCodes = (await s.admin("/api/admin/promo-codes")).body.map((promo: any) => promo.code);
    expect(adminCodes).toEqual(expect.arrayContaining(["OFFCODE", "OLDCODE", "LIVECODE"]));
  });
});

describe("the footer place", () => {
  it("a code for the footer is created, moved there, and shown to visitors with display_location footer", async () => {
    const created = await s.admin("/api/admin/promo-codes", "POST", {
      code: "FOOTERCODE",
      title: "Footer",
      description: "In the footer",
      display_location: "footer",
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.display_location).toBe("footer");
    const moved = await s.admin("/api/admin/promo-codes", "POST", {
      code: "MOVEDCODE",
      title: "Moved",
      description: "Moved there",
      display_location: "pricing",
    });
    expect((await s.admin(`/api/admin/promo-codes/${moved.body.id}`, "PUT", { display_location: "footer" })).body.display_location).toBe("footer");
    const shown = (await s.pub("/api/promo-codes")).body.filter((promo: any) => promo.display_location === "footer").map((promo: any) => promo.code);
    expect(shown).toEqual(expect.arrayContaining(["FOOTERCODE", "MOVEDCODE"]));
  });
});
