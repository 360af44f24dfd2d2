import { describe, expect, it } from "vitest";
import { displayPrice, hasTaxRatePrecision } from "./tax";

describe("displayPrice", () => {
  it("adds the tax rounded to cents when prices are shown with tax included", () => {
    expect(displayPrice(4.99, { display: "inclusive", rate: 19 })).toBe(5.94);
    expect(displayPrice(10, { display: "inclusive", rate: 7.7 })).toBe(10.77);
    expect(displayPrice(1.005, { display: "inclusive", rate: 0 })).toBe(1.01);
    expect(displayPrice(99.99, { display: "inclusive", rate: 20 })).toBe(119.99);
    expect(displayPrice(0, { display: "inclusive", rate: 25 })).toBe(0);
  });

  it("shows the stored price when tax is shown excluded or not at all", () => {
    expect(displayPrice(4.99, { display: "exclusive", rate: 19 })).toBe(4.99);
    expect(displayPrice(4.99, { display: "none", rate: 19 })).toBe(4.99);
  });
});

describe("hasTaxRatePrecision", () => {
  it("allows up to two decimals", () => {
    expect([0, 19, 7.7, 8.25, 50].every(hasTaxRatePrecision)).toBe(true);
    expect(hasTaxRatePrecision(8.125)).toBe(false);
  });
});
