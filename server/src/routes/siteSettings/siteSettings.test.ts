import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/** Admin API for SMTP settings, billing (Blesta) settings and mapping, and site settings. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const data = () => s.server.site.deps.store.snapshot();

describe("site settings", () => {
  it("GET /api/admin/site-settings and the fallback GET /api/settings answer the same settings", async () => {
    const saved = await s.admin("/api/admin/site-settings", "PUT", {
      status_update_interval: 30,
      uptime_kuma_url: "",
      uptime_kuma_api_key: null,
      site_title: "Settings read back",
    });
    expect(saved.status).toBe(200);
    const primary = await s.admin("/api/admin/site-settings");
    const fallback = await s.admin("/api/settings");
    expect(primary.status).toBe(200);
    expect(fallback.status).toBe(200);
    expect(fallback.body).toEqual(primary.body);
    expect(primary.body).toMatchObject({
      status_update_interval: 30,
      uptime_kuma_url: "",
      uptime_kuma_api_key: "",
      has_uptime_kuma_api_key: false,
      site_title: "Settings read back",
    });
  });

  it.each([
    ["status_update_interval", { status_update_interval: 5 }],
    ["status_update_interval", { status_update_interval: 301 }],
    ["status_update_interval", { status_update_interval: "often" }],
    ["uptime_kuma_url", { uptime_kuma_url: "not a url" }],
    ["billing_url", { billing_url: "javascript:alert(1)" }],
  ])("answers 400 naming %s for %j and stores nothing", async (field, body) => {
    const before = structuredClone(data().site_settings);
    expectBadRequest(await s.admin("/api/admin/site-settings", "PUT", body), field);
    expect(data().site_settings).toEqual(before);
  });

  it("accepts status_update_interval 10 and 300", async () => {
    for (const status_update_interval of [10, 300]) {
      const response = await s.admin("/api/admin/site-settings", "PUT", { status_update_interval });
      expect(response.status).toBe(200);
      expect(response.body.status_update_interval).toBe(status_update_interval);
    }
  });

  it.each([
    ["PUT", "/api/admin/site-settings"],
    ["POST", "/api/admin/site-settings"],
    ["PUT", "/api/settings"],
  ])("%s %s saves, and the public site info follows", async (method, path) => {
    const site_title = `Title via ${method} ${path}`;
    const response = await s.admin(path, method, { site_title, site_description: "Described" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ site_title, site_description: "Described" });
    expect((await s.admin("/api/admin/site-settings")).body.site_title).toBe(site_title);
    expect((await s.pub("/api/site-info")).body.settings.site_title).toBe(site_title);
  });
});
