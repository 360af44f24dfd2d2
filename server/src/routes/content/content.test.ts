import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { installTestSite, TEST_SITE } from "../../../test/fixtures/testSite";

/** Admin API for company info, navigation, website content and promo codes. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  await installTestSite(s.server.site.deps.store);
});
afterAll(() => s.server.stop());

describe("website content", () => {
  it("GET /api/admin/website-content answers hero, features and about", async () => {
    const response = await s.admin("/api/admin/website-content");
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(["about", "features", "hero"]);
    expect(response.body.hero).toMatchObject({ section: "hero", title: TEST_SITE.content.hero.title });
  });

  it("GET /api/admin/content/hero and /api/website-content/hero answer the section", async () => {
    const publicHero = (await s.pub("/api/content/hero")).body;
    for (const path of ["/api/admin/content/hero", "/api/website-content/hero"]) {
      const response = await s.admin(path);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ section: "hero", title: publicHero.title, subtitle: publicHero.subtitle, button_url: publicHero.button_url });
    }
  });

  it.each(["POST", "PUT"])("%s /api/admin/content/{section} saves it", async (method) => {
    const body = { title: `Why us (${method})`, subtitle: "", description: "Because.", button_text: "Go", button_url: "#hosting" };
    const response = await s.admin("/api/admin/content/features", method, body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject(body);
    expect((await s.pub("/api/content/features")).body).toMatchObject({ title: `Why us (${method})`, description: "Because.", content: "Because." });
    expect((await s.admin("/api/admin/website-content")).body.features.title).toBe(`Why us (${method})`);
  });

  it("answers 404 for an unknown section and 400 for a javascript: button_url", async () => {
    expectError(await s.admin("/api/admin/content/pricing"), 404);
    expectError(await s.admin("/api/admin/content/pricing", "POST", { title: "x" }), 404);
    expectError(await s.admin("/api/admin/content/pricing", "PUT", { title: "x" }), 404);
    expectError(await s.admin("/api/website-content/pricing"), 404);
    expectBadRequest(await s.admin("/api/admin/content/hero", "PUT", { button_url: "javascript:alert(1)" }), "button_url");
    expect((await s.pub("/api/content/hero")).body.button_url).toBe("#hosting");
  });

  it("PUT /api/content saves a legal page into description and content", async () => {
    const markdown = "# Terms\n\n**Bold** rules.\nSecond line.";
    const response = await s.admin("/api/content", "PUT", { section: "terms", title: "Our Terms", description: markdown });
    expect(response.status).toBe(200);
    const terms = (await s.pub("/api/content/terms")).body;
    expect(terms).toMatchObject({ section: "terms", title: "Our Terms", description: markdown, content: markdown });
    expectBadRequest(await s.admin("/api/content", "PUT", { section: "cookies", title: "x" }), "section");
  });
});
