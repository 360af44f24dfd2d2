import { describe, expect, it } from "vitest";
import { EU_VAT_COUNTRIES, normalizeVatId, vatIdProblem } from "./vatId";

describe("VAT identification numbers", () => {
  it("takes every EU member state's example, and an empty value", () => {
    expect(EU_VAT_COUNTRIES).toHaveLength(27);
    for (const country of EU_VAT_COUNTRIES) expect(vatIdProblem(country.example), country.prefix).toBeNull();
    expect(vatIdProblem("")).toBeNull();
    expect(vatIdProblem("   ")).toBeNull();
  });

  it("checks the format of the country the number names, not its check digit", () => {
    // Real numbers in their countries' formats (the German and Austrian examples have wrong check digits).
    for (const good of ["DE123456789", "ATU12345678", "BE1001686633", "NL123456789B01", "FRXX123456789", "ESX1234567L", "IE1234567FA", "CZ1234567890"]) {
      expect(vatIdProblem(good), good).toBeNull();
    }
    expect(vatIdProblem("DE12345678")).toBe("is not a VAT identification number of Germany in its format, e.g. DE123456789");
    expect(vatIdProblem("DE0123456789")).toMatch(/Germany/);
    expect(vatIdProblem("AT12345678")).toBe("is not a VAT identification number of Austria in its format, e.g. ATU12345678");
    expect(vatIdProblem("BE2123456789")).toMatch(/Belgium/);
    expect(vatIdProblem("NL123456789")).toMatch(/the Netherlands/);
    expect(vatIdProblem("FR12345678901|||AB123456789")).toMatch(/France/);
  });

  it("asks for an EU country code: Greece's is EL, and countries outside the EU have none here", () => {
    for (const other of ["GR123456789", "GB123456789", "CHE123456789", "123456789", "XY123", "U12345678"]) {
      expect(vatIdProblem(other), other).toMatch(/^must start with the country code of an EU member state/);
    }
  });

  it("ignores spaces, dots, dashes, slashes and case", () => {
    expect(normalizeVatId(" de 123.456-789 ")).toBe("DE123456789");
    expect(vatIdProblem("de 123 456 789")).toBeNull();
    expect(vatIdProblem("atu 1234 5678")).toBeNull();
    expect(vatIdProblem(`DE${" ".repeat(40)}123456789`)).toBe("must be at most 30 characters");
  });

  it("answers at once for long hostile text", () => {
    const started = Date.now();
    expect(vatIdProblem(`DE${"1 ".repeat(50_000)}x`)).toBe("must be at most 30 characters");
    expect(vatIdProblem(`DE${"9".repeat(100_000)}`)).toBe("must be at most 30 characters");
    expect(Date.now() - started).toBeLessThan(1_000);
  }, 5_000);
});
