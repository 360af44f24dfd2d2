/**
 * Billing terms of a plan besides the monthly price: how many months each covers, and the prices visitors
 * compare. Pure rules without zod, shared by the server, the public site (its bundle must stay small) and the
 * admin panel.
 */
import { roundCents } from "./rules";

export const BILLING_TERMS = ["quarterly", "semiannual", "annual", "biennial", "triennial"] as const;
export type BillingTerm = (typeof BILLING_TERMS)[number];

/** A plan's prices for longer terms: the whole amount billed per term; a term without a price is not offered. */
export type PlanPricing = Partial<Record<BillingTerm, number>>;

export const TERM_MONTHS: Record<BillingTerm, number> = { quarterly: 3, semiannual: 6, annual: 12, biennial: 24, triennial: 36 };

export const TERM_LABELS: Record<BillingTerm | "monthly", string> = {
  monthly: "Monthly",
  quarterly: "Quarterly",
  semiannual: "Semi-annually",
  annual: "Annually",
  biennial: "Biennially",
  triennial: "Triennially",
};

/** The terms any of these plans has a price for, in term order. */
export function termsOffered(plans: ReadonlyArray<{ pricing?: PlanPricing | null }>): BillingTerm[] {
  return BILLING_TERMS.filter((term) => plans.some((plan) => typeof plan.pricing?.[term] === "number"));
}

export interface TermPrice {
  /** The term's price spread over its months, rounded to cents. */
  monthly: number;
  /** What is billed per term. */
  total: number;
  /** Percent saved against paying monthly for as long, rounded to a whole number; 0 when nothing is saved. */
  savePercent: number;
}

/** A plan's price for a term, or null when the plan has no price for it. */
export function termPrice(plan: { price: number; pricing?: PlanPricing | null }, term: BillingTerm): TermPrice | null {
  const total = plan.pricing?.[term];
  if (typeof total !== "number" || !Number.isFinite(total)) return null;
  const months = TERM_MONTHS[term];
  const monthly = roundCents(total / months);
  const full = plan.price * months;
  const savePercent = full > 0 && total < full ? Math.round(Number((((full - total) / full) * 100).toPrecision(12))) : 0;
  return { monthly, total, savePercent };
}
