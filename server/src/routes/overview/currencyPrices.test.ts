import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/**
 * The overview's `currency_prices`: done while every enabled currency is offered to visitors (every plan has a
 * price in it); otherwise its hint names each currency held back and the plans without a price in it.
 */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const item = async () => {
  const overview = await s.admin("/api/admin/overview");
  expect(overview.status, overview.text).toBe(200);
  return (overview.body.setup as Array<{ key: string; done: boolean; hint: string; tab: string }>).find((entry) => entry.key === "currency_prices")!;
};
const plans = async () =>
  (await s.admin("/api/admin/hosting-plans")).body as Array<{ id: number; name: string; price: number; currency_prices: Record<string, unknown> }>;

describe("GET /api/admin/overview: currency_prices", () => {
  it("is done with one currency, names the plans that hold a second one back, and is done once each has a price in it", async () => {
    for (const plan of await plans()) expect((await s.admin(`/api/admin/hosting-plans/${plan.id}`, "DELETE")).status).toBe(200);
    const made = [];
    for (const name of ["Euro Ready", "Dollar Only"]) {
      const created = await s.admin("/api/admin/hosting-plans", "POST", { name, price: 5 });
      expect(created.status, created.text).toBe(200);
      made.push(created.body);
    }
    expect(await item()).toMatchObject({ done: true, tab: "plans" });

    expect((await s.admin("/api/admin/site-settings", "PUT", { currencies: ["USD", "EUR"] })).status).toBe(200);
    const noneInEuro = await item();
    expect(noneInEuro.done).toBe(false);
    expect(noneInEuro.hint).toContain('EUR is not offered to visitors: "Euro Ready" and "Dollar Only" have no price in it');

    expect((await s.admin(`/api/admin/hosting-plans/${made[0].id}`, "PUT", { currency_prices: { EUR: { price: 4.5 } } })).status).toBe(200);
    const one = await item();
    expect(one.done).toBe(false);
    expect(one.hint).toContain('EUR is not offered to visitors: "Dollar Only" has no price in it');
    expect(one.hint).not.toContain("Euro Ready");
    // Visitors are not offered EUR meanwhile.
    expect(new Set(((await s.pub("/api/hosting-plans?currency=EUR")).body as Array<{ currency: string }>).map((plan) => plan.currency))).toEqual(
      new Set(["USD"]),
    );

    expect((await s.admin(`/api/admin/hosting-plans/${made[1].id}`, "PUT", { currency_prices: { EUR: { price: 4.5 } } })).status).toBe(200);
    expect(await item()).toMatchObject({ done: true });
    expect(new Set(((await s.pub("/api/hosting-plans?currency=EUR")).body as Array<{ currency: string }>).map((plan) => plan.currency))).toEqual(
      new Set(["EUR"]),
    );
  });
});
