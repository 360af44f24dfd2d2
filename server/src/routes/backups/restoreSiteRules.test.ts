import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/**
 * A restore checks the rules across fields and records exactly as the API does (the same functions): a file the
 * API would never have written is refused with the API's own words, naming the field, and nothing changes.
 */
let s: AdminSession;
let planId: number;
let promoId: number;
beforeAll(async () => {
  s = await startAdminSession();
  planId = (await s.admin("/api/admin/hosting-plans", "POST", { name: "Rules Plan", price: 5 })).body.id;
  promoId = (await s.admin("/api/admin/promo-codes", "POST", { code: "RULES", title: "Rules", description: "A code of this test" })).body.id;
});
afterAll(() => s.server.stop());

const download = async () => (await s.admin("/api/admin/backups/download")).body;
const stored = () => JSON.stringify(s.server.site.deps.store.snapshot());
const restore = (file: unknown) => s.admin("/api/admin/backups/restore", "POST", file);
const DAMAGED = "The backup file is damaged: ";

interface Case {
  name: string;
  /** The API call that sends the bad values, and the field its 400 names. */
  api: { path: () => string; method: string; body: Record<string, unknown>; field: string };
  /** The same values put into a downloaded file, and where in the file the refusal points. */
  file: (site: any) => void;
  at: string;
}

const planIndex = (site: any) => site.plans.findIndex((plan: { id: number }) => plan.id === planId);
const promoIndex = (site: any) => site.promos.findIndex((promo: { id: number }) => promo.id === promoId);

const CASES: Case[] = [
  {
    name: "a default currency that is not enabled",
    api: { path: () => "/api/admin/site-settings", method: "PUT", body: { currencies: ["USD"], default_currency: "EUR" }, field: "default_currency" },
    file: (site) => Object.assign(site.site_settings, { currencies: ["USD"], default_currency: "EUR" }),
    at: "site.site_settings.default_currency",
  },
  {
    name: "a default language that is not enabled",
    api: { path: () => "/api/admin/site-settings", method: "PUT", body: { languages: ["en"], default_language: "de" }, field: "default_language" },
    file: (site) => Object.assign(site.site_settings, { languages: ["en"], default_language: "de" }),
    at: "site.site_settings.default_language",
  },
  {
    name: "a price in another currency above that currency's ceiling",
    api: {
      path: () => `/api/admin/hosting-plans/${planId}`,
      method: "PUT",
      body: { currency_prices: { EUR: { price: 10_000_000_000.01 } } },
      field: "currency_prices.EUR.price",
    },
    file: (site) => (site.plans[planIndex(site)].currency_prices = { EUR: { price: 10_000_000_000.01, pricing: {} } }),
    at: "site.plans.{plan}.currency_prices.EUR.price",
  },
  {
    name: "a term price above the default currency's ceiling",
    api: { path: () => `/api/admin/hosting-plans/${planId}`, method: "PUT", body: { pricing: { annual: 10_000_000_000.01 } }, field: "pricing.annual" },
    file: (site) => (site.plans[planIndex(site)].pricing = { annual: 10_000_000_000.01 }),
    at: "site.plans.{plan}.pricing.annual",
  },
  {
    name: "a promo code's fixed discount above the default currency's ceiling",
    api: { path: () => `/api/admin/promo-codes/${promoId}`, method: "PUT", body: { discount_amount: 10_000_000_001 }, field: "discount_amount" },
    file: (site) => (site.promos[promoIndex(site)].discount_amount = 10_000_000_001),
    at: "site.promos.{promo}.discount_amount",
  },
  {
    name: "a promo code that starts after it expires",
    api: {
      path: () => `/api/admin/promo-codes/${promoId}`,
      method: "PUT",
      body: { starts_at: "2031-06-01T00:00:00.000Z", expiry_date: "2031-05-01T00:00:00.000Z" },
      field: "starts_at",
    },
    file: (site) => Object.assign(site.promos[promoIndex(site)], { starts_at: "2031-06-01T00:00:00.000Z", expiry_date: "2031-05-01T00:00:00.000Z" }),
    at: "site.promos.{promo}.starts_at",
  },
  {
    name: "a plan offered in a location the site does not have",
    api: { path: () => `/api/admin/hosting-plans/${planId}`, method: "PUT", body: { locations: [{ key: "atlantis" }] }, field: "locations.0.key" },
    file: (site) => (site.plans[planIndex(site)].locations = [{ key: "atlantis", sold_out: false }]),
    at: "site.plans.{plan}.locations.0.key",
  },
];

describe("the API and a restore refuse the same values with the same rule", () => {
  it.each(CASES)("$name: 400 from both, naming the field; nothing stored", async ({ api, file: spoil, at }) => {
    const file = await download();
    const before = stored();

    const answer = await s.admin(api.path(), api.method, api.body);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.detail.startsWith(`${api.field}: `), answer.body.detail).toBe(true);
    const rule = answer.body.detail.slice(api.field.length + 2);
    expect(stored()).toBe(before);

    spoil(file.site);
    const where = at.replace("{plan}", String(planIndex(file.site))).replace("{promo}", String(promoIndex(file.site)));
    const refused = await restore(file);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.detail).toBe(`${DAMAGED}${where} ${rule}`);
    expect(stored()).toBe(before);
  });

  it("names the defaults as the API does: a default currency that is not enabled", async () => {
    const file = await download();
    file.site.site_settings.currencies = ["USD", "GBP"];
    file.site.site_settings.default_currency = "EUR";
    const refused = await restore(file);
    expect(refused.body.detail).toBe(`${DAMAGED}site.site_settings.default_currency "EUR" is not one of the currencies (USD, GBP)`);
  });

  it("a file within the rules restores, and site settings can be saved afterwards", async () => {
    const file = await download();
    file.site.site_settings = {
      ...file.site.site_settings,
      languages: ["en", "de"],
      default_language: "de",
      currencies: ["USD", "EUR"],
      default_currency: "EUR",
    };
    expect((await restore(file)).status).toBe(200);
    const saved = await s.admin("/api/admin/site-settings", "PUT", { site_title: "Saved after a restore" });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ default_language: "de", default_currency: "EUR", site_title: "Saved after a restore" });
  });
});
