import { LANGUAGE_NAMES, type Language } from "../../../../common/i18n/languages";
import { numberFormat } from "../../../../common/intlFormats";
import { localizedPath } from "../../../../common/i18n/pagePaths";
import type { PageLocale } from "../../../../common/publicPages";
import { useLanguage, useTexts } from "../i18n/PageTexts";
import { GlobeIcon } from "./Icons";
import localeSwitchersCss from "./localeSwitchers.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const LOCALE_SWITCHERS_STYLES = stylesheet(localeSwitchersCss);

interface LocaleSwitchersProps {
  /** What the site offers and the page's currency (the page's language comes from its context). */
  locale: Omit<PageLocale, "language">;
  /** The page's default-language path ("/", "/terms", "/{slug}"): each language link goes to the same page. */
  pagePath: string;
}

/** The sign a currency is written with ("€", "$"), for the currency list. */
function currencySign(currency: string, language: Language): string {
  const parts = numberFormat(language, { style: "currency", currency, currencyDisplay: "narrowSymbol" }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}

/** Whether the page shows a switcher: more than one language or more than one currency is enabled. */
export function hasSwitchers(locale: Pick<PageLocale, "languages" | "currencies">): boolean {
  return locale.languages.length > 1 || locale.currencies.length > 1;
}

/**
 * The language switcher (when more than one language is enabled: links to this page in each language) and the
 * currency switcher (when more than one currency is: links to this page with `?currency=`). Plain links in native
 * disclosures, so they work without scripts, in the header bar and in the phone menu.
 */
export function LocaleSwitchers({ locale, pagePath }: LocaleSwitchersProps) {
  useStylesheet(LOCALE_SWITCHERS_STYLES);
  const texts = useTexts().switchers;
  const pageLanguage = useLanguage();
  const here = localizedPath(pagePath, pageLanguage, locale.defaultLanguage);
  const languages = locale.languages.length > 1 ? locale.languages : [];
  const currencies = locale.currencies.length > 1 ? locale.currencies : [];
  if (languages.length === 0 && currencies.length === 0) return null;
  return (
    <div className="locale-switchers">
      {languages.length > 0 && (
        <details className="locale-menu" data-switcher="language">
          <summary className="locale-summary">
            <GlobeIcon className="locale-icon" />
            <span aria-hidden="true">{pageLanguage.toUpperCase()}</span>
            <span className="visually-hidden">
              {texts.language}: {LANGUAGE_NAMES[pageLanguage]}
            </span>
          </summary>
          <ul className="locale-options" aria-label={texts.language}>
            {languages.map((language) => (
              <li key={language}>
                <a
                  className="locale-option"
                  href={localizedPath(pagePath, language, locale.defaultLanguage)}
                  hrefLang={language}
                  lang={language}
                  aria-current={language === pageLanguage ? "true" : undefined}
                >
                  {LANGUAGE_NAMES[language]}
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
      {currencies.length > 0 && (
        <details className="locale-menu" data-switcher="currency">
          <summary className="locale-summary">
            <span aria-hidden="true">{locale.currency}</span>
            <span className="visually-hidden">
              {texts.currency}: {locale.currency}
            </span>
          </summary>
          <ul className="locale-options" aria-label={texts.currency}>
            {currencies.map((currency) => {
              const sign = currencySign(currency, pageLanguage);
              return (
                <li key={currency}>
                  <a
                    className="locale-option"
                    href={`${here}?currency=${currency}`}
                    rel="nofollow"
                    aria-current={currency === locale.currency ? "true" : undefined}
                  >
                    {currency}
                    {sign !== currency && <span className="locale-sign"> {sign}</span>}
                  </a>
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </div>
  );
}
