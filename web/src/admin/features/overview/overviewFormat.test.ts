import { describe, expect, it } from "vitest";
import { removedInWords } from "./overviewFormat";

describe("overview words", () => {
  it("names every kind removed, in the singular where one", () => {
    expect(removedInWords({ plans: 9, categories: 3, promo_codes: 3, texts: 31 })).toBe("9 plans, 3 categories and 3 promo codes, and replaced 31 demo texts");
    expect(removedInWords({ plans: 1, categories: 0, promo_codes: 1, texts: 1 })).toBe("1 plan, 0 categories and 1 promo code, and replaced 1 demo text");
  });
});
