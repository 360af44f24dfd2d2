import type { FakeBlesta } from "./fakes/fakeBlesta";
import { testImages } from "./images";
import type { ApiResponse, TestServer } from "./testServer";
import { TEST_ADMIN } from "./testServer";
import { codeAt } from "./totpCodes";
import { recordStatusPoll } from "../src/services/statusHistory";

/**
 * One sample request per API operation, for the OpenAPI test (server/src/openapi/openapi.test.ts): each makes the
 * records it needs through the API, then describes the call whose real answer is checked against the document.
 */
export type Call = {
  method: string;
  path: string;
  body?: unknown;
  raw?: { data: Buffer | string; type: string };
  auth?: boolean;
  status: number;
  /** Puts things back after the call (two-factor off again, the new token after a password change). */
  after?: (response: ApiResponse) => Promise<void>;
};
export type Sample = () => Promise<Call>;

export interface SampleContext {
  server: TestServer;
  blesta: FakeBlesta;
  /** The admin token; a password change replaces it. */
  token: string;
}

/** The samples, keyed "METHOD /path/{param}" as the document names its operations. */
export function sampleRequests(ctx: SampleContext): Record<string, Sample> {
  const { server, blesta } = ctx;
  const admin = <T = any>(path: string, method = "GET", body?: unknown) => server.api<T>(path, { method, body, token: ctx.token });
  let unique = 0;
  const name = (what: string) => `${what} ${++unique}-${Date.now().toString(36)}`;
  const createPlan = async () =>
    (
      await admin("/api/admin/hosting-plans", "POST", {
        name: name("Sample plan"),
        price: 7.5,
        pricing: { annual: 75 },
        features: ["One", "Two"],
        currency_prices: { EUR: { price: 6.9, pricing: { annual: 69 } } },
        translations: { de: { name: "Beispieltarif", features: ["Eins"] } },
      })
    ).body.id as number;
  const createCategory = async () =>
    (await admin("/api/admin/hosting-categories", "POST", { key: `sample-${++unique}`, display_name: name("Category"), type: "vps" })).body.id as number;
  const createPromo = async () =>
    (await admin("/api/admin/promo-codes", "POST", { code: `SAMPLE${++unique}`, title: "Sample", description: "A sample code" })).body.id as number;
  const createSubmission = async () =>
    (
      await server.api("/api/contact", {
        method: "POST",
        body: { name: "Sample Visitor", email: "visitor@example.test", subject: name("Subject"), message: "Hello" },
      })
    ).body.id as number;
  /** Two monitors as a poll of the status monitor reports them (one up, one down), the first shown. */
  const pollMonitors = async () => {
    await recordStatusPoll(server.site.deps.store, {
      status: { status: "degraded", code: "degraded", text: "Partially Degraded Service", checked_at: new Date().toISOString() },
      monitors: [
        { id: 1, name: "Web", group: "Sites", state: "up", beats: [] },
        { id: 2, name: "Mail", group: "Sites", state: "down", beats: [] },
      ],
    });
    return [{ id: 1, name: "Websites", group: "Hosting", visible: true, display_order: 1, translations: { de: { name: "Webseiten" } } }];
  };
  const createIncident = async () =>
    (await pollMonitors(),
    await admin("/api/admin/incidents", "POST", { title: name("Outage"), monitors: [1], updates: [{ state: "identified", body: "A disk." }] })).body
      .id as number;
  const windowBody = () => ({
    title: name("Disk swap"),
    body: "New **disks**.",
    starts_at: new Date(Date.now() + 3_600_000).toISOString(),
    ends_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
  });
  const createWindow = async () => (await admin("/api/admin/maintenance", "POST", windowBody())).body.id as number;
  const locationBody = () => ({
    key: `dc-${++unique}`,
    name: name("Frankfurt"),
    city: "Frankfurt am Main",
    country: "de",
    latency_url: "https://fra.speed.example/ping",
    looking_glass_url: "https://lg.example/fra",
    test_ipv4: "192.0.2.1",
    test_ipv6: "2001:db8::1",
    translations: { de: { name: "Frankfurt" } },
  });
  const createLocation = async () => (await admin("/api/admin/locations", "POST", locationBody())).body as { id: number; key: string };
  const createPage = async (fields: Record<string, unknown> = {}) =>
    (await admin("/api/admin/pages", "POST", { slug: `sample-page-${++unique}`, title: name("Sample page"), body: "## Hello\n\nText.", ...fields })).body as {
      id: number;
      slug: string;
    };
  const faqBody = [{ question: "Do you back up my site?", answer: "Yes, **every day**." }];
  const contentBody = { title: "Sample title", subtitle: "Sample subtitle", description: "Sample text", button_text: "Go", button_url: "#home" };
  const navigationBody = [{ label: "Home", href: "#home", order: 0, is_external: false, dropdown_items: [] }];

  async function withTwoFactor<T>(use: (secret: string, recoveryCodes: string[]) => Promise<T>): Promise<T> {
    const setup = await admin("/api/admin/2fa/setup", "POST");
    const enabled = await admin("/api/admin/2fa/enable", "POST", { otp: codeAt(setup.body.secret, Date.now()), password: TEST_ADMIN.password });
    return use(setup.body.secret, enabled.body.recovery_codes);
  }

  /** Turns two-factor sign-in off again with one of the recovery codes an answer handed out. */
  const twoFactorOffWith = async (response: ApiResponse) => {
    await admin("/api/admin/2fa/disable", "POST", { password: TEST_ADMIN.password, recovery_code: response.body.recovery_codes[0] });
  };

  const SAMPLES: Record<string, Sample> = {
    "POST /api/login": async () => ({ method: "POST", path: "/api/login", body: TEST_ADMIN, auth: false, status: 200 }),
    "GET /api/verify-token": async () => ({ method: "GET", path: "/api/verify-token", status: 200 }),
    "PUT /api/admin/password": async () => ({
      method: "PUT",
      path: "/api/admin/password",
      body: { current_password: TEST_ADMIN.password, new_password: TEST_ADMIN.password },
      status: 200,
      after: async (response) => void (ctx.token = response.body.access_token),
    }),
    "GET /api/admin/2fa": async () => ({ method: "GET", path: "/api/admin/2fa", status: 200 }),
    "POST /api/admin/2fa/setup": async () => ({ method: "POST", path: "/api/admin/2fa/setup", status: 200 }),
    "POST /api/admin/2fa/enable": async () => {
      const setup = await admin("/api/admin/2fa/setup", "POST");
      return {
        method: "POST",
        path: "/api/admin/2fa/enable",
        body: { otp: codeAt(setup.body.secret, Date.now()), password: TEST_ADMIN.password },
        status: 200,
        after: twoFactorOffWith,
      };
    },
    "POST /api/admin/2fa/recovery-codes": async () =>
      withTwoFactor(async (secret) => ({
        method: "POST",
        path: "/api/admin/2fa/recovery-codes",
        body: { otp: codeAt(secret, Date.now(), 1) },
        status: 200,
        after: twoFactorOffWith,
      })),
    "POST /api/admin/2fa/disable": async () =>
      withTwoFactor(async (_secret, codes) => ({
        method: "POST",
        path: "/api/admin/2fa/disable",
        body: { password: TEST_ADMIN.password, recovery_code: codes[0] },
        status: 200,
      })),
    "GET /api/admin/sessions": async () => ({ method: "GET", path: "/api/admin/sessions", status: 200 }),
    "POST /api/admin/sessions/revoke-others": async () => {
      await server.login();
      return { method: "POST", path: "/api/admin/sessions/revoke-others", status: 200 };
    },
    "DELETE /api/admin/sessions/{id}": async () => {
      const other = await server.login();
      const sid = JSON.parse(Buffer.from(other.split(".")[1], "base64url").toString()).sid as string;
      return { method: "DELETE", path: `/api/admin/sessions/${sid}`, status: 200 };
    },
    "GET /api/admin/overview": async () => (await createSubmission(), { method: "GET", path: "/api/admin/overview", status: 200 }),
    "POST /api/admin/demo-content/remove": async () => ({ method: "POST", path: "/api/admin/demo-content/remove", status: 200 }),
    "GET /api/hosting-plans": async () => (await createPlan(), { method: "GET", path: "/api/hosting-plans", auth: false, status: 200 }),
    "GET /api/admin/hosting-plans": async () => (await createPlan(), { method: "GET", path: "/api/admin/hosting-plans", status: 200 }),
    "POST /api/admin/hosting-plans": async () => ({
      method: "POST",
      path: "/api/admin/hosting-plans",
      body: { name: name("Plan"), pricing: { annual: 60 } },
      status: 200,
    }),
    "PUT /api/admin/hosting-plans/reorder": async () => ({
      method: "PUT",
      path: "/api/admin/hosting-plans/reorder",
      body: { plans: [{ plan_id: await createPlan(), new_order: 3 }] },
      status: 200,
    }),
    "PUT /api/admin/hosting-plans/{id}": async () => ({
      method: "PUT",
      path: `/api/admin/hosting-plans/${await createPlan()}`,
      body: { sold_out: true, locations: [{ key: (await createLocation()).key, sold_out: false }] },
      status: 200,
    }),
    "DELETE /api/admin/hosting-plans/{id}": async () => ({ method: "DELETE", path: `/api/admin/hosting-plans/${await createPlan()}`, status: 200 }),
    "GET /api/hosting-categories": async () => (await createCategory(), { method: "GET", path: "/api/hosting-categories", auth: false, status: 200 }),
    "GET /api/admin/hosting-categories": async () => (await createCategory(), { method: "GET", path: "/api/admin/hosting-categories", status: 200 }),
    "POST /api/admin/hosting-categories": async () => ({
      method: "POST",
      path: "/api/admin/hosting-categories",
      body: { key: `new-${++unique}`, display_name: name("Category"), type: "shared" },
      status: 200,
    }),
    "PUT /api/admin/hosting-categories/reorder": async () => ({
      method: "PUT",
      path: "/api/admin/hosting-categories/reorder",
      body: { categories: [{ category_id: await createCategory(), new_order: 2 }] },
      status: 200,
    }),
    "PUT /api/admin/hosting-categories/{id}": async () => ({
      method: "PUT",
      path: `/api/admin/hosting-categories/${await createCategory()}`,
      body: { description: "Changed" },
      status: 200,
    }),
    "DELETE /api/admin/hosting-categories/{id}": async () => ({
      method: "DELETE",
      path: `/api/admin/hosting-categories/${await createCategory()}`,
      status: 200,
    }),
    "GET /api/promo-codes": async () => (await createPromo(), { method: "GET", path: "/api/promo-codes", auth: false, status: 200 }),
    "GET /api/admin/promo-codes": async () => (await createPromo(), { method: "GET", path: "/api/admin/promo-codes", status: 200 }),
    "POST /api/admin/promo-codes": async () => ({
      method: "POST",
      path: "/api/admin/promo-codes",
      body: { code: `NEW${++unique}`, title: "New", description: "New code", discount_percentage: 10 },
      status: 200,
    }),
    "PUT /api/admin/promo-codes/{id}": async () => ({
      method: "PUT",
      path: `/api/admin/promo-codes/${await createPromo()}`,
      body: { starts_at: "2031-01-01" },
      status: 200,
    }),
    "DELETE /api/admin/promo-codes/{id}": async () => ({ method: "DELETE", path: `/api/admin/promo-codes/${await createPromo()}`, status: 200 }),
    "GET /api/content/{type}": async () => (
      await admin("/api/admin/content/terms", "PUT", contentBody),
      { method: "GET", path: "/api/content/terms", auth: false, status: 200 }
    ),
    "GET /api/legal/{type}": async () => ({ method: "GET", path: "/api/legal/imprint?lang=en", auth: false, status: 200 }),
    "GET /api/admin/website-content": async () => (
      await admin("/api/admin/content/about", "PUT", contentBody),
      { method: "GET", path: "/api/admin/website-content", status: 200 }
    ),
    "GET /api/admin/content/{section}": async () => (
      await admin("/api/admin/content/hero", "PUT", contentBody),
      { method: "GET", path: "/api/admin/content/hero", status: 200 }
    ),
    "PUT /api/admin/content/{section}": async () => ({ method: "PUT", path: "/api/admin/content/features", body: contentBody, status: 200 }),
    "PUT /api/content": async () => ({
      method: "PUT",
      path: "/api/content",
      body: { section: "privacy", title: "Privacy", description: "## Data\n\nWe keep little." },
      status: 200,
    }),
    "GET /api/pages": async () => (await createPage({ published: true }), { method: "GET", path: "/api/pages", auth: false, status: 200 }),
    "GET /api/pages/{slug}": async () => ({
      method: "GET",
      path: `/api/pages/${(await createPage({ published: true, description: "A sample page" })).slug}`,
      auth: false,
      status: 200,
    }),
    "GET /api/admin/pages": async () => (await createPage(), { method: "GET", path: "/api/admin/pages", status: 200 }),
    "POST /api/admin/pages": async () => ({
      method: "POST",
      path: "/api/admin/pages",
      body: { slug: `new-page-${++unique}`, title: "Data centres", description: "Where your servers run", published: true, show_in_footer: true },
      status: 200,
    }),
    "PUT /api/admin/pages/{id}": async () => ({
      method: "PUT",
      path: `/api/admin/pages/${(await createPage()).id}`,
      body: { published: true, body: "## Changed" },
      status: 200,
    }),
    "DELETE /api/admin/pages/{id}": async () => ({ method: "DELETE", path: `/api/admin/pages/${(await createPage()).id}`, status: 200 }),
    "GET /api/faq": async () => (await admin("/api/admin/faq", "PUT", faqBody), { method: "GET", path: "/api/faq", auth: false, status: 200 }),
    "GET /api/admin/faq": async () => (await admin("/api/admin/faq", "PUT", faqBody), { method: "GET", path: "/api/admin/faq", status: 200 }),
    "PUT /api/admin/faq": async () => ({ method: "PUT", path: "/api/admin/faq", body: faqBody, status: 200 }),
    "GET /api/status": async () => (
      await admin("/api/admin/status-monitors", "PUT", await pollMonitors()),
      { method: "GET", path: "/api/status", auth: false, status: 200 }
    ),
    "GET /api/admin/status-monitors": async () => (await pollMonitors(), { method: "GET", path: "/api/admin/status-monitors", status: 200 }),
    "PUT /api/admin/status-monitors": async () => ({ method: "PUT", path: "/api/admin/status-monitors", body: await pollMonitors(), status: 200 }),
    "GET /api/admin/incidents": async () => (await createIncident(), { method: "GET", path: "/api/admin/incidents", status: 200 }),
    "POST /api/admin/incidents": async () => (
      await pollMonitors(),
      {
        method: "POST",
        path: "/api/admin/incidents",
        body: { title: "Mail delays", impact: "major", monitors: [2], updates: [{ state: "investigating", body: "We are **looking** into it." }] },
        status: 200,
      }
    ),
    "PUT /api/admin/incidents/{id}": async () => ({
      method: "PUT",
      path: `/api/admin/incidents/${await createIncident()}`,
      body: {
        updates: [
          { at: "2026-01-01T10:00:00.000Z", state: "investigating", body: "Looking." },
          { state: "resolved", body: "Fixed." },
        ],
      },
      status: 200,
    }),
    "DELETE /api/admin/incidents/{id}": async () => ({ method: "DELETE", path: `/api/admin/incidents/${await createIncident()}`, status: 200 }),
    "GET /api/admin/maintenance": async () => (await createWindow(), { method: "GET", path: "/api/admin/maintenance", status: 200 }),
    "POST /api/admin/maintenance": async () => ({ method: "POST", path: "/api/admin/maintenance", body: windowBody(), status: 200 }),
    "PUT /api/admin/maintenance/{id}": async () => ({
      method: "PUT",
      path: `/api/admin/maintenance/${await createWindow()}`,
      body: { title: "Longer disk swap", ends_at: new Date(Date.now() + 5 * 3_600_000).toISOString() },
      status: 200,
    }),
    "DELETE /api/admin/maintenance/{id}": async () => ({ method: "DELETE", path: `/api/admin/maintenance/${await createWindow()}`, status: 200 }),
    "GET /api/locations": async () => (
      await pollMonitors(),
      await admin(`/api/admin/locations/${(await createLocation()).id}`, "PUT", { monitors: [1, 2] }),
      { method: "GET", path: "/api/locations?lang=de", auth: false, status: 200 }
    ),
    "GET /api/admin/locations": async () => (await createLocation(), { method: "GET", path: "/api/admin/locations", status: 200 }),
    "POST /api/admin/locations": async () => (
      await pollMonitors(),
      { method: "POST", path: "/api/admin/locations", body: { ...locationBody(), monitors: [1], order_value: "eu-central" }, status: 200 }
    ),
    "PUT /api/admin/locations/reorder": async () => ({
      method: "PUT",
      path: "/api/admin/locations/reorder",
      body: { locations: [{ location_id: (await createLocation()).id, new_order: 2 }] },
      status: 200,
    }),
    "POST /api/admin/locations/check-url": async () => ({
      method: "POST",
      path: "/api/admin/locations/check-url",
      body: { url: `${server.url}/healthz` },
      status: 200,
    }),
    "PUT /api/admin/locations/{id}": async () => ({
      method: "PUT",
      path: `/api/admin/locations/${(await createLocation()).id}`,
      body: { city: "Offenbach", order_value: "fra-2" },
      status: 200,
    }),
    "DELETE /api/admin/locations/{id}": async () => ({ method: "DELETE", path: `/api/admin/locations/${(await createLocation()).id}`, status: 200 }),
    "GET /api/admin/company-info": async () => ({ method: "GET", path: "/api/admin/company-info", status: 200 }),
    "PUT /api/admin/company-info": async () => ({
      method: "PUT",
      path: "/api/admin/company-info",
      body: { name: "Sample Hosting", founded_year: 2019, features: "Fast\nFriendly" },
      status: 200,
    }),
    "GET /api/navigation": async () => (
      await admin("/api/admin/navigation", "PUT", navigationBody),
      { method: "GET", path: "/api/navigation", auth: false, status: 200 }
    ),
    "GET /api/admin/navigation": async () => ({ method: "GET", path: "/api/admin/navigation", status: 200 }),
    "PUT /api/admin/navigation": async () => ({ method: "PUT", path: "/api/admin/navigation", body: { items: navigationBody }, status: 200 }),
    "GET /api/site-info": async () => ({ method: "GET", path: "/api/site-info", auth: false, status: 200 }),
    "GET /api/admin/site-settings": async () => ({ method: "GET", path: "/api/admin/site-settings", status: 200 }),
    "PUT /api/admin/site-settings": async () => ({
      method: "PUT",
      path: "/api/admin/site-settings",
      body: { site_title: "Sample site", status_update_interval: 60 },
      status: 200,
    }),
    "GET /api/admin/media": async () => (await uploadLogo(), { method: "GET", path: "/api/admin/media", status: 200 }),
    "PUT /api/admin/media/{kind}": async () => ({
      method: "PUT",
      path: "/api/admin/media/logo",
      raw: { data: testImages.png(), type: "image/png" },
      status: 200,
    }),
    "DELETE /api/admin/media/{kind}": async () => (await uploadLogo(), { method: "DELETE", path: "/api/admin/media/logo", status: 200 }),
    "GET /api/system-status": async () => ({ method: "GET", path: "/api/system-status", auth: false, status: 200 }),
    "GET /api/page-texts": async () => ({ method: "GET", path: "/api/page-texts?lang=de", auth: false, status: 200 }),
    "POST /api/contact": async () => ({
      method: "POST",
      path: "/api/contact",
      body: { name: "Sample Visitor", email: "v@example.test", subject: name("Hello"), message: "Hi" },
      auth: false,
      status: 201,
    }),
    "POST /contact": async () => ({
      method: "POST",
      path: "/contact",
      raw: {
        data: new URLSearchParams({ name: "Form Visitor", email: "f@example.test", subject: name("Form"), message: "Hi" }).toString(),
        type: "application/x-www-form-urlencoded",
      },
      auth: false,
      status: 303,
    }),
    "GET /api/admin/contact-submissions": async () => (
      await createSubmission(),
      { method: "GET", path: "/api/admin/contact-submissions?page=1&limit=5", status: 200 }
    ),
    "GET /api/admin/contact-submissions/export": async () => (
      await createSubmission(),
      { method: "GET", path: "/api/admin/contact-submissions/export?format=csv", status: 200 }
    ),
    "GET /api/admin/contact-submissions/unread-count": async () => (
      await createSubmission(),
      { method: "GET", path: "/api/admin/contact-submissions/unread-count", status: 200 }
    ),
    "GET /api/admin/contact-submissions/{id}": async () => ({ method: "GET", path: `/api/admin/contact-submissions/${await createSubmission()}`, status: 200 }),
    "PUT /api/admin/contact-submissions/{id}/read": async () => ({
      method: "PUT",
      path: `/api/admin/contact-submissions/${await createSubmission()}/read`,
      status: 200,
    }),
    "PUT /api/admin/contact-submissions/{id}/unread": async () => ({
      method: "PUT",
      path: `/api/admin/contact-submissions/${await createSubmission()}/unread`,
      status: 200,
    }),
    "DELETE /api/admin/contact-submissions/{id}": async () => ({
      method: "DELETE",
      path: `/api/admin/contact-submissions/${await createSubmission()}`,
      status: 200,
    }),
    "GET /api/admin/activity": async () => (await createPlan(), { method: "GET", path: "/api/admin/activity?search=hosting-plans", status: 200 }),
    "GET /api/admin/statistics": async () => (
      await createSubmission(),
      { method: "GET", path: "/api/admin/statistics?from=2026-01-01&to=2026-01-31", status: 200 }
    ),
    "GET /api/admin/statistics.csv": async () => ({ method: "GET", path: "/api/admin/statistics.csv?from=2026-01-01&to=2026-01-07", status: 200 }),
    "GET /api/admin/backups": async () => ({ method: "GET", path: "/api/admin/backups", status: 200 }),
    "POST /api/admin/backups": async () => ({ method: "POST", path: "/api/admin/backups", status: 200 }),
    "GET /api/admin/backups/download": async () => (await createSubmission(), { method: "GET", path: "/api/admin/backups/download", status: 200 }),
    "POST /api/admin/backups/restore": async () => ({
      method: "POST",
      path: "/api/admin/backups/restore",
      body: (await admin("/api/admin/backups/download")).body,
      status: 200,
    }),
    "GET /api/admin/smtp-settings": async () => ({ method: "GET", path: "/api/admin/smtp-settings", status: 200 }),
    "PUT /api/admin/smtp-settings": async () => ({
      method: "PUT",
      path: "/api/admin/smtp-settings",
      body: { smtp_host: "mail.example.test", smtp_port: 587, smtp_security: "tls" },
      status: 200,
    }),
    "POST /api/admin/smtp-test": async () => ({ method: "POST", path: "/api/admin/smtp-test", body: { smtp_host: "" }, status: 200 }),
    "GET /api/admin/blesta/settings": async () => ({ method: "GET", path: "/api/admin/blesta/settings", status: 200 }),
    "PUT /api/admin/blesta/settings": async () => ({
      method: "PUT",
      path: "/api/admin/blesta/settings",
      body: { api_url: blesta.url, username: "api-user", api_key: "api-key", timeout: 10 },
      status: 200,
    }),
    "PUT /api/admin/blesta/mapping": async () => ({
      method: "PUT",
      path: "/api/admin/blesta/mapping",
      body: { plan_id: await createPlan(), blesta_package_id: 21 },
      status: 200,
    }),
    "GET /api/admin/blesta/status": async () => (await configureBlesta(), { method: "GET", path: "/api/admin/blesta/status", status: 200 }),
    "GET /api/admin/blesta/packages": async () => (await configureBlesta(), { method: "GET", path: "/api/admin/blesta/packages", status: 200 }),
    "GET /api/admin/blesta/packages/{id}/prices": async () => (
      await configureBlesta(),
      { method: "GET", path: "/api/admin/blesta/packages/21/prices", status: 200 }
    ),
    "GET /api/admin/blesta/prices": async () => {
      await configureBlesta();
      await admin("/api/admin/blesta/sync", "POST", { force_update: true });
      return { method: "GET", path: "/api/admin/blesta/prices", status: 200 };
    },
    "POST /api/admin/blesta/import": async () => {
      await configureBlesta();
      const key = `import-${++unique}`;
      await admin("/api/admin/hosting-categories", "POST", { key, display_name: name("Imported"), type: "shared" });
      return {
        method: "POST",
        path: "/api/admin/blesta/import",
        body: { package_ids: [22], category_key: key, markup_percentages: { shared: 0 } },
        status: 200,
      };
    },
    "POST /api/admin/blesta/sync": async () => {
      await configureBlesta();
      await admin("/api/admin/blesta/mapping", "PUT", { plan_id: await createPlan(), blesta_package_id: 21 });
      return { method: "POST", path: "/api/admin/blesta/sync", body: { force_update: true }, status: 200 };
    },
    "GET /healthz": async () => ({ method: "GET", path: "/healthz", auth: false, status: 200 }),
    "GET /readyz": async () => ({ method: "GET", path: "/readyz", auth: false, status: 200 }),
    "GET /api/openapi.json": async () => ({ method: "GET", path: "/api/openapi.json", auth: false, status: 200 }),
    "GET /api/docs": async () => ({ method: "GET", path: "/api/docs", auth: false, status: 200 }),
  };

  async function uploadLogo() {
    await fetch(`${server.url}/api/admin/media/logo`, {
      method: "PUT",
      headers: { authorization: `Bearer ${ctx.token}`, "content-type": "image/png" },
      body: new Uint8Array(testImages.png()),
    });
  }
  async function configureBlesta() {
    await admin("/api/admin/blesta/settings", "PUT", { api_url: blesta.url, username: "api-user", api_key: "api-key", timeout: 10 });
  }

  return SAMPLES;
}
