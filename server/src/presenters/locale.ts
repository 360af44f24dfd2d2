import { pickCurrency } from "../../../common/i18n/currencies";
import { offeredCurrencies, type PricedPlan } from "../../../common/i18n/offeredCurrencies";
import { pickLanguage, type Language } from "../../../common/i18n/languages";
import { resolveTranslations, type Translations } from "../../../common/i18n/resolve";
import type { SiteSettings } from "../../../common/contracts";

/** The language and currency a public answer is in. */
export interface Locale {
  language: Language;
  currency: string;
  /** A page only: the currency `?currency=` asked for that visitors are not offered (the page says so). */
  unavailableCurrency?: string;
}

/**
 * The currencies visitors are offered: the default one, and each enabled one every plan has a price in (a plan
 * without one would show another currency's price in that currency's view).
 */
export function offeredCurrenciesOf(data: {
  site_settings: Pick<SiteSettings, "currencies" | "default_currency">;
  plans: readonly PricedPlan[];
}): readonly string[] {
  // Asked on every public call that takes a currency: worked out once per version of the plans and the settings
  // (a write replaces the store's collections, never changes them in place).
  const known = offeredByPlans.get(data.plans);
  if (known?.settings === data.site_settings) return known.offered;
  const offered = offeredCurrencies(data.site_settings, data.plans);
  offeredByPlans.set(data.plans, { settings: data.site_settings, offered });
  return offered;
}

const offeredByPlans = new WeakMap<readonly PricedPlan[], { settings: object; offered: readonly string[] }>();

/**
 * The locale a public request asks for: an unknown or disabled language gives the site's default; so does a
 * currency that is not among `offered` (the enabled currencies when not given).
 */
export function localeOf(
  settings: Pick<SiteSettings, "languages" | "default_language" | "currencies" | "default_currency">,
  query?: { lang?: string; currency?: string },
  offered: readonly string[] = settings.currencies,
): Locale {
  return {
    language: pickLanguage(query?.lang, settings.languages, settings.default_language),
    currency: pickCurrency(query?.currency, offered, settings.default_currency),
  };
}

/** A record's texts in `language` (field by field falling back to its own), without its translations. */
export function inLanguage<R extends { translations?: Translations<object> }>(record: R, language: Language): Omit<R, "translations"> {
  return resolveTranslations(record, language);
}

/** A copy of a record's translations for an admin answer: `{}` when it has none. */
export function copyTranslations<T extends object>(translations: Translations<T> | undefined): Translations<T> {
  return structuredClone(translations ?? {});
}
