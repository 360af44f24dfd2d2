import type { PromoLocation, PublicPromoCode } from "../../../common/contracts";
import { promoShownInSlot } from "../../../common/promoSlots";
import { formatPrice } from "../../../common/rules";

export type PromoSlot = PromoLocation;

/** The code a place shows: of its active codes that have started and not expired, the one made first (promoShownInSlot). */
export function promoForSlot(promos: readonly PublicPromoCode[], slot: PromoSlot, now = Date.now()): PublicPromoCode | undefined {
  return promoShownInSlot(promos, slot, now);
}

/** "50% off", "$10 off", or "" when the code has no discount figure. */
export function discountLabel(promo: Pick<PublicPromoCode, "discount_percentage" | "discount_amount">): string {
  if (promo.discount_percentage) return `${promo.discount_percentage}% off`;
  if (promo.discount_amount) return `$${formatPrice(promo.discount_amount)} off`;
  return "";
}

export { formatExpiry } from "./dates";
