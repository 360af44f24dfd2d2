import type { PublicPlan } from "../../../../common/contracts";
import { fillOrderTemplate, ORDER_TERMS, type OrderTerm } from "../../../../common/orderLink";

/** The order link without a per-term address: the plan's order_url, else the provider's billing site. */
function orderHref(plan: Pick<PublicPlan, "order_url">, billingUrl: string): string {
  return plan.order_url || billingUrl || "#contact";
}

/**
 * The order address the server renders: the monthly (else the first offered) term's, its `{promo}` filled in
 * empty; `planCard.client.ts` fills in the chosen term's and the copied code.
 */
export function firstOrderAddress(plan: Pick<PublicPlan, "order_url" | "order_urls">, billingUrl: string): string {
  const term = ORDER_TERMS.find((candidate) => plan.order_urls?.[candidate]);
  return term ? fillOrderTemplate(plan.order_urls[term] as string, { promo: "" }) : orderHref(plan, billingUrl);
}

/** The order addresses the card's script needs: only when they differ by term or wait for a promo code. */
export function orderUrlsForScript(plan: Pick<PublicPlan, "order_urls">): Partial<Record<OrderTerm, string>> | null {
  const urls = Object.values(plan.order_urls ?? {});
  return new Set(urls).size > 1 || urls.some((url) => url.includes("{promo}")) ? plan.order_urls : null;
}
