import { describe, expect, it } from "vitest";
import { chosenTerm } from "./billingTerm";
import { money } from "../../../../common/money";
import { termView } from "./termView";

const usd = money("en", "USD");

const plan = { price: 10, pricing: { quarterly: 28.5, annual: 96 } };

describe("a plan card's billing terms", () => {
  it("shows the monthly price billed monthly", () => {
    expect(termView(plan, "monthly", usd)).toEqual({ term: "monthly", amount: "10", note: "Billed monthly", save: "" });
  });

  it("shows a term's price per month, what is billed per term and the saving", () => {
    expect(termView(plan, "annual", usd)).toEqual({ term: "annual", amount: "8", note: "$96 billed every year", save: "Save 20%" });
    expect(termView(plan, "quarterly", usd)).toEqual({ term: "quarterly", amount: "9.50", note: "$28.50 billed every 3 months", save: "Save 5%" });
    expect(termView({ price: 10, pricing: { annual: 120 } }, "annual", usd).save).toBe("");
  });

  it("keeps the monthly price of a plan without the chosen term", () => {
    expect(termView(plan, "biennial", usd)).toEqual({ term: "monthly", amount: "10", note: "Monthly billing only", save: "" });
    expect(termView({ price: 7.5, pricing: null }, "annual", usd)).toEqual({ term: "monthly", amount: "7.50", note: "Monthly billing only", save: "" });
  });

  it("writes prices in the page's language and the plan's currency", () => {
    const eur = money("de", "EUR");
    expect(termView({ price: 4.99, pricing: { annual: 47.88 } }, "annual", eur)).toEqual({
      term: "annual",
      amount: "3,99",
      note: "47,88\u00a0€ billed every year",
      save: "Save 20%",
    });
    expect(termView({ price: 4.99 }, "monthly", money("en", "EUR")).amount).toBe("4.99");
  });

  it("uses a remembered term only while the category offers it", () => {
    expect(chosenTerm("annual", ["monthly", "annual"])).toBe("annual");
    expect(chosenTerm("triennial", ["monthly", "annual"])).toBe("monthly");
    expect(chosenTerm(null, ["monthly", "annual"])).toBe("monthly");
  });
});
