import { describe, expect, it } from "vitest";
import { pickLanguage, supportedLanguage } from "./languages";
import { mergeTranslations, resolveTranslations, translatedCount, type Translations } from "./resolve";
import { pickCurrency, pricesIn, isCurrencyCode } from "./currencies";

describe("languages", () => {
  it("knows the supported tags in any case", () => {
    expect(supportedLanguage("DE")).toBe("de");
    expect(supportedLanguage("pt-br")).toBe("pt-BR");
    expect(supportedLanguage("pt")).toBeUndefined();
    expect(supportedLanguage(["de"])).toBeUndefined();
  });

  it("answers an enabled language, else the default", () => {
    expect(pickLanguage("de", ["en", "de"], "en")).toBe("de");
    expect(pickLanguage("fr", ["en", "de"], "en")).toBe("en");
    expect(pickLanguage("xx", ["en", "de"], "de")).toBe("de");
    expect(pickLanguage(undefined, ["en", "de"], "de")).toBe("de");
  });
});

describe("resolveTranslations", () => {
  interface Plan {
    name: string;
    features: string[];
    price: number;
    translations?: Translations<{ name: string; features: string[] }>;
  }
  const plan: Plan = { name: "Starter", features: ["SSL", "Backups"], price: 4, translations: { de: { name: "Einstieg" } } };

  it("falls back field by field to the record's own (default language) value, and drops translations", () => {
    expect(resolveTranslations(plan, "de")).toEqual({ name: "Einstieg", features: ["SSL", "Backups"], price: 4 });
    expect(resolveTranslations(plan, "fr")).toEqual({ name: "Starter", features: ["SSL", "Backups"], price: 4 });
    expect(resolveTranslations<Plan>({ name: "Bare", features: [], price: 1 }, "de")).toEqual({ name: "Bare", features: [], price: 1 });
  });

  it("replaces a list of texts as a whole; empty values fall back", () => {
    const translated: Plan = { ...plan, translations: { de: { name: "", features: ["SSL inklusive"] } } };
    expect(resolveTranslations(translated, "de")).toEqual({ name: "Starter", features: ["SSL inklusive"], price: 4 });
  });

  it("translates a list of entries by position, each field falling back on its own", () => {
    const block = {
      cards: [
        { title: "Fast", description: "NVMe", icon: "bolt" },
        { title: "Safe", description: "Backups", icon: "shield" },
      ],
      translations: { de: { cards: [{ title: "Schnell" }, { description: "Sicherungen" }, { title: "Extra" }] } },
    };
    expect(resolveTranslations(block as never, "de")).toEqual({
      cards: [
        { title: "Schnell", description: "NVMe", icon: "bolt" },
        { title: "Safe", description: "Sicherungen", icon: "shield" },
      ],
    });
  });

  it("never adds a field the record does not have", () => {
    expect(resolveTranslations({ name: "A", translations: { de: { name: "B", price: 0 } } } as never, "de")).toEqual({ name: "B" });
  });
});

describe("mergeTranslations", () => {
  const stored: Translations<{ name: string; features: string[] }> = { de: { name: "Einstieg", features: ["SSL"] }, fr: { name: "Débutant" } };

  it("keeps languages and fields not sent, replaces the fields sent", () => {
    expect(mergeTranslations(stored, { de: { name: "Start" } })).toEqual({ de: { name: "Start", features: ["SSL"] }, fr: { name: "Débutant" } });
    expect(mergeTranslations(stored, undefined)).toEqual(stored);
    expect(mergeTranslations(undefined, { es: { name: "Inicio" } })).toEqual({ es: { name: "Inicio" } });
  });

  it("removes a language sent as null, and a field sent empty or null; a language left empty goes", () => {
    expect(mergeTranslations(stored, { fr: null })).toEqual({ de: stored.de });
    expect(mergeTranslations(stored, { de: { name: "", features: [] } })).toEqual({ fr: { name: "Débutant" } });
    expect(mergeTranslations(stored, { de: { name: null } })).toEqual({ de: { features: ["SSL"] }, fr: { name: "Débutant" } });
  });

  it("does not change what it was given", () => {
    const before = structuredClone(stored);
    mergeTranslations(stored, { de: { name: "X" }, fr: null });
    expect(stored).toEqual(before);
  });

  it("counts translated fields", () => {
    expect(translatedCount({ translations: stored }, "de", ["name", "features"])).toBe(2);
    expect(translatedCount({ translations: stored }, "fr", ["name", "features"])).toBe(1);
    expect(translatedCount({}, "it", ["name"])).toBe(0);
  });
});

describe("currencies", () => {
  it("knows ISO 4217 codes, in upper case only", () => {
    expect(isCurrencyCode("EUR")).toBe(true);
    expect(isCurrencyCode("eur")).toBe(false);
    expect(isCurrencyCode("XYZ")).toBe(false);
    expect(isCurrencyCode("EURO")).toBe(false);
  });

  it("answers an enabled currency, else the default", () => {
    expect(pickCurrency("eur", ["USD", "EUR"], "USD")).toBe("EUR");
    expect(pickCurrency("GBP", ["USD", "EUR"], "USD")).toBe("USD");
    expect(pickCurrency(undefined, ["USD", "EUR"], "EUR")).toBe("EUR");
  });

  it("answers a plan's own prices in a currency, else the default currency's", () => {
    const plan = { price: 5, pricing: { annual: 50 }, currency_prices: { EUR: { price: 4.49, pricing: { annual: 45 } } } };
    expect(pricesIn(plan, "EUR", "USD")).toEqual({ currency: "EUR", price: 4.49, pricing: { annual: 45 } });
    expect(pricesIn(plan, "GBP", "USD")).toEqual({ currency: "USD", price: 5, pricing: { annual: 50 } });
    expect(pricesIn(plan, "USD", "USD")).toEqual({ currency: "USD", price: 5, pricing: { annual: 50 } });
    expect(pricesIn({ price: 1, pricing: {} }, "EUR", "USD")).toEqual({ currency: "USD", price: 1, pricing: {} });
  });
});
