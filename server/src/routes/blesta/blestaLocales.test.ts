import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectBadRequest, expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { eventually } from "../../../test/eventually";
import { bilingualPackage, startFakeBlesta, type FakeBlesta, type FakePackage } from "../../../test/fakes/fakeBlesta";

/**
 * Blesta in two currencies and two languages through the admin API: the price sync fills each plan's prices in
 * every enabled currency, its pricing ids and its German texts; the import creates plans from packages.
 */
let s: AdminSession;
let blesta: FakeBlesta;

const PACKAGES: FakePackage[] = [
  bilingualPackage(41, 10, 9),
  bilingualPackage(42, 20, 18),
  bilingualPackage(43, 30, 27),
  { id: 44, name: "Dollars only", pricing: [{ term: 1, period: "month", price: 5, currency: "USD" }] },
  { id: 45, name: "Euros only", pricing: [{ term: 1, period: "month", price: 5, currency: "EUR" }] },
];

beforeAll(async () => {
  blesta = await startFakeBlesta({ user: "api-user", key: "api-key", packages: PACKAGES });
  // No demo plans: a currency is offered to visitors only while every plan has a price in it.
  s = await startAdminSession({ DEMO_CONTENT: "false" });
  const settings = await s.admin("/api/admin/site-settings", "PUT", {
    languages: ["en", "de"],
    currencies: ["USD", "EUR"],
    order_url_template: "https://billing.example/order/main/packages/web/?group_id=1&pricing_id={pricing_id}&coupon={promo}",
  });
  expect(settings.status, settings.text).toBe(200);
  const billing = await s.admin("/api/admin/blesta/settings", "PUT", {
    api_url: blesta.url,
    username: "api-user",
    api_key: "api-key",
    timeout: 10,
    markup_percentages: { shared: 0.1, vps: 0.2 },
  });
  expect(billing.status, billing.text).toBe(200);
});
afterAll(async () => {
  await s.server.stop();
  await blesta.close();
});
beforeEach(() => blesta.setPackages(PACKAGES));
// Each test makes its own plans: afterwards they go, so any test may use any package, and a plan priced in one
// currency only (which keeps the other from visitors) never outlives its test.
afterEach(async () => {
  for (const plan of (await s.admin("/api/admin/hosting-plans")).body as Array<{ id: number }>) {
    expect((await s.admin(`/api/admin/hosting-plans/${plan.id}`, "DELETE")).status).toBe(200);
  }
});

let made = 0;
const adminPlan = async (id: number) => (await s.admin("/api/admin/hosting-plans")).body.find((plan: { id: number }) => plan.id === id);
const publicPlan = async (id: number, query = "") => (await s.pub(`/api/hosting-plans${query}`)).body.find((plan: { id: number }) => plan.id === id);
const newCategory = async (type = "vps") => {
  const key = `blesta-locales-${++made}`;
  expect((await s.admin("/api/admin/hosting-categories", "POST", { key, display_name: `Imported ${made}`, type })).status).toBe(200);
  return key;
};

describe("the price sync in two currencies and two languages", () => {
  it("fills EUR prices, pricing ids and German texts; visitors get them with ?currency and ?lang", async () => {
    const plan = (await s.admin("/api/admin/hosting-plans", "POST", { name: "My own name", type: "vps", features: ["Mine"] })).body;
    await s.admin("/api/admin/blesta/mapping", "PUT", { plan_id: plan.id, blesta_package_id: 41 });
    const sync = await s.admin("/api/admin/blesta/sync", "POST", {});
    expect(sync.body).toMatchObject({ success: true });

    const synced = await adminPlan(plan.id);
    expect(synced).toMatchObject({
      name: "My own name",
      features: ["Mine"],
      price: 12,
      pricing: { annual: 120 },
      currency_prices: { EUR: { price: 10.8, pricing: { annual: 108 } } },
      blesta_pricing_ids: { USD: { monthly: 4100, annual: 4101 }, EUR: { monthly: 4102, annual: 4103 } },
      translations: { de: { name: "Wolke 41", features: ["2 vCPU", "4 GB Arbeitsspeicher"] } },
    });

    expect(await publicPlan(plan.id, "?currency=EUR&lang=de")).toMatchObject({
      name: "Wolke 41",
      features: ["2 vCPU", "4 GB Arbeitsspeicher"],
      price: 10.8,
      pricing: { annual: 108 },
      currency: "EUR",
      order_urls: {
        monthly: "https://billing.example/order/main/packages/web/?group_id=1&pricing_id=4102&coupon={promo}",
        annual: "https://billing.example/order/main/packages/web/?group_id=1&pricing_id=4103&coupon={promo}",
      },
    });
    expect(await publicPlan(plan.id)).toMatchObject({ name: "My own name", price: 12, currency: "USD" });
  });

  it("removes a currency's prices when the package no longer has any, and keeps currencies that are not enabled", async () => {
    const plan = (await s.admin("/api/admin/hosting-plans", "POST", { name: "Shrinking", type: "vps" })).body;
    await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", { currency_prices: { GBP: { price: 3 } } });
    await s.admin("/api/admin/blesta/mapping", "PUT", { plan_id: plan.id, blesta_package_id: 42 });
    await s.admin("/api/admin/blesta/sync", "POST", {});
    expect((await adminPlan(plan.id)).currency_prices).toEqual({ GBP: { price: 3, pricing: {} }, EUR: { price: 21.6, pricing: { annual: 216 } } });

    blesta.setPackages(PACKAGES.map((pkg) => (pkg.id === 42 ? { ...pkg, pricing: pkg.pricing.filter((row) => row.currency === "USD") } : pkg)));
    await s.admin("/api/admin/blesta/sync", "POST", {});
    const after = await adminPlan(plan.id);
    expect(after.currency_prices).toEqual({ GBP: { price: 3, pricing: {} } });
    expect(after.blesta_pricing_ids).toEqual({ USD: { monthly: 4200, annual: 4201 } });
    expect(await publicPlan(plan.id, "?currency=EUR")).toMatchObject({ price: 24, currency: "USD" });
  });

  it("a new package mapping forgets the old package's pricing ids", async () => {
    const plan = (await s.admin("/api/admin/hosting-plans", "POST", { name: "Remapped", type: "vps" })).body;
    await s.admin("/api/admin/blesta/mapping", "PUT", { plan_id: plan.id, blesta_package_id: 43 });
    await s.admin("/api/admin/blesta/sync", "POST", {});
    expect((await adminPlan(plan.id)).blesta_pricing_ids.USD).toEqual({ monthly: 4300, annual: 4301 });
    await s.admin("/api/admin/blesta/mapping", "PUT", { plan_id: plan.id, blesta_package_id: 44 });
    expect((await adminPlan(plan.id)).blesta_pricing_ids).toEqual({});
  });
});

