import { promoState } from "../../../common/rules";
import type { Language } from "../../../common/i18n/languages";
import type { PromoCode, PublicPromoCode } from "../../../common/contracts";
import { changeClock, firstMomentAfter } from "./changeClock";
import { copyTranslations, inLanguage } from "./locale";

export function presentPromoCode(promo: PromoCode): PromoCode {
  return { ...promoFields(promo), created_at: promo.created_at, updated_at: promo.updated_at, translations: copyTranslations(promo.translations) };
}

/** A promo code as visitors see it, its texts in `language`. */
function presentPublicPromoCode(promo: PromoCode, language: Language): PublicPromoCode {
  return promoFields(inLanguage(promo, language));
}

function promoFields(promo: Omit<PromoCode, "translations">): PublicPromoCode {
  return {
    id: promo.id,
    code: promo.code,
    title: promo.title,
    description: promo.description,
    discount_percentage: promo.discount_percentage,
    discount_amount: promo.discount_amount,
    starts_at: promo.starts_at ?? null,
    expiry_date: promo.expiry_date,
    display_location: promo.display_location,
    button_text: promo.button_text,
    button_url: promo.button_url,
    is_active: promo.is_active,
  };
}

/** Visitors see active codes that have started and not expired, their texts in `language`. */
export function publicPromoCodes(promos: readonly PromoCode[], now: Date, language: Language): PublicPromoCode[] {
  return promos.filter((promo) => promoState(promo, now) === "active").map((promo) => presentPublicPromoCode(promo, language));
}

/**
 * The next moment an active code starts or expires: the public promo answers change then, without any write,
 * so it is part of their cache version.
 */
export function nextPromoChange(promos: readonly PromoCode[], now: Date): string {
  return firstMomentAfter(
    promos.filter((promo) => promo.is_active).flatMap((promo) => [promo.starts_at, promo.expiry_date]),
    now,
  );
}

/** nextPromoChange, worked out again only when the codes have changed, the moment it named has come or the clock has gone back. */
export function promoChangeClock(): (version: string, promos: () => readonly PromoCode[], now: Date) => string {
  return changeClock(nextPromoChange);
}
