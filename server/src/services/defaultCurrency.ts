import { planPriceProblems, promoAmountProblem, roundPlanPrices, roundPromoAmount } from "../../../common/crossField/prices";
import { ValidationError } from "../errors";
import type { SiteData } from "../store/types";

function refuse(what: string, field: string, message: string): never {
  const detail = `${what}: ${field} ${message} (lower it before switching)`;
  throw ValidationError(`default_currency: ${detail}`, [{ field: "default_currency", message: detail }]);
}

/**
 * A new default currency takes over the amounts that are in the default currency: plans' `price` and `pricing`
 * and promo codes' fixed discounts. Each must fit its ceiling, else the change is a 400 naming default_currency,
 * the plan or code and its field; they are rounded to its decimals (no cents in JPY). Prices in other currencies
 * (`currency_prices`) stay as they are.
 */
export function takeOverDefaultCurrency(draft: SiteData, currency: string, now: string): void {
  for (const plan of draft.plans) {
    // Only the default currency's amounts are judged: currency_prices keep their own currency.
    const problem = planPriceProblems({ price: plan.price, pricing: plan.pricing }, currency)[0];
    if (problem) refuse(`plan "${plan.name}" (#${plan.id})`, problem.field, problem.message);
  }
  for (const promo of draft.promos) {
    const problem = promoAmountProblem(promo, currency);
    if (problem) refuse(`promo code ${promo.code} (#${promo.id})`, problem.field, problem.message);
  }
  draft.plans = draft.plans.map((plan) => {
    const rounded = roundPlanPrices({ ...plan, currency_prices: undefined }, currency);
    const changed = rounded.price !== plan.price || JSON.stringify(rounded.pricing) !== JSON.stringify(plan.pricing);
    return changed ? { ...plan, price: rounded.price, pricing: rounded.pricing, updated_at: now } : plan;
  });
  draft.promos = draft.promos.map((promo) => {
    const rounded = roundPromoAmount(promo, currency);
    return rounded.discount_amount !== promo.discount_amount ? { ...rounded, updated_at: now } : promo;
  });
}
