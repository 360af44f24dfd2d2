import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, startAdminSession, type AdminSession } from "../../test/apiHelpers";

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

describe("GET /api/content/{type}", () => {
  it.each(["hero", "features", "about"])("answers the %s block with every content field", async (type) => {
    const response = await s.pub(`/api/content/${type}`);
    expect(response.status).toBe(200);
    for (const field of CONTENT_FIELDS) expect(typeof response.body[field], field).toBe("string");
    expect(response.body.section).toBe(type);
    expect(response.body.title).not.toBe("");
  });

  it("answers the demo hero text", async () => {
    const { body } = await s.pub("/api/content/hero");
    expect(body).toMatchObject({ title: "Fast, Reliable, and Affordable", button_text: "View Hosting Plans", button_url: "#hosting" });
  });

  it.each(["terms", "privacy"])("answers the %s markdown in both description and content", async (type) => {
    const { status, body } = await s.pub(`/api/content/${type}`);
    expect(status).toBe(200);
    for (const field of CONTENT_FIELDS) expect(typeof body[field], field).toBe("string");
    expect(body.section).toBe(type);
    expect(body.description).toMatch(/^## /m);
    expect(body.content).toBe(body.description);
  });

  it("answers 404 {detail} for an unknown type", async () => {
    expectError(await s.pub("/api/content/faq"), 404, /faq/);
  });
});

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
    expect(codes).toEqual(expect.arrayContaining(["LAUNCH50", "ANNUAL20", "WELCOME10", "LIVECODE"]));
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

describe("GET /api/hosting-categories", () => {
  it("lists only active categories, sorted by display_order", async () => {
    const keys = async () => (await s.pub("/api/hosting-categories")).body.map((category: any) => category.key);
    expect(await keys()).toEqual(["hosting", "vps", "gameservers"]);

    const reorder = await s.admin("/api/admin/hosting-categories/reorder", "PUT", {
      categories: [
        { category_id: 1, new_order: 3 },
        { category_id: 2, new_order: 2 },
        { category_id: 3, new_order: 1 },
      ],
    });
    expect(reorder.status).toBe(200);
    expect(await keys()).toEqual(["gameservers", "vps", "hosting"]);

    expect((await s.admin("/api/admin/hosting-categories/2", "PUT", { is_active: false })).status).toBe(200);
    expect(await keys()).toEqual(["gameservers", "hosting"]);
    for (const category of (await s.pub("/api/hosting-categories")).body) expect(category.is_active).toBe(true);

    expect((await s.admin("/api/admin/hosting-categories/2", "PUT", { is_active: true })).status).toBe(200);
    expect(await keys()).toEqual(["gameservers", "vps", "hosting"]);
  });
});

describe("GET /api/site-info", () => {
  it("answers public settings and company info, never the status-monitor key", async () => {
    const { status, body } = await s.pub("/api/site-info");
    expect(status).toBe(200);
    expect(body.settings).toMatchObject({
      site_title: expect.any(String),
      site_description: expect.any(String),
      client_area_url: expect.stringMatching(/^https?:/),
      game_panel_url: expect.stringMatching(/^https?:/),
      billing_url: expect.stringMatching(/^https?:/),
      status_page_url: expect.any(String),
      status_update_interval: 30,
    });
    expect(body.settings).not.toHaveProperty("uptime_kuma_api_key");
    expect(body.company).toMatchObject({ name: "Nebula Hosting", founded_year: 2019, features: expect.any(Array) });
  });
});

describe("caching", () => {
  it.each(PUBLIC_GETS)("%s accepts and ignores ?_t", async (path) => {
    const plain = await s.pub(path);
    const stamped = await s.pub(`${path}?_t=123`);
    expect(plain.status).toBe(200);
    expect(stamped.status).toBe(200);
    expect(stamped.body).toEqual(plain.body);
  });

  it.each(PUBLIC_GETS)("%s sets ETag and Cache-Control and answers 304 on If-None-Match", async (path) => {
    const first = await s.pub(path);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get("cache-control")).toMatch(/public/);
    const again = await s.pub(path, "GET", undefined, { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("changes the ETag and shows new data after an admin write", async () => {
    const before = await s.pub("/api/content/about");
    const etag = before.headers.get("etag")!;
    const saved = await s.admin("/api/admin/content/about", "PUT", { title: "About Us, Rewritten" });
    expect(saved.status).toBe(200);
    const after = await s.pub("/api/content/about", "GET", undefined, { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(after.body.title).toBe("About Us, Rewritten");

    const plansBefore = await s.pub("/api/hosting-plans");
    expect((await s.admin("/api/hosting-plans/1", "PUT", { name: "Starter Renamed" })).status).toBe(200);
    const plansAfter = await s.pub("/api/hosting-plans", "GET", undefined, { "if-none-match": plansBefore.headers.get("etag")! });
    expect(plansAfter.status).toBe(200);
    expect(plansAfter.body.find((plan: any) => plan.id === 1).name).toBe("Starter Renamed");
  });

  it.each(["gzip", "br"])("compresses bodies over 1 KB with %s when accepted", async (encoding) => {
    const response = await fetch(`${s.server.url}/api/hosting-plans`, { headers: { "accept-encoding": encoding } });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    const body = await response.json();
    expect(body.length).toBeGreaterThanOrEqual(9);
  });

  it("does not compress when the client does not accept it, nor small bodies", async () => {
    const identity = await fetch(`${s.server.url}/api/hosting-plans`, { headers: { "accept-encoding": "identity" } });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(Number(identity.headers.get("content-length") ?? (await identity.clone().text()).length)).toBeGreaterThan(1024);
    await identity.arrayBuffer();
    const small = await fetch(`${s.server.url}/api/system-status`, { headers: { "accept-encoding": "gzip, br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    await small.arrayBuffer();
  });
});
