/**
 * A date as the public pages show it: in UTC on the server (stable HTML, the same for every visitor), in the
 * visitor's locale and time zone in the browser. No other imports: the date worker loads this alone.
 */
export function formatExpiry(iso: string, local: boolean): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return local ? date.toLocaleDateString() : date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
}
