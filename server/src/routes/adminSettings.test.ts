import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, expectError, startAdminSession, type AdminSession } from "../../test/apiHelpers";

/** Admin API for SMTP settings, billing (Blesta) settings and mapping, and site settings. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const data = () => s.server.site.deps.store.snapshot();

describe("SMTP settings", () => {
  const put = (body: unknown) => s.admin("/api/admin/smtp-settings", "PUT", body);

  it("GET answers the defaults: port 587, security tls, no password", async () => {
    const response = await s.admin("/api/admin/smtp-settings");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ smtp_host: "", smtp_port: 587, smtp_security: "tls", smtp_password: "", has_smtp_password: false, from_email: "", from_name: "" });
  });

  it("PUT saves and answers the new settings", async () => {
    const response = await put({ smtp_host: "smtp.example.com", smtp_port: "465", smtp_security: "ssl", smtp_username: "u@example.com", from_email: "noreply@example.com", from_name: "Site" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ smtp_host: "smtp.example.com", smtp_port: 465, smtp_security: "ssl", from_name: "Site" });
    expect((await s.admin("/api/admin/smtp-settings")).body).toMatchObject({ smtp_port: 465, smtp_security: "ssl" });
  });

  it("accepts host names and IPv4/IPv6 addresses written out in full, and says what it wants for shorthand", async () => {
    for (const host of ["mail.example.com", "localhost", "192.0.2.10", "2001:db8::25", "::1", "smtp.bücher.de"]) {
      const response = await put({ smtp_host: host });
      expect(response.status, host).toBe(200);
      expect(data().smtp.smtp_host).toBe(host);
    }
    expectBadRequest(await put({ smtp_host: "1.5" }), "smtp_host", /IPv4 or IPv6 address written out in full .*shorthand such as 1\.5 is not accepted/);
  });

  it("converts the legacy smtp_use_tls boolean to tls or none", async () => {
    expect((await put({ smtp_use_tls: false })).body.smtp_security).toBe("none");
    expect(data().smtp.smtp_security).toBe("none");
    expect((await put({ smtp_use_tls: true })).body.smtp_security).toBe("tls");
    expect(data().smtp).not.toHaveProperty("smtp_use_tls");
    // An explicit smtp_security wins over the legacy flag.
    expect((await put({ smtp_security: "ssl", smtp_use_tls: false })).body.smtp_security).toBe("ssl");
  });

  it.each([
    ["smtp_port", { smtp_port: 70000 }],
    ["smtp_port", { smtp_port: 0 }],
    ["smtp_security", { smtp_security: "starttls" }],
    ["from_email", { from_email: "nobody" }],
    ["smtp_host", { smtp_host: "smtp example.com" }],
    ["smtp_host", { smtp_host: "1.5" }],
    ["smtp_host", { smtp_host: "127.1" }],
    ["smtp_host", { smtp_host: "0x7f000001" }],
    ["smtp_host", { smtp_host: "010.0.0.1" }],
    ["smtp_host", { smtp_host: "192.0.2.300" }],
    ["smtp_host", { smtp_host: "[2001:db8::25]" }],
    ["smtp_host", { smtp_host: "mail..example.com" }],
    ["from_name", { from_name: "Site\r\nBcc: x@example.com" }],
  ])("answers 400 naming %s for %j and stores nothing", async (field, body) => {
    const before = structuredClone(data().smtp);
    expectBadRequest(await put(body), field);
    expect(data().smtp).toEqual(before);
  });
});

describe("billing settings", () => {
  const put = (body: unknown) => s.admin("/api/admin/blesta/settings", "PUT", body);

  it("GET answers the defaults", async () => {
    const response = await s.admin("/api/admin/blesta/settings");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      api_url: "",
      api_key: "",
      has_api_key: false,
      timeout: 30,
      sync_enabled: false,
      sync_frequency: 24,
      markup_percentages: { vps: 0.2, gameserver: 0.4, shared: 0.15, dedicated: 0.1 },
    });
  });

  it.each([
    ["timeout", { timeout: 5 }],
    ["timeout", { timeout: 301 }],
    ["sync_frequency", { sync_frequency: 0 }],
    ["sync_frequency", { sync_frequency: 169 }],
    ["markup_percentages", { markup_percentages: { vps: 0.07 } }],
    ["markup_percentages", { markup_percentages: { vps: 2.5 } }],
    ["markup_percentages", { markup_percentages: { vps: -0.05 } }],
    ["api_url", { api_url: "ftp://x" }],
    ["api_url", { api_url: "billing.example.com" }],
  ])("answers 400 naming %s for %j and stores nothing", async (field, body) => {
    const before = structuredClone(data().billing);
    expectBadRequest(await put(body), field);
    expect(data().billing).toEqual(before);
  });

  it("accepts the bounds and merges markups per plan type", async () => {
    for (const timeout of [10, 30, 300]) expect((await put({ timeout })).body.timeout).toBe(timeout);
    for (const sync_frequency of [1, 168]) expect((await put({ sync_frequency })).body.sync_frequency).toBe(sync_frequency);
    const response = await put({ markup_percentages: { vps: 0.25, shared: 2 }, api_url: "https://billing.example.com/api/" });
    expect(response.status).toBe(200);
    expect(response.body.markup_percentages).toEqual({ vps: 0.25, gameserver: 0.4, shared: 2, dedicated: 0.1 });
    expect(response.body.api_url).toBe("https://billing.example.com/api");
    expect(response.body.timeout).toBe(300);
  });
});

describe("PUT /api/admin/blesta/mapping", () => {
  const map = (body: unknown) => s.admin("/api/admin/blesta/mapping", "PUT", body);
  const adminPlan = async (id: number) => (await s.admin("/api/admin/hosting-plans")).body.find((plan: any) => plan.id === id);

  it("maps a plan to a package, visible to the admin only", async () => {
    const response = await map({ plan_id: 2, blesta_package_id: 42 });
    expect(response.status).toBe(200);
    expect((await adminPlan(2)).blesta_package_id).toBe(42);
    const publicPlan = (await s.pub("/api/hosting-plans")).body.find((plan: any) => plan.id === 2);
    expect(publicPlan).not.toHaveProperty("blesta_package_id");
    expect((await s.admin("/api/admin/blesta/status")).body).toMatchObject({ plans_mapped: 1, total_plans: 9, connection_status: "not_configured" });
  });

  it("unmaps with null", async () => {
    await map({ plan_id: 3, blesta_package_id: "7" });
    expect((await adminPlan(3)).blesta_package_id).toBe(7);
    expect((await map({ plan_id: 3, blesta_package_id: null })).status).toBe(200);
    expect((await adminPlan(3)).blesta_package_id).toBeNull();
  });

  it("answers 404 for an unknown plan and 400 for a bad package id", async () => {
    expectError(await map({ plan_id: 99999, blesta_package_id: 1 }), 404);
    expectBadRequest(await map({ plan_id: 2, blesta_package_id: -3 }), "blesta_package_id");
    expectBadRequest(await map({ blesta_package_id: 3 }), "plan_id");
    expect((await adminPlan(2)).blesta_package_id).toBe(42);
  });
});

describe("site settings", () => {
  it("GET /api/admin/site-settings and the fallback GET /api/settings answer the same settings", async () => {
    const primary = await s.admin("/api/admin/site-settings");
    const fallback = await s.admin("/api/settings");
    expect(primary.status).toBe(200);
    expect(fallback.status).toBe(200);
    expect(fallback.body).toEqual(primary.body);
    expect(primary.body).toMatchObject({ status_update_interval: 30, uptime_kuma_url: "", uptime_kuma_api_key: "", has_uptime_kuma_api_key: false, site_title: expect.any(String) });
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
