import { get as httpGet } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languagePathSegment, SUPPORTED_LANGUAGES } from "../../../../common/i18n/languages";
import { orderLinkFor } from "../../../../common/orderLink";
import { installTestSite } from "../../../test/fixtures/testSite";
import { orderTarget } from "../../../test/orderLinks";
import { sourceSsrBuild, type SourceSsrBuild } from "../../../test/sourceSsrBuild";
import { startTestServer, type TestServer } from "../../../test/testServer";

/** The public pages in several languages and currencies, with the real app and the real renderer. */
const PUBLIC_URL = "https://orbit.example";

let build: SourceSsrBuild;
let server: TestServer;
let token: string;
let planId: number;

const settings = (body: Record<string, unknown>) => server.api("/api/admin/site-settings", { method: "PUT", token, body });
const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers, redirect: "manual" });

/** A GET of `path` exactly as written (fetch would turn a backslash into a slash first). */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(`${server.url}/`, { path }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
    });
    request.on("error", reject);
  });
}

/**
 * Our own markup's tags of one kind, as attribute maps (the renderer writes attributes in double quotes, a value with
 * double quotes of its own in single quotes).
 */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries(
      [...match[1].matchAll(/\s([a-zA-Z:-]+)=(?:"([^"]*)"|'([^']*)')/g)].map((attribute) => [attribute[1].toLowerCase(), attribute[2] ?? attribute[3]]),
    ),
  );
}

