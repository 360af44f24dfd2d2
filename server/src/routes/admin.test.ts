import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiRouteTable, concretePath, expectBadRequest, startAdminSession, type AdminSession, type RouteEntry } from "../../test/apiHelpers";

let s: AdminSession;
let routes: RouteEntry[];
beforeAll(async () => {
  s = await startAdminSession();
  routes = await apiRouteTable(s.server);
});
afterAll(() => s.server.stop());

/** Routes outside /api/admin that only the admin panel uses: they need the token too. */
const ADMIN_ONLY_ELSEWHERE = [
  "PUT /api/hosting-plans/:id",
  "PUT /api/content",
  "POST /api/navigation-menu",
  "GET /api/settings",
  "PUT /api/settings",
  "GET /api/website-content/:section",
  "GET /api/verify-token",
];
/** The only routes a visitor may call without a token. */
const PUBLIC_ROUTES = [
  "POST /api/login",
  "POST /api/contact",
  "POST /contact",
  "GET /api/content/:type",
  "GET /api/legal/:type",
  "GET /api/promo-codes",
  "GET /api/system-status",
  "GET /api/page-texts",
  "GET /api/status",
  "GET /api/locations",
  "GET /api/navigation",
  "GET /api/hosting-plans",
  "GET /api/hosting-categories",
  "GET /api/site-info",
  "GET /api/pages",
  "GET /api/pages/:slug",
  "GET /api/faq",
  "GET /api/openapi.json",
  "GET /api/docs",
];

const name = (route: RouteEntry) => `${route.method} ${route.path}`;
const isAdminRoute = (route: RouteEntry) => route.path.startsWith("/api/admin") || ADMIN_ONLY_ELSEWHERE.includes(name(route));
const call = (route: RouteEntry, token?: string) =>
  s.server.api(concretePath(route.path), { method: route.method, token, body: route.method === "GET" || route.method === "DELETE" ? undefined : {} });

