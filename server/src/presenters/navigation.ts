import { sortNavigation } from "../../../common/ordering";
import type { Language } from "../../../common/i18n/languages";
import type { NavigationItem, PublicNavigationItem } from "../../../common/contracts";
import { copyTranslations, inLanguage } from "./locale";

/** The menu as the admin API answers it: every item and dropdown entry with its translations. */
export function presentNavigation(items: readonly NavigationItem[]): NavigationItem[] {
  return sortNavigation(items).map((item) => ({
    id: item.id,
    label: item.label,
    href: item.href,
    order: item.order,
    is_external: item.is_external,
    dropdown_items: item.dropdown_items.map((entry) => ({ label: entry.label, href: entry.href, translations: copyTranslations(entry.translations) })),
    translations: copyTranslations(item.translations),
  }));
}

/** The menu as visitors see it: labels (dropdown entries' too) in `language`. */
export function presentPublicNavigation(items: readonly NavigationItem[], language: Language): PublicNavigationItem[] {
  return sortNavigation(items).map((item) => ({
    id: item.id,
    label: inLanguage(item, language).label,
    href: item.href,
    order: item.order,
    is_external: item.is_external,
    dropdown_items: item.dropdown_items.map((entry) => ({ label: inLanguage(entry, language).label, href: entry.href })),
  }));
}
