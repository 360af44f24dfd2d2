import type { PublicPlan } from "../../../../common/contracts";
import type { Language } from "../../../../common/i18n/languages";
import { BILLING_TERMS, type PlanPricing } from "../../../../common/billingTerms";
import { displayPrice } from "../../../../common/tax";
import { fillText, SALES_TEXTS } from "../i18n/salesTexts";
import { formatNumber } from "../money";

/** The prices a visitor is shown: with tax added when the site shows prices including tax (common/tax.ts). */
export function shownPrices(plan: Pick<PublicPlan, "price" | "pricing" | "tax">): { price: number; pricing: PlanPricing } {
  const pricing: PlanPricing = {};
  for (const term of BILLING_TERMS) {
    const total = plan.pricing?.[term];
    if (typeof total === "number") pricing[term] = displayPrice(total, plan.tax);
  }
  return { price: displayPrice(plan.price, plan.tax), pricing };
}

/** "incl. 19% VAT", "excl. VAT", or "" when tax is not shown. */
export function taxNote(tax: PublicPlan["tax"], language: Language): string {
  const texts = SALES_TEXTS[language];
  if (tax.display === "inclusive") return fillText(texts.taxIncluded, { rate: formatNumber(tax.rate, language), label: tax.label });
  if (tax.display === "exclusive") return fillText(texts.taxExcluded, { label: tax.label });
  return "";
}
