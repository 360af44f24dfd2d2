import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_DEFAULTS, type BillingSettings } from "../../../../common/contracts";
import { startFakeBlesta, type FakeBlesta, type FakePackage } from "../../../test/fakes/fakeBlesta";
import { packageTexts, siteLanguageOf } from "./languages";
import { syncPlans } from "./sync";

/** A package Blesta sells in two currencies and describes in several languages (the fake's ids: pricing row i → 100·id + i). */
const WORLD: FakePackage = {
  id: 31,
  name: "World Web",
  names: [
    { lang: "en_us", name: "World Web" },
    { lang: "de_de", name: "Welt Web" },
    { lang: "de_at", name: "Welt Web (AT)" },
    { lang: "pt_pt", name: "Web Mundo (PT)" },
    { lang: "pt_br", name: "Web Mundo" },
    { lang: "fr_ca", name: "Web Monde" },
    { lang: "ja_jp", name: "ワールドウェブ" },
  ],
  descriptions: [
    { lang: "en_us", text: "NVMe storage\n\nFree SSL\n" },
    { lang: "de_de", text: "NVMe-Speicher\nKostenloses SSL" },
  ],
  pricing: [
    { term: 1, period: "month", price: "10.0000", currency: "USD" },
    { term: 1, period: "year", price: "100.0000", currency: "USD" },
    { term: 1, period: "month", price: "9.0000", currency: "EUR" },
    { term: 3, period: "month", price: "26.0000", currency: "EUR" },
    { term: 1, period: "month", price: "7.0000", currency: "JPY" },
  ],
};
const USD_ONLY: FakePackage = { id: 32, name: "Home Web", pricing: [{ term: 1, period: "year", price: "60.0000", currency: "USD" }] };

let blesta: FakeBlesta;
let settings: BillingSettings;
beforeAll(async () => {
  blesta = await startFakeBlesta({ user: "site", key: "k3y", packages: [WORLD, USD_ONLY] });
  settings = { ...BILLING_DEFAULTS, api_url: blesta.url, username: "site", api_key: "k3y", timeout: 5 };
});
afterAll(() => blesta.close());

const locale = { defaultCurrency: "USD", currencies: ["USD", "EUR", "GBP"], defaultLanguage: "en" as const };
const plan = (id: number, blesta_package_id: number) => ({ id, name: `Plan ${id}`, type: "shared" as const, blesta_package_id });

describe("siteLanguageOf", () => {
  it("maps Blesta's language codes to the site's languages", () => {
    expect(["en_us", "en_gb", "de_de", "de_ch", "pt_br", "PT_BR", "fr_ca", "nl_nl", "pl_pl", "es_es", "it_it"].map(siteLanguageOf)).toEqual([
      "en",
      "en",
      "de",
      "de",
      "pt-BR",
      "pt-BR",
      "fr",
      "nl",
      "pl",
      "es",
      "it",
    ]);
  });

  it("maps no language the site does not speak, and not Portugal's Portuguese to Brazil's", () => {
    expect(["pt_pt", "ja_jp", "", "xx", 7, null].map(siteLanguageOf)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe("packageTexts", () => {
  it("takes the default language's name and description lines, and the language's own country before others", () => {
    const texts = packageTexts({ name: "Own", names: WORLD.names, descriptions: WORLD.descriptions }, "Package #31", "de");
    expect(texts).toMatchObject({ name: "Welt Web", features: ["NVMe-Speicher", "Kostenloses SSL"] });
    expect(texts.translations).toEqual({
      en: { name: "World Web", features: ["NVMe storage", "Free SSL"] },
      fr: { name: "Web Monde" },
      "pt-BR": { name: "Web Mundo" },
    });
  });

  it("falls back to the package's own name and description, and clips what a plan cannot hold", () => {
    const long = "x".repeat(500);
    const texts = packageTexts({ name: long, description: `${long}\n${Array.from({ length: 150 }, (_, n) => `line ${n}`).join("\n")}` }, "Package #9", "en");
    expect(texts.name).toHaveLength(200);
    expect(texts.features).toHaveLength(100);
    expect(texts.features[0]).toHaveLength(200);
    expect(packageTexts({ name: 12 }, "Package #9", "en")).toEqual({ name: "Package #9", features: [], translations: {} });
  });
});

describe("syncPlans in several currencies and languages", () => {
  it("prices every enabled currency from the package's own rows with the same markup, never converting", async () => {
    const { results, summary } = await syncPlans({ settings, plans: [plan(1, 31), plan(2, 32)], markupOverrides: { shared: 0.1 }, locale });
    expect(summary).toMatchObject({ success: true, plans_updated: 2 });
    expect(results[0]).toEqual({
      plan_id: 1,
      price: 11,
      pricing: { annual: 110 },
      markup: 0.1,
      currency_prices: { EUR: { price: 9.9, pricing: { quarterly: 28.6 } } },
      missing_currencies: ["GBP"],
      pricing_ids: { USD: { monthly: 3100, annual: 3101 }, EUR: { monthly: 3102, quarterly: 3103 } },
      translations: {
        de: { name: "Welt Web", features: ["NVMe-Speicher", "Kostenloses SSL"] },
        fr: { name: "Web Monde" },
        "pt-BR": { name: "Web Mundo" },
      },
      // Blesta's own prices, before the markup: what its checkout charges.
      blesta_prices: { USD: { price: 10, pricing: { annual: 100 } }, EUR: { price: 9, pricing: { quarterly: 26 } } },
    });
    // A yearly-only package: the monthly price is the year's twelfth; no monthly pricing id; no EUR or GBP prices.
    expect(results[1]).toMatchObject({
      price: 5.5,
      pricing: { annual: 66 },
      currency_prices: {},
      missing_currencies: ["EUR", "GBP"],
      pricing_ids: { USD: { annual: 3200 } },
      blesta_prices: { USD: { price: 5, pricing: { annual: 60 } } },
    });
    // The site's currencies were used: Blesta's default currency was never asked for.
    expect(blesta.requests.some((request) => request.call === "companies/getSetting")).toBe(false);
  });

  it("fails a plan whose package has no price in the site's default currency, naming it", async () => {
    const { results } = await syncPlans({ settings, plans: [plan(1, 31)], locale: { ...locale, defaultCurrency: "GBP", currencies: ["GBP", "USD"] } });
    expect(results[0]).toEqual({ plan_id: 1, error: "Blesta package 31 has no monthly or yearly price in GBP" });
  });

  it("takes the default language's texts as the plan's own: they are not translations", async () => {
    const { results } = await syncPlans({ settings, plans: [plan(1, 31)], locale: { ...locale, defaultLanguage: "de" } });
    expect(results[0].translations).toEqual({
      en: { name: "World Web", features: ["NVMe storage", "Free SSL"] },
      fr: { name: "Web Monde" },
      "pt-BR": { name: "Web Mundo" },
    });
  });
});