describe("admin routes require a token", () => {
  it("finds the admin routes by walking the routers", () => {
    const admin = routes.filter(isAdminRoute);
    expect(admin.length).toBeGreaterThanOrEqual(40);
    for (const extra of ADMIN_ONLY_ELSEWHERE) expect(routes.map(name)).toContain(extra);
    // Every route is either an admin route or one of the known public ones: a new route must be classified here.
    expect(
      routes
        .filter((route) => !isAdminRoute(route))
        .map(name)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
  });

  it("answers 401 {detail} without a token on every admin route", async () => {
    const failures: string[] = [];
    for (const route of routes.filter(isAdminRoute)) {
      const response = await call(route);
      if (response.status !== 401 || typeof response.body?.detail !== "string") failures.push(`${name(route)} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 401 {detail} with a garbage token on every admin route", async () => {
    const failures: string[] = [];
    for (const route of routes.filter(isAdminRoute)) {
      for (const token of ["garbage", "a.b.c"]) {
        const response = await call(route, token);
        if (response.status !== 401 || typeof response.body?.detail !== "string") failures.push(`${name(route)} (${token}) → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 401 for a non-Bearer authorization header", async () => {
    const response = await s.pub("/api/admin/hosting-plans", "GET", undefined, { authorization: `Basic ${s.token}` });
    expect(response.status).toBe(401);
  });

  it("lets the admin token through", async () => {
    expect((await s.admin("/api/admin/hosting-plans")).status).toBe(200);
    expect((await s.admin("/api/verify-token")).body).toEqual({ valid: true, username: "admin" });
  });
});

describe("secrets are write-only", () => {
  const SMTP_SECRET = "smtp-Secret-7f3a9c";
  const BILLING_SECRET = "blesta-Secret-1d8e2b";
  const KUMA_SECRET = "kuma-Secret-4c6f0a";

  // Before each test: a test may remove or replace them.
  beforeEach(async () => {
    const smtp = await s.admin("/api/admin/smtp-settings", "PUT", { smtp_host: "mail.example.com", smtp_username: "mailer", smtp_password: SMTP_SECRET });
    // A closed local port: the status call tries to connect and fails, which must not leak the key either.
    const billing = await s.admin("/api/admin/blesta/settings", "PUT", {
      api_url: "http://127.0.0.1:9/api",
      username: "apiuser",
      api_key: BILLING_SECRET,
      timeout: 10,
    });
    const site = await s.admin("/api/admin/site-settings", "PUT", { uptime_kuma_api_key: KUMA_SECRET });
    expect([smtp.status, billing.status, site.status]).toEqual([200, 200, 200]);
    for (const response of [smtp, billing, site]) {
      for (const secret of [SMTP_SECRET, BILLING_SECRET, KUMA_SECRET]) expect(response.text).not.toContain(secret);
    }
  });

  it("never appear in any GET answer, admin or public", async () => {
    const gets = routes.filter((route) => route.method === "GET");
    expect(gets.length).toBeGreaterThanOrEqual(20);
    for (const route of gets) {
      for (const token of [s.token, undefined]) {
        const response = await call(route, token);
        for (const secret of [SMTP_SECRET, BILLING_SECRET, KUMA_SECRET]) {
          expect(response.text, `${name(route)} leaks ${secret}`).not.toContain(secret);
        }
      }
    }
  });

  it("are shown only as has_ flags", async () => {
    const smtp = (await s.admin("/api/admin/smtp-settings")).body;
    expect(smtp).toMatchObject({ smtp_password: "", has_smtp_password: true, smtp_host: "mail.example.com" });
    const billing = (await s.admin("/api/admin/blesta/settings")).body;
    expect(billing).toMatchObject({ api_key: "", has_api_key: true, username: "apiuser" });
    for (const path of ["/api/admin/site-settings", "/api/settings"]) {
      expect((await s.admin(path)).body).toMatchObject({ uptime_kuma_api_key: "", has_uptime_kuma_api_key: true });
    }
  });

  it("are kept when a PUT sends them empty or leaves them out", async () => {
    const smtp = await s.admin("/api/admin/smtp-settings", "PUT", { smtp_password: "", from_name: "Nebula" });
    expect(smtp.body).toMatchObject({ has_smtp_password: true, from_name: "Nebula" });
    expect(s.server.site.deps.store.snapshot().smtp.smtp_password).toBe(SMTP_SECRET);

    expect((await s.admin("/api/admin/blesta/settings", "PUT", { api_key: "", timeout: 40 })).body).toMatchObject({ has_api_key: true, timeout: 40 });
    expect(s.server.site.deps.store.snapshot().billing.api_key).toBe(BILLING_SECRET);

    expect((await s.admin("/api/admin/site-settings", "PUT", { uptime_kuma_api_key: "", site_title: "T" })).body).toMatchObject({
      has_uptime_kuma_api_key: true,
    });
    expect((await s.admin("/api/settings", "PUT", { site_title: "T2" })).body).toMatchObject({ has_uptime_kuma_api_key: true, site_title: "T2" });
    expect(s.server.site.deps.store.snapshot().site_settings.uptime_kuma_api_key).toBe(KUMA_SECRET);

    // A new non-empty secret replaces the old one.
    await s.admin("/api/admin/smtp-settings", "PUT", { smtp_password: "replaced-password" });
    expect(s.server.site.deps.store.snapshot().smtp.smtp_password).toBe("replaced-password");
  });

  it("are removed by null, each on its own, leaving the other fields as they were", async () => {
    await s.admin("/api/admin/smtp-settings", "PUT", { smtp_host: "mail.example.com", smtp_password: "to-be-removed-1" });
    await s.admin("/api/admin/blesta/settings", "PUT", { username: "apiuser", api_key: "to-be-removed-2" });
    await s.admin("/api/admin/site-settings", "PUT", { uptime_kuma_api_key: "to-be-removed-3" });
    const data = () => s.server.site.deps.store.snapshot();

    const smtp = await s.admin("/api/admin/smtp-settings", "PUT", { smtp_password: null });
    expect(smtp.status).toBe(200);
    expect(smtp.body).toMatchObject({ smtp_password: "", has_smtp_password: false, smtp_host: "mail.example.com" });
    expect(data().smtp.smtp_password).toBe("");
    expect(data().billing.api_key).toBe("to-be-removed-2");

    const billing = await s.admin("/api/admin/blesta/settings", "PUT", { api_key: null });
    expect(billing.body).toMatchObject({ api_key: "", has_api_key: false, username: "apiuser" });
    expect(data().billing.api_key).toBe("");

    const site = await s.admin("/api/admin/site-settings", "PUT", { uptime_kuma_api_key: null });
    expect(site.body).toMatchObject({ uptime_kuma_api_key: "", has_uptime_kuma_api_key: false });
    expect(data().site_settings.uptime_kuma_api_key).toBe("");
    expect((await s.admin("/api/settings")).body.has_uptime_kuma_api_key).toBe(false);

    // Only text or null: anything else is a 400 naming the field, and changes nothing.
    await s.admin("/api/admin/blesta/settings", "PUT", { api_key: "kept-key" });
    expectBadRequest(await s.admin("/api/admin/blesta/settings", "PUT", { api_key: { clear: true } }), "api_key", /null to remove it/);
    expect(data().billing.api_key).toBe("kept-key");
  });
});

describe("admin answers are not cached", () => {
  it("sets Cache-Control: no-store on every admin GET", async () => {
    const failures: string[] = [];
    for (const route of routes.filter((route) => isAdminRoute(route) && route.method === "GET")) {
      const response = await call(route, s.token);
      if (response.headers.get("cache-control") !== "no-store") failures.push(`${name(route)} → ${response.status} ${response.headers.get("cache-control")}`);
      if (response.headers.get("etag")) failures.push(`${name(route)} has an ETag`);
    }
    expect(failures).toEqual([]);
  });

  it("sets no-store on admin writes and on 401s", async () => {
    const write = await s.admin("/api/admin/company-info", "PUT", { tagline: "Still fast" });
    expect(write.status).toBe(200);
    expect(write.headers.get("cache-control")).toBe("no-store");
    expect((await s.pub("/api/admin/company-info")).headers.get("cache-control")).toBe("no-store");
  });
});
