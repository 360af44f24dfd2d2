import type { PageLocale } from "../../../../common/publicPages";
import type { PublicPromoCode } from "../../../../common/contracts";
import { PromoBanner } from "../components/PromoBanner";
import { useTexts } from "../i18n/PageTexts";
import footerPromoCss from "./footerPromo.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const FOOTER_PROMO_STYLES = stylesheet(footerPromoCss);

/**
 * The footer's promo code: a slim strip above the footer on every page (server-rendered; its Copy Code button is
 * the promo banner's enhancement). Nothing without a code for the footer.
 */
export function FooterPromo({ promo, locale }: { promo: PublicPromoCode | undefined; locale: PageLocale }) {
  useStylesheet(promo !== undefined && FOOTER_PROMO_STYLES);
  const texts = useTexts().promo;
  if (!promo) return null;
  return (
    <aside className="footer-promo on-dark" aria-label={texts.currentOffer}>
      <div className="container">
        <PromoBanner promo={promo} slot="footer" locale={locale} />
      </div>
    </aside>
  );
}