/** The plan card of `planId`: its markup up to the end of the article. */
function card(html: string, id: number): string {
  const start = html.indexOf(`data-plan-id="${id}"`);
  expect(start, `card ${id}`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</article>", start));
}

const text = (markup: string) => markup.replace(/<[^<>]*>/g, "").replace(/&amp;/g, "&");

beforeAll(async () => {
  build = await sourceSsrBuild();
  server = await startTestServer({ env: { ...build.env, PUBLIC_URL } });
  await installTestSite(server.site.deps.store);
  token = await server.login();
  const saved = await settings({
    languages: ["en", "de", "pt-BR"],
    default_language: "en",
    currencies: ["USD", "EUR"],
    default_currency: "USD",
    tax_display: "none",
    order_url_template: "https://billing.example/order/{plan_id}/{term}?currency={currency}&lang={lang}&promo={promo}",
    translations: { de: { tax_label: "MwSt." } },
  });
  expect(saved.status, saved.text).toBe(200);
  // EUR is offered to visitors only while every plan has a price in it.
  for (const existing of (await server.api("/api/admin/hosting-plans", { token })).body as Array<{ id: number; price: number }>) {
    const priced = await server.api(`/api/admin/hosting-plans/${existing.id}`, {
      method: "PUT",
      token,
      body: { currency_prices: { EUR: { price: existing.price } } },
    });
    expect(priced.status, priced.text).toBe(200);
  }
  const plan = await server.api("/api/admin/hosting-plans", {
    method: "POST",
    token,
    body: {
      name: "Locale Plan",
      type: "shared",
      category_key: "hosting",
      price: 5,
      pricing: { annual: 54 },
      currency_prices: { EUR: { price: 4.99, pricing: { annual: 47.88 } } },
      translations: { de: { name: "Sprachtarif" } },
    },
  });
  expect(plan.status, plan.text).toBe(200);
  planId = plan.body.id;
  const page = await server.api("/api/admin/pages", { method: "POST", token, body: { slug: "locale-about", title: "About", body: "Hi", published: true } });
  expect(page.status, page.text).toBe(200);
});
afterAll(async () => {
  await server?.stop();
  await build?.remove();
});

describe("addresses per language", () => {
  it("serves the default language at / and every other enabled language under /{lang}/", async () => {
    for (const path of ["/", "/terms", "/privacy", "/locale-about", "/de/", "/de/terms", "/pt-br/privacy", "/de/locale-about", "/pt-br/"]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it("answers 404 for a language that is not enabled, an unknown one and unknown pages in a language", async () => {
    for (const path of ["/fr/", "/fr/terms", "/it/locale-about", "/xx/", "/xx/terms", "/de/nothing-here", "/DE/", "/pt-BR/"]) {
      expect((await get(path)).status, path).toBe(404);
    }
    const html = await (await get("/de/nothing-here")).text();
    expect(tags(html, "a").find((a) => a.class === "btn btn--light")?.href).toBe("/de/");
  });

  it("redirects /de to /de/, a trailing slash away, and the default language's prefix to its own address", async () => {
    const cases: [string, string][] = [
      ["/de", "/de/"],
      ["/de/terms/", "/de/terms"],
      ["/de/locale-about/", "/de/locale-about"],
      ["/en/terms", "/terms"],
      ["/en", "/"],
      ["/de?currency=EUR", "/de/?currency=EUR"],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("location"), from).toBe(to);
    }
  });

  it("never sends a browser to another host, whatever follows a language prefix", async () => {
    const hostile = ["//evil.example", "/\\evil.example", "/%2F%2Fevil.example", "/%5Cevil.example", "/\\/evil.example", "//evil.example/terms"];
    const seen: string[] = [];
    // Every supported language's prefix: the default one (redirected), enabled ones and ones not enabled.
    for (const prefix of ["", ...SUPPORTED_LANGUAGES.map((language) => `/${languagePathSegment(language)}`)]) {
      for (const rest of hostile) {
        for (const path of [`${prefix}${rest}`, `${prefix}${rest}/`]) {
          const { status, location } = await rawGet(path);
          if (location === undefined) {
            expect([200, 404], path).toContain(status);
            continue;
          }
          seen.push(`${path} -> ${location}`);
          expect(status, path).toBe(301);
          expect(location, path).toMatch(/^\/(?![/\\])/);
          expect(new URL(location, server.url).host, path).toBe(new URL(server.url).host);
        }
      }
    }
    // The default language's prefix and trailing slashes still redirect, to a path on the site.
    expect(seen).toContain("/en//evil.example -> /evil.example");
    expect(seen).toContain("/en/\\evil.example -> /evil.example");
  });

  it("never redirects by Accept-Language", async () => {
    const response = await get("/terms", { "Accept-Language": "de-DE,de;q=0.9" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(tags(html, "link").find((link) => link.rel === "canonical")?.href).toBe(`${PUBLIC_URL}/terms`);
  });

  it("gives each page its canonical address, alternates for every language plus x-default, and og:locale", async () => {
    const html = await (await get("/de/locale-about")).text();
    const links = tags(html, "link").filter((link) => link.rel === "canonical" || link.rel === "alternate");
    expect(links.map((link) => [link.rel, link.hreflang ?? "", link.href])).toEqual([
      ["canonical", "", `${PUBLIC_URL}/de/locale-about`],
      ["alternate", "en", `${PUBLIC_URL}/locale-about`],
      ["alternate", "de", `${PUBLIC_URL}/de/locale-about`],
      ["alternate", "pt-BR", `${PUBLIC_URL}/pt-br/locale-about`],
      ["alternate", "x-default", `${PUBLIC_URL}/locale-about`],
    ]);
    const ogLocales = (page: string) =>
      tags(page, "meta")
        .filter((meta) => meta.property?.startsWith("og:locale"))
        .map((meta) => [meta.property, meta.content]);
    expect(ogLocales(html)).toEqual([
      ["og:locale", "de_DE"],
      ["og:locale:alternate", "en_US"],
      ["og:locale:alternate", "pt_BR"],
    ]);
    expect(ogLocales(await (await get("/pt-br/")).text())[0]).toEqual(["og:locale", "pt_BR"]);
    expect(ogLocales(await (await get("/terms")).text())[0]).toEqual(["og:locale", "en_US"]);
  });

  it("keeps the page's links in its language and offers the same page in every language", async () => {
    const html = await (await get("/de/terms")).text();
    const hrefs = tags(html, "a").map((a) => a.href);
    expect(hrefs).toContain("/de/#hosting");
    expect(hrefs).toContain("/de/privacy");
    expect(hrefs).toContain("/de/");
    expect(hrefs).not.toContain("/privacy");
    const languageLinks = tags(html, "a").filter((a) => a.hreflang);
    expect(languageLinks.map((a) => [a.href, a.hreflang, a.lang, a["aria-current"] ?? ""])).toEqual([
      ["/terms", "en", "en", ""],
      ["/de/terms", "de", "de", "true"],
      ["/pt-br/terms", "pt-BR", "pt-BR", ""],
    ]);
    expect(text(html)).toContain("English");
    expect(text(html)).toContain("Português (Brasil)");
  });

  it("lists every page in every language in the sitemap, with alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    for (const path of [
      "/",
      "/de/",
      "/pt-br/",
      "/terms",
      "/de/terms",
      "/pt-br/terms",
      "/privacy",
      "/de/privacy",
      "/locale-about",
      "/de/locale-about",
      "/pt-br/locale-about",
    ]) {
      expect(locs, path).toContain(`${PUBLIC_URL}${path}`);
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="pt-BR" href="${PUBLIC_URL}/pt-br/terms"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/terms"/>`);
  });
});

describe("currencies", () => {
  it("shows the asked currency's prices and remembers a valid choice in a cookie; pages vary by it", async () => {
    const eur = await get("/de/?currency=EUR");
    expect(eur.status).toBe(200);
    const cookie = eur.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^currency=EUR;/);
    expect(cookie.toLowerCase()).toContain("path=/");
    expect(cookie.toLowerCase()).toContain("samesite=lax");
    expect(cookie.toLowerCase()).toMatch(/max-age=31536000|expires=/);
    expect(eur.headers.get("vary")).toMatch(/Cookie/);
    const html = await eur.text();
    expect(text(card(html, planId))).toContain("4,99\u00a0€/Monat");
    expect(text(card(html, planId))).toContain("Sprachtarif");

    const remembered = await get("/de/", { Cookie: "currency=EUR" });
    expect(remembered.headers.get("set-cookie")).toBeNull();
    expect(text(card(await remembered.text(), planId))).toContain("4,99\u00a0€/Monat");
    const english = await (await get("/", { Cookie: "currency=EUR" })).text();
    expect(text(card(english, planId))).toContain("€4.99/mo");
  });

  it("shows the default currency for an unknown or disabled one, without remembering it", async () => {
    for (const query of ["?currency=XYZ", "?currency=GBP", "?currency="]) {
      const response = await get(`/${query}`);
      expect(response.headers.get("set-cookie"), query).toBeNull();
      expect(text(card(await response.text(), planId)), query).toContain("$5/mo");
    }
    expect(text(card(await (await get("/", { Cookie: "currency=GBP" })).text(), planId))).toContain("$5/mo");
  });

  it("caches each currency's page apart: its own ETag, a 304 only for the same currency", async () => {
    const usd = await get("/terms");
    const eur = await get("/terms", { Cookie: "currency=EUR" });
    const usdTag = usd.headers.get("etag") ?? "";
    const eurTag = eur.headers.get("etag") ?? "";
    expect(usdTag).not.toBe("");
    expect(eurTag).not.toBe(usdTag);
    expect((await get("/terms", { Cookie: "currency=EUR", "If-None-Match": eurTag })).status).toBe(304);
    expect((await get("/terms", { "If-None-Match": eurTag })).status).toBe(200);
    const currencyLinks = tags(await eur.text(), "a").filter((a) => a.href?.includes("?currency="));
    expect(currencyLinks.map((a) => [a.href, a["aria-current"] ?? ""])).toEqual([
      ["/terms?currency=USD", ""],
      ["/terms?currency=EUR", "true"],
    ]);
  });
});

describe("tax and order links on the cards", () => {
  it("adds the tax when shown included, notes it in the page's language, and says so in the offers", async () => {
    expect((await settings({ tax_display: "inclusive", tax_rate: 19 })).status).toBe(200);
    const html = await (await get("/de/?currency=EUR")).text();
    const markup = card(html, planId);
    expect(text(markup)).toContain("5,94\u00a0€/Monat");
    expect(text(markup)).toContain("inkl. 19 % MwSt.");
    const offers = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]).hasOfferCatalog.itemListElement.flatMap(
      (catalog: { itemListElement?: unknown[] }) => catalog.itemListElement ?? [catalog],
    );
    expect(offers.find((offer: { name: string }) => offer.name === "Sprachtarif")).toMatchObject({
      price: "5.94",
      priceCurrency: "EUR",
      valueAddedTaxIncluded: true,
    });

    expect((await settings({ tax_display: "exclusive" })).status).toBe(200);
    const english = card(await (await get("/?currency=EUR")).text(), planId);
    expect(text(english)).toContain("€4.99/mo");
    expect(text(english)).toContain("excl. VAT");
    expect((await settings({ tax_display: "none" })).status).toBe(200);
    expect(text(card(await (await get("/")).text(), planId))).not.toMatch(/incl\.|excl\./);
  });

  it("links the monthly order address for the page's currency and language; the card's script points it at each term", async () => {
    const markup = card(await (await get("/pt-br/?currency=EUR")).text(), planId);
    // The site's own order link, which redirects to the order address built for them.
    const order = tags(markup, "a").find((a) => a.class?.includes("plan-order"));
    expect(order?.href).toBe(`/go/order?plan=${planId}&amp;term=monthly&amp;currency=EUR&amp;lang=pt-BR&amp;promo=&amp;location=`);
    expect(await orderTarget(server.url, order!.href)).toBe(`https://billing.example/order/${planId}/monthly?currency=EUR&lang=pt-BR&promo=`);
    // The card's script (planCard.client.ts) sets the term its price is for and the copied promo code.
    const article = tags(`<article ${markup}`, "article")[0];
    expect(article["data-enhance"]).toBe("plan-card");
    const views = JSON.parse(article["data-term-views"].replace(/&#39;/g, "'").replace(/&amp;/g, "&"));
    expect(Object.keys(views)).toEqual(["monthly", "annual"]);
    const href = order!.href.replace(/&amp;/g, "&");
    expect(await orderTarget(server.url, orderLinkFor(href, "monthly", "SAVE10"))).toBe(
      `https://billing.example/order/${planId}/monthly?currency=EUR&lang=pt-BR&promo=SAVE10`,
    );
    expect(await orderTarget(server.url, orderLinkFor(href, "annual", ""))).toBe(
      `https://billing.example/order/${planId}/annual?currency=EUR&lang=pt-BR&promo=`,
    );
  });
});

describe("the contact form without scripts", () => {
  it("posts the page's language and shows the outcome in it; each language and currency caches its own notice page", async () => {
    const german = await (await get("/de/")).text();
    expect(tags(german, "input").find((input) => input.name === "lang")).toMatchObject({ type: "hidden", value: "de" });
    const english = await (await get("/?contact=sent")).text();
    expect(text(english)).toContain("Thank you for your message!");
    const germanNotice = await (await get("/de/?contact=sent")).text();
    expect(text(germanNotice)).toContain("Vielen Dank für Ihre Nachricht!");
    expect(text(germanNotice)).not.toContain("Thank you for your message!");
    const euros = await (await get("/de/?contact=sent&currency=EUR")).text();
    expect(text(card(euros, planId))).toContain("4,99\u00a0€/Monat");
    expect(text(card(await (await get("/de/?contact=sent", { Cookie: "currency=USD" })).text(), planId))).toContain("5\u00a0$/Monat");
  });
});

describe("a currency a plan has no price in", () => {
  it("is not offered until the plan gets one: no switcher entry, ?currency= and the cookie give the default with a notice, one currency per page and answer", async () => {
    const created = await server.api("/api/admin/hosting-plans", {
      method: "POST",
      token,
      body: { name: "Dollar Only", type: "shared", category_key: "hosting", price: 7 },
    });
    expect(created.status, created.text).toBe(200);
    const dollarOnly = created.body.id as number;
    try {
      const asked = await get("/de/?currency=EUR");
      expect(asked.status).toBe(200);
      // Not remembered: the currency cannot be chosen.
      expect(asked.headers.get("set-cookie")).toBeNull();
      const html = await asked.text();
      const notice = tags(html, "p").find((p) => p["data-currency-notice"] !== undefined);
      expect(notice?.["data-currency-notice"]).toBe("EUR");
      expect(text(html)).toContain("Preise in EUR sind nicht verfügbar: Sie sehen die Preise in USD.");
      expect(text(card(html, planId))).toContain("5\u00a0$/Monat");
      expect(text(card(html, dollarOnly))).toContain("7\u00a0$/Monat");
      // One currency on the page: no euro price anywhere, no link to choose it.
      expect(text(html)).not.toContain("€");
      expect(tags(html, "a").filter((a) => a.href?.includes("?currency=") && a.href.startsWith("/"))).toEqual([]);
      expect(tags(html, "a").filter((a) => a.href?.includes("currency=EUR"))).toEqual([]);
      expect(tags(html, "details").some((details) => details["data-switcher"] === "currency")).toBe(false);

      // A remembered choice of it gives the default currency too, without a notice.
      const remembered = await (await get("/", { Cookie: "currency=EUR" })).text();
      expect(text(card(remembered, planId))).toContain("$5/mo");
      expect(remembered).not.toContain("data-currency-notice");
      // The home page without the query has no notice; an unknown code is ignored without one.
      expect(await (await get("/?currency=XYZ")).text()).not.toContain("data-currency-notice");

      // No alternate address or sitemap entry carries a currency.
      const links = tags(html, "link").filter((link) => link.rel === "alternate" || link.rel === "canonical");
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((link) => link.href.includes("currency"))).toEqual([]);
      expect(await (await get("/sitemap.xml")).text()).not.toContain("currency");

      // The public plan list answers every plan in the default currency, and says so.
      const list = (await (await get("/api/hosting-plans?currency=EUR")).json()) as Array<{ id: number; currency: string; price: number }>;
      expect(new Set(list.map((plan) => plan.currency))).toEqual(new Set(["USD"]));
      expect(list.find((plan) => plan.id === planId)).toMatchObject({ price: 5, currency: "USD" });

      // Priced in EUR: offered again.
      const priced = await server.api(`/api/admin/hosting-plans/${dollarOnly}`, { method: "PUT", token, body: { currency_prices: { EUR: { price: 6.5 } } } });
      expect(priced.status, priced.text).toBe(200);
      const offered = await get("/de/?currency=EUR");
      expect(offered.headers.get("set-cookie")).toMatch(/^currency=EUR;/);
      const euros = await offered.text();
      expect(euros).not.toContain("data-currency-notice");
      expect(text(card(euros, planId))).toContain("4,99\u00a0€/Monat");
      expect(text(card(euros, dollarOnly))).toContain("6,50\u00a0€/Monat");
      expect(
        tags(euros, "a")
          .filter((a) => a.href?.startsWith("/de/?currency="))
          .map((a) => a.href),
      ).toEqual(["/de/?currency=USD", "/de/?currency=EUR"]);
      const euroList = (await (await get("/api/hosting-plans?currency=EUR")).json()) as Array<{ currency: string }>;
      expect(new Set(euroList.map((plan) => plan.currency))).toEqual(new Set(["EUR"]));
    } finally {
      expect((await server.api(`/api/admin/hosting-plans/${dollarOnly}`, { method: "DELETE", token })).status).toBe(200);
    }
  });
});

describe("maintenance in the address's language", () => {
  it("answers 503 on every language's pages, its home link in that language", async () => {
    expect((await settings({ maintenance_mode: true })).status).toBe(200);
    try {
      const response = await get("/de/terms");
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(tags(html, "a").map((a) => a.href)).toContain("/de/");
      expect((await get("/fr/")).status).toBe(503);
    } finally {
      expect((await settings({ maintenance_mode: false })).status).toBe(200);
    }
  });
});
