import { describe, expect, it } from "vitest";
import { PlanCreateSchema } from "../../../../../common/contracts";
import { schemaErrors } from "../../lib/fieldErrors";
import { currencyPricesToForm, currencyPricesToInput, priceCurrencies } from "./currencyPricesForm";
import { formToPlanInput, PLAN_RULES, planToForm } from "./planForm";

describe("a plan's prices in other currencies in the dialog", () => {
  it("round-trips stored prices; an emptied currency is sent as null (removed); terms left empty are not offered", () => {
    const form = currencyPricesToForm({ EUR: { price: 4.49, pricing: { annual: 45 } }, GBP: { price: 3.9, pricing: {} } });
    expect(form.EUR.price).toBe("4.49");
    expect(form.EUR.pricing.annual).toBe("45");
    expect(form.EUR.pricing.quarterly).toBe("");
    const emptied = { ...form, GBP: { ...form.GBP, price: "" }, CHF: { ...form.EUR, price: "5.005" } };
    expect(currencyPricesToInput(emptied)).toEqual({ EUR: { price: 4.49, pricing: { annual: 45 } }, GBP: null, CHF: { price: 5.01, pricing: { annual: 45 } } });
  });

  it("offers the enabled currencies other than the default, then the ones the plan still has prices in", () => {
    expect(priceCurrencies(["USD", "EUR", "GBP"], "USD", ["CHF", "EUR"])).toEqual([
      { code: "EUR", enabled: true },
      { code: "GBP", enabled: true },
      { code: "CHF", enabled: false },
    ]);
  });

  it("a currency with term prices but no monthly price is refused at that currency's monthly price", () => {
    const form = planToForm({ name: "Starter", price: 5 });
    form.currency_prices = { EUR: { price: "", pricing: { ...currencyPricesToForm({ EUR: { price: 1, pricing: {} } }).EUR.pricing, annual: "40" } } };
    const errors = schemaErrors(PlanCreateSchema, formToPlanInput(form, "USD"), PLAN_RULES);
    expect(Object.keys(errors)).toEqual(["currency_prices.EUR.price"]);
    form.currency_prices.EUR.pricing.annual = "-1";
    form.currency_prices.EUR.price = "4";
    expect(Object.keys(schemaErrors(PlanCreateSchema, formToPlanInput(form, "USD"), PLAN_RULES))).toEqual(["currency_prices.EUR.pricing.annual"]);
  });
});
