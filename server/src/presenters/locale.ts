import { pickCurrency } from "../../../common/i18n/currencies";
import { pickLanguage, type Language } from "../../../common/i18n/languages";
import { resolveTranslations, type Translations } from "../../../common/i18n/resolve";
import type { SiteSettings } from "../../../common/contracts";

/** The language and currency a public answer is in. */
export interface Locale {
  language: Language;
  currency: string;
}

/** The locale a public request asks for: an unknown or disabled language or currency gives the site's default. */
export function localeOf(
  settings: Pick<SiteSettings, "languages" | "default_language" | "currencies" | "default_currency">,
  query?: { lang?: string; currency?: string },
): Locale {
  return {
    language: pickLanguage(query?.lang, settings.languages, settings.default_language),
    currency: pickCurrency(query?.currency, settings.currencies, settings.default_currency),
  };
}

/** The site's default locale (what a request without `lang` and `currency` gets). */
export function defaultLocale(settings: Pick<SiteSettings, "default_language" | "default_currency">): Locale {
  return { language: settings.default_language, currency: settings.default_currency };
}

/** A record's texts in `language` (field by field falling back to its own), without its translations. */
export function inLanguage<R extends { translations?: Translations<object> }>(record: R, language: Language): Omit<R, "translations"> {
  return resolveTranslations(record, language);
}

/** A copy of a record's translations for an admin answer: `{}` when it has none. */
export function copyTranslations<T extends object>(translations: Translations<T> | undefined): Translations<T> {
  return structuredClone(translations ?? {});
}
