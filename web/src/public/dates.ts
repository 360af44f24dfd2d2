/**
 * A date as the public pages show it: in UTC and the page's language on the server (stable HTML, the same for
 * every visitor), in the visitor's time zone in the browser, in the locale `dateLocale` picks. No other imports: the date worker loads
 * this alone. `locale` is a BCP 47 tag; none: English ("Mar 5, 2030") on the server, the visitor's in the browser.
 */
/**
 * The locale a date is written in in the browser: the visitor's own (the first of their languages) when it is the
 * page's language (an en-GB visitor on an English page), else the page's language (a German visitor on an English
 * page reads an English date; a German page never shows a US date). No page language: the visitor's.
 */
export function dateLocale(pageLanguage: string, visitorLocales: readonly string[]): string | undefined {
  const base = (tag: string) => tag.split("-")[0].toLowerCase();
  if (!pageLanguage) return visitorLocales[0];
  return visitorLocales.find((tag) => base(tag) === base(pageLanguage)) ?? pageLanguage;
}

export function formatExpiry(iso: string, local: boolean, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (local) return date.toLocaleDateString(locale);
  return date.toLocaleDateString(utcDateLanguage(locale), UTC_DATE);
}

/** How the server writes a date ("Mar 5, 2030"): the same for every visitor. */
export const UTC_DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" };

/** The language the server writes a date in: English as in the US ("Mar 5, 2030"), others as they are. */
export const utcDateLanguage = (locale?: string) => (!locale || locale === "en" ? "en-US" : locale);

/**
 * The day a page was last changed, written out in the page's language ("November 28, 2025" in English,
 * "28. November 2025" in German), in UTC so that every visitor and the page cache get the same HTML; empty for a
 * value that is no date.
 */
/** One format per language, made once (making one costs far more than using it). */
const longDates = new Map<string, Intl.DateTimeFormat>();

export function formatPageDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  let format = longDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
    longDates.set(language, format);
  }
  return format.format(date);
}
