import type { PublicPromoCode } from "../../../../common/contracts";
import type { PageLocale } from "../../../../common/publicPages";
import { enhance } from "../enhance/names";
import { en, formatText } from "../i18n/catalog";
import { FilledText, useLanguage, useTexts } from "../i18n/PageTexts";
import { money } from "../../../../common/money";
import { discountLabel, type PromoSlot } from "../promoCodes";
import { TagIcon } from "./Icons";
import { LocalDate } from "./LocalDate";
import promoBannerCss from "./promoBanner.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const PROMO_BANNER_STYLES = stylesheet(promoBannerCss);

interface PromoBannerProps {
  promo: PublicPromoCode;
  slot: PromoSlot;
  /** The page's currency; an amount off is in the site's default currency. */
  locale: Pick<PageLocale, "defaultCurrency"> & Partial<Pick<PageLocale, "currency">>;
}

/**
 * A promo code: with a button_url the button opens it in a new tab; otherwise it copies the code and confirms in
 * a live region (`promoBanner.client.ts`, its texts in `data-copied` and `data-copy-failed`). The expiry is a local date in the browser (UTC in the server HTML).
 */
export function PromoBanner({ promo, slot, locale }: PromoBannerProps) {
  useStylesheet(PROMO_BANNER_STYLES);
  const texts = useTexts().promo;
  const language = useLanguage();
  // An amount off is in the default currency: a page in another currency leaves it out (one currency per page).
  const otherCurrency = locale.currency !== undefined && locale.currency !== locale.defaultCurrency;
  const shownPromo = otherCurrency ? { ...promo, discount_amount: null } : promo;
  const discountText = discountLabel(shownPromo, money(language, locale.defaultCurrency), texts);
  // No chip when the title already says it ("50% off your first month").
  const discount = discountText && !promo.title.toLowerCase().includes(discountText.toLowerCase()) ? discountText : "";
  // The stored default ("Copy Code", English) is the standard text: shown in the page's language.
  const ownText = promo.button_text === en.promo.copyCode ? "" : promo.button_text;
  const buttonText = ownText || (promo.button_url ? texts.viewOffer : texts.copyCode);
  const expiry = promo.expiry_date && !Number.isNaN(new Date(promo.expiry_date).getTime()) ? promo.expiry_date : "";

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
            <FilledText text={texts.expires} parts={{ date: <LocalDate iso={expiry} /> }} />
          </p>
        )}
      </div>
      <div className="promo-actions">
        <code className="promo-code">
          <span className="visually-hidden">{texts.promoCode} </span>
          {promo.code}
        </code>
        {promo.button_url ? (
          <a className="btn btn--promo" href={promo.button_url} target="_blank" rel="noopener noreferrer">
            {buttonText}
          </a>
        ) : (
          <button
            type="button"
            className="btn btn--promo"
            data-copy-code={promo.code}
            {...enhance("promo-banner")}
            data-copied={formatText(texts, "copied", { code: promo.code })}
            data-copy-failed={formatText(texts, "copyFailed", { code: promo.code })}
          >
            {buttonText}
          </button>
        )}
        <span className="promo-feedback" role="status"></span>
      </div>
    </div>
  );
}
