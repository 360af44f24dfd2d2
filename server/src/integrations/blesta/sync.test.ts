import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { BILLING_DEFAULTS, type BillingSettings } from "../../../../common/contracts";
import { startFakeBlesta, type FakeBlesta, type FakePackage } from "../../../test/fakes/fakeBlesta";
import { listActivePackages, testConnection } from "./packages";
import { monthlyPrice } from "./pricing";
import { applyMarkup, syncPlans, type PlanPriceResult, type SyncPlan } from "./sync";

const PACKAGES: FakePackage[] = [
  {
    id: 10,
    name: "VPS Small",
    pricing: [
      { term: 1, period: "month", price: "9.9900", currency: "USD" },
      { term: 1, period: "month", price: "8.9900", currency: "EUR" },
    ],
  },
  { id: 11, name: "Shared Basic", pricing: [{ term: 1, period: "month", price: "4.9900", currency: "USD" }] },
  { id: 12, name: "Game Yearly", pricing: [{ term: 1, period: "year", price: "120.0000", currency: "USD" }] },
  { id: 13, name: "Euro Only", pricing: [{ term: 1, period: "month", price: "5.0000", currency: "EUR" }] },
  { id: 14, name: "Hidden Deal", hidden: true, pricing: [{ term: 1, period: "month", price: "1.0000", currency: "USD" }] },
  { id: 15, name: "Retired", status: "inactive", pricing: [] },
];

let blesta: FakeBlesta;
let settings: BillingSettings;
const now = () => new Date("2025-05-06T07:08:09.000Z");

beforeEach(async () => {
  await blesta?.close();
  blesta = await startFakeBlesta({ user: "site", key: "k3y", packages: PACKAGES, default_currency: "USD" });
  settings = { ...BILLING_DEFAULTS, api_url: blesta.url, username: "site", api_key: "k3y", timeout: 5 };
});
afterAll(() => blesta.close());

const plan = (id: number, type: SyncPlan["type"], blesta_package_id: number | null): SyncPlan => ({ id, name: `Plan ${id}`, type, blesta_package_id });
/** A result's default-currency prices (what these tests are about). */
const prices = (results: PlanPriceResult[]) =>
  results.map(({ plan_id, price, pricing, markup, error }) => (error === undefined ? { plan_id, price, pricing, markup } : { plan_id, error }));

describe("packages", () => {
  it("testConnection reports connected, a bad key, and missing settings", async () => {
    expect(await testConnection(settings)).toEqual({ connection_status: "connected", message: "Connected to Blesta (company 1, 4 active packages)" });
    expect(await testConnection({ ...settings, api_key: "bad" })).toMatchObject({ connection_status: "error", message: expect.stringMatching(/401/) });
    expect(await testConnection({ ...settings, api_url: "" })).toMatchObject({ connection_status: "not_configured" });
  });

  it("lists active, non-hidden packages by name and counts the hidden ones left out", async () => {
    expect(await listActivePackages(settings)).toEqual({
      packages: [
        { id: 13, name: "Euro Only" },
        { id: 12, name: "Game Yearly" },
        { id: 11, name: "Shared Basic" },
        { id: 10, name: "VPS Small" },
      ],
      hidden_count: 1,
    });
    expect(blesta.requests.map((r) => r.params["filters[hidden]"])).toEqual([undefined, "1"]);
  });
});

describe("monthlyPrice", () => {
  it("takes the 1-month row in the default currency, else a given currency", async () => {
    expect(await monthlyPrice(settings, 10)).toEqual({ amount: 9.99, currency: "USD", from: "month" });
    expect(await monthlyPrice(settings, 10, "eur")).toEqual({ amount: 8.99, currency: "EUR", from: "month" });
  });

  it("falls back to the yearly price / 12", async () => {
    expect(await monthlyPrice(settings, 12)).toEqual({ amount: 10, currency: "USD", from: "year" });
  });

  it("says clearly when there is no price in the currency, or no such package", async () => {
    await expect(monthlyPrice(settings, 13)).rejects.toThrow("Blesta package 13 has no monthly or yearly price in USD");
    await expect(monthlyPrice(settings, 999)).rejects.toMatchObject({ kind: "not_found", message: "Blesta package 999 does not exist" });
  });
});

