import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_FONTS } from "../../../../common/siteLook";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/** The site's look in the settings: the status badge switch, the brand colour and the font. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const siteInfo = async () => (await s.pub("/api/site-info")).body;
const saved = () => JSON.stringify(s.server.site.deps.store.snapshot().site_settings);

describe("show_status_badge", () => {
  it("is saved, answered by the admin settings and published in site-info", async () => {
    const off = await s.admin("/api/admin/site-settings", "PUT", { show_status_badge: false });
    expect(off.status, off.text).toBe(200);
    expect(off.body.show_status_badge).toBe(false);
    expect((await s.admin("/api/admin/site-settings")).body.show_status_badge).toBe(false);
    expect((await siteInfo()).settings.show_status_badge).toBe(false);
    expect((await s.admin("/api/admin/site-settings", "PUT", { show_status_badge: "true" })).body.show_status_badge).toBe(true);
    expect((await siteInfo()).settings.show_status_badge).toBe(true);
  });

  it("refuses what is not a boolean", async () => {
    expectBadRequest(await s.admin("/api/admin/site-settings", "PUT", { show_status_badge: "maybe" }), "show_status_badge", /true or false/);
  });
});

describe("brand_color and font", () => {
  it("stores the colour in lower case, takes every font, and publishes both", async () => {
    const response = await s.admin("/api/admin/site-settings", "PUT", { brand_color: "#0A7E5C", font: "plus-jakarta-sans" });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ brand_color: "#0a7e5c", font: "plus-jakarta-sans" });
    expect(s.server.site.deps.store.snapshot().site_settings.brand_color).toBe("#0a7e5c");
    expect((await siteInfo()).settings).toMatchObject({ brand_color: "#0a7e5c", font: "plus-jakarta-sans" });
    for (const font of SITE_FONTS) expect((await s.admin("/api/admin/site-settings", "PUT", { font })).body.font).toBe(font);
    expect((await siteInfo()).settings.font).toBe(SITE_FONTS[SITE_FONTS.length - 1]);
  });

  it("fields not sent stay as they were", async () => {
    await s.admin("/api/admin/site-settings", "PUT", { brand_color: "#112233", font: "inter", show_status_badge: false });
    const response = await s.admin("/api/admin/site-settings", "PUT", { site_title: "Look test" });
    expect(response.body).toMatchObject({ brand_color: "#112233", font: "inter", show_status_badge: false, site_title: "Look test" });
  });

  it("refuses a colour that is not #rrggbb and an unknown font, naming the field; nothing is stored", async () => {
    const before = saved();
    for (const brand_color of ["4f46e5", "#4f46e", "#4f46e5ff", "#ggg000", "indigo", "", 4_000_000, null]) {
      expectBadRequest(await s.admin("/api/admin/site-settings", "PUT", { brand_color }), "brand_color", /#rrggbb/);
    }
    for (const font of ["comic-sans", "Inter", "", null]) {
      expectBadRequest(await s.admin("/api/admin/site-settings", "PUT", { font }), "font", /must be one of system, inter/);
    }
    expect(saved()).toBe(before);
  });
});
