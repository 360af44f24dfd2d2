import { termsOffered, type BillingTerm, type PlanPricing } from "../../../common/billingTerms";
import type { PromoLocation, PublicPromoCode } from "../../../common/contracts";
import { promoShownInSlot } from "../../../common/promoSlots";
import { en, formatText, type Catalog } from "./i18n/catalog";
import type { Money } from "../../../common/money";

export type PromoSlot = PromoLocation;

/** The code a place shows: of its active codes that have started and not expired, the one made first (promoShownInSlot). */
export function promoForSlot(promos: readonly PublicPromoCode[], slot: PromoSlot, now = Date.now()): PublicPromoCode | undefined {
  return promoShownInSlot(promos, slot, now);
}

/**
 * "50% off", "$10 off", or "" when the code has no discount figure; the figures written by `money` (the page's
 * language, the amount in the site's default currency), the words from the page language's promo `texts`.
 */
export function discountLabel(
  promo: Pick<PublicPromoCode, "discount_percentage" | "discount_amount">,
  money: Money,
  texts: Catalog["promo"] = en.promo,
): string {
  if (promo.discount_percentage) return formatText(texts, "percentOff", { percent: money.percent(promo.discount_percentage) });
  if (promo.discount_amount) return formatText(texts, "amountOff", { amount: money.format(promo.discount_amount) });
  return "";
}

/**
 * How a promo's title or description names a billing term ("Save 20% on yearly billing"), longest terms first so
 * "semi-annual" is not taken for "annual".
 */
const TERM_WORDS: [BillingTerm, RegExp][] = [
  ["triennial", /\b(triennial(ly)?|every 3 years|3-year|three-year|36-month)\b/i],
  ["biennial", /\b(biennial(ly)?|every 2 years|2-year|two-year|24-month)\b/i],
  ["semiannual", /\b(semi-?annual(ly)?|half-yearly|every 6 months|6-month|six-month)\b/i],
  ["annual", /\b(yearly|annual(ly)?|every year|per year|12-month|1-year|one-year)\b/i],
  ["quarterly", /\b(quarterly|every 3 months|3-month|three-month|per quarter)\b/i],
];

/** The billing term a promo's text is about, or null when it names none. */
export function promoTerm(promo: Pick<PublicPromoCode, "title" | "description">): BillingTerm | null {
  const text = `${promo.title} ${promo.description}`;
  return TERM_WORDS.find(([, words]) => words.test(text))?.[0] ?? null;
}

/** What the pricing promo's placement needs to know of one category section. */
export interface PromoSectionFacts {
  /** The terms its plans that can be ordered (not sold out) have prices for. */
  terms: readonly BillingTerm[];
  /** Whether any of its plans can be ordered. */
  orderable: boolean;
}

/**
 * Which category section shows the pricing promo: the first section with a plan that can be ordered, unless the
 * promo is about a billing term; then the first section whose orderable plans offer it. A promo never sits above
 * plans that are all sold out while another section can be ordered from; when no section fits, the first
 * orderable one (or the first section) shows it.
 */
export function pricingPromoSection(promo: PublicPromoCode | undefined, sections: readonly PromoSectionFacts[]): number {
  const firstOrderable = Math.max(
    0,
    sections.findIndex((section) => section.orderable),
  );
  const term = promo ? promoTerm(promo) : null;
  if (!term) return firstOrderable;
  const offering = sections.findIndex((section) => section.orderable && section.terms.includes(term));
  return offering < 0 ? firstOrderable : offering;
}

/** The facts of one category's plans for the pricing promo's placement. */
export function promoSectionFacts(plans: ReadonlyArray<{ sold_out: boolean; pricing?: PlanPricing | null }>): PromoSectionFacts {
  const orderable = plans.filter((plan) => !plan.sold_out);
  return { terms: termsOffered(orderable), orderable: orderable.length > 0 };
}

export { formatExpiry } from "./dates";
