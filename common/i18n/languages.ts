/**
 * The languages the site can speak, and how a request's language is chosen. Pure rules without zod: the server,
 * the public site and the admin panel share them.
 */

/** Every language the public site has its fixed texts in (BCP 47 tags, as the API writes them). */
export const SUPPORTED_LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pl", "pt-BR"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** How many languages a site may enable. */
export const MAX_LANGUAGES = 10;

/** Each language's name in itself (for switchers and the admin panel). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  nl: "Nederlands",
  pl: "Polski",
  "pt-BR": "Português (Brasil)",
};

/** The supported language a tag names, compared without regard to case ("pt-br" → "pt-BR"); undefined for any other tag. */
export function supportedLanguage(tag: unknown): Language | undefined {
  if (typeof tag !== "string") return undefined;
  const wanted = tag.trim().toLowerCase();
  return SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === wanted);
}

/** The language's part of an address: the tag in lower case (`/de/`, `/pt-br/`). */
export function languagePathSegment(language: Language): string {
  return language.toLowerCase();
}

/**
 * The language a request is answered in: the one it asks for when that is enabled, else the site's default.
 * An unknown or disabled language is never an error.
 */
export function pickLanguage(requested: unknown, enabled: readonly string[], defaultLanguage: Language): Language {
  const language = supportedLanguage(requested);
  return language !== undefined && enabled.includes(language) ? language : defaultLanguage;
}
