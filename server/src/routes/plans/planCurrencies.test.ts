import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { displayPrice } from "../../../../common/tax";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/** Plans' prices in other currencies, `?currency` on the public list, the tax object and the order addresses. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  const settings = await s.admin("/api/admin/site-settings", "PUT", {
    languages: ["en", "de"],
    currencies: ["USD", "EUR"],
    tax_display: "inclusive",
    tax_rate: 19,
    tax_label: "VAT",
    billing_url: "https://billing.example/store",
    order_url_template: "",
    translations: { de: { tax_label: "MwSt." } },
  });
  expect(settings.status, settings.text).toBe(200);
});
afterAll(() => s.server.stop());

let made = 0;
const createPlan = async (fields: Record<string, unknown> = {}) => {
  const response = await s.admin("/api/admin/hosting-plans", "POST", { name: `Currency plan ${++made}`, price: 4.99, pricing: { annual: 50 }, ...fields });
  expect(response.status, response.text).toBe(200);
  return response.body;
};
/** Gives every plan without a price in `currency` one (its default price): the currency is then offered to visitors. */
const priceEveryPlanIn = async (currency: string) => {
  for (const plan of (await s.admin("/api/admin/hosting-plans")).body as Array<{ id: number; price: number; currency_prices: Record<string, unknown> }>) {
    if (plan.currency_prices[currency]) continue;
    const response = await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", { currency_prices: { [currency]: { price: plan.price } } });
    expect(response.status, response.text).toBe(200);
  }
};
const publicPlan = async (id: number, query = "") =>
  ((await s.pub(`/api/hosting-plans${query}`)).body as Array<{ id: number }>).find((plan) => plan.id === id) as any;

describe("currency_prices", () => {
  it("are stored by upper-case code with the same rules as price and pricing, and visitors get them with ?currency", async () => {
    const plan = await createPlan({ currency_prices: { eur: { price: "4.49", pricing: { annual: 45, triennial: "" } } } });
    expect(plan.currency_prices).toEqual({ EUR: { price: 4.49, pricing: { annual: 45 } } });
    await priceEveryPlanIn("EUR");

    expect(await publicPlan(plan.id, "?currency=EUR")).toMatchObject({ price: 4.49, pricing: { annual: 45 }, currency: "EUR" });
    expect(await publicPlan(plan.id, "?currency=eur")).toMatchObject({ price: 4.49, currency: "EUR" });
    for (const query of ["", "?currency=USD", "?currency=GBP", "?currency=XYZ", "?currency="]) {
      expect(await publicPlan(plan.id, query)).toMatchObject({ price: 4.99, pricing: { annual: 50 }, currency: "USD" });
    }
    expect(await publicPlan(plan.id, "?currency=EUR")).not.toHaveProperty("currency_prices");
  });

  it("a plan without prices in the asked currency holds the currency back: every plan answers the default currency's, and says so", async () => {
    await priceEveryPlanIn("EUR");
    const priced = await createPlan({ currency_prices: { EUR: { price: 4.49 } } });
    expect(await publicPlan(priced.id, "?currency=EUR")).toMatchObject({ price: 4.49, currency: "EUR" });
    const plan = await createPlan();
    const answer = (await s.pub("/api/hosting-plans?currency=EUR")).body as Array<{ currency: string }>;
    expect(new Set(answer.map((entry) => entry.currency))).toEqual(new Set(["USD"]));
    expect(await publicPlan(plan.id, "?currency=EUR")).toMatchObject({ price: 4.99, currency: "USD" });
    expect(await publicPlan(priced.id, "?currency=EUR")).toMatchObject({ price: 4.99, currency: "USD" });
  });

  it("an update changes only the currencies sent; null removes one; a currency that is not enabled is kept but never shown", async () => {
    const plan = await createPlan({ currency_prices: { EUR: { price: 4.49 }, GBP: { price: 3.99 } } });
    expect(plan.currency_prices).toEqual({ EUR: { price: 4.49, pricing: {} }, GBP: { price: 3.99, pricing: {} } });
    const updated = await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", {
      currency_prices: { GBP: null, EUR: { price: 5, pricing: { quarterly: 14 } } },
    });
    expect(updated.body.currency_prices).toEqual({ EUR: { price: 5, pricing: { quarterly: 14 } } });
    expect((await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", { price: 6 })).body.currency_prices).toEqual({
      EUR: { price: 5, pricing: { quarterly: 14 } },
    });
    await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", { currency_prices: { JPY: { price: 700 } } });
    expect(await publicPlan(plan.id, "?currency=JPY")).toMatchObject({ price: 6, currency: "USD" });
  });

  it.each([
    [{ currency_prices: { XYZ: { price: 1 } } }, "currency_prices.XYZ", /not an ISO 4217 currency code/],
    [{ currency_prices: { EURO: { price: 1 } } }, "currency_prices.EURO", /ISO 4217/],
    [{ currency_prices: { EUR: { price: -1 } } }, "currency_prices.EUR.price", /at least 0/],
    [{ currency_prices: { EUR: { price: "cheap" } } }, "currency_prices.EUR.price", /number/],
    [{ currency_prices: { EUR: {} } }, "currency_prices.EUR.price", /required/],
    [{ currency_prices: { EUR: { price: 1, pricing: { weekly: 1 } } } }, "currency_prices.EUR.pricing", undefined],
    [{ currency_prices: { EUR: { price: 1, pricing: { annual: -5 } } } }, "currency_prices.EUR.pricing.annual", /at least 0/],
    [{ currency_prices: { EUR: { price: 1, rate: 0.9 } } }, "currency_prices.EUR", /rate/],
    [{ currency_prices: { EUR: 4.49 } }, "currency_prices.EUR", /price, pricing/],
    [{ currency_prices: ["EUR"] }, "currency_prices", /object of currencies/],
  ])("answers 400 for %j naming %s, and stores nothing", async (body, field, rule) => {
    const plan = await createPlan();
    const before = JSON.stringify(s.server.site.deps.store.snapshot().plans);
    expectBadRequest(await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", body), field, rule);
    expect(JSON.stringify(s.server.site.deps.store.snapshot().plans)).toBe(before);
  });
});

