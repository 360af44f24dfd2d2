/**
 * A date as the public pages show it: in UTC and the page's language on the server (stable HTML, the same for
 * every visitor), in the visitor's locale and time zone in the browser. No other imports: the date worker loads
 * this alone. `locale` is a BCP 47 tag; none: English ("Mar 5, 2030") on the server, the visitor's in the browser.
 */
export function formatExpiry(iso: string, local: boolean, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (local) return date.toLocaleDateString(locale);
  const language = !locale || locale === "en" ? "en-US" : locale;
  return date.toLocaleDateString(language, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}
