import type { PlanPricing } from "../../../common/billingTerms";
import { planPriceProblems, promoAmountProblem, roundPlanPrices, roundPromoAmount } from "../../../common/crossField/prices";
import type { FieldProblem } from "../../../common/crossField/problem";
import type { CurrencyPrices } from "../../../common/i18n/currencies";
import { ValidationError } from "../errors";

function refuse(problems: FieldProblem[]): never {
  throw ValidationError(`${problems[0].field}: ${problems[0].message}`, problems);
}

/**
 * The plan as it is stored: every price rounded to its currency's decimals; a price above its currency's ceiling
 * is a 400 naming the field (`currency_prices.VND.price: must be at most …`). `price` and `pricing` are in the
 * site's default currency.
 */
export function pricedPlan<P extends { price: number; pricing: PlanPricing; currency_prices: CurrencyPrices }>(plan: P, defaultCurrency: string): P {
  const problems = planPriceProblems(plan, defaultCurrency);
  if (problems.length > 0) refuse(problems);
  return roundPlanPrices(plan, defaultCurrency);
}

/** The promo code as it is stored: its fixed discount (in the default currency) rounded, or a 400 above the ceiling. */
export function pricedPromo<P extends { discount_amount: number | null }>(promo: P, defaultCurrency: string): P {
  const problem = promoAmountProblem(promo, defaultCurrency);
  if (problem) refuse([problem]);
  return roundPromoAmount(promo, defaultCurrency);
}
