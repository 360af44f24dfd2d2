import { describe, expect, it } from "vitest";
import { promoErrors, promoToForm, slotNote } from "./promoForm";

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

describe("the note of a code that shares its slot", () => {
  it("says which code visitors see; a code alone in its slot says nothing", () => {
    const slot = { shown: { id: 2, code: "OLDER" }, waiting: [{ id: 5, code: "NEWER" }] };
    expect(slotNote({ id: 2, display_location: "footer" }, slot)).toBe("Visitors see this one in Footer (2 active codes share it)");
    expect(slotNote({ id: 5, display_location: "footer" }, slot)).toBe("Not shown: visitors see OLDER in Footer");
    expect(slotNote({ id: 7, display_location: "hero" }, undefined)).toBeNull();
  });
});