describe("term prices", () => {
  it("fills each term from its own row in the default currency, with the plan's markup and the same rounding", async () => {
    blesta.setPackages([
      {
        id: 20,
        name: "All Terms",
        pricing: [
          { term: 1, period: "month", price: "10.0000", currency: "USD" },
          { term: 3, period: "month", price: "28.5000", currency: "USD" },
          { term: 6, period: "month", price: "54.0000", currency: "USD" },
          { term: 1, period: "year", price: "99.9900", currency: "USD" },
          { term: 2, period: "year", price: "189.0000", currency: "USD" },
          { term: 3, period: "year", price: "270.0000", currency: "USD" },
          { term: 3, period: "month", price: "1.0000", currency: "EUR" },
          { term: 12, period: "month", price: "1.0000", currency: "USD" },
          { term: 0, period: "onetime", price: "5.0000", currency: "USD" },
        ],
      },
      {
        id: 21,
        name: "Odd Rows",
        pricing: [
          { term: 1, period: "month", price: "5.0000", currency: "USD" },
          { term: 1, period: "year", price: "not a number", currency: "USD" },
          { term: 3, period: "month", price: "-1", currency: "USD" },
        ],
      },
    ]);
    const { results } = await syncPlans({ settings, plans: [plan(1, "vps", 20), plan(2, "shared", 21)], now });
    expect(prices(results)).toEqual([
      { plan_id: 1, price: 12, pricing: { quarterly: 34.2, semiannual: 64.8, annual: 119.99, biennial: 226.8, triennial: 324 }, markup: 0.2 },
      { plan_id: 2, price: 5.75, pricing: {}, markup: 0.15 },
    ]);
  });
});

describe("applyMarkup", () => {
  it("is right to the cent", () => {
    expect(applyMarkup(9.99, 0.2, "USD")).toBe(11.99);
    expect(applyMarkup(4.99, 0.15, "USD")).toBe(5.74);
    expect(applyMarkup(10, 0, "USD")).toBe(10);
    expect(applyMarkup(1.005, 0, "EUR")).toBe(1.01);
    expect(applyMarkup(120 / 12, 0.4, "USD")).toBe(14);
  });

  it("rounds to the currency's own decimals: whole dong, yen and won, three decimals for dinars", () => {
    expect(applyMarkup(3_750_001, 0.15, "VND")).toBe(4_312_501);
    expect(applyMarkup(999, 0.15, "JPY")).toBe(1_149);
    expect(applyMarkup(10_000.5, 0, "KRW")).toBe(10_001);
    expect(applyMarkup(1.2345, 0, "BHD")).toBe(1.235);
  });
});

describe("syncPlans", () => {
  it("prices mapped plans with markup override ?? setting ?? 0, and writes nothing itself", async () => {
    const plans = [plan(1, "vps", 10), plan(2, "shared", 11), plan(3, "gameserver", 12), plan(4, "custom", 11), plan(5, "shared", null)];
    const { results, summary } = await syncPlans({ settings, plans, markupOverrides: { shared: 0.15 }, now });
    expect(prices(results)).toEqual([
      { plan_id: 1, price: 11.99, pricing: {}, markup: 0.2 },
      { plan_id: 2, price: 5.74, pricing: {}, markup: 0.15 },
      { plan_id: 3, price: 14, pricing: { annual: 168 }, markup: 0.4 },
      { plan_id: 4, price: 4.99, pricing: {}, markup: 0 },
    ]);
    expect(summary).toEqual({
      success: true,
      message: "Updated 4 of 4 mapped plans",
      plans_updated: 4,
      plans_failed: 0,
      errors: [],
      start_time: "2025-05-06T07:08:09.000Z",
      end_time: "2025-05-06T07:08:09.000Z",
    });
    // Package 11 serves two plans but is asked for once; only GETs.
    expect(blesta.requests.filter((r) => r.call === "packages/get").map((r) => r.params.package_id)).toEqual(["10", "11", "12"]);
    expect(blesta.requests.every((r) => r.method === "GET")).toBe(true);
  });

  it("a failing plan does not affect the others, and the error names the plan", async () => {
    const { results, summary } = await syncPlans({ settings, plans: [plan(1, "vps", 10), plan(2, "vps", 999), plan(3, "vps", 13)], now });
    expect(prices(results)[0]).toEqual({ plan_id: 1, price: 11.99, pricing: {}, markup: 0.2 });
    expect(summary).toMatchObject({ success: false, message: "Updated 1 of 3 mapped plans; 2 failed", plans_updated: 1, plans_failed: 2 });
    expect(summary.errors).toEqual([
      'Plan "Plan 2" (#2): Blesta package 999 does not exist',
      'Plan "Plan 3" (#3): Blesta package 13 has no monthly or yearly price in USD',
    ]);
  });

  it("an unreachable or rejecting Blesta fails every mapped plan with one request, not one per plan", async () => {
    const { summary } = await syncPlans({ settings: { ...settings, api_key: "bad" }, plans: [plan(1, "vps", 10), plan(2, "vps", 11)], now });
    expect(summary).toMatchObject({ success: false, plans_updated: 0, plans_failed: 2, message: "Sync failed: none of the 2 mapped plans could be updated" });
    expect(summary.errors[0]).toMatch(/^Plan "Plan 1" \(#1\): Blesta rejected the API user or key \(401/);
    expect(blesta.requests).toHaveLength(1);
  });

  it("nothing mapped is a success with nothing to do", async () => {
    const { results, summary } = await syncPlans({ settings, plans: [plan(1, "vps", null)], now });
    expect(results).toEqual([]);
    expect(summary).toMatchObject({ success: true, message: "No plans are mapped to Blesta packages", plans_updated: 0 });
  });
});
