import type { PublicPromoCode } from "../../../common/contracts";
import { shownPromo } from "../../../common/promoSlots";
import { formatPrice } from "../../../common/rules";

export type PromoSlot = "hero" | "pricing" | "floating";

/** The code a slot shows: its oldest active code that has not expired (the page may stay open past an expiry). */
export function promoForSlot(promos: readonly PublicPromoCode[], slot: PromoSlot, now = Date.now()): PublicPromoCode | undefined {
  return shownPromo(promos, slot, new Date(now));
}

/** "50% off", "$10 off", or "" when the code has no discount figure. */
export function discountLabel(promo: Pick<PublicPromoCode, "discount_percentage" | "discount_amount">): string {
  if (promo.discount_percentage) return `${promo.discount_percentage}% off`;
  if (promo.discount_amount) return `$${formatPrice(promo.discount_amount)} off`;
  return "";
}

export { formatExpiry } from "./dates";
