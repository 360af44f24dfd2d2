import { describe, expect, it } from "vitest";
import { countryChoices, countryNamed, matchingCountries } from "./countryChoices";

describe("the country picker's choices", () => {
  it("offers every assigned country, named and sorted in the panel's language, with its flag", () => {
    const german = countryChoices("de");
    expect(german).toHaveLength(249);
    const germany = german.find((choice) => choice.code === "DE")!;
    expect(germany).toMatchObject({ name: "Deutschland", flag: "🇩🇪" });
    const names = german.map((choice) => choice.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("de").compare));
    expect(countryChoices("en").find((choice) => choice.code === "DE")!.name).toBe("Germany");
  });

  it("finds a country by its name (without accents, in the panel's language or in English) or by its code", () => {
    const choices = countryChoices("fr");
    const codes = (query: string) => matchingCountries(choices, query).map((choice) => choice.code);
    // A code typed in full comes first, then the names that start with it.
    expect(codes("de")[0]).toBe("DE");
    expect(codes("allem")).toEqual(["DE"]);
    expect(codes("Germany")).toEqual(["DE"]);
    expect(codes("cote d")).toContain("CI");
    // "land" is inside names: Finlande, Islande, Irlande, … (every one that has it).
    expect(codes("lande")).toEqual(expect.arrayContaining(["FI", "IS", "IE"]));
    expect(codes("  ")).toHaveLength(249);
    expect(codes("zzzz")).toEqual([]);
  });

  it("knows a country by its whole name, typed in any case and without accents", () => {
    const choices = countryChoices("fr");
    expect(countryNamed(choices, " allemagne ")?.code).toBe("DE");
    expect(countryNamed(choices, "cote d’ivoire")?.code).toBe("CI");
    expect(countryNamed(choices, "Allem")).toBeUndefined();
    expect(countryNamed(choices, "")).toBeUndefined();
  });
});
