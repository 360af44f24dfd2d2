/**
 * How the admin panel writes dates, times and numbers: one way, in the browser's locale (`undefined` below: the
 * administrator's own language settings and time zone), everywhere in the panel and the desktop app. Prices stay
 * with `money("en", currency)` (common/money.ts): the panel's words are English, and a price's sign goes with them.
 * Each formatter is made once: the browser's first use of `Intl` is slow.
 */
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });
/** A UTC day (the days statistics are counted in) as a date, whatever the browser's time zone. */
const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });
const NUMBER = new Intl.NumberFormat();
const PERCENT = new Intl.NumberFormat(undefined, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 2 });
const ONE_DECIMAL = new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const TWO_DECIMALS = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type When = string | number | Date;

/** The moment a stored time stands for, or null for one that is not a time. */
function dateOf(when: When): Date | null {
  const date = when instanceof Date ? when : new Date(when);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 5, 2026, 2:30 PM" (en-US); a value that is not a time is shown as it is. */
export function formatDateTime(when: When): string {
  const date = dateOf(when);
  return date ? DATE_TIME.format(date) : String(when);
}

/** "Mar 5, 2026" (en-US); a value that is not a time is shown as it is. */
export function formatDate(when: When): string {
  const date = dateOf(when);
  return date ? DATE.format(date) : String(when);
}

/** "2:30 PM" (en-US); a value that is not a time is shown as it is. */
export function formatTime(when: When): string {
  const date = dateOf(when);
  return date ? TIME.format(date) : String(when);
}

/** "Nov 28, 2026" (en-US) for the day "2026-11-28", in every time zone; a value that is not a day is shown as it is. */
export function formatDay(day: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? DAY.format(date) : day;
}

/** 0.0425 → "4.25%" (en-US), "4,25 %" (de). */
export function formatPercent(fraction: number): string {
  return PERCENT.format(fraction);
}

/** "12,345" (en-US), "12.345" (de). */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** 512 → "512 B", 20_480 → "20.0 KB", 3_250_000 → "3.1 MB" (1 KB = 1024 bytes); "–" for no size. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "–";
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${ONE_DECIMAL.format(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${ONE_DECIMAL.format(bytes / 1024 / 1024)} MB`;
  return `${TWO_DECIMALS.format(bytes / 1024 / 1024 / 1024)} GB`;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** How long ago `iso` was: "3 hours ago", "yesterday"; under a minute "just now" (`locale`: for tests). */
export function timeAgo(iso: string, now = Date.now(), locale?: string): string {
  const elapsed = now - Date.parse(iso);
  if (Number.isNaN(elapsed)) return iso;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, ms] of UNITS) if (Math.abs(elapsed) >= ms) return format.format(-Math.round(elapsed / ms), unit);
  return "just now";
}
