import { describe, expect, it } from "vitest";
import { currencySign, formatMoney } from "./money";

describe("admin prices", () => {
  it("write an amount with its currency's sign", () => {
    expect(formatMoney(4.99, "USD")).toBe("$4.99");
    expect(formatMoney(4.49, "EUR")).toBe("€4.49");
    expect(formatMoney(12, "GBP")).toBe("£12.00");
  });

  it("name a currency by its short sign", () => {
    expect(currencySign("USD")).toBe("$");
    expect(currencySign("EUR")).toBe("€");
    expect(currencySign("CHF")).toBe("CHF");
  });
});
