import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { NEW_SITE_SALES_SETTINGS } from "../../../test/fixtures/salesSettings";

/** Languages, currencies, tax display and the order address template in the site settings, and what visitors get of them. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const put = (body: unknown) => s.admin("/api/admin/site-settings", "PUT", body);
const stored = () => structuredClone(s.server.site.deps.store.snapshot().site_settings);
const STANDARD = {
  ...NEW_SITE_SALES_SETTINGS,
  order_url_template: "",
  translations: null,
};
beforeEach(async () => {
  // A test may have left another default language: going back keeps the texts as they are.
  expect((await put({ ...STANDARD, translations: { de: null, fr: null, "pt-BR": null }, move_texts: false })).status).toBe(200);
});

describe("languages, currencies, tax and order address in the site settings", () => {
  it("a new site speaks English, sells in US dollars, shows no tax and has no order template", async () => {
    const fresh = await startAdminSession();
    try {
      const settings = (await fresh.admin("/api/admin/site-settings")).body;
      expect(settings).toMatchObject({ ...STANDARD, translations: {} });
      const { translations: _none, ...publicSettings } = STANDARD;
      const info = (await fresh.pub("/api/site-info")).body.settings;
      expect(info).toMatchObject(publicSettings);
      expect(info).not.toHaveProperty("translations");
    } finally {
      await fresh.server.stop();
    }
  });

  it("takes tags and codes in any case, answers them written the standard way, and visitors' pages get them", async () => {
    const template = "https://billing.example/order/main/packages/web/?group_id=3&pricing_id={pricing_id}&coupon={promo}&lang={lang}";
    const response = await put({
      languages: ["EN", "de", "pt-br"],
      default_language: "DE",
      move_texts: false,
      currencies: ["usd", "EUR", "gbp"],
      default_currency: "eur",
      tax_display: "inclusive",
      tax_rate: "19.5",
      tax_label: " MwSt. ",
      order_url_template: template,
    });
    expect(response.status, response.text).toBe(200);
    const expected = {
      languages: ["en", "de", "pt-BR"],
      default_language: "de",
      currencies: ["USD", "EUR", "GBP"],
      default_currency: "EUR",
      tax_display: "inclusive",
      tax_rate: 19.5,
      tax_label: "MwSt.",
      order_url_template: template,
    };
    expect(response.body).toMatchObject(expected);
    expect((await s.admin("/api/admin/site-settings")).body).toMatchObject(expected);
    const info = (await s.pub("/api/site-info")).body;
    expect(info.settings).toMatchObject(expected);
    expect(JSON.stringify(info)).not.toContain("translations");
  });

  it.each([
    [{ languages: ["en", "xx"] }, "languages.1", /"xx" is not a supported language \(en, de, fr, es, it, nl, pl, pt-BR\)/],
    [{ languages: ["en", "pt"] }, "languages.1", /"pt"/],
    [{ languages: [] }, "languages", /at least one/],
    [{ languages: "en" }, "languages", /list/],
    [{ languages: ["en", "de", "EN"] }, "languages.2", /twice/],
    [{ default_language: "klingon" }, "default_language", /"klingon" is not a supported language/],
    [{ languages: ["en", "de"], default_language: "de" }, "move_texts", /must be true or false when default_language changes/],
    [{ languages: ["en", "de"], default_language: "de", move_texts: "maybe" }, "move_texts", /must be true or false/],
    [{ default_language: "fr" }, "default_language", /"fr" is not one of the languages \(en\)/],
    [{ languages: ["de", "fr"] }, "languages", /must include the default language "en"/],
    [{ languages: ["de"], default_language: "fr" }, "default_language", /"fr" is not one of the languages \(de\)/],
    [{ currencies: ["USD", "XYZ"] }, "currencies.1", /"XYZ" is not an ISO 4217 currency code/],
    [{ currencies: ["USD", "EURO"] }, "currencies.1", /"EURO"/],
    [{ currencies: ["USD", 978] }, "currencies.1", /currency code/],
    [{ currencies: [] }, "currencies", /at least one/],
    [{ currencies: ["USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN"] }, "currencies", /at most 10/],
    [{ currencies: ["USD", "usd"] }, "currencies.1", /twice/],
    [{ default_currency: "XXX" }, "default_currency", /"XXX" is not an ISO 4217 currency code/],
    [{ default_currency: "EUR" }, "default_currency", /"EUR" is not one of the currencies \(USD\)/],
    [{ currencies: ["EUR"] }, "currencies", /must include the default currency "USD"/],
    [{ tax_display: "sometimes" }, "tax_display", /none, inclusive, exclusive/],
    [{ tax_rate: 50.01 }, "tax_rate", /at most 50/],
    [{ tax_rate: -1 }, "tax_rate", /at least 0/],
    [{ tax_rate: 7.125 }, "tax_rate", /2 decimals/],
    [{ tax_rate: "a lot" }, "tax_rate", /number/],
    [{ tax_label: "" }, "tax_label", /required/],
    [{ tax_label: "x".repeat(21) }, "tax_label", /at most 20/],
    [{ order_url_template: "ftp://billing.example/{plan_id}" }, "order_url_template", /http/],
    [{ order_url_template: "/order/{plan_id}" }, "order_url_template", /http/],
    [{ order_url_template: "https://billing.example/?p={plan}" }, "order_url_template", /unknown placeholder \{plan\}/],
  ])("answers 400 for %j naming %s, and stores nothing", async (body, field, rule) => {
    const before = stored();
    expectBadRequest(await put(body), field, rule);
    expect(stored()).toEqual(before);
  });

  it("takes 0 and 50 as tax rates, and a template without placeholders", async () => {
    for (const tax_rate of [0, 50, 8.25]) expect((await put({ tax_rate })).body.tax_rate).toBe(tax_rate);
    expect((await put({ order_url_template: "https://billing.example/cart.php" })).body.order_url_template).toBe("https://billing.example/cart.php");
  });

  it("changes languages and the default together, in one save", async () => {
    const response = await put({ languages: ["fr", "de"], default_language: "fr", move_texts: false, currencies: ["EUR"], default_currency: "EUR" });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ languages: ["fr", "de"], default_language: "fr", currencies: ["EUR"], default_currency: "EUR" });
  });
});

describe("the site's translated texts", () => {
  it("keeps languages and fields not sent, removes a language sent as null, and visitors get their language", async () => {
    await put({ languages: ["en", "de"] });
    const first = await put({
      site_title: "Nebula Hosting",
      site_description: "Fast hosting",
      tax_label: "VAT",
      translations: { de: { site_title: "Nebula Hosting DE", site_description: "Schnelles Hosting", tax_label: "MwSt." }, fr: { site_title: "Nébuleuse" } },
    });
    expect(first.status, first.text).toBe(200);
    const second = await put({ translations: { de: { site_description: "" }, fr: null } });
    expect(second.body.translations).toEqual({ de: { site_title: "Nebula Hosting DE", tax_label: "MwSt." } });
    expect((await s.admin("/api/admin/site-settings")).body.translations).toEqual(second.body.translations);

    const german = (await s.pub("/api/site-info?lang=de")).body.settings;
    expect(german).toMatchObject({ site_title: "Nebula Hosting DE", site_description: "Fast hosting", tax_label: "MwSt." });
    const english = (await s.pub("/api/site-info")).body.settings;
    expect(english).toMatchObject({ site_title: "Nebula Hosting", site_description: "Fast hosting", tax_label: "VAT" });
    // A language that is not enabled, or not supported at all, answers the default language.
    expect((await s.pub("/api/site-info?lang=fr")).body).toEqual((await s.pub("/api/site-info")).body);
    expect((await s.pub("/api/site-info?lang=zz")).body).toEqual((await s.pub("/api/site-info")).body);
  });

  it("takes translations for a language that is not enabled yet; visitors see them once it is", async () => {
    expect((await put({ translations: { "pt-br": { site_title: "Hospedagem" } } })).body.translations).toEqual({ "pt-BR": { site_title: "Hospedagem" } });
    expect((await s.pub("/api/site-info?lang=pt-BR")).body.settings.site_title).not.toBe("Hospedagem");
    await put({ languages: ["en", "pt-BR"] });
    expect((await s.pub("/api/site-info?lang=pt-br")).body.settings.site_title).toBe("Hospedagem");
  });

  it.each([
    [{ translations: { xx: { site_title: "?" } } }, "translations.xx", /not a supported language/],
    [{ translations: { de: { site_title: "x".repeat(201) } } }, "translations.de.site_title", /at most 200/],
    [{ translations: { de: { tax_label: "x".repeat(21) } } }, "translations.de.tax_label", /at most 20/],
    [{ translations: { de: { maintenance_message: "x".repeat(2_001) } } }, "translations.de.maintenance_message", /at most 2000/],
    [{ translations: { de: { brand_color: "#000000" } } }, "translations.de", /no translatable field brand_color/],
    [{ translations: { de: "Hallo" } }, "translations.de", /object/],
    [{ translations: ["de"] }, "translations", /object of languages/],
  ])("answers 400 for %j naming %s, and stores nothing", async (body, field, rule) => {
    const before = stored();
    expectBadRequest(await put(body), field, rule);
    expect(stored()).toEqual(before);
  });
});
