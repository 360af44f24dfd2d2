import { describe, expect, it } from "vitest";
import { promoErrors, promoToForm } from "./promoForm";

describe("promo validation", () => {
  const valid = { ...promoToForm(null), code: "spring", title: "Spring", description: "10% off" };
  it("accepts a complete code", () => expect(promoErrors(valid)).toEqual({}));
  it("requires code, title and description", () => {
    expect(Object.keys(promoErrors(promoToForm(null))).sort()).toEqual(["code", "description", "title"]);
  });
  it("checks the discount range and whole percent", () => {
    expect(promoErrors({ ...valid, discount_percentage: "101" })).toHaveProperty("discount_percentage");
    expect(promoErrors({ ...valid, discount_percentage: "12.5" })).toHaveProperty("discount_percentage");
    expect(promoErrors({ ...valid, discount_amount: "-1" })).toHaveProperty("discount_amount");
  });
});
