import { describe, expect, it } from "vitest";
import { alphabeticalCategories, alphabeticalPlans, sortCategories, sortNavigation, sortPlans } from "./ordering";

const plan = (id: number, name: string, display_order: number) => ({ id, name, display_order });

describe("the order of plans and categories", () => {
  it("is display_order, then name without regard to case, then id", () => {
    const plans = [plan(4, "beta", 1), plan(3, "Alpha", 1), plan(2, "Zeta", 0), plan(1, "alpha", 1)];
    expect(sortPlans(plans).map((p) => p.id)).toEqual([2, 1, 3, 4]);
  });

  it("orders categories by display name in the same way, and never changes the list it is given", () => {
    const categories = [
      { id: 1, display_name: "VPS", display_order: 2 },
      { id: 2, display_name: "game servers", display_order: 2 },
      { id: 3, display_name: "Shared", display_order: 1 },
    ];
    const copy = structuredClone(categories);
    expect(sortCategories(categories).map((c) => c.id)).toEqual([3, 2, 1]);
    expect(categories).toEqual(copy);
  });

  it("Reset Order is alphabetical, comparing numbers in names as numbers", () => {
    expect(alphabeticalPlans([plan(1, "VPS 10", 0), plan(2, "vps 2", 5), plan(3, "Basic", 9)]).map((p) => p.name)).toEqual(["Basic", "vps 2", "VPS 10"]);
    expect(alphabeticalCategories([{ display_name: "b" }, { display_name: "A" }]).map((c) => c.display_name)).toEqual(["A", "b"]);
  });

  it("orders menu items by order, then id", () => {
    const items = [
      { id: 3, order: 2 },
      { id: 1, order: 2 },
      { id: 2, order: 1 },
    ];
    expect(sortNavigation(items).map((item) => item.id)).toEqual([2, 1, 3]);
    expect(sortNavigation([{ label: "no order" }, { order: -1, label: "first" }]).map((item) => item.label)).toEqual(["first", "no order"]);
  });
});
