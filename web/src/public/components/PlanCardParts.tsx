import type { PublicPlan } from "../../../../common/contracts";
import type { BillingTerm } from "../../../../common/billingTerms";
import { money } from "../../../../common/money";
import { GO_ORDER_PATH } from "../../../../common/orderLink";
import { enhance } from "../enhance/names";
import { useLanguage, useTexts } from "../i18n/PageTexts";
import { firstOrderAddress, orderUrlsForScript } from "./orderAddress";
import { shownPrices, taxNote } from "./planPrice";
import { termView } from "./termView";
import { PLAN_CARD_STYLES } from "./planCardStyles";
import { useStylesheet } from "../styles/stylesheets";

/**
 * The attributes that start `planCard.client.ts` on the element holding a plan's price and order link (a card, a
 * compare table's price cell): every term's view of the category's switch (`terms`; none: no term note) and the
 * order addresses, when they differ by term or wait for a promo code. None when the script has nothing to do.
 */
export function usePlanScript(plan: PublicPlan, categoryKey: string, terms: readonly BillingTerm[]): Record<string, string> {
  const texts = useTexts();
  const currency = money(useLanguage(), plan.currency ?? "USD");
  const prices = shownPrices(plan);
  const orderUrls = plan.sold_out ? null : orderUrlsForScript(plan);
  const attributes: Record<string, string> = {};
  if (terms.length > 0) {
    attributes["data-category"] = categoryKey;
    const views = ["monthly" as const, ...terms].map((term) => [term, termView(prices, term, currency, texts.terms)]);
    attributes["data-term-views"] = JSON.stringify(Object.fromEntries(views));
  }
  if (orderUrls) attributes["data-order-urls"] = JSON.stringify(orderUrls);
  return terms.length > 0 || orderUrls ? { ...attributes, ...enhance("plan-card") } : attributes;
}

/**
 * A plan's monthly price (the figure apart from the currency sign: the term switch changes only the figure), its tax
 * note, and with `termNote` the line for the chosen term's billing note (kept even when empty, so switching never
 * shifts the layout).
 */
export function PlanPriceLines({ plan, termNote }: { plan: PublicPlan; termNote: boolean }) {
  useStylesheet(PLAN_CARD_STYLES);
  const allTexts = useTexts();
  const texts = allTexts.plan;
  // Prices, numbers and the tax note are written in the page's language.
  const language = useLanguage();
  const currency = money(language, plan.currency ?? "USD");
  const prices = shownPrices(plan);
  const monthly = termView(prices, "monthly", currency, allTexts.terms);
  const sign = currency.parts(prices.price);
  const tax = plan.tax ? taxNote(plan.tax, language, texts) : "";
  return (
    <>
      <p className="plan-price" data-term={monthly.term}>
        {sign.before && <span className="plan-currency">{sign.before}</span>}
        <span className="plan-amount">{monthly.amount}</span>
        {sign.after && <span className="plan-currency plan-currency--after">{sign.after}</span>}
        <span className="plan-period">{texts.perMonth}</span>
      </p>
      {tax && <p className="plan-tax-note">{tax}</p>}
      {termNote && <p className="plan-term-note">{monthly.note}</p>}
    </>
  );
}

/** The order button: the plan's order address (planCard.client.ts points it at the chosen term), or "Sold out". */
export function PlanOrderButton({ plan, billingUrl, className = "" }: { plan: PublicPlan; billingUrl: string; className?: string }) {
  useStylesheet(PLAN_CARD_STYLES);
  const texts = useTexts().plan;
  if (plan.sold_out) {
    return (
      <button type="button" className={`btn btn--outline plan-order plan-order--sold-out ${className}`.trim()} disabled>
        {texts.soldOut}
        <span className="visually-hidden"> {plan.name}</span>
      </button>
    );
  }
  const href = firstOrderAddress(plan, billingUrl);
  // The site's own order link counts the click and redirects: not a page for search engines to follow.
  return (
    <a
      className={`btn ${plan.is_popular ? "btn--primary" : "btn--outline"} plan-order ${className}`.trim()}
      href={href}
      rel={href.startsWith(GO_ORDER_PATH) ? "nofollow" : undefined}
    >
      {texts.orderNow}
      <span className="visually-hidden"> {plan.name}</span>
    </a>
  );
}
