import type { PublicPromoCode } from "../../../common/contracts";
import { formatPrice, promosForSlot } from "../../../common/rules";

export type PromoSlot = "hero" | "pricing" | "floating";

/** A slot's codes: active codes of the slot that have not expired (the page may stay open past an expiry). */
export function promoForSlot(promos: readonly PublicPromoCode[], slot: PromoSlot, now = Date.now()): PublicPromoCode | undefined {
  return promosForSlot(promos, slot).find((promo) => !promo.expiry_date || Date.parse(promo.expiry_date) > now);
}

/** "50% off", "$10 off", or "" when the code has no discount figure. */
export function discountLabel(promo: Pick<PublicPromoCode, "discount_percentage" | "discount_amount">): string {
  if (promo.discount_percentage) return `${promo.discount_percentage}% off`;
  if (promo.discount_amount) return `$${formatPrice(promo.discount_amount)} off`;
  return "";
}

export { formatExpiry } from "./dates";
