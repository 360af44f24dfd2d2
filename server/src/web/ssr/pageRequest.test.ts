import { describe, expect, it } from "vitest";
import { LOCATION_DEFAULTS } from "../../../../common/contracts";
import type { SiteData } from "../../store/types";
import { demoSiteData } from "../../store/demoData";
import { routePublicPage, type PageRequest, type PageRequestInput, type PageRoute } from "./pageRequest";

const STATUS = { status: "operational" as const, code: "operational" as const, text: "All Systems Operational", checked_at: null };
const NOW = new Date("2030-01-02T03:04:05Z");

/** The demo site in English and German, selling in USD (default), EUR (every plan priced) and GBP (no plan priced). */
function site(change: (data: SiteData) => void = () => {}): SiteData {
  const data = demoSiteData(NOW);
  data.site_settings = { ...data.site_settings, languages: ["en", "de"], default_language: "en", currencies: ["USD", "EUR", "GBP"], default_currency: "USD" };
  data.plans = data.plans.map((plan) => ({ ...plan, currency_prices: { EUR: { price: plan.price, pricing: {} } } }));
  const aboutUs = { slug: "about-us", title: "About us", description: "", body: "Hello", published: true, updated_at: NOW.toISOString(), translations: {} };
  data.pages = [aboutUs as SiteData["pages"][number]];
  change(data);
  return data;
}

function route(path: string, query: Record<string, string> = {}, currencyCookie?: string, data = site()): PageRoute {
  const querystring = new URLSearchParams(query).toString();
  const input: PageRequestInput = { path, querystring, query, currencyCookie };
  return routePublicPage(input, { data, status: STATUS, now: NOW, factCount: 5, random: () => 0.5 });
}

function request(path: string, query: Record<string, string> = {}, currencyCookie?: string, data = site()): PageRequest {
  const found = route(path, query, currencyCookie, data);
  if (found.kind !== "page") throw new Error(`${path} redirected to ${found.location}`);
  return found.request;
}

describe("a public page request", () => {
  it("takes its language and page from the address, the default language's without a prefix", () => {
    expect(request("/")).toMatchObject({ language: "en", page: "home", path: "/", customPage: null });
    expect(request("/de/terms")).toMatchObject({ language: "de", page: "terms", path: "/de/terms" });
    expect(request("/de/about-us")).toMatchObject({ language: "de", page: "page", customPage: { slug: "about-us", title: "About us" } });
    expect(request("/nowhere")).toMatchObject({ language: "en", page: "not-found", customPage: null, factIndex: 2 });
    expect(request("/fr/terms").page).toBe("not-found");
  });

  it("redirects to the page's own address, keeping the query, never to another host", () => {
    expect(route("/de")).toEqual({ kind: "redirect", location: "/de/" });
    expect(route("/en/terms", { currency: "EUR" })).toEqual({ kind: "redirect", location: "/terms?currency=EUR" });
    expect(route("/index.html")).toEqual({ kind: "redirect", location: "/" });
    expect(route("/de/terms/")).toEqual({ kind: "redirect", location: "/de/terms" });
    expect(route("/en//evil.example")).toEqual({ kind: "redirect", location: "/evil.example" });
  });

  it("shows a currency from the query (to be remembered), else the remembered one, else the site's default", () => {
    expect(route("/", { currency: " eur " })).toMatchObject({ kind: "page", request: { currency: "EUR" }, rememberCurrency: "EUR" });
    const remembered = route("/", {}, "EUR");
    expect(remembered).toMatchObject({ kind: "page", request: { currency: "EUR" } });
    expect(remembered).not.toHaveProperty("rememberCurrency");
    expect(request("/")).toMatchObject({ currency: "USD", offeredCurrencies: ["USD", "EUR"] });
    expect(request("/")).not.toHaveProperty("unavailableCurrency");
    // GBP is enabled, but no plan has a price in it: not offered, and the page says so when it is asked for.
    expect(request("/", { currency: "GBP" })).toMatchObject({ currency: "USD", unavailableCurrency: "GBP" });
    expect(request("/", {}, "GBP").currency).toBe("USD");
    expect(request("/", { currency: "<b>" })).not.toHaveProperty("unavailableCurrency");
  });

  it("knows the locations page and a compare page of an active category; takes the chosen location from the query (to be remembered), else the cookie", () => {
    const withLocations = site((data) => {
      data.locations = [{ ...LOCATION_DEFAULTS, id: 1, key: "fra", name: "Frankfurt", country: "DE", display_order: 0 }];
    });
    const pick = (path: string, query: Record<string, string>, cookie?: string) =>
      routePublicPage(
        { path, querystring: new URLSearchParams(query).toString(), query, currencyCookie: undefined, locationCookie: cookie },
        {
          data: withLocations,
          status: STATUS,
          now: NOW,
          factCount: 5,
        },
      );
    expect(pick("/de/locations", {})).toMatchObject({ kind: "page", request: { page: "locations", language: "de", location: null } });
    expect(pick("/compare/vps", {})).toMatchObject({ kind: "page", request: { page: "compare", compareKey: "vps" } });
    expect(pick("/compare/nothing", {})).toMatchObject({ kind: "page", request: { page: "not-found", compareKey: null } });
    expect(pick("/", { location: " FRA " })).toMatchObject({ kind: "page", request: { location: "fra" }, rememberLocation: "fra" });
    const remembered = pick("/", {}, "fra");
    expect(remembered).toMatchObject({ kind: "page", request: { location: "fra" } });
    expect(remembered).not.toHaveProperty("rememberLocation");
    expect(pick("/", { location: "ams" }, "fra")).toMatchObject({ request: { location: "fra" } });
    expect(pick("/", { location: "ams" })).not.toHaveProperty("rememberLocation");
    expect(pick("/", {}, "ams")).toMatchObject({ request: { location: null } });
  });

  it("reads the data once: the page, its data and its status are of one moment", () => {
    const data = site();
    const found = request("/", { contact: "sent" }, undefined, data);
    expect(found.data).toBe(data);
    expect(found).toMatchObject({ status: STATUS, now: NOW, contactNotice: { phase: "success" } });
    expect(request("/terms", { contact: "sent" }).contactNotice).toBeNull();
  });

  it("is the maintenance page on every path while maintenance mode is on, the health checks excepted", () => {
    const maintenance = site((data) => {
      data.site_settings.maintenance_mode = true;
    });
    expect(request("/de/terms", {}, undefined, maintenance)).toMatchObject({ page: "maintenance", language: "de", customPage: null });
    expect(request("/healthz", {}, undefined, maintenance).page).toBe("not-found");
    expect(route("/de", {}, undefined, maintenance)).toEqual({ kind: "redirect", location: "/de/" });
  });
});