describe("POST /api/admin/blesta/import", () => {
  const importing = (body: unknown) => s.admin("/api/admin/blesta/import", "POST", body);

  it("creates one plan per package with names, features, prices in every currency, translations and the mapping", async () => {
    const category_key = await newCategory("vps");
    const response = await importing({ package_ids: [43, "42"], category_key, markup_percentages: { vps: 0.2 } });
    expect(response.status, response.text).toBe(200);
    expect(response.body.created).toHaveLength(2);
    const [first, second] = response.body.created;
    expect(first).toMatchObject({
      name: "Cloud 43",
      features: ["2 vCPU", "4 GB RAM"],
      type: "vps",
      category_key,
      plan_type: category_key,
      price: 36,
      pricing: { annual: 360 },
      currency_prices: { EUR: { price: 32.4, pricing: { annual: 324 } } },
      blesta_package_id: 43,
      blesta_pricing_ids: { USD: { monthly: 4300, annual: 4301 }, EUR: { monthly: 4302, annual: 4303 } },
      translations: { de: { name: "Wolke 43", features: ["2 vCPU", "4 GB Arbeitsspeicher"] } },
      last_blesta_sync: expect.any(String),
    });
    expect(second).toMatchObject({ name: "Cloud 42", blesta_package_id: 42, display_order: first.display_order + 1 });
    expect(await adminPlan(first.id)).toEqual(first);
    expect(await publicPlan(second.id, "?lang=de&currency=eur")).toMatchObject({ name: "Wolke 42", currency: "EUR", price: 21.6 });

    await eventually(async () => {
      const activity = await s.admin("/api/admin/activity?search=blesta.import");
      expect(activity.body.entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: "blesta.import.create", success: true, summary: 'Plans created from Blesta packages: "Cloud 43" and "Cloud 42"' }),
        ]),
      );
    });
  });

  it("answers 409 naming the packages already mapped to a plan, and creates nothing", async () => {
    const category_key = await newCategory();
    const plan = (await s.admin("/api/admin/hosting-plans", "POST", { name: "Sells 44" })).body;
    await s.admin("/api/admin/blesta/mapping", "PUT", { plan_id: plan.id, blesta_package_id: 44 });
    const before = (await s.admin("/api/admin/hosting-plans")).body.length;
    const response = await importing({ package_ids: [41, 44], category_key });
    expectError(response, 409, /44/);
    expect(response.body.detail).toContain(`"Sells 44" #${plan.id}`);
    expect(response.body.detail).not.toMatch(/\b41\b/);
    expect((await s.admin("/api/admin/hosting-plans")).body.length).toBe(before);
  });

  it("answers 400 for an unknown category or bad ids, 404 for a package Blesta does not have, and creates nothing", async () => {
    const category_key = await newCategory();
    const before = (await s.admin("/api/admin/hosting-plans")).body.length;
    expectBadRequest(await importing({ package_ids: [41], category_key: "no-such-category" }), "category_key", /no-such-category/);
    expectBadRequest(await importing({ package_ids: [], category_key }), "package_ids");
    expectBadRequest(await importing({ package_ids: [41, 41], category_key }), "package_ids.1", /twice/);
    expectBadRequest(await importing({ package_ids: ["x"], category_key }), "package_ids.0");
    expectBadRequest(await importing({ package_ids: [41] }), "category_key");
    expectError(await importing({ package_ids: [41, 999], category_key }), 404, "Blesta package 999 does not exist");
    expectBadRequest(await importing({ package_ids: [45], category_key }), "45", /no monthly or yearly price in USD/);
    expect((await s.admin("/api/admin/hosting-plans")).body.length).toBe(before);
  });

  it("answers 409 while Blesta is not configured, and 502 when Blesta fails", async () => {
    const category_key = await newCategory();
    blesta.setFailMode("error");
    try {
      expectError(await importing({ package_ids: [41], category_key }), 502, /Could not load packages from Blesta/);
    } finally {
      blesta.setFailMode(null);
    }
    const fresh = await startAdminSession();
    try {
      await fresh.admin("/api/admin/hosting-categories", "POST", { key: "fresh", display_name: "Fresh", type: "vps" });
      expectError(await fresh.admin("/api/admin/blesta/import", "POST", { package_ids: [41], category_key: "fresh" }), 409, /not configured/);
    } finally {
      await fresh.server.stop();
    }
  });
});
