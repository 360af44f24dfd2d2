import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, expectError, startAdminSession, type AdminSession } from "../../test/apiHelpers";

/** Admin API for company info, navigation, website content and promo codes. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

describe("company info", () => {
  it("GET answers the company object", async () => {
    const response = await s.admin("/api/admin/company-info?_t=1");
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(["address", "contact_email", "description", "features", "founded_year", "name", "phone", "tagline"]);
    expect(response.body.founded_year).toBe(2019);
  });

  it("PUT saves, keeps unsent fields, and stores founded_year as an integer", async () => {
    const response = await s.admin("/api/admin/company-info", "PUT", { name: "Nova Hosting", founded_year: "2015", features: "Fast\n\nCheap\n" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: "Nova Hosting", founded_year: 2015, features: ["Fast", "Cheap"], phone: "+1 555 0100" });
    expect((await s.admin("/api/admin/company-info")).body).toMatchObject({ name: "Nova Hosting", founded_year: 2015 });
    expect((await s.pub("/api/site-info")).body.company.name).toBe("Nova Hosting");
  });

  it("PUT answers 400 for a bad e-mail or a non-integer year, and stores nothing", async () => {
    expectBadRequest(await s.admin("/api/admin/company-info", "PUT", { contact_email: "not-an-email", name: "Broken" }), "contact_email");
    expectBadRequest(await s.admin("/api/admin/company-info", "PUT", { founded_year: 2015.5 }), "founded_year");
    expectBadRequest(await s.admin("/api/admin/company-info", "PUT", { founded_year: "soon" }), "founded_year");
    expect((await s.admin("/api/admin/company-info")).body).toMatchObject({ name: "Nova Hosting", founded_year: 2015 });
  });
});

describe("navigation", () => {
  const menu = (prefix: string) => [
    { label: `${prefix} Contact`, href: "#contact", order: 3 },
    {
      label: `${prefix} Hosting`,
      href: "#hosting",
      order: 2,
      dropdown_items: [
        { label: "Shared", href: "#hosting" },
        { label: "VPS", href: "#vps" },
      ],
    },
    { label: `${prefix} Home`, href: "#home", order: 1 },
    { label: `${prefix} Status`, href: "https://status.example.com", order: 4 },
  ];
  const publicLabels = async () => (await s.pub("/api/navigation")).body.map((item: any) => item.label);

  it.each([
    ["POST", "/api/admin/navigation", false],
    ["PUT", "/api/admin/navigation", false],
    ["POST", "/api/navigation-menu", false],
    ["POST", "/api/admin/navigation", true],
    ["PUT", "/api/admin/navigation", true],
    ["POST", "/api/navigation-menu", true],
  ])("%s %s (wrapped in {items}: %s) replaces the menu", async (method, path, wrapped) => {
    const prefix = `${method}${path.length}${wrapped}`;
    const response = await s.admin(path, method, wrapped ? { items: menu(prefix) } : menu(prefix));
    expect(response.status, response.text).toBe(200);
    expect(await publicLabels()).toEqual([`${prefix} Home`, `${prefix} Hosting`, `${prefix} Contact`, `${prefix} Status`]);
    const items = (await s.admin("/api/admin/navigation")).body;
    expect(items).toHaveLength(4);
    expect(items[1].dropdown_items).toEqual([
      { label: "Shared", href: "#hosting" },
      { label: "VPS", href: "#vps" },
    ]);
    expect(items[3].is_external).toBe(true);
    expect(items[0].is_external).toBe(false);
  });

  it("answers 400 for a javascript: href, in an item or a dropdown, and keeps the menu", async () => {
    const before = await publicLabels();
    expectBadRequest(await s.admin("/api/admin/navigation", "PUT", [{ label: "Evil", href: "javascript:alert(1)", order: 1 }]), "href");
    const badDropdown = [{ label: "Menu", href: "#x", dropdown_items: [{ label: "Evil", href: "javascript:alert(1)" }] }];
    expectBadRequest(await s.admin("/api/admin/navigation", "POST", { items: badDropdown }), "href");
    expectBadRequest(await s.admin("/api/navigation-menu", "POST", [{ href: "#nolabel" }]), "label");
    expectBadRequest(await s.admin("/api/admin/navigation", "PUT", { menu: [] }), "body");
    expect(await publicLabels()).toEqual(before);
  });
});

describe("website content", () => {
  it("GET /api/admin/website-content answers hero, features and about", async () => {
    const response = await s.admin("/api/admin/website-content");
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(["about", "features", "hero"]);
    expect(response.body.hero).toMatchObject({ section: "hero", title: "Fast, Reliable, and Affordable" });
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

describe("promo codes", () => {
  const promo = (overrides: Record<string, unknown> = {}) => ({ code: "summer25", title: "Summer", description: "25% off", discount_percentage: 25, display_location: "pricing", ...overrides });
  const create = (body: unknown) => s.admin("/api/admin/promo-codes", "POST", body);
  const codes = async () => (await s.admin("/api/admin/promo-codes")).body.map((entry: any) => entry.code) as string[];

  it("creates a code in upper case with the defaults", async () => {
    const response = await create(promo());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: "SUMMER25", button_text: "Copy Code", is_active: true, discount_percentage: 25, button_url: "" });
    expect(await codes()).toContain("SUMMER25");
    expect((await s.pub("/api/promo-codes")).body.map((entry: any) => entry.code)).toContain("SUMMER25");
  });

  it("answers 409 for a duplicate code, whatever its case", async () => {
    expectError(await create(promo({ code: "Summer25" })), 409);
    expect((await codes()).filter((code) => code === "SUMMER25")).toHaveLength(1);
  });

  it.each([
    ["discount_percentage", { discount_percentage: 101 }],
    ["discount_percentage", { discount_percentage: 5.5 }],
    ["discount_percentage", { discount_percentage: -1 }],
    ["discount_amount", { discount_amount: -1 }],
    ["code", { code: undefined }],
    ["title", { title: "" }],
    ["description", { description: undefined }],
    ["button_url", { button_url: "javascript:alert(1)" }],
    ["display_location", { display_location: "sidebar" }],
    ["expiry_date", { expiry_date: "next tuesday" }],
  ])("answers 400 naming %s for %j and stores nothing", async (field, overrides) => {
    const before = await codes();
    expectBadRequest(await create(promo({ code: "BADONE", ...overrides })), field);
    expect(await codes()).toEqual(before);
  });

  it("accepts the bounds 0 and 100 percent and an amount with cents", async () => {
    expect((await create(promo({ code: "ZERO", discount_percentage: 0 }))).body.discount_percentage).toBe(0);
    expect((await create(promo({ code: "FULL", discount_percentage: 100 }))).body.discount_percentage).toBe(100);
    expect((await create(promo({ code: "CASH", discount_percentage: null, discount_amount: 2.5 }))).body.discount_amount).toBe(2.5);
  });

  it("updates, then deletes, then answers 404", async () => {
    const created = (await create(promo({ code: "temp1" }))).body;
    const updated = await s.admin(`/api/admin/promo-codes/${created.id}`, "PUT", { title: "Changed", button_text: "", is_active: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ code: "TEMP1", title: "Changed", button_text: "Copy Code", is_active: false, description: "25% off" });
    expectError(await s.admin(`/api/admin/promo-codes/${created.id}`, "PUT", { code: "summer25" }), 409);
    expectBadRequest(await s.admin(`/api/admin/promo-codes/${created.id}`, "PUT", { discount_percentage: 150 }), "discount_percentage");

    expect((await s.admin(`/api/admin/promo-codes/${created.id}`, "DELETE")).status).toBe(200);
    expect(await codes()).not.toContain("TEMP1");
    expectError(await s.admin(`/api/admin/promo-codes/${created.id}`, "DELETE"), 404);
    expectError(await s.admin(`/api/admin/promo-codes/${created.id}`, "PUT", { title: "Ghost" }), 404);
  });
});
