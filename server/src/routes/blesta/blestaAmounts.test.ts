import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { startFakeBlesta, type FakeBlesta, type FakePackage } from "../../../test/fakes/fakeBlesta";

/**
 * Blesta prices of any size in a site selling in rupiah (default) and dong: they go through the import, the price
 * sync, a backup and its restore unchanged; dong are rounded to whole dong; a price above its currency's ceiling
 * is never stored, and neither is an answer about another package than the one asked for.
 */
let s: AdminSession;
let blesta: FakeBlesta;

const rows = (idr: number, vnd: number): FakePackage["pricing"] => [
  { term: 1, period: "month", price: idr, currency: "IDR" },
  { term: 1, period: "year", price: idr * 10, currency: "IDR" },
  { term: 1, period: "month", price: vnd, currency: "VND" },
  { term: 1, period: "year", price: vnd * 10, currency: "VND" },
];
const PACKAGES: FakePackage[] = [
  { id: 61, name: "Rupiah Cloud", pricing: rows(1_499_999.99, 3_750_000) },
  { id: 62, name: "Dong Shared", pricing: rows(100_000, 3_750_001) },
  { id: 63, name: "Too Many Dong", pricing: rows(1_000, 2_000_000_000_000) },
  { id: 64, name: "Mixed Up", answers_as: 65, pricing: rows(1_000, 25_000) },
];

beforeAll(async () => {
  blesta = await startFakeBlesta({ packages: PACKAGES, currencies: ["IDR", "VND"], default_currency: "IDR" });
  // No demo plans: a currency is offered to visitors only while every plan has a price in it.
  s = await startAdminSession({ DEMO_CONTENT: "false" });
  const settings = await s.admin("/api/admin/site-settings", "PUT", { currencies: ["IDR", "VND"], default_currency: "IDR" });
  expect(settings.status, settings.text).toBe(200);
  const billing = await s.admin("/api/admin/blesta/settings", "PUT", {
    api_url: blesta.url,
    username: "api-user",
    api_key: "api-key",
    markup_percentages: { vps: 0, shared: 0.15 },
  });
  expect(billing.status, billing.text).toBe(200);
  for (const type of ["vps", "shared"]) {
    expect((await s.admin("/api/admin/hosting-categories", "POST", { key: `amounts-${type}`, display_name: `Amounts ${type}`, type })).status).toBe(200);
  }
});
afterAll(async () => {
  await s.server.stop();
  await blesta.close();
});

// The markup each import asks for (the billing settings' markups are not applied by the import).
const MARKUPS = { vps: 0, shared: 0.15 };
const importing = (package_ids: number[], type = "vps") =>
  s.admin("/api/admin/blesta/import", "POST", { package_ids, category_key: `amounts-${type}`, markup_percentages: MARKUPS });
const plans = async () => (await s.admin("/api/admin/hosting-plans")).body as Array<Record<string, any>>;
const planOf = async (id: number) => (await plans()).find((plan) => plan.id === id)!;
const prices = (plan: Record<string, any>) => ({ price: plan.price, pricing: plan.pricing, currency_prices: plan.currency_prices });
const unmapAll = async () => {
  for (const plan of await plans())
    if (plan.blesta_package_id !== null) await s.admin("/api/admin/blesta/mapping", "PUT", { plan_id: plan.id, blesta_package_id: null });
};

