import { describe, expect, it } from "vitest";
import { money } from "./money";

describe("admin prices (English, with cents)", () => {
  it("write an amount with its currency's sign", () => {
    expect(money("en", "USD").exact(4.99)).toBe("$4.99");
    expect(money("en", "EUR").exact(4.49)).toBe("€4.49");
    expect(money("en", "GBP").exact(12)).toBe("£12.00");
  });

  it("name a currency by its short sign", () => {
    expect(money("en", "USD").sign).toBe("$");
    expect(money("en", "EUR").sign).toBe("€");
    expect(money("en", "CHF").sign).toBe("CHF");
  });
});
