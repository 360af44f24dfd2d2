import { stringify } from "csv-stringify/sync";
import {
  addDays,
  daysBetween,
  STATISTICS_DEFAULT_DAYS,
  STATISTICS_LIST_MAX,
  STATISTICS_MAX_RANGE_DAYS,
  type Statistics,
  type StatisticsDay,
  type StatisticsQuery,
} from "../../../common/contracts";
import { ORDER_TERMS, type OrderTerm } from "../../../common/orderLink";
import { ValidationError } from "../errors";
import { METRICS } from "../statistics/metrics";
import type { CountRow } from "../store/statistics/types";
import type { Store } from "../store/types";
import { neutraliseFormula } from "./submissions";

/** The days asked: `to` (default today, UTC) and `from` (default 29 days before `to`); a 400 naming the parameter otherwise. */
export function statisticsRange(query: StatisticsQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from = query.from ?? addDays(to, -(STATISTICS_DEFAULT_DAYS - 1));
  const problem = (field: "from" | "to", message: string) => ValidationError(`${field}: ${message}`, [{ field, message }]);
  if (to < from) throw problem(query.to ? "to" : "from", query.to ? "must not be before from" : "must not be after today");
  if (daysBetween(from, to) > STATISTICS_MAX_RANGE_DAYS) throw problem("from", `must be at most ${STATISTICS_MAX_RANGE_DAYS} days before to`);
  return { from, to };
}

/** The counts of a range, by metric, then key (added up over the days). */
class Tally {
  private readonly byMetric = new Map<string, Map<string, number>>();
  readonly days = new Map<string, Map<string, number>>();

  constructor(rows: readonly CountRow[]) {
    for (const row of rows) {
      bump(this.metric(row.metric), row.key, row.n);
      if (row.key === "") {
        const day = this.days.get(row.date) ?? new Map<string, number>();
        this.days.set(row.date, day);
        bump(day, row.metric, row.n);
      }
    }
  }

  metric(metric: string): Map<string, number> {
    let counts = this.byMetric.get(metric);
    if (!counts) {
      counts = new Map();
      this.byMetric.set(metric, counts);
    }
    return counts;
  }

  total(metric: string): number {
    return this.metric(metric).get("") ?? 0;
  }
}

function bump(counts: Map<string, number>, key: string, n: number): void {
  counts.set(key, (counts.get(key) ?? 0) + n);
}

/** The largest first (ties by name), at most STATISTICS_LIST_MAX. */
function top<T>(items: T[], count: (item: T) => number, name: (item: T) => string): T[] {
  return items.sort((a, b) => count(b) - count(a) || name(a).localeCompare(name(b))).slice(0, STATISTICS_LIST_MAX);
}

/** A campaign's key back into its source and campaign. */
function campaignOfKey(key: string): { source: string; campaign: string } {
  try {
    const [source, campaign] = JSON.parse(key) as unknown[];
    return { source: String(source ?? ""), campaign: String(campaign ?? "") };
  } catch {
    return { source: key, campaign: "" };
  }
}

/** Every day of the range, oldest first, zeros included. */
function daysOf(tally: Tally, from: string, to: string): StatisticsDay[] {
  const days: StatisticsDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = tally.days.get(date);
    days.push({
      date,
      visitors: day?.get(METRICS.visitors) ?? 0,
      pageviews: day?.get(METRICS.pageviews) ?? 0,
      order_clicks: day?.get(METRICS.orderClicks) ?? 0,
      contact_messages: day?.get(METRICS.contactMessages) ?? 0,
    });
  }
  return days;
}

/**
 * What the public site did over the days asked: the counts of every server sharing the store (this server's not
 * yet written ones first written), made into the statistics answer.
 */
