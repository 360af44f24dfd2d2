import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { silentLogger, type Logger } from "../logging/logger";
import { JsonStatisticsStore } from "../store/statistics/jsonStatisticsStore";
import { rowsText } from "../store/statistics/statisticsStoreContract";
import type { StatisticsStore } from "../store/statistics/types";
import { StatisticsCounter, visitorOf, type PageView } from "./counter";

let dir: string;
let store: JsonStatisticsStore;
let now: Date;
let enabled: boolean;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "counter-"));
  store = await JsonStatisticsStore.open(dir, silentLogger);
  now = new Date("2026-11-28T10:00:00Z");
  enabled = true;
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function counterOn(statistics: StatisticsStore = store, logger: Logger = silentLogger): StatisticsCounter {
  return new StatisticsCounter(statistics, logger, { enabled: () => enabled, retentionDays: () => 30, now: () => now, writeEveryMs: 3_600_000 });
}

const view = (address: string, fields: Partial<PageView> = {}): PageView => ({
  visitor: visitorOf(address, "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0"),
  path: "/",
  language: "en",
  device: "desktop",
  referrerHost: null,
  campaign: null,
  ...fields,
});

describe("StatisticsCounter", () => {
  it("counts N page views from M visitors as N views and M visitors, by page, language, device, referrer and campaign", async () => {
    const counter = counterOn();
    for (let n = 0; n < 12; n++) counter.pageView(view(`203.0.113.${n % 3}`, { path: n % 2 ? "/terms" : "/" }));
    counter.pageView(
      view("198.51.100.7", { device: "phone", language: "de", path: "/de/", referrerHost: "forum.example", campaign: { source: "news", campaign: "" } }),
    );
    counter.pageView(view("198.51.100.7", { device: "phone", language: "de", path: "/de/", referrerHost: "forum.example" }));
    await counter.close();
    expect(rowsText(await store.all())).toEqual([
      '2026-11-28 campaign_visitors ["news",""] 1',
      "2026-11-28 device_visitors desktop 3",
      "2026-11-28 device_visitors phone 1",
      "2026-11-28 language_visitors de 1",
      "2026-11-28 language_visitors en 3",
      "2026-11-28 page_views / 6",
      "2026-11-28 page_views /de/ 2",
      "2026-11-28 page_views /terms 6",
      "2026-11-28 page_visitors / 3",
      "2026-11-28 page_visitors /de/ 1",
      "2026-11-28 page_visitors /terms 3",
      "2026-11-28 pageviews  14",
      "2026-11-28 referrer_visitors forum.example 1",
      "2026-11-28 visitors  4",
    ]);
  });

  it("counts a visitor again on a new day, and drops the past day's salt and marks at its first write", async () => {
    const counter = counterOn();
    counter.pageView(view("203.0.113.1"));
    await counter.flush();
    counter.pageView(view("203.0.113.1"));
    await counter.flush();
    const salt = await store.salt("2026-11-28");
    now = new Date("2026-11-29T00:00:05Z");
    counter.pageView(view("203.0.113.1"));
    await counter.flush();
    expect(rowsText(await store.read("2026-11-28", "2026-11-29")).filter((row) => row.includes(" visitors "))).toEqual([
      "2026-11-28 visitors  1",
      "2026-11-29 visitors  1",
    ]);
    expect(await store.salt("2026-11-28")).not.toBe(salt);
    await counter.close();
  });

  it("counts order clicks by plan and term, currency, language and promo code; copies and contact messages", async () => {
    const counter = counterOn();
    counter.orderClick({ planId: 4, term: "annual", currency: "EUR", language: "de", promo: "SUMMER" });
    counter.orderClick({ planId: 4, term: "monthly", currency: "USD", language: "en", promo: null });
    counter.promoCopy("SUMMER");
    counter.contactMessage();
    await counter.close();
    expect(rowsText(await store.all())).toEqual([
      "2026-11-28 contact_messages  1",
      "2026-11-28 currency_order_clicks EUR 1",
      "2026-11-28 currency_order_clicks USD 1",
      "2026-11-28 language_order_clicks de 1",
      "2026-11-28 language_order_clicks en 1",
      "2026-11-28 order_clicks  2",
      "2026-11-28 plan_order_clicks 4:annual 1",
      "2026-11-28 plan_order_clicks 4:monthly 1",
      "2026-11-28 promo_copies SUMMER 1",
      "2026-11-28 promo_order_clicks SUMMER 1",
    ]);
  });

  it("counts nothing while statistics are off", async () => {
    const counter = counterOn();
    enabled = false;
    counter.pageView(view("203.0.113.1"));
    counter.orderClick({ planId: 1, term: "monthly", currency: "USD", language: "en", promo: null });
    counter.contactMessage();
    await counter.close();
    expect(await store.all()).toEqual([]);
  });

  it("keeps what a failed write carried for the next one", async () => {
    let failing = true;
    const flaky: StatisticsStore = {
      ...store,
      salt: (date) => store.salt(date),
      add: (batches) => (failing ? Promise.reject(new Error("disk full")) : store.add(batches)),
      prune: (keepFrom, today) => store.prune(keepFrom, today),
    } as StatisticsStore;
    const errors: string[] = [];
    const counter = counterOn(flaky, { ...silentLogger, error: (message: string) => errors.push(message) } as Logger);
    counter.pageView(view("203.0.113.1"));
    await counter.flush();
    expect(errors).toEqual(["statistics could not be written; trying again with the next write"]);
    counter.pageView(view("203.0.113.1", { path: "/terms" }));
    failing = false;
    await counter.close();
    expect(rowsText(await store.all()).filter((row) => row.includes("pageviews") || row.includes(" visitors "))).toEqual([
      "2026-11-28 pageviews  2",
      "2026-11-28 visitors  1",
    ]);
  });
});
