import type { DemoRemoved } from "../../../../../common/contracts";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "9 plans, 3 categories and 3 promo codes, and replaced 31 demo texts" (every kind named, 0 too). */
export function removedInWords(removed: DemoRemoved): string {
  const records = `${count(removed.plans, "plan", "plans")}, ${count(removed.categories, "category", "categories")} and ${count(removed.promo_codes, "promo code", "promo codes")}`;
  return `${records}, and replaced ${count(removed.texts, "demo text", "demo texts")}`;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** How long ago `iso` was, in the browser's language: "3 hours ago", "yesterday"; under a minute "just now". */
export function timeAgo(iso: string, now = Date.now(), locale?: string): string {
  const elapsed = now - Date.parse(iso);
  if (Number.isNaN(elapsed)) return iso;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, ms] of UNITS) if (Math.abs(elapsed) >= ms) return format.format(-Math.round(elapsed / ms), unit);
  return "just now";
}
