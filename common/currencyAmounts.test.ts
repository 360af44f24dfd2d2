import { describe, expect, it } from "vitest";
import { amountProblem, amountStep, currencyDecimals, MAX_AMOUNT, maxAmount, roundAmount } from "./currencyAmounts";

describe("currency decimals", () => {
  it("follow ISO 4217: none for JPY, KRW and VND, two for EUR, USD and IDR, three for BHD", () => {
    expect(["JPY", "KRW", "VND", "EUR", "USD", "IDR", "BHD", "eur"].map(currencyDecimals)).toEqual([0, 0, 0, 2, 2, 2, 3, 2]);
    expect([amountStep("VND"), amountStep("EUR"), amountStep("BHD")]).toEqual([1, 0.01, 0.001]);
  });

  it("agree with Intl where every CLDR version does", () => {
    for (const currency of ["JPY", "KRW", "VND", "EUR", "USD", "GBP", "BHD", "KWD"]) {
      const intl = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits;
      expect(currencyDecimals(currency), currency).toBe(intl);
    }
  });
});

describe("ceilings", () => {
  it("are 10^12 minor units", () => {
    expect([maxAmount("VND"), maxAmount("KRW"), maxAmount("USD"), maxAmount("IDR"), maxAmount("BHD")]).toEqual([1e12, 1e12, 1e10, 1e10, 1e9]);
    expect(MAX_AMOUNT).toBe(1e12);
  });

  it("name the rule and the currency; what rounds down to the ceiling fits", () => {
    expect(amountProblem(3_750_000, "VND")).toBeNull();
    expect(amountProblem(1_499_999.99, "IDR")).toBeNull();
    expect(amountProblem(1e12, "VND")).toBeNull();
    expect(amountProblem(1e12 + 1, "VND")).toBe("must be at most 1000000000000 in VND");
    expect(amountProblem(10_000_000_000.01, "USD")).toBe("must be at most 10000000000 in USD");
    expect(amountProblem(10_000_000_000.004, "USD")).toBeNull();
    expect(amountProblem(-0.01, "USD")).toBe("must be at least 0");
    expect(amountProblem(Number.NaN, "USD")).toBe("must be a finite number");
  });
});

describe("roundAmount", () => {
  it("rounds in decimal to the currency's decimals", () => {
    expect(roundAmount(1.005, "EUR")).toBe(1.01);
    expect(roundAmount(1_499_999.99, "IDR")).toBe(1_499_999.99);
    expect(roundAmount(1_499_999.994, "IDR")).toBe(1_499_999.99);
    expect(roundAmount(3_750_000.5, "VND")).toBe(3_750_001);
    expect(roundAmount(4.99, "JPY")).toBe(5);
    expect(roundAmount(1.2345, "BHD")).toBe(1.235);
    expect(roundAmount(9_999_999_999.99, "USD")).toBe(9_999_999_999.99);
    expect(roundAmount(999_999_999_999, "KRW")).toBe(999_999_999_999);
  });
});
