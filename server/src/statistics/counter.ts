import { createHash } from "node:crypto";
import type { DeviceClass } from "../../../common/contracts";
import { addDays } from "../../../common/contracts";
import type { OrderTerm } from "../../../common/orderLink";
import { isDatabaseOutage } from "../errors";
import type { Logger } from "../logging/logger";
import { countKey, type CountBatch, type StatisticsStore } from "../store/statistics/types";
import { METRICS } from "./metrics";

/** How often counts go to the store (and at shutdown): a crash loses at most this much. */
const STATISTICS_WRITE_MS = 10_000;

/** A page view as counted: what the page was and where the visitor came from. */
export interface PageView {
  /** The visitor: a hash of address and user agent, kept in memory until the next write only. */
  visitor: string;
  path: string;
  language: string;
  device: DeviceClass;
  referrerHost: string | null;
  campaign: { source: string; campaign: string } | null;
}

export interface OrderClick {
  planId: number;
  term: OrderTerm;
  currency: string;
  language: string;
  /** The promo code carried, when it is one of the site's (else null: not counted by code). */
  promo: string | null;
}

/** What a server counted for one day since its last write. */
interface DayCounts {
  counts: Map<string, number>;
  /** Per `visitor|scope`, the counts its first appearance that day raises. */
  visits: Map<string, string[]>;
}

interface CounterOptions {
  /** Whether counting is on now (the site setting `statistics_enabled`). */
  enabled: () => boolean;
  /** Days of counts kept (the site setting `statistics_retention_days`). */
  retentionDays: () => number;
  now?: () => Date;
  writeEveryMs?: number;
}

/** The one-way hash that stands for a visitor: address and user agent, never kept past the next write. */
export function visitorOf(address: string, userAgent: string): string {
  return createHash("sha256").update(`${address}\n${userAgent}`).digest("base64url");
}

/**
 * Counts visits, order clicks, promo code copies and contact messages in memory, and adds them to the store every
 * 10 seconds (and when the server stops). Unique visitors are marks: a hash of the day's salt (shared through the
 * store, forgotten after the day), the visitor and what is counted; the store raises a visitor count only for a
 * mark the day has not seen, so servers sharing a store count a visitor once. After each day has ended, the first
 * write drops its marks and salt and the counts older than the days kept.
 */
export class StatisticsCounter {
  private pending = new Map<string, DayCounts>();
  private writing: Promise<void> = Promise.resolve();
  private lastDate: string;
  private readonly timer: NodeJS.Timeout;
  private readonly now: () => Date;

  constructor(
    private readonly store: StatisticsStore,
    private readonly logger: Logger,
    private readonly options: CounterOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.lastDate = this.today();
    this.timer = setInterval(() => void this.flush(), options.writeEveryMs ?? STATISTICS_WRITE_MS);
    this.timer.unref();
  }

  pageView(view: PageView): void {
    const day = this.day();
    if (!day) return;
    add(day, METRICS.pageviews, "");
    add(day, METRICS.pageViews, view.path);
    visit(day, view.visitor, "day", [countKey(METRICS.visitors, ""), countKey(METRICS.deviceVisitors, view.device)]);
    visit(day, view.visitor, `page:${view.path}`, [countKey(METRICS.pageVisitors, view.path)]);
    visit(day, view.visitor, `lang:${view.language}`, [countKey(METRICS.languageVisitors, view.language)]);
    if (view.referrerHost) visit(day, view.visitor, `ref:${view.referrerHost}`, [countKey(METRICS.referrerVisitors, view.referrerHost)]);
    if (view.campaign) {
      const key = JSON.stringify([view.campaign.source, view.campaign.campaign]);
      visit(day, view.visitor, `utm:${key}`, [countKey(METRICS.campaignVisitors, key)]);
    }
  }

  orderClick(click: OrderClick): void {
    const day = this.day();
    if (!day) return;
    add(day, METRICS.orderClicks, "");
    add(day, METRICS.planOrderClicks, `${click.planId}:${click.term}`);
    add(day, METRICS.currencyOrderClicks, click.currency);
    add(day, METRICS.languageOrderClicks, click.language);
    if (click.promo) add(day, METRICS.promoOrderClicks, click.promo);
  }

  promoCopy(code: string): void {
    const day = this.day();
    if (day) add(day, METRICS.promoCopies, code);
  }

  contactMessage(): void {
    const day = this.day();
    if (day) add(day, METRICS.contactMessages, "");
  }

  /** Adds what was counted to the store; resolves when it is there (a failed write keeps the counts for the next). */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private today(): string {
    return this.now().toISOString().slice(0, 10);
  }

  /** The day's counts to add to, or null while counting is off. */
  private day(): DayCounts | null {
    if (!this.options.enabled()) return null;
    const date = this.today();
    let day = this.pending.get(date);
    if (!day) {
      day = { counts: new Map(), visits: new Map() };
      this.pending.set(date, day);
    }
    return day;
  }

  private async write(): Promise<void> {
    const taken = this.pending;
    this.pending = new Map();
    try {
      const batches: CountBatch[] = [];
      for (const [date, day] of taken) {
        const salt = day.visits.size > 0 ? await this.store.salt(date) : "";
        const marks = new Map<string, string[]>();
        for (const [visit, keys] of day.visits) marks.set(markOf(salt, date, visit), keys);
        batches.push({ date, counts: day.counts, marks });
      }
      if (batches.length > 0) await this.store.add(batches);
    } catch (error) {
      // Kept for the next write (added to whatever was counted since).
      for (const [date, day] of taken) merge(this.pending, date, day);
      // A database outage is logged once by the store, at its start and its end.
      if (!isDatabaseOutage(error)) this.logger.error("statistics could not be written; trying again with the next write", error);
      return;
    }
    const today = this.today();
    if (today !== this.lastDate) {
      this.lastDate = today;
      const keepFrom = addDays(today, -(this.options.retentionDays() - 1));
      await this.store.prune(keepFrom, today).catch((error: unknown) => {
        if (!isDatabaseOutage(error)) this.logger.error("old statistics could not be dropped", error);
      });
    }
  }
}

function add(day: DayCounts, metric: string, key: string): void {
  const joined = countKey(metric, key);
  day.counts.set(joined, (day.counts.get(joined) ?? 0) + 1);
}

function visit(day: DayCounts, visitor: string, scope: string, keys: string[]): void {
  const id = `${visitor}|${scope}`;
  if (!day.visits.has(id)) day.visits.set(id, keys);
}

/** A visitor's mark for one thing counted on one day: nothing in it can be traced back without the day's salt. */
function markOf(salt: string, date: string, visit: string): string {
  return createHash("sha256").update(`${salt}|${date}|${visit}`).digest("base64url").slice(0, 22);
}

function merge(into: Map<string, DayCounts>, date: string, day: DayCounts): void {
  const target = into.get(date);
  if (!target) {
    into.set(date, day);
    return;
  }
  for (const [key, n] of day.counts) target.counts.set(key, (target.counts.get(key) ?? 0) + n);
  for (const [id, keys] of day.visits) if (!target.visits.has(id)) target.visits.set(id, keys);
}
