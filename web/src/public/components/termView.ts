import { termPrice, type BillingTerm } from "../../../../common/billingTerms";
import { formatPrice } from "../../../../common/rules";
import { en, type Catalog } from "../i18n/catalogs/en";
import { fill } from "../i18n/fill";

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

/** `texts`: the page language's billing-term texts. */
export function termView(
  plan: { price: number; pricing?: Partial<Record<BillingTerm, number>> | null },
  term: TermChoice,
  texts: Catalog["terms"] = en.terms,
): TermView {
  const forTerm = term === "monthly" ? null : termPrice(plan, term);
  if (!forTerm || term === "monthly") {
    return { term: "monthly", amount: formatPrice(plan.price), note: term === "monthly" ? texts.billedMonthly : texts.monthlyOnly, save: "" };
  }
  return {
    term,
    amount: formatPrice(forTerm.monthly),
    note: fill(texts.billed[term], { price: `$${formatPrice(forTerm.total)}` }),
    save: forTerm.savePercent > 0 ? fill(texts.save, { percent: forTerm.savePercent }) : "",
  };
}
