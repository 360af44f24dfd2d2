import type { PageLocale } from "../../../../common/publicPages";
import type { PublicPromoCode } from "../../../../common/contracts";
import { PromoBanner } from "../components/PromoBanner";
import "./footerPromo.css";

/**
 * The footer's promo code: a slim strip above the footer on every page (server-rendered; its Copy Code button is
 * the promo banner's enhancement). Nothing without a code for the footer.
 */
export function FooterPromo({ promo, locale }: { promo: PublicPromoCode | undefined; locale: PageLocale }) {
  if (!promo) return null;
  return (
    <aside className="footer-promo on-dark" aria-label="Current offer">
      <div className="container">
        <PromoBanner promo={promo} slot="footer" locale={locale} />
      </div>
    </aside>
  );
}
