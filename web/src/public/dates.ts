/**
 * A date as the public pages show it, in the page's language: in UTC on the server (stable HTML, the same for
 * every visitor), in the visitor's time zone in the browser. No other imports: the date worker loads this alone.
 * `locale` is a BCP 47 tag; none: the runtime's own (English, "Mar 5, 2030", on the server).
 */
export function formatExpiry(iso: string, local: boolean, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (local) return date.toLocaleDateString(locale);
  const language = !locale || locale === "en" ? "en-US" : locale;
  return date.toLocaleDateString(language, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}

/**
 * The locale a visitor's dates are shown in: the first of the visitor's own languages that is a variant of the
 * page's language (en-GB on an English page), else the page's language.
 */
export function dateLocale(pageLanguage: string, visitorLanguages: readonly string[]): string {
  const base = pageLanguage.toLowerCase().split("-")[0];
  if (!base) return visitorLanguages[0] ?? "";
  return visitorLanguages.find((tag) => tag.toLowerCase().split("-")[0] === base) ?? pageLanguage;
}