describe("large prices from Blesta", () => {
  it("1,499,999.99 IDR and 3,750,000 VND survive the import, the sync, a backup and its restore exactly", async () => {
    const created = await importing([61]);
    expect(created.status, created.text).toBe(200);
    const plan = created.body.created[0];
    const expected = {
      price: 1_499_999.99,
      pricing: { annual: 14_999_999.9 },
      currency_prices: { VND: { price: 3_750_000, pricing: { annual: 37_500_000 } } },
    };
    expect(prices(plan)).toEqual(expected);

    const sync = await s.admin("/api/admin/blesta/sync", "POST", {});
    expect(sync.body, sync.text).toMatchObject({ success: true, plans_updated: 1, plans_failed: 0, errors: [] });
    expect(prices(await planOf(plan.id))).toEqual(expected);

    const file = (await s.admin("/api/admin/backups/download")).body;
    await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", { price: 1, currency_prices: { VND: null } });
    const restored = await s.admin("/api/admin/backups/restore", "POST", file);
    expect(restored.status, restored.text).toBe(200);
    expect(prices(await planOf(plan.id))).toEqual(expected);
    expect((await s.pub("/api/hosting-plans?currency=VND")).body.find((entry: { id: number }) => entry.id === plan.id)).toMatchObject({
      currency: "VND",
      price: 3_750_000,
      pricing: { annual: 37_500_000 },
    });
    await unmapAll();
  });

  it("dong with markup are rounded to whole dong, rupiah to cents", async () => {
    const created = await importing([62], "shared");
    expect(created.status, created.text).toBe(200);
    // 3,750,001 × 1.15 = 4,312,501.15 → 4,312,501; 37,500,010 × 1.15 = 43,125,011.5 → 43,125,012.
    expect(prices(created.body.created[0])).toEqual({
      price: 115_000,
      pricing: { annual: 1_150_000 },
      currency_prices: { VND: { price: 4_312_501, pricing: { annual: 43_125_012 } } },
    });
    await unmapAll();
  });

  it("the import refuses a price above its currency's ceiling with 400 naming the field, and stores nothing", async () => {
    const before = await plans();
    const response = await importing([61, 63]);
    expectError(response, 400, "Blesta package 63: currency_prices.VND.price must be at most 1000000000000 in VND: it cannot be imported");
    expect(response.body.errors).toEqual([{ field: "currency_prices.VND.price", message: "must be at most 1000000000000 in VND", code: "out_of_range" }]);
    expect(await plans()).toEqual(before);
  });

  it("the sync skips a plan whose package has such a price, with the reason in errors[]; the plan keeps its prices", async () => {
    const plan = (await s.admin("/api/admin/hosting-plans", "POST", { name: "Dong Giant", type: "vps", price: 50_000 })).body;
    await s.admin("/api/admin/blesta/mapping", "PUT", { plan_id: plan.id, blesta_package_id: 63 });
    const before = await planOf(plan.id);
    const sync = await s.admin("/api/admin/blesta/sync", "POST", {});
    expect(sync.body).toMatchObject({ success: false, plans_updated: 0, plans_failed: 1 });
    expect(sync.body.errors).toEqual([
      `Plan "Dong Giant" (#${plan.id}): Blesta package 63: currency_prices.VND.price must be at most 1000000000000 in VND (the plan keeps its prices)`,
    ]);
    expect(await planOf(plan.id)).toEqual(before);
    await unmapAll();
  });
});

describe("Blesta answering another package than the one asked for", () => {
  it("refuses the import with 409 naming both ids, and stores nothing", async () => {
    const before = await plans();
    expectError(await importing([61, 64]), 409, "Blesta answered package 65 when asked for package 64");
    expect(await plans()).toEqual(before);
  });

  it("fails that plan in the sync, which keeps what it has", async () => {
    const plan = (await s.admin("/api/admin/hosting-plans", "POST", { name: "Asked For 64", type: "vps", price: 7 })).body;
    await s.admin("/api/admin/blesta/mapping", "PUT", { plan_id: plan.id, blesta_package_id: 64 });
    const before = await planOf(plan.id);
    const sync = await s.admin("/api/admin/blesta/sync", "POST", {});
    expect(sync.body.errors).toEqual([`Plan "Asked For 64" (#${plan.id}): Blesta answered package 65 when asked for package 64`]);
    expect(await planOf(plan.id)).toEqual(before);
    await unmapAll();
  });
});

describe("a default currency changed while Blesta is asked", () => {
  it("stores no price from the sync, and refuses the import with 409", async () => {
    const plan = (await s.admin("/api/admin/hosting-plans", "POST", { name: "Slow Rupiah", type: "vps", price: 10 })).body;
    await s.admin("/api/admin/blesta/mapping", "PUT", { plan_id: plan.id, blesta_package_id: 61 });
    const countBefore = (await plans()).length;
    blesta.setDelay(400);
    try {
      const sync = s.admin("/api/admin/blesta/sync", "POST", {});
      const importing61 = s.admin("/api/admin/blesta/import", "POST", { package_ids: [62], category_key: "amounts-vps" });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await s.admin("/api/admin/site-settings", "PUT", { currencies: ["VND", "IDR"], default_currency: "VND" })).status).toBe(200);
      expect((await sync).body).toMatchObject({
        success: false,
        message: "The default currency changed while Blesta was asked: no price was stored; sync again",
        plans_updated: 0,
      });
      expectError(await importing61, 409, "The default currency changed while Blesta was asked: import again");
    } finally {
      blesta.setDelay(0);
      await s.admin("/api/admin/site-settings", "PUT", { currencies: ["IDR", "VND"], default_currency: "IDR" });
    }
    expect(await planOf(plan.id)).toMatchObject({ price: 10, pricing: {}, currency_prices: {}, last_blesta_sync: null });
    expect((await plans()).length).toBe(countBefore);
    await unmapAll();
  });
});
