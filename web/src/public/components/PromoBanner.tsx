import type { PublicPromoCode } from "../../../../common/contracts";
import { useCopyCode } from "../hooks/useCopyCode";
import { useMounted } from "../hooks/useMounted";
import { discountLabel, formatExpiry, type PromoSlot } from "../promos";
import { TagIcon } from "./Icons";
import "./promoBanner.css";

interface PromoBannerProps {
  promo: PublicPromoCode;
  slot: PromoSlot;
}

/**
 * A promo code: with a button_url the button opens it in a new tab; otherwise it copies the code
 * and confirms in a live region. The expiry shows as a local date once mounted (UTC in the server HTML).
 */
export function PromoBanner({ promo, slot }: PromoBannerProps) {
  const [copyState, copy] = useCopyCode();
  const mounted = useMounted();
  const discountText = discountLabel(promo);
  // No chip when the title already says it ("50% off your first month").
  const discount = discountText && !promo.title.toLowerCase().includes(discountText.toLowerCase()) ? discountText : "";
  const buttonText = promo.button_text || (promo.button_url ? "View Offer" : "Copy Code");
  const expiry = promo.expiry_date ? formatExpiry(promo.expiry_date, mounted) : "";

  return (
    <div className={`promo promo--${slot}`} data-promo-slot={slot}>
      <div className="promo-icon" aria-hidden="true">
        <TagIcon />
      </div>
      <div className="promo-body">
        <p className="promo-title">
          {discount && <span className="promo-discount">{discount}</span>}
          {promo.title}
        </p>
        {promo.description && <p className="promo-text">{promo.description}</p>}
        {expiry && (
          <p className="promo-expiry">
            Expires <time dateTime={promo.expiry_date ?? undefined}>{expiry}</time>
          </p>
        )}
      </div>
      <div className="promo-actions">
        <code className="promo-code">
          <span className="visually-hidden">Promo code </span>
          {promo.code}
        </code>
        {promo.button_url ? (
          <a className="btn btn--promo" href={promo.button_url} target="_blank" rel="noopener noreferrer">
            {buttonText}
          </a>
        ) : (
          <button type="button" className="btn btn--promo" onClick={() => copy(promo.code)}>
            {buttonText}
          </button>
        )}
        <span className="promo-feedback" role="status">
          {copyState === "copied" ? `Code ${promo.code} copied to clipboard!` : copyState === "failed" ? `Copy failed: the code is ${promo.code}` : ""}
        </span>
      </div>
    </div>
  );
}
