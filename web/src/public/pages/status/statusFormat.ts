/**
 * The status page's dates, times, percentages and lists, written by `Intl` in the page's language on the server. Times
 * are in UTC and say so: the same HTML for every visitor and for the page cache. Each format is made once per
 * language (a 50-monitor page writes 4,500 days).
 */
import { dateTimeFormat, listFormat, numberFormat } from "../../../../../common/intlFormats";

/** A UTC day ("2026-11-03") as the page's language writes it ("Nov 3, 2026", "03.11.2026"). */
export function formatDay(date: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

const MOMENT: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
};

/** A moment with its date, time and "UTC" ("Nov 29, 2026, 06:14 AM UTC"); empty for a value that is no date. */
export function formatMoment(iso: string, language: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? "" : dateTimeFormat(language, MOMENT).format(at);
}

/** From one moment to another, the parts they share written once ("Dec 3, 2026, 2:00 – 4:00 AM UTC"). */
export function formatPeriod(fromIso: string, toIso: string, language: string): string {
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return formatMoment(fromIso, language);
  return dateTimeFormat(language, MOMENT).formatRange(from, to);
}

/**
 * An uptime fraction as a percentage in the page's number format, with at most two decimals cut, never rounded up
 * ("99.99%" for 0.99996: a day with a minute down never reads 100%); null without data.
 */
export function formatUptime(fraction: number | null, language: string): string | null {
  if (fraction === null) return null;
  return numberFormat(language, { style: "percent", maximumFractionDigits: 2, roundingMode: "trunc" }).format(fraction);
}

/** Names as a list in the page's language ("Mail, Web and DNS"). */
export function formatList(names: readonly string[], language: string): string {
  return listFormat(language, { style: "long", type: "conjunction" }).format(names);
}