describe("the tax object", () => {
  it("keeps the stored price and says how to show tax, the label in the asked language", async () => {
    const plan = await createPlan({ price: 9.99 });
    const english = await publicPlan(plan.id);
    expect(english).toMatchObject({ price: 9.99, tax: { display: "inclusive", rate: 19, label: "VAT" } });
    expect((await publicPlan(plan.id, "?lang=de")).tax).toEqual({ display: "inclusive", rate: 19, label: "MwSt." });
    expect(displayPrice(english.price, english.tax)).toBe(11.89);

    await s.admin("/api/admin/site-settings", "PUT", { tax_display: "exclusive", tax_rate: 7.7 });
    try {
      expect((await publicPlan(plan.id)).tax).toEqual({ display: "exclusive", rate: 7.7, label: "VAT" });
    } finally {
      await s.admin("/api/admin/site-settings", "PUT", { tax_display: "inclusive", tax_rate: 19 });
    }
  });
});

describe("order addresses", () => {
  it("are billing_url as written without a template, the template filled when set, and the plan's own order_url first", async () => {
    const plan = await createPlan({ currency_prices: { EUR: { price: 4, pricing: { annual: 40 } } } });
    await priceEveryPlanIn("EUR");
    expect((await publicPlan(plan.id)).order_urls).toEqual({ monthly: "https://billing.example/store", annual: "https://billing.example/store" });

    await s.admin("/api/admin/site-settings", "PUT", {
      order_url_template: "https://billing.example/order?plan={plan_id}&term={term}&cur={currency}&lang={lang}&promo={promo}",
    });
    try {
      expect((await publicPlan(plan.id, "?currency=EUR&lang=de")).order_urls).toEqual({
        monthly: `https://billing.example/order?plan=${plan.id}&term=monthly&cur=EUR&lang=de&promo={promo}`,
        annual: `https://billing.example/order?plan=${plan.id}&term=annual&cur=EUR&lang=de&promo={promo}`,
      });
      await s.admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", { order_url: "https://shop.example/buy/{plan_id}/{term}" });
      expect((await publicPlan(plan.id)).order_urls).toEqual({
        monthly: `https://shop.example/buy/${plan.id}/monthly`,
        annual: `https://shop.example/buy/${plan.id}/annual`,
      });
    } finally {
      await s.admin("/api/admin/site-settings", "PUT", { order_url_template: "" });
    }
  });
});
