import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/**
 * Prices through the API follow their currency: `price`, `pricing` and promo codes' fixed discounts are in the
 * site's default currency, `currency_prices` in their key's. Each is rounded to its currency's decimals and may be
 * at most 10^12 of its minor unit; a save above that is a 400 naming the field, and nothing changes.
 */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const stored = () => JSON.stringify(s.server.site.deps.store.snapshot());
const newPlan = async (body: Record<string, unknown> = {}) => {
  const response = await s.admin("/api/admin/hosting-plans", "POST", { name: "Ceiling Plan", ...body });
  expect(response.status, response.text).toBe(200);
  return response.body;
};
const settings = (body: Record<string, unknown>) => s.admin("/api/admin/site-settings", "PUT", body);

describe("plan prices by currency", () => {
  it("take 10^12 minor units of their currency, rounded to its decimals", async () => {
    const plan = await newPlan({
      price: 9_999_999_999.99,
      pricing: { annual: 10_000_000_000 },
      currency_prices: { VND: { price: 1e12, pricing: { annual: 3_750_000.4 } }, IDR: { price: 1_499_999.99 }, JPY: { price: "1234.5" } },
    });
    expect(plan).toMatchObject({
      price: 9_999_999_999.99,
      pricing: { annual: 10_000_000_000 },
      currency_prices: { VND: { price: 1e12, pricing: { annual: 3_750_000 } }, IDR: { price: 1_499_999.99, pricing: {} }, JPY: { price: 1235, pricing: {} } },
    });
    expect((await s.admin(`/api/admin/hosting-plans/${plan.id}`, "DELETE")).status).toBe(200);
  });

  it("refuse a price above its currency's ceiling with 400 naming the field, and change nothing", async () => {
    const plan = await newPlan({ price: 5 });
    const before = stored();
    const put = (body: unknown) => s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", body);
    expectBadRequest(await put({ price: 10_000_000_000.01 }), "price", /^price: must be at most 10000000000 in USD$/);
    expectBadRequest(await put({ pricing: { triennial: 2e10 } }), "pricing.triennial", /must be at most 10000000000 in USD$/);
    expectBadRequest(
      await put({ currency_prices: { EUR: { price: 1, pricing: { annual: 10_000_000_001 } } } }),
      "currency_prices.EUR.pricing.annual",
      /in EUR$/,
    );
    expectBadRequest(await put({ currency_prices: { BHD: { price: 1_000_000_000.001 } } }), "currency_prices.BHD.price", /at most 1000000000 in BHD$/);
    // Beyond what any currency allows, the field's own rule answers.
    expectBadRequest(await put({ currency_prices: { VND: { price: 1e12 + 1 } } }), "currency_prices.VND.price", /at most 1000000000000$/);
    expectBadRequest(await s.admin("/api/admin/hosting-plans", "POST", { name: "Too dear", price: 2e10 }), "price", /in USD$/);
    expect(stored()).toBe(before);
  });
});

describe("promo codes' fixed discounts", () => {
  it("are in the default currency: its ceiling, its decimals", async () => {
    const created = await s.admin("/api/admin/promo-codes", "POST", { code: "BIGDEAL", title: "Big", description: "Big deal", discount_amount: 1_000_000.005 });
    expect(created.status, created.text).toBe(200);
    expect(created.body.discount_amount).toBe(1_000_000.01);
    const before = stored();
    expectBadRequest(await s.admin(`/api/admin/promo-codes/${created.body.id}`, "PUT", { discount_amount: 10_000_000_000.01 }), "discount_amount", /in USD$/);
    expect(stored()).toBe(before);
  });
});

describe("a new default currency", () => {
  it("takes over the default-currency prices: rounded to its decimals (no cents in JPY), other currencies' prices kept", async () => {
    const plan = await newPlan({ price: 4.99, pricing: { annual: 49.5 }, currency_prices: { EUR: { price: 4.49 } } });
    const promo = (await s.admin("/api/admin/promo-codes", "POST", { code: "YENDEAL", title: "Yen", description: "Yen deal", discount_amount: 2.5 })).body;
    const saved = await settings({ currencies: ["JPY", "EUR"], default_currency: "JPY" });
    expect(saved.status, saved.text).toBe(200);
    const after = (await s.admin("/api/admin/hosting-plans")).body.find((entry: { id: number }) => entry.id === plan.id);
    expect(after).toMatchObject({ price: 5, pricing: { annual: 50 }, currency_prices: { EUR: { price: 4.49 } } });
    expect(after.updated_at).not.toBe(plan.updated_at);
    expect((await s.admin("/api/admin/promo-codes")).body.find((entry: { id: number }) => entry.id === promo.id).discount_amount).toBe(3);
    expect((await settings({ currencies: ["USD"], default_currency: "USD" })).status).toBe(200);
  });

  it("is refused while a price in the default currency is above its ceiling, naming the plan and the field", async () => {
    const plan = await newPlan({ name: "Dinar Giant", price: 2e9 });
    const before = stored();
    const response = await settings({ currencies: ["USD", "BHD"], default_currency: "BHD" });
    expectBadRequest(
      response,
      "default_currency",
      new RegExp(`^default_currency: plan "Dinar Giant" \\(#${plan.id}\\): price must be at most 1000000000 in BHD \\(lower it before switching\\)$`),
    );
    expect(stored()).toBe(before);
  });
});
