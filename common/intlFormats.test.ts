import { describe, expect, it } from "vitest";
import { dateTimeFormat, listFormat, numberFormat, regionNames } from "./intlFormats";
import { countryName } from "./countries";
import { money } from "./money";

describe("Intl formatters made once", () => {
  it("gives the same formatter for the same language and options, another for others", () => {
    expect(numberFormat("de", { style: "currency", currency: "EUR" })).toBe(numberFormat("de", { style: "currency", currency: "EUR" }));
    expect(numberFormat("de", { style: "currency", currency: "EUR" })).not.toBe(numberFormat("fr", { style: "currency", currency: "EUR" }));
    expect(numberFormat("de", { style: "currency", currency: "EUR" })).not.toBe(numberFormat("de", { style: "currency", currency: "USD" }));
    expect(dateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" })).toBe(dateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }));
    expect(listFormat("fr", { type: "conjunction" })).toBe(listFormat("fr", { type: "conjunction" }));
    expect(regionNames("pl")).toBe(regionNames("pl"));
  });

  it("formats as a new formatter would", () => {
    expect(numberFormat("de", { style: "currency", currency: "EUR" }).format(4.99)).toBe(
      new Intl.NumberFormat("de", { style: "currency", currency: "EUR" }).format(4.99),
    );
    expect(money("de", "EUR").format(4.99).replace(/\s/g, " ")).toBe("4,99 €");
    expect(money("en", "USD").format(5)).toBe("$5");
    const parts = money("fr", "GBP").parts(12.5);
    expect([parts.before, parts.amount, parts.after.trim()]).toEqual(["", "12,50", "£GB"]);
    expect(listFormat("en", { type: "conjunction" }).format(["A", "B", "C"])).toBe("A, B, and C");
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("DE", "en")).toBe("Germany");
    expect(dateTimeFormat("de", { dateStyle: "long", timeZone: "UTC" }).format(new Date("2026-11-29T12:00:00Z"))).toBe("29. November 2026");
  });

  it("makes one Money per language and currency", () => {
    expect(money("de", "EUR")).toBe(money("de", "EUR"));
    expect(money("de", "EUR")).not.toBe(money("en", "EUR"));
    expect(money("de", "USD").sign).toBe("$");
    expect(() => money("en", "not a currency")).toThrow(RangeError);
    // Each amount is split once: the same parts again, which nobody can change.
    const first = money("de", "EUR").parts(1234.5);
    expect(first).toEqual({ before: "", amount: "1.234,50", after: "\u00a0€" });
    expect(money("de", "EUR").parts(1234.5)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(money("de", "EUR").parts(5)).toEqual({ before: "", amount: "5", after: "\u00a0€" });
  });
});
