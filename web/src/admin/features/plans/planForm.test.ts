import { describe, expect, it } from "vitest";
import type { Category, Plan } from "../../../../../common/contracts";
import { alphabeticalPlans } from "../../../../../common/ordering";
import { planOrderBody, withLocalOrder } from "./order";
import { applyCategory, formToPlanInput, planToForm } from "./planForm";

describe("plan form", () => {
  it("a new plan starts with the new-plan defaults", () => {
    const body = formToPlanInput(planToForm(null), "USD");
    expect(body).toMatchObject({
      type: "shared",
      price: 0,
      markup_percentage: 0,
      is_popular: false,
      is_customizable: false,
      managed_wordpress: false,
      auto_scaling: false,
      features: [],
      order_url: "",
      blesta_package_id: null,
    });
  });
  it("parses features one per line and drops blank lines", () => {
    const form = { ...planToForm(null), name: "X", features: "  SSL  \n\n Daily backups\r\n   \nDDoS" };
    expect(formToPlanInput(form, "USD").features).toEqual(["SSL", "Daily backups", "DDoS"]);
  });
  it("sets category_key and plan_type both to the chosen category", () => {
    const category = { key: "vps_fast", type: "vps", sub_type: "performance" } as Category;
    const form = applyCategory(planToForm(null), category);
    expect(formToPlanInput(form, "USD")).toMatchObject({ category_key: "vps_fast", plan_type: "vps_fast", type: "vps", sub_type: "performance" });
  });
  it("rounds the price to cents and reads non-numbers as 0", () => {
    expect(formToPlanInput({ ...planToForm(null), price: "4.999" }, "USD").price).toBe(5);
    expect(formToPlanInput({ ...planToForm(null), price: "abc" }, "USD").price).toBe(0);
  });
  it("rounds prices to cents as the server does (1.005 → 1.01, not 1.00)", () => {
    const form = planToForm(null);
    const input = formToPlanInput({ ...form, price: "1.005", pricing: { ...form.pricing, annual: "10.005" } }, "USD");
    expect([input.price, input.pricing?.annual]).toEqual([1.01, 10.01]);
  });
  it("rounds to the default currency's decimals and each other currency's own, and takes amounts of any size", () => {
    const form = planToForm(null);
    const input = formToPlanInput(
      {
        ...form,
        price: "1499999.994",
        pricing: { ...form.pricing, annual: "9999999999.99" },
        currency_prices: { VND: { price: "3750000.4", pricing: { ...form.pricing, annual: "37500000.5" } } },
      },
      "IDR",
    );
    expect(input).toMatchObject({
      price: 1_499_999.99,
      pricing: { annual: 9_999_999_999.99 },
      currency_prices: { VND: { price: 3_750_000, pricing: { annual: 37_500_001 } } },
    });
    expect(formToPlanInput({ ...form, price: "4.99" }, "JPY").price).toBe(5);
  });
  it("round-trips an existing plan", () => {
    const plan = { name: "Pro", price: 9.99, features: ["A", "B"], supported_games: ["Minecraft"], blesta_package_id: 7, category_key: "hosting" } as Plan;
    const form = planToForm(plan);
    expect(form.features).toBe("A\nB");
    expect(formToPlanInput(form, "USD")).toMatchObject({
      name: "Pro",
      price: 9.99,
      features: ["A", "B"],
      supported_games: ["Minecraft"],
      blesta_package_id: 7,
    });
  });
});

describe("plan ordering", () => {
  const plans = [
    { id: 1, name: "Pro", display_order: 0 },
    { id: 2, name: "basic", display_order: 1 },
    { id: 3, name: "Plan 10", display_order: 2 },
    { id: 4, name: "Plan 9", display_order: 3 },
  ] as Plan[];
  it("reset order is alphabetical, case-insensitive and numeric-aware", () => {
    expect(alphabeticalPlans(plans).map((p) => p.name)).toEqual(["basic", "Plan 9", "Plan 10", "Pro"]);
  });
  it("sends the full order as plan_id/new_order", () => {
    expect(planOrderBody([plans[2], plans[0]])).toEqual({
      plans: [
        { plan_id: 3, new_order: 0 },
        { plan_id: 1, new_order: 1 },
      ],
    });
  });
  it("reorders locally without touching other plans", () => {
    const next = withLocalOrder([...plans, { id: 9, name: "Other", display_order: 5 } as Plan], [plans[1], plans[0]]);
    expect(next.find((p) => p.id === 2)?.display_order).toBe(0);
    expect(next.find((p) => p.id === 1)?.display_order).toBe(1);
    expect(next.find((p) => p.id === 9)?.display_order).toBe(5);
  });
});