export async function readStatistics(store: Store, range: { from: string; to: string }): Promise<Statistics> {
  const { from, to } = range;
  const tally = new Tally(await store.statistics.read(from, to));
  const entries = (metric: string) => [...tally.metric(metric)].filter(([key]) => key !== "");

  const visitors = tally.total(METRICS.visitors);
  const orderClicks = tally.total(METRICS.orderClicks);
  const pageVisitors = tally.metric(METRICS.pageVisitors);
  const planNames = new Map(store.snapshot().plans.map((plan) => [plan.id, plan.name]));
  const plans = new Map<number, Statistics["plans"][number]>();
  for (const [key, n] of entries(METRICS.planOrderClicks)) {
    const [id, term] = key.split(":");
    const planId = Number(id);
    if (!Number.isSafeInteger(planId) || !(ORDER_TERMS as readonly string[]).includes(term)) continue;
    const plan = plans.get(planId) ?? { plan_id: planId, name: planNames.get(planId) ?? `Plan #${planId}`, order_clicks: 0, terms: {} };
    plan.order_clicks += n;
    plan.terms[term as OrderTerm] = (plan.terms[term as OrderTerm] ?? 0) + n;
    plans.set(planId, plan);
  }
  const copies = tally.metric(METRICS.promoCopies);
  const promoClicks = tally.metric(METRICS.promoOrderClicks);
  const promoCodes = [...new Set([...copies.keys(), ...promoClicks.keys()])].filter(Boolean);
  const devices = tally.metric(METRICS.deviceVisitors);

  return {
    from,
    to,
    days: daysOf(tally, from, to),
    totals: {
      visitors,
      pageviews: tally.total(METRICS.pageviews),
      order_clicks: orderClicks,
      contact_messages: tally.total(METRICS.contactMessages),
      conversion: visitors > 0 ? Math.round((orderClicks / visitors) * 10_000) / 10_000 : 0,
    },
    pages: top(
      entries(METRICS.pageViews).map(([path, pageviews]) => ({ path, pageviews, visitors: pageVisitors.get(path) ?? 0 })),
      (page) => page.pageviews,
      (page) => page.path,
    ),
    referrers: top(
      entries(METRICS.referrerVisitors).map(([host, n]) => ({ host, visitors: n })),
      (referrer) => referrer.visitors,
      (referrer) => referrer.host,
    ),
    utm: top(
      entries(METRICS.campaignVisitors).map(([key, n]) => ({ ...campaignOfKey(key), visitors: n })),
      (campaign) => campaign.visitors,
      (campaign) => `${campaign.source}\u0000${campaign.campaign}`,
    ),
    plans: top(
      [...plans.values()],
      (plan) => plan.order_clicks,
      (plan) => plan.name,
    ),
    languages: top(
      entries(METRICS.languageVisitors).map(([lang, n]) => ({ lang, visitors: n })),
      (language) => language.visitors,
      (language) => language.lang,
    ),
    currencies: top(
      entries(METRICS.currencyOrderClicks).map(([currency, n]) => ({ currency, order_clicks: n })),
      (currency) => currency.order_clicks,
      (currency) => currency.currency,
    ),
    promos: top(
      promoCodes.map((code) => ({ code, copies: copies.get(code) ?? 0, order_clicks: promoClicks.get(code) ?? 0 })),
      (promo) => promo.order_clicks + promo.copies,
      (promo) => promo.code,
    ),
    devices: { phone: devices.get("phone") ?? 0, tablet: devices.get("tablet") ?? 0, desktop: devices.get("desktop") ?? 0 },
  };
}

const CSV_COLUMNS = ["date", "visitors", "pageviews", "order_clicks", "contact_messages"] as const;

/** The days as CSV (a header row, then one row per day), cells neutralised against spreadsheet formulas. */
export function statisticsCsv(days: readonly StatisticsDay[]): string {
  const rows = days.map((day) => CSV_COLUMNS.map((column) => neutraliseFormula(String(day[column]))));
  return stringify(rows, { header: true, columns: [...CSV_COLUMNS], record_delimiter: "\r\n" });
}

export function statisticsFilename(range: { from: string; to: string }): string {
  return `statistics_${range.from}_${range.to}.csv`;
}
