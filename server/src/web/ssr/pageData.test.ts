import { describe, expect, it } from "vitest";
import type { SiteData } from "../../store/types";
import { demoSiteData } from "../../store/demoData";
import { gatherPageData } from "./pageData";
import { routePublicPage, type PageRequest } from "./pageRequest";

const STATUS = { status: "operational" as const, code: "operational" as const, text: "All Systems Operational", checked_at: null };
const NOW = new Date("2030-01-02T03:04:05Z");

/** The demo site in English and German, selling in USD (default) and EUR (every plan priced at twice its USD price). */
function site(): SiteData {
  const data = demoSiteData(NOW);
  data.site_settings = { ...data.site_settings, languages: ["en", "de"], default_language: "en", currencies: ["USD", "EUR"], default_currency: "USD" };
  data.plans = data.plans.map((plan) => ({ ...plan, currency_prices: { EUR: { price: plan.price * 2, pricing: {} } } }));
  return data;
}

function request(data: SiteData, path: string, query: Record<string, string> = {}): PageRequest {
  const found = routePublicPage(
    { path, querystring: new URLSearchParams(query).toString(), query, currencyCookie: undefined },
    { data, status: STATUS, now: NOW, factCount: 5, random: () => 0.5 },
  );
  if (found.kind !== "page") throw new Error(`${path} redirected`);
  return found.request;
}

describe("the pages' plans", () => {
  it("are presented once per data version, language and currency, and shared by the pages that show them", () => {
    const data = site();
    const home = gatherPageData(request(data, "/")).plans;
    const again = gatherPageData(request(data, "/")).plans;
    const locations = gatherPageData(request(data, "/locations")).plans;
    expect(home.length).toBe(data.plans.length);
    // The same presented plans (not presented again), each page with its own list.
    expect(again).not.toBe(home);
    again.forEach((plan, index) => expect(plan).toBe(home[index]));
    locations.forEach((plan, index) => expect(plan).toBe(home[index]));
    // Another currency or language is presented on its own.
    const euros = gatherPageData(request(data, "/", { currency: "EUR" })).plans;
    expect(euros.map((plan) => [plan.currency, plan.price])).toEqual(home.map((plan) => ["EUR", plan.price * 2]));
    const german = gatherPageData(request(data, "/de/")).plans;
    expect(german[0]).not.toBe(home[0]);
    expect(german[0].order_urls.monthly).toContain("lang=de");
  });

  it("show a change of the plans, the settings or the locations at once", () => {
    const data = site();
    const before = gatherPageData(request(data, "/")).plans;
    // A write replaces the collections it changes (the store's copy-on-write).
    const renamed: SiteData = { ...data, plans: data.plans.map((plan, index) => (index === 0 ? { ...plan, name: "Renamed" } : plan)) };
    expect(gatherPageData(request(renamed, "/")).plans.find((plan) => plan.id === data.plans[0].id)?.name).toBe("Renamed");
    const taxed: SiteData = { ...data, site_settings: { ...data.site_settings, tax_display: "inclusive", tax_rate: 20 } };
    expect(gatherPageData(request(taxed, "/")).plans[0].tax).toMatchObject({ display: "inclusive", rate: 20 });
    expect(before[0].tax).not.toMatchObject({ display: "inclusive", rate: 20 });
  });
});
