import { useEffect, useState } from "react";
import type { PublicPromoCode } from "../../../../common/contracts";
import { PROMO_DISMISS_KEY } from "../../../../common/constants";
import { CloseIcon } from "../components/Icons";
import { PromoBanner } from "../components/PromoBanner";
import "./floatingPromo.css";

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(PROMO_DISMISS_KEY) === "true";
  } catch {
    return false;
  }
}

/**
 * Floating promo banner (SPEC §4): visible until dismissed; the dismissal is kept in localStorage under
 * promo_floating_dismissed. It floats over the page (no layout shift) and appears once mounted, because only
 * the browser knows whether it was dismissed.
 */
export function FloatingPromo({ promo }: { promo: PublicPromoCode | undefined }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(!wasDismissed()), []);
  if (!promo || !visible) return null;

  const dismiss = () => {
    setVisible(false);
    try {
      window.localStorage.setItem(PROMO_DISMISS_KEY, "true");
    } catch {
      /* storage unavailable: dismissed for this page view only */
    }
  };
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
