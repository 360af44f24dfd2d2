import type { PublicPlan } from "../../../../common/contracts";
import { fillOrderTemplate, isSiteOrderLink, ORDER_TERMS } from "../../../../common/orderLink";

/** The order link without a per-term address: the plan's order_url, else the provider's billing site. */
function orderHref(plan: Pick<PublicPlan, "order_url">, billingUrl: string): string {
  return plan.order_url || billingUrl || "#contact";
}

/**
 * The order address the server renders: the monthly (else the first offered) term's, its `{promo}` filled in
 * empty; `planCard.client.ts` fills in the chosen term's and the copied code.
 */
export function firstOrderAddress(plan: Pick<PublicPlan, "order_url" | "order_urls">, billingUrl: string): string {
  const term = firstOrderTerm(plan);
  if (!term) return orderHref(plan, billingUrl);
  const address = plan.order_urls[term] as string;
  // The site's own order link has `{promo}` as its one placeholder (a page has hundreds of them).
  return isSiteOrderLink(address) ? address.replace("{promo}", "") : fillOrderTemplate(address, { promo: "" });
}

/**
 * Whether the plan's order button is the site's own order link (`/go/order?…`, as pages have them), which the card's
 * script points at the chosen term with the copied promo code (orderLinkFor).
 */
export function ordersThroughSite(plan: Pick<PublicPlan, "order_urls">): boolean {
  const term = firstOrderTerm(plan);
  return term !== undefined && isSiteOrderLink(plan.order_urls[term] as string);
}

function firstOrderTerm(plan: Pick<PublicPlan, "order_urls">) {
  return ORDER_TERMS.find((candidate) => plan.order_urls?.[candidate]);
}
