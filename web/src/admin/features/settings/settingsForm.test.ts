import { describe, expect, it } from "vitest";
import { parseSettingsForm, SETTINGS_SECTIONS, settingsToForm } from "./settingsForm";

describe("site settings validation", () => {
  const base = settingsToForm({ site_title: "Site" });
  it("refuses an interval outside 10–300", () => {
    for (const bad of ["5", "301", "abc", ""]) {
      const result = parseSettingsForm({ ...base, status_update_interval: bad });
      expect(result).toHaveProperty("errors.status_update_interval");
    }
    expect(parseSettingsForm({ ...base, status_update_interval: "10" })).toHaveProperty("body.status_update_interval", 10);
  });
  it("requires URL-shaped addresses", () => {
    expect(parseSettingsForm({ ...base, status_page_url: "status page" })).toHaveProperty("errors.status_page_url");
    expect(parseSettingsForm({ ...base, status_page_url: "https://status.example.com" })).toHaveProperty("body");
  });
});

describe("the Brand section and the status badge", () => {
  const base = settingsToForm({ site_title: "Site" });
  it("sends the colour in lower case and the font; names a colour that is not #rrggbb at its field", () => {
    const brand = SETTINGS_SECTIONS.find((section) => section.id === "brand")!;
    expect(parseSettingsForm({ ...base, brand_color: "#0F766E", font: "inter" }, brand.fields)).toEqual({ body: { brand_color: "#0f766e", font: "inter" } });
    expect(parseSettingsForm({ ...base, brand_color: "#12345" }, brand.fields)).toEqual({
      errors: { brand_color: "Brand colour must be a colour written #rrggbb, e.g. #4f46e5" },
    });
    expect(parseSettingsForm({ ...base, font: "comic-sans" }, brand.fields)).toHaveProperty("errors.font");
  });
  it("the status badge switch is saved with the status monitor, as a boolean", () => {
    expect(settingsToForm(null).show_status_badge).toBe("true");
    const status = SETTINGS_SECTIONS.find((section) => section.id === "status")!;
    expect(parseSettingsForm({ ...base, show_status_badge: "false" }, status.fields)).toHaveProperty("body.show_status_badge", false);
  });
});

describe("the Languages & currencies and Tax sections", () => {
  const base = settingsToForm({ site_title: "Site", languages: ["en", "de"], currencies: ["USD", "EUR"], tax_rate: 19 });
  const section = (id: string) => SETTINGS_SECTIONS.find((entry) => entry.id === id)!.fields;
  it("keeps the lists in order as form text and sends them as lists", () => {
    expect(base.languages).toBe("en,de");
    expect(base.tax_rate).toBe("19");
    expect(parseSettingsForm({ ...base, languages: "de,en", default_language: "de", currencies: "eur,USD" }, section("locale"))).toEqual({
      body: { languages: ["de", "en"], default_language: "de", currencies: ["EUR", "USD"], default_currency: "USD" },
    });
  });
  it("names an unknown currency and a list listed twice at the list's field", () => {
    expect(parseSettingsForm({ ...base, currencies: "USD,EURO" }, section("locale"))).toEqual({
      errors: { currencies: 'Currencies "EURO" is not an ISO 4217 currency code' },
    });
    expect(parseSettingsForm({ ...base, languages: "en,en" }, section("locale"))).toHaveProperty("errors.languages", 'Languages lists "en" twice');
  });
  it("refuses a tax rate outside 0–50 or with three decimals, and sends a good one as a number", () => {
    for (const bad of ["51", "-1", "8.125", ""]) expect(parseSettingsForm({ ...base, tax_rate: bad }, section("tax"))).toHaveProperty("errors.tax_rate");
    expect(parseSettingsForm({ ...base, tax_display: "inclusive", tax_rate: "7.7", tax_label: "MwSt." }, section("tax"))).toEqual({
      body: { tax_display: "inclusive", tax_rate: 7.7, tax_label: "MwSt." },
    });
  });
  it("refuses an order address template with an unknown placeholder", () => {
    expect(parseSettingsForm({ ...base, order_url_template: "https://billing.example.com/?p={package}" }, section("links"))).toHaveProperty(
      "errors.order_url_template",
    );
    expect(parseSettingsForm({ ...base, order_url_template: "https://billing.example.com/?p={pricing_id}" }, section("links"))).toHaveProperty("body");
  });
});
