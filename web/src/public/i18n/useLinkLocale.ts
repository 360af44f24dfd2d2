import type { Language } from "../../../../common/i18n/languages";
import type { LinkLocale } from "../links";
import { useLanguage } from "./PageTexts";

/** What links to the site's pages need: the page's language (from the page's context) and the site's default. */
export function useLinkLocale(defaultLanguage: Language): LinkLocale {
  return { language: useLanguage(), defaultLanguage };
}
