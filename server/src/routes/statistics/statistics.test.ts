import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Statistics } from "../../../../common/contracts";
import { startSsrTestSite, type SsrTestSite } from "../../../test/ssrTestSite";

/** Counting on the real server with the real public pages: page views, order clicks, copies, and the answers. */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const TEMPLATE = "https://billing.example/order/{plan_id}?term={term}&cur={currency}&lang={lang}&coupon={promo}&dc={location}&pkg={blesta_package_id}";

let site: SsrTestSite;
let planId: number;
const today = () => new Date().toISOString().slice(0, 10);

/** A request as a browser (or whatever `headers` say) sends it, from the address `from`. */
function visit(path: string, from: string, headers: Record<string, string> = {}, method = "GET") {
  return fetch(site.server.url + path, { method, redirect: "manual", headers: { "user-agent": BROWSER, "x-forwarded-for": from, ...headers } });
}

async function statistics(query = ""): Promise<Statistics> {
  const answer = await site.api(`/api/admin/statistics${query}`, { token: site.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as Statistics;
}

beforeAll(async () => {
  site = await startSsrTestSite({ TRUST_PROXY: "true" });
  const saved = await site.api("/api/admin/site-settings", {
    method: "PUT",
    token: site.token,
    body: { languages: ["en", "de"], order_url_template: TEMPLATE },
  });
  expect(saved.status, saved.text).toBe(200);
  const location = await site.api("/api/admin/locations", {
    method: "POST",
    token: site.token,
    body: { key: "fra", name: "Frankfurt", country: "DE", order_value: "eu-1" },
  });
  expect(location.status, location.text).toBe(200);
  const created = await site.api("/api/admin/hosting-plans", {
    method: "POST",
    token: site.token,
    body: { name: "Counted", price: 5, type: "custom", category_key: "hosting", pricing: { annual: 50 }, locations: [{ key: "fra", sold_out: false }] },
  });
  expect(created.status, created.text).toBe(200);
  planId = created.body.id;
  const promo = await site.api("/api/admin/promo-codes", {
    method: "POST",
    token: site.token,
    body: { code: "COUNTED", title: "Counted", description: "Ten off", discount_percentage: 10, is_active: true },
  });
  expect(promo.status, promo.text).toBe(200);
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

describe("counting visits", () => {
  it("counts N page views from M browsers as N views and M visitors, by page, language, device, referrer and campaign", async () => {
    const before = await statistics();
    const views = [
      ["/", "203.0.113.1"],
      ["/terms", "203.0.113.1"],
      ["/", "203.0.113.2"],
      ["/", "203.0.113.2"],
      ["/de/", "203.0.113.3"],
      ["/?utm_source=newsletter&utm_campaign=winter", "203.0.113.4"],
    ] as const;
    for (const [path, from] of views) {
      const answer = await visit(path, from, from === "203.0.113.4" ? { referer: "https://forum.example/thread/1" } : {});
      expect(answer.status, path).toBe(200);
      // Nothing is set on the visitor's device.
      expect(answer.headers.get("set-cookie"), path).toBeNull();
    }
    await visit("/", "203.0.113.5", { "user-agent": PHONE });
    const after = await statistics();
    expect(after.totals.pageviews - before.totals.pageviews).toBe(7);
    expect(after.totals.visitors - before.totals.visitors).toBe(5);
    const page = (path: string) => after.pages.find((entry) => entry.path === path);
    expect(page("/terms")).toEqual({ path: "/terms", pageviews: 1, visitors: 1 });
    expect(page("/de/")).toEqual({ path: "/de/", pageviews: 1, visitors: 1 });
    expect(after.referrers).toContainEqual({ host: "forum.example", visitors: 1 });
    expect(after.utm).toContainEqual({ source: "newsletter", campaign: "winter", visitors: 1 });
    expect(after.languages).toContainEqual({ lang: "de", visitors: 1 });
    expect(after.devices.phone - before.devices.phone).toBe(1);
    expect(after.days.at(-1)).toMatchObject({ date: today(), pageviews: after.totals.pageviews, visitors: after.totals.visitors });
  });

  it("does not count bots, prefetches, HEAD requests, the admin panel, the API, assets or pages that are not found", async () => {
    const before = await statistics();
    await visit("/", "198.51.100.1", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await visit("/", "198.51.100.2", { "user-agent": "" });
    await visit("/", "198.51.100.3", { "sec-purpose": "prefetch" });
    await visit("/", "198.51.100.4", { purpose: "prefetch" });
    await visit("/", "198.51.100.5", {}, "HEAD");
    await visit("/admin", "198.51.100.6");
    await visit("/api/hosting-plans", "198.51.100.7");
    await visit("/robots.txt", "198.51.100.8");
    expect((await visit("/no-such-page", "198.51.100.9")).status).toBe(404);
    const after = await statistics();
    expect(after.totals.pageviews).toBe(before.totals.pageviews);
    expect(after.totals.visitors).toBe(before.totals.visitors);
  });
});

describe("/go/order", () => {
  it("redirects to the order address built for every placeholder, and counts the click by plan, term, currency, language and promo", async () => {
    const before = await statistics();
    const answer = await visit(`/go/order?plan=${planId}&term=annual&currency=USD&lang=de&promo=counted&location=fra`, "192.0.2.10");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`https://billing.example/order/${planId}?term=annual&cur=USD&lang=de&coupon=COUNTED&dc=eu-1&pkg=`);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    // No location asked: the plan's first location where it is not sold out; a code that is not the site's still
    // goes to the order (as a copied one does) but is not counted by code.
    const plain = await visit(`/go/order?plan=${planId}&term=monthly&currency=USD&lang=en&promo=OTHER&location=`, "192.0.2.10");
    expect(plain.headers.get("location")).toBe(`https://billing.example/order/${planId}?term=monthly&cur=USD&lang=en&coupon=OTHER&dc=eu-1&pkg=`);
    // HEAD and bots follow the link uncounted.
    expect((await visit(`/go/order?plan=${planId}&term=monthly&currency=USD&lang=en`, "192.0.2.11", {}, "HEAD")).status).toBe(302);
    await visit(`/go/order?plan=${planId}&term=monthly&currency=USD&lang=en`, "192.0.2.12", { "user-agent": "curl/8.5.0" });
    const after = await statistics();
    expect(after.totals.order_clicks - before.totals.order_clicks).toBe(2);
    const counted = after.plans.find((plan) => plan.plan_id === planId);
    expect(counted).toMatchObject({ name: "Counted", order_clicks: 2, terms: { annual: 1, monthly: 1 } });
    expect(after.languages.length).toBeGreaterThan(0);
    expect(after.currencies).toContainEqual({ currency: "USD", order_clicks: after.totals.order_clicks });
    expect(after.promos.find((promo) => promo.code === "COUNTED")?.order_clicks).toBe(1);
    expect(after.promos.some((promo) => promo.code === "OTHER")).toBe(false);
  });

  it("answers 400 or 404 to tampered links and never redirects them", async () => {
    const bad = [
      [`/go/order?plan=${planId}&term=annual&currency=USD&lang=en&promo=%22%3E%3Cscript%3E`, 400, "promo"],
      [`/go/order?plan=abc&term=monthly&currency=USD&lang=en`, 400, "plan"],
      [`/go/order?plan=${planId}&term=weekly&currency=USD&lang=en`, 400, "term"],
      [`/go/order?plan=${planId}&term=monthly&currency=usd1&lang=en`, 400, "currency"],
      [`/go/order?plan=${planId}&term=monthly&currency=USD&lang=xx`, 400, "lang"],
      [`/go/order?plan=${planId}&term=monthly&currency=USD&lang=en&location=..%2F..`, 400, "location"],
      [`/go/order?plan=999999&term=monthly&currency=USD&lang=en`, 404, "not found"],
      [`/go/order?plan=${planId}&term=biennial&currency=USD&lang=en`, 404, "biennial"],
      [`/go/order?plan=${planId}&term=monthly&currency=EUR&lang=en`, 404, "EUR"],
      [`/go/order?plan=${planId}&term=monthly&currency=USD&lang=fr`, 404, "fr"],
    ] as const;
    for (const [path, status, named] of bad) {
      const answer = await visit(path, "192.0.2.20");
      expect(answer.status, path).toBe(status);
      expect(answer.headers.get("location"), path).toBeNull();
      expect((await answer.json()).detail, path).toContain(named);
    }
  });

  it("is where the pages' order buttons go, with the chosen term and code left to the page's script", async () => {
    const html = await (await visit("/", "192.0.2.30")).text();
    const button = new RegExp(`<a class="btn[^"]*plan-order[^"]*" href="(/go/order\\?plan=${planId}[^"]*)" rel="nofollow">`).exec(html);
    expect(button?.[1]).toBe(`/go/order?plan=${planId}&amp;term=monthly&amp;currency=USD&amp;lang=en&amp;promo=&amp;location=`);
  });

  it("counts a copied promo code of the site's own (POST /go/promo-copy), answering 204 to any well-formed code", async () => {
    const before = await statistics();
    expect((await visit("/go/promo-copy?code=counted", "192.0.2.40", {}, "POST")).status).toBe(204);
    expect((await visit("/go/promo-copy?code=UNKNOWN", "192.0.2.40", {}, "POST")).status).toBe(204);
    expect((await visit("/go/promo-copy?code=a%20b", "192.0.2.40", {}, "POST")).status).toBe(400);
    expect((await visit("/go/promo-copy?code=COUNTED", "192.0.2.40")).status).toBe(405);
    const after = await statistics();
    const copies = (answer: Statistics) => answer.promos.find((promo) => promo.code === "COUNTED")?.copies ?? 0;
    expect(copies(after) - copies(before)).toBe(1);
  });
});

describe("contact messages", () => {
  it("are counted when one is stored (not a honeypot hit)", async () => {
    const before = await statistics();
    const message = { name: "Counted Visitor", email: "counted@example.com", subject: "Counting", message: `Please count this ${Date.now()}` };
    const sent = await site.api("/api/contact", { method: "POST", body: message });
    expect(sent.status, sent.text).toBe(201);
    const trapped = await site.api("/api/contact", { method: "POST", body: { ...message, message: "A bot's", website: "https://spam.example" } });
    expect(trapped.status).toBe(201);
    const after = await statistics();
    expect(after.totals.contact_messages - before.totals.contact_messages).toBe(1);
    expect(after.days.at(-1)!.contact_messages - before.days.at(-1)!.contact_messages).toBe(1);
  });
});

describe("the statistics answers", () => {
  it("covers every day of the range asked, zeros included, and checks the range", async () => {
    const week = await statistics(`?from=2026-01-01&to=2026-01-07`);
    expect(week.days.map((day) => day.date)).toEqual(["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-05", "2026-01-06", "2026-01-07"]);
    expect(week.days.every((day) => day.visitors === 0 && day.pageviews === 0)).toBe(true);
    expect(week.totals).toEqual({ visitors: 0, pageviews: 0, order_clicks: 0, contact_messages: 0, conversion: 0 });
    const standard = await statistics();
    expect(standard.days).toHaveLength(30);
    expect(standard.to).toBe(today());
    for (const [query, field] of [
      ["?from=2026-02-30", "from"],
      ["?from=2026-01-08&to=2026-01-07", "to"],
      ["?from=2010-01-01&to=2026-01-07", "from"],
      ["?to=yesterday", "to"],
    ] as const) {
      const answer = await site.api(`/api/admin/statistics${query}`, { token: site.token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.detail, query).toMatch(new RegExp(`^${field}`));
    }
    expect((await site.api("/api/admin/statistics")).status).toBe(401);
  });

  it("gives conversion as order clicks per visitor, and the days as CSV", async () => {
    const answer = await statistics();
    expect(answer.totals.conversion).toBe(Math.round((answer.totals.order_clicks / answer.totals.visitors) * 10_000) / 10_000);
    const csv = await site.api(`/api/admin/statistics.csv?from=${today()}&to=${today()}`, { token: site.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.text).toBe(
      `date,visitors,pageviews,order_clicks,contact_messages\r\n${today()},${answer.totals.visitors},${answer.totals.pageviews},${answer.totals.order_clicks},${answer.totals.contact_messages}\r\n`,
    );
  });

  it("counts nothing while statistics are off; order links still redirect; the privacy page says what is counted while on", async () => {
    const privacy = async (path: string) => (await visit(path, "192.0.2.50", { "user-agent": "curl/8.5.0" })).text();
    expect(await privacy("/privacy")).toContain('<h2 id="legal-statistics-title">Visit statistics</h2>');
    expect(await privacy("/privacy")).toContain("No cookie is set and no tracking script runs for this");
    expect(await privacy("/de/privacy")).toContain('<h2 id="legal-statistics-title">Besucherstatistik</h2>');
    const saved = await site.api("/api/admin/site-settings", { method: "PUT", token: site.token, body: { statistics_enabled: false } });
    expect(saved.status, saved.text).toBe(200);
    const before = await statistics();
    await visit("/", "192.0.2.50");
    expect((await visit(`/go/order?plan=${planId}&term=monthly&currency=USD&lang=en`, "192.0.2.50")).status).toBe(302);
    const after = await statistics();
    expect(after.totals).toEqual(before.totals);
    expect(await privacy("/privacy")).not.toContain("legal-statistics");
    const back = await site.api("/api/admin/site-settings", { method: "PUT", token: site.token, body: { statistics_enabled: true } });
    expect(back.status).toBe(200);
    for (const days of [29, 3651, "x"]) {
      const refused = await site.api("/api/admin/site-settings", { method: "PUT", token: site.token, body: { statistics_retention_days: days } });
      expect(refused.status, String(days)).toBe(400);
      expect(refused.body.detail).toMatch(/^statistics_retention_days/);
    }
  });

  it("are carried by the backup file and come back with a restore", async () => {
    const counted = await statistics();
    const file = await site.api("/api/admin/backups/download", { token: site.token });
    expect(file.status).toBe(200);
    expect(file.body.statistics.some((row: { metric: string; n: number }) => row.metric === "pageviews" && row.n === counted.totals.pageviews)).toBe(true);
    await visit("/terms", "192.0.2.60");
    expect((await statistics()).totals.pageviews).toBe(counted.totals.pageviews + 1);
    const restored = await site.api("/api/admin/backups/restore", { method: "POST", token: site.token, body: file.body });
    expect(restored.status, restored.text).toBe(200);
    expect((await statistics()).totals.pageviews).toBe(counted.totals.pageviews);
  });
});
