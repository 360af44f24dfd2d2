import type { PublicPromoCode } from "../../../../common/contracts";
import { PROMO_DISMISS_KEY } from "../../../../common/constants";
import { CloseIcon } from "../components/Icons";
import { PromoBanner } from "../components/PromoBanner";
import { useStoredValue } from "../hooks/useStoredValue";
import "./floatingPromo.css";

/**
 * The floating promo banner: visible until dismissed; the dismissal is kept in localStorage under
 * promo_floating_dismissed. It floats over the page (no layout shift) and appears once mounted, because only
 * the browser knows whether it was dismissed.
 */
export function FloatingPromo({ promo }: { promo: PublicPromoCode | undefined }) {
  // The server and the hydration pass render it dismissed; the browser then shows it unless it was dismissed.
  const [dismissed, setDismissed] = useStoredValue(PROMO_DISMISS_KEY, "true");
  if (!promo || dismissed === "true") return null;

  const dismiss = () => setDismissed("true");
  return (
    <div className="floating-promo" role="region" aria-label="Special offer">
      <PromoBanner promo={promo} slot="floating" />
      <button type="button" className="floating-close" onClick={dismiss}>
        <CloseIcon />
        <span className="visually-hidden">Dismiss offer</span>
      </button>
    </div>
  );
}
