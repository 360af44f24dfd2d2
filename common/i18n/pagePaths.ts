/**
 * Where each language's pages live: the default language at `/`, `/terms`, `/privacy`, `/{slug}`; every other
 * enabled language under `/{lang}/` in lower case (`/de/`, `/de/terms`, `/pt-br/privacy`). The address alone picks
 * the language (never the browser's Accept-Language). Pure rules: the server and the public pages share them.
 */
import { languagePathSegment, SUPPORTED_LANGUAGES, type Language } from "./languages";

/** The address of a page (its default-language path: "/", "/terms", "/{slug}") in `language`. */
export function localizedPath(path: string, language: Language, defaultLanguage: Language): string {
  if (language === defaultLanguage) return path;
  const prefix = `/${languagePathSegment(language)}`;
  return path === "/" ? `${prefix}/` : `${prefix}${path}`;
}

/** What an address asks for: a page path in a language, a redirect, or a language the site does not speak (404). */
export type LocalePath =
  { kind: "page"; language: Language; path: string } | { kind: "redirect"; location: string } | { kind: "not-found"; language: Language };

/**
 * Splits a request path into its language and the page's default-language path. `/de` redirects to `/de/`; the
 * default language's own prefix (`/en/terms`) redirects to its address without one (`/terms`); a supported but
 * disabled language is not found (shown in the default language). Any other first segment is no language.
 */
export function parseLocalePath(path: string, enabled: readonly string[], defaultLanguage: Language): LocalePath {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(\/.*)?$/.exec(path);
  const language = match ? SUPPORTED_LANGUAGES.find((candidate) => languagePathSegment(candidate) === match[1]) : undefined;
  if (!match || !language) return { kind: "page", language: defaultLanguage, path };
  const rest = match[2];
  if (language === defaultLanguage) return { kind: "redirect", location: rest ?? "/" };
  if (!enabled.includes(language)) return { kind: "not-found", language: defaultLanguage };
  if (rest === undefined) return { kind: "redirect", location: `${path}/` };
  return { kind: "page", language, path: rest };
}

/** The Open Graph locale of a language (`de` → `de_DE`, `pt-BR` → `pt_BR`). */
export const OG_LOCALES: Record<Language, string> = {
  en: "en_US",
  de: "de_DE",
  fr: "fr_FR",
  es: "es_ES",
  it: "it_IT",
  nl: "nl_NL",
  pl: "pl_PL",
  "pt-BR": "pt_BR",
};
