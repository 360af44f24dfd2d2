import { termPrice, type BillingTerm } from "../../../../common/billingTerms";
import { en, formatText, type Catalog } from "../i18n/catalog";
import type { Money } from "../../../../common/money";

export type TermChoice = BillingTerm | "monthly";

/** What a plan card shows for one billing term: the price per month, the billing note and the saving. */
export interface TermView {
  /** The term the price is for: "monthly" when the plan has no price for the chosen term. */
  term: TermChoice;
  /** The figure alone ("4,99"): the card keeps the currency sign around it. */
  amount: string;
  note: string;
  /** "Save 20%", or "" when nothing is saved. */
  save: string;
}

/**
 * One term's view: the amounts written by `money` (the page's language and the plan's currency), the notes in the
 * page language's billing-term `texts`.
 */
export function termView(
  plan: { price: number; pricing?: Partial<Record<BillingTerm, number>> | null },
  term: TermChoice,
  money: Money,
  texts: Catalog["terms"] = en.terms,
): TermView {
  const forTerm = term === "monthly" ? null : termPrice(plan, term);
  if (!forTerm || term === "monthly") {
    return { term: "monthly", amount: money.parts(plan.price).amount, note: term === "monthly" ? texts.billedMonthly : texts.monthlyOnly, save: "" };
  }
  return {
    term,
    amount: money.parts(forTerm.monthly).amount,
    note: formatText(texts.billed, term, { price: money.format(forTerm.total) }),
    save: forTerm.savePercent > 0 ? formatText(texts, "save", { percent: forTerm.savePercent }) : "",
  };
}
