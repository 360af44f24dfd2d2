import type { PageLocale } from "../../../../common/publicPages";
import type { PublicPromoCode } from "../../../../common/contracts";
import { CloseIcon } from "../components/Icons";
import { PromoBanner } from "../components/PromoBanner";
import { enhance } from "../enhance/names";
import { useTexts } from "../i18n/PageTexts";
import floatingPromoCss from "./floatingPromo.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const FLOATING_PROMO_STYLES = stylesheet(floatingPromoCss);

/**
 * The floating promo banner. It floats over the page (no layout shift) and is rendered hidden: only the browser
 * knows whether the visitor dismissed it (localStorage promo_floating_dismissed), so `floatingPromo.client.ts`
 * shows it, or removes it when it was dismissed.
 */
export function FloatingPromo({ promo, locale }: { promo: PublicPromoCode | undefined; locale: PageLocale }) {
  useStylesheet(promo !== undefined && FLOATING_PROMO_STYLES);
  const texts = useTexts().promo;
  if (!promo) return null;
  return (
    <div className="floating-promo" role="region" aria-label={texts.specialOffer} hidden {...enhance("floating-promo")}>
      <PromoBanner promo={promo} slot="floating" locale={locale} />
      <button type="button" className="floating-close">
        <CloseIcon />
        <span className="visually-hidden">{texts.dismissOffer}</span>
      </button>
    </div>
  );
}
