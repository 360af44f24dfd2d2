import type { PublicPromoCode } from "../../../../common/contracts";
import { PromoBanner } from "../components/PromoBanner";
import "./footerPromo.css";

/**
 * The footer's promo code: a slim strip above the footer on every page (server-rendered; its Copy Code button is
 * the promo banner's enhancement). Nothing without a code for the footer.
 */
export function FooterPromo({ promo }: { promo: PublicPromoCode | undefined }) {
  if (!promo) return null;
  return (
    <aside className="footer-promo on-dark" aria-label="Current offer">
      <div className="container">
        <PromoBanner promo={promo} slot="footer" />
      </div>
    </aside>
  );
}
