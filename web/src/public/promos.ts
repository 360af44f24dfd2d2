import type { BillingTerm } from "../../../common/billingTerms";
import type { PromoLocation, PublicPromoCode } from "../../../common/contracts";
import { promoShownInSlot } from "../../../common/promoSlots";
import { formatPrice } from "../../../common/rules";
import { en, type Catalog } from "./i18n/catalogs/en";
import { fill } from "./i18n/fill";

export type PromoSlot = PromoLocation;

/** The code a place shows: of its active codes that have started and not expired, the one made first (promoShownInSlot). */
export function promoForSlot(promos: readonly PublicPromoCode[], slot: PromoSlot, now = Date.now()): PublicPromoCode | undefined {
  return promoShownInSlot(promos, slot, now);
}

/** "50% off", "$10 off", or "" when the code has no discount figure; in the page's language (`texts`, `language`). */
export function discountLabel(
  promo: Pick<PublicPromoCode, "discount_percentage" | "discount_amount">,
  texts: Catalog["promo"] = en.promo,
  language = "en",
): string {
  if (promo.discount_percentage) {
    const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(promo.discount_percentage / 100);
    return fill(texts.percentOff, { percent });
  }
  if (promo.discount_amount) return fill(texts.amountOff, { amount: `$${formatPrice(promo.discount_amount)}` });
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

/**
 * Which category section shows the pricing promo: the first one, unless the promo is about a billing term the
 * first category's plans do not offer; then the first category whose plans offer it (if none does, the first).
 * `termsByCategory` holds the terms each section's plans offer, in display order.
 */
export function pricingPromoSection(promo: PublicPromoCode | undefined, termsByCategory: readonly (readonly BillingTerm[])[]): number {
  const term = promo ? promoTerm(promo) : null;
  if (!term) return 0;
  const offering = termsByCategory.findIndex((terms) => terms.includes(term));
  return offering < 0 ? 0 : offering;
}

export { formatExpiry } from "./dates";
