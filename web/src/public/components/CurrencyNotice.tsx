import type { PageLocale } from "../../../../common/publicPages";
import { formatText } from "../i18n/catalog";
import { useTexts } from "../i18n/PageTexts";
import currencyNoticeCss from "./currencyNotice.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const CURRENCY_NOTICE_STYLES = stylesheet(currencyNoticeCss);

/**
 * One line at the top of a page whose `?currency=` asked for a currency visitors are not offered (a plan has no
 * price in it): its prices are in the page's currency (the default one) instead. Nothing otherwise.
 */
export function CurrencyNotice({ locale }: { locale: Pick<PageLocale, "currency" | "unavailableCurrency"> }) {
  useStylesheet(!!locale.unavailableCurrency && CURRENCY_NOTICE_STYLES);
  const texts = useTexts().switchers;
  if (!locale.unavailableCurrency) return null;
  return (
    <p className="currency-notice" data-currency-notice={locale.unavailableCurrency}>
      {formatText(texts, "currencyUnavailable", { asked: locale.unavailableCurrency, currency: locale.currency })}
    </p>
  );
}
