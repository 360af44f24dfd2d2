import { z } from "zod";
import { ORDER_TERMS } from "../orderLink";
import { defineResource } from "./endpoint";
import { isoDate } from "./shared";

/** How many days of statistics are kept (site setting `statistics_retention_days`): its default and limits. */
export const STATISTICS_RETENTION_DAYS = { min: 30, max: 3650, default: 730 } as const;
/** The longest range one statistics answer covers, in days. */
export const STATISTICS_MAX_RANGE_DAYS = 3650;
/** The range an answer covers when none is asked: the last 30 days, today included. */
export const STATISTICS_DEFAULT_DAYS = 30;
/** The longest list in an answer (pages, referrers, campaigns, plans, languages, currencies, promo codes). */
export const STATISTICS_LIST_MAX = 50;
/** The device classes visitors are counted in, from their browser's user agent. */
export type DeviceClass = "phone" | "tablet" | "desktop";

const DAY_MS = 86_400_000;

/** The number of days from `from` to `to`, both included (YYYY-MM-DD; 0 when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1);
}

/** The UTC date (YYYY-MM-DD) `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const count = () => z.number().int().min(0);

/** One stored count, as a backup file carries it: a UTC day, what is counted (metric and key) and how many. */
export const StatisticsCountSchema = z.object({
  date: isoDate,
  metric: z.string().regex(/^[a-z_]{1,40}$/, "must be a metric name"),
  key: z.string().max(1_000),
  n: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

/**
 * `from` and `to` (YYYY-MM-DD, UTC days, both included); each left out is filled in by the server (`to` today,
 * `from` 29 days before `to`). A range that ends before it starts or spans more than 3650 days is a 400 naming
 * the parameter.
 */
const StatisticsQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() }).superRefine((query, context) => {
  if (!query.from || !query.to) return;
  if (query.to < query.from) context.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
  else if (daysBetween(query.from, query.to) > STATISTICS_MAX_RANGE_DAYS)
    context.addIssue({ code: "custom", path: ["from"], message: `must be at most ${STATISTICS_MAX_RANGE_DAYS} days before to` });
});
export type StatisticsQuery = z.output<typeof StatisticsQuerySchema>;

const StatisticsDaySchema = z.object({
  date: z.string(),
  visitors: count(),
  pageviews: count(),
  order_clicks: count(),
  contact_messages: count(),
});
export type StatisticsDay = z.infer<typeof StatisticsDaySchema>;

/** What the public site did over a range of days, counted on the server (no cookie, no script). */
const StatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first, zeros included. A visitor is counted once per day. */
  days: z.array(StatisticsDaySchema),
  /** The days added up; `conversion` is order clicks per visitor, rounded to 4 decimals (0 without visitors). */
  totals: z.object({ visitors: count(), pageviews: count(), order_clicks: count(), contact_messages: count(), conversion: z.number().min(0) }),
  /** The public pages by page views (the path without its query). */
  pages: z.array(z.object({ path: z.string(), pageviews: count(), visitors: count() })),
  /** The other sites visitors came from, by visitors (the referring address's host name only). */
  referrers: z.array(z.object({ host: z.string(), visitors: count() })),
  /** The campaigns visitors came from (`utm_source`, `utm_campaign`; "" when only one is set), by visitors. */
  utm: z.array(z.object({ source: z.string(), campaign: z.string(), visitors: count() })),
  /** The plans by order clicks, with the clicks per billing term; a plan deleted since is named "Plan #<id>". */
  plans: z.array(z.object({ plan_id: z.number().int(), name: z.string(), order_clicks: count(), terms: z.partialRecord(z.enum(ORDER_TERMS), count()) })),
  /** The languages the pages were read in, by visitors. */
  languages: z.array(z.object({ lang: z.string(), visitors: count() })),
  /** The currencies orders were placed in, by order clicks. */
  currencies: z.array(z.object({ currency: z.string(), order_clicks: count() })),
  /** The promo codes: how often visitors copied each and how many order clicks carried it. */
  promos: z.array(z.object({ code: z.string(), copies: count(), order_clicks: count() })),
  /** Visitors by the class of their device. */
  devices: z.object({ phone: count(), tablet: count(), desktop: count() }),
});
export type Statistics = z.infer<typeof StatisticsSchema>;

const RANGE =
  "`from`/`to` are YYYY-MM-DD (UTC days, both included; default the last 30 days, at most 3650 days); a visitor is one browser on one day (a daily-salted hash, nothing stored on the device).";

/** The visits, order clicks and conversion the server counted. */
export const statisticsApi = defineResource("statistics", {
  get: {
    method: "GET",
    path: "/api/admin/statistics",
    access: "admin",
    summary: "Visitors, page views, order clicks and contact messages per day, with what they came from and chose",
    description: `${RANGE} Lists are sorted by their count, largest first, each at most ${STATISTICS_LIST_MAX} long.`,
    query: StatisticsQuerySchema,
    response: StatisticsSchema,
    errors: [400],
  },
  csv: {
    method: "GET",
    path: "/api/admin/statistics.csv",
    access: "admin",
    summary: "The days of a range as CSV: date, visitors, pageviews, order_clicks, contact_messages",
    description: `${RANGE} Cells a spreadsheet would run as a formula are neutralised like the messages export.`,
    query: StatisticsQuerySchema,
    response: z.string(),
    responseType: "text/csv",
    errors: [400],
  },
});
