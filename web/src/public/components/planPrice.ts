import type { PublicPlan } from "../../../../common/contracts";
import type { Language } from "../../../../common/i18n/languages";
import { BILLING_TERMS, type PlanPricing } from "../../../../common/billingTerms";
import { displayPrice } from "../../../../common/tax";
import { catalogFor, formatText, type Catalog } from "../i18n/catalog";
import { formatNumber } from "../../../../common/money";

/** The prices a visitor is shown: with tax added when the site shows prices including tax (common/tax.ts). */
export function shownPrices(plan: Pick<PublicPlan, "price" | "pricing" | "tax">): { price: number; pricing: PlanPricing } {
  const pricing: PlanPricing = {};
  for (const term of BILLING_TERMS) {
    const total = plan.pricing?.[term];
    if (typeof total === "number") pricing[term] = displayPrice(total, plan.tax);
  }
  return { price: displayPrice(plan.price, plan.tax), pricing };
}

/** "incl. 19% VAT", "excl. VAT", or "" when tax is not shown; in the page's language (`texts`: its plan texts). */
export function taxNote(tax: PublicPlan["tax"], language: Language, texts: Catalog["plan"] = catalogFor(language).plan): string {
  if (tax.display === "inclusive") return formatText(texts, "taxIncluded", { rate: formatNumber(tax.rate, language), label: tax.label });
  if (tax.display === "exclusive") return formatText(texts, "taxExcluded", { label: tax.label });
  return "";
}
