import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BILLING_DEFAULTS } from "../../../../common/contracts";
import { expectBadRequest, expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { startFakeBlesta, type FakeBlesta, type FakePackage } from "../../../test/fakes/fakeBlesta";

/**
 * Markup in plain sight: the import applies only the markup its request carries (none: Blesta's prices exactly),
 * Blesta's own prices are kept beside each mapped plan's, `GET /api/admin/blesta/prices` compares them, and the
 * overview's `prices_match` is done only while no mapped plan's site price differs from Blesta's.
 */
let s: AdminSession;
let blesta: FakeBlesta;

const row = (price: number, currency: string, period: "month" | "year" = "month") => ({ term: 1, period, price, currency });
const PACKAGES: FakePackage[] = [
  { id: 71, name: "Start", pricing: [row(2.98, "USD"), row(29.8, "USD", "year"), row(2.75, "EUR"), row(27.5, "EUR", "year")] },
  { id: 72, name: "Power VPS", pricing: [row(9.99, "USD"), row(8.49, "EUR")] },
  { id: 73, name: "Dollars Only", pricing: [row(4, "USD")] },
];

beforeAll(async () => {
  blesta = await startFakeBlesta({ user: "api-user", key: "api-key", packages: PACKAGES });
  s = await startAdminSession();
  const settings = await s.admin("/api/admin/site-settings", "PUT", { currencies: ["USD", "EUR"], default_currency: "USD" });
  expect(settings.status, settings.text).toBe(200);
  // The markup settings keep their defaults (15/20/40/10 %): the import does not apply them.
  const billing = await s.admin("/api/admin/blesta/settings", "PUT", { api_url: blesta.url, username: "api-user", api_key: "api-key", timeout: 10 });
  expect(billing.status, billing.text).toBe(200);
  expect(billing.body.markup_percentages).toEqual(BILLING_DEFAULTS.markup_percentages);
  for (const type of ["shared", "vps"]) {
    expect((await s.admin("/api/admin/hosting-categories", "POST", { key: `prices-${type}`, display_name: `Prices ${type}`, type })).status).toBe(200);
  }
});
afterAll(async () => {
  await s.server.stop();
  await blesta.close();
});
// Each test imports its own plans; afterwards they go, so any test may import any package.
afterEach(async () => {
  for (const plan of (await s.admin("/api/admin/hosting-plans")).body as Array<{ id: number; blesta_package_id: number | null }>) {
    if (plan.blesta_package_id !== null) expect((await s.admin(`/api/admin/hosting-plans/${plan.id}`, "DELETE")).status).toBe(200);
  }
});

const importing = (body: Record<string, unknown>) => s.admin("/api/admin/blesta/import", "POST", body);
const setupItem = async (key: string) => {
  const overview = await s.admin("/api/admin/overview");
  expect(overview.status, overview.text).toBe(200);
  return (overview.body.setup as Array<{ key: string; done: boolean; hint: string; tab: string }>).find((item) => item.key === key)!;
};
const priceCheck = async () => {
  const response = await s.admin("/api/admin/blesta/prices");
  expect(response.status, response.text).toBe(200);
  return response.body;
};

describe("POST /api/admin/blesta/import with markup_percentages", () => {
  it("without a markup gives each plan Blesta's prices exactly, in every currency and term, and keeps Blesta's beside them", async () => {
    const response = await importing({ package_ids: [71], category_key: "prices-shared" });
    expect(response.status, response.text).toBe(200);
    const [plan] = response.body.created;
    expect(plan).toMatchObject({
      name: "Start",
      price: 2.98,
      pricing: { annual: 29.8 },
      currency_prices: { EUR: { price: 2.75, pricing: { annual: 27.5 } } },
      markup_percentage: 0,
      blesta_prices: { USD: { price: 2.98, pricing: { annual: 29.8 } }, EUR: { price: 2.75, pricing: { annual: 27.5 } } },
    });
    // Visitors never see Blesta's prices.
    const visible = (await s.pub("/api/hosting-plans")).body.find((entry: { id: number }) => entry.id === plan.id);
    expect(visible).toMatchObject({ price: 2.98, currency: "USD" });
    expect(visible).not.toHaveProperty("blesta_prices");
    expect(await setupItem("prices_match")).toMatchObject({ done: true, tab: "blesta" });
  });

  it("applies the markup the request gives the category's type, and only that: a plan sold above Blesta's price is named by the overview until fixed", async () => {
    const response = await importing({ package_ids: [71], category_key: "prices-shared", markup_percentages: { shared: 0.15, vps: 0.5 } });
    expect(response.status, response.text).toBe(200);
    const [plan] = response.body.created;
    // 2.98 × 1.15 = 3.427 → 3.43; 29.80 × 1.15 = 34.27; 2.75 × 1.15 = 3.1625 → 3.16.
    expect(plan).toMatchObject({ price: 3.43, pricing: { annual: 34.27 }, currency_prices: { EUR: { price: 3.16 } }, markup_percentage: 15 });

    const check = await priceCheck();
    expect(check.all_match).toBe(false);
    expect(check.plans).toEqual([
      {
        plan_id: plan.id,
        name: "Start",
        type: "shared",
        blesta_package_id: 71,
        known: true,
        read_at: plan.last_blesta_sync,
        currencies: [
          { currency: "USD", blesta_price: 2.98, site_price: 3.43, markup: 0.15, differing_terms: ["monthly", "annual"], matches: false },
          { currency: "EUR", blesta_price: 2.75, site_price: 3.16, markup: 0.15, differing_terms: ["monthly", "annual"], matches: false },
        ],
        matches: false,
      },
    ]);
    const item = await setupItem("prices_match");
    expect(item.done).toBe(false);
    expect(item.hint).toContain('"Start"');
    expect(item.hint).toContain("Blesta's checkout charges Blesta's price");

    // The site price set to Blesta's (up to rounding): done.
    const fixed = await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", {
      price: 2.98,
      pricing: { annual: 29.8 },
      currency_prices: { EUR: { price: 2.75, pricing: { annual: 27.5 } } },
    });
    expect(fixed.status, fixed.text).toBe(200);
    expect(await setupItem("prices_match")).toMatchObject({ done: true });
    expect((await priceCheck()).plans[0]).toMatchObject({
      matches: true,
      currencies: [
        { markup: 0, differing_terms: [] },
        { markup: 0, differing_terms: [] },
      ],
    });
  });

  it("a sync at the settings' markup makes the prices differ, one without markup makes them match again", async () => {
    expect((await importing({ package_ids: [72], category_key: "prices-vps" })).status).toBe(200);
    expect(await setupItem("prices_match")).toMatchObject({ done: true });
    // The billing settings' 20 % for vps.
    expect((await s.admin("/api/admin/blesta/sync", "POST", { force_update: true })).body).toMatchObject({ success: true });
    const differing = await setupItem("prices_match");
    expect(differing.done).toBe(false);
    expect(differing.hint).toContain('"Power VPS"');
    expect((await priceCheck()).plans[0].currencies[0]).toMatchObject({ blesta_price: 9.99, site_price: 11.99, markup: 0.2 });

    expect((await s.admin("/api/admin/blesta/sync", "POST", { force_update: true, markup_overrides: { vps: 0 } })).body).toMatchObject({ success: true });
    expect(await setupItem("prices_match")).toMatchObject({ done: true });
  });

  it("a plan mapped by hand is not checked until a sync reads Blesta's prices", async () => {
    const created = await s.admin("/api/admin/hosting-plans", "POST", { name: "Mapped By Hand", price: 3, category_key: "prices-shared", type: "shared" });
    expect(created.status, created.text).toBe(200);
    expect((await s.admin("/api/admin/blesta/mapping", "PUT", { plan_id: created.body.id, blesta_package_id: 73 })).status).toBe(200);
    expect((await priceCheck()).plans).toEqual([
      expect.objectContaining({ plan_id: created.body.id, known: false, read_at: null, currencies: [], matches: false }),
    ]);
    const item = await setupItem("prices_match");
    expect(item.done).toBe(false);
    expect(item.hint).toContain('"Mapped By Hand"');
    expect(item.hint).toMatch(/not known yet/);
  });

  it.each([
    [{ markup_percentages: { shared: -0.05 } }, "markup_percentages.shared"],
    [{ markup_percentages: { shared: 0.07 } }, "markup_percentages.shared"],
    [{ markup_percentages: { shared: "lots" } }, "markup_percentages.shared"],
    [{ markup_percentages: [0.1] }, "markup_percentages"],
  ])("answers 400 for %j naming %s, and creates nothing", async (extra, field) => {
    const before = (await s.admin("/api/admin/hosting-plans")).body.length;
    expectBadRequest(await importing({ package_ids: [71], category_key: "prices-shared", ...extra }), field);
    expect((await s.admin("/api/admin/hosting-plans")).body.length).toBe(before);
  });
});

describe("GET /api/admin/blesta/packages/:id/prices", () => {
  it("answers a package's own prices in the site's currencies, and those it has none in", async () => {
    const start = await s.admin("/api/admin/blesta/packages/71/prices");
    expect(start.status, start.text).toBe(200);
    expect(start.body).toEqual({
      id: 71,
      name: "Start",
      prices: { USD: { price: 2.98, pricing: { annual: 29.8 } }, EUR: { price: 2.75, pricing: { annual: 27.5 } } },
      missing_currencies: [],
    });
    expect((await s.admin("/api/admin/blesta/packages/73/prices")).body).toMatchObject({
      prices: { USD: { price: 4, pricing: {} } },
      missing_currencies: ["EUR"],
    });
  });

  it("answers 404 for a package Blesta does not have or an id that is none, 401 without a session", async () => {
    expectError(await s.admin("/api/admin/blesta/packages/999/prices"), 404);
    expectError(await s.admin("/api/admin/blesta/packages/abc/prices"), 404);
    expect((await s.pub("/api/admin/blesta/packages/71/prices")).status).toBe(401);
    expect((await s.pub("/api/admin/blesta/prices")).status).toBe(401);
  });
});
