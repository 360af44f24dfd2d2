import { TERM_BILLED, termPrice, type BillingTerm } from "../../../../common/billingTerms";
import { formatPrice } from "../../../../common/rules";

export type TermChoice = BillingTerm | "monthly";

/** What a plan card shows for one billing term: the price per month, the billing note and the saving. */
export interface TermView {
  /** The term the price is for: "monthly" when the plan has no price for the chosen term. */
  term: TermChoice;
  amount: string;
  note: string;
  /** "Save 20%", or "" when nothing is saved. */
  save: string;
}

export function termView(plan: { price: number; pricing?: Partial<Record<BillingTerm, number>> | null }, term: TermChoice): TermView {
  const forTerm = term === "monthly" ? null : termPrice(plan, term);
  if (!forTerm || term === "monthly") {
    return { term: "monthly", amount: formatPrice(plan.price), note: term === "monthly" ? "Billed monthly" : "Monthly billing only", save: "" };
  }
  return {
    term,
    amount: formatPrice(forTerm.monthly),
    note: `$${formatPrice(forTerm.total)} billed ${TERM_BILLED[term]}`,
    save: forTerm.savePercent > 0 ? `Save ${forTerm.savePercent}%` : "",
  };
}
