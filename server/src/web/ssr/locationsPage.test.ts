import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleOf, markupText } from "../../../test/pageMarkup";
import { orderTarget } from "../../../test/orderLinks";
import { renderedPage as renderedPageOf, startSsrTestSite, type SsrTestSite } from "../../../test/ssrTestSite";

/** The locations page (/locations, /{lang}/locations) and the plans' location choice, as the real renderer makes them, without scripts. */
const PUBLIC_URL = "https://orbit.example";

let site: SsrTestSite;
let planId: number;
const locationIds: Record<string, number> = {};

async function admin(path: string, method: string, body?: unknown) {
  const answer = await site.api(path, { method, token: site.token, body });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { id: number };
}

const renderedPage = (path: string) => renderedPageOf(site.api, path);
const get = (path: string, headers: Record<string, string> = {}) => fetch(site.server.url + path, { headers, redirect: "manual" });

const card = (html: string, key: string) => articleOf(html, `data-location-card="${key}"`);
const planCard = (html: string, id: number) => articleOf(html, `data-plan-id="${id}"`);
const text = markupText;

beforeAll(async () => {
  site = await startSsrTestSite({ PUBLIC_URL });
  await admin("/api/admin/site-settings", "PUT", {
    languages: ["en", "de"],
    order_url_template: "https://billing.example/order/{plan_id}?term={term}&location={location}",
  });
  for (const [index, fields] of [
    {
      key: "fra",
      name: "FRA1",
      city: "Frankfurt",
      country: "DE",
      latency_url: "https://fra.speed.example/ping",
      looking_glass_url: "https://lg.fra.example/",
      test_ipv4: "192.0.2.10",
      test_ipv6: "2001:db8::10",
      order_value: "eu-central",
      translations: { de: { city: "Frankfurt am Main" } },
    },
    { key: "ams", name: "AMS1", city: "Amsterdam", country: "NL", order_value: "eu-west" },
  ].entries()) {
    locationIds[fields.key] = (await admin("/api/admin/locations", "POST", { ...fields, display_order: index })).id;
  }
  planId = (
    await admin("/api/admin/hosting-plans", "POST", {
      name: "Edge Plan",
      type: "shared",
      category_key: "hosting",
      price: 7,
      locations: [
        { key: "fra", sold_out: false },
        { key: "ams", sold_out: true },
      ],
    })
  ).id;
});
afterAll(() => site?.stop());

describe("the locations page", () => {
  it("lists every location in the administrator's order with its country, flag, status, looking glass, test addresses and plans", async () => {
    const answer = await renderedPage("/locations");
    expect(answer.status).toBe(200);
    const html = answer.text;
    expect([...html.matchAll(/data-location-card="([a-z]+)"/g)].map((match) => match[1])).toEqual(["fra", "ams"]);
    const fra = card(html, "fra");
    expect(fra).toContain('role="img" aria-label="Flag of Germany">🇩🇪</span>');
    expect(text(fra)).toContain("FRA1 Frankfurt, Germany");
    // No monitors: its status is unknown, said in words.
    expect(text(fra)).toContain("Status unknown");
    expect(fra).toContain('href="https://lg.fra.example/"');
    expect(fra).toContain(">192.0.2.10</code>");
    expect(fra).toContain(">2001:db8::10</code>");
    expect(fra).toContain('<a href="/#hosting">Edge Plan</a>');
    expect(text(card(html, "ams"))).toContain("Edge Plan (sold out)");
    expect(text(card(html, "ams"))).toContain("Latency: no latency test");
    // No visitor's order value reaches the page.
    expect(html).not.toContain("eu-central");
    expect(html).toContain("<title>Our locations | ");
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/locations">`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="${PUBLIC_URL}/de/locations">`);
  });

  it("is in the page's language under /{lang}/", async () => {
    const html = (await renderedPage("/de/locations")).text;
    expect(text(card(html, "fra"))).toContain("FRA1 Frankfurt am Main, Deutschland");
    expect(card(html, "fra")).toContain('aria-label="Flagge: Deutschland"');
    expect(card(html, "fra")).toContain('<a href="/de/#hosting">Edge Plan</a>');
    expect(html).toContain('<h1 class="locations-title">Unsere Standorte</h1>');
  });

  it("shows a change to a location at once", async () => {
    await admin(`/api/admin/locations/${locationIds.ams}`, "PUT", { name: "AMS2" });
    try {
      expect(text(card((await renderedPage("/locations")).text, "ams"))).toContain("AMS2");
    } finally {
      await admin(`/api/admin/locations/${locationIds.ams}`, "PUT", { name: "AMS1" });
    }
  });

  it("remembers a location chosen by its link like the currency, and marks it", async () => {
    const answer = await get("/locations?location=ams");
    // The currency's attributes: a year, the whole site, HttpOnly, SameSite=Lax.
    const attributes = (answer.headers.get("set-cookie") ?? "").toLowerCase().split(/;\s*/);
    expect(attributes).toEqual(expect.arrayContaining(["location=ams", "path=/", "samesite=lax", "httponly"]));
    expect(answer.headers.get("vary")).toMatch(/Cookie/);
    const html = await answer.text();
    expect(card(html, "ams")).toContain("data-chosen");
    expect(card(html, "fra")).not.toContain("data-chosen");
  });

  it("is linked from the footer and listed in the sitemap in every language while there are locations", async () => {
    const home = (await renderedPage("/")).text;
    expect(home).toContain('<a href="/locations">Our locations</a>');
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${PUBLIC_URL}/locations</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/de/locations</loc>`);
  });
});

describe("the plans' location choice without scripts", () => {
  it("offers the category's locations in a GET form; the order link follows the chosen location, and a card says where its plan is sold out", async () => {
    const html = (await renderedPage("/")).text;
    const form = html.slice(html.indexOf('<form class="location-form"'), html.indexOf("</form>", html.indexOf('<form class="location-form"')));
    expect(form).toContain('action="#hosting" method="get"');
    expect(text(form)).toContain("FRA1 (Germany)");
    expect(text(form)).toContain("AMS1 (Netherlands) (sold out)");
    // No choice yet: the plan's first location that is not sold out.
    const orderLink = (markup: string) => /<a class="btn[^"]*plan-order[^"]*" href="([^"]*)"/.exec(planCard(markup, planId))![1];
    expect(await orderTarget(site.server.url, orderLink(html))).toBe(`https://billing.example/order/${planId}?term=monthly&location=eu-central`);

    const chosen = await get("/?location=ams");
    const chosenHtml = await chosen.text();
    expect(chosenHtml).toMatch(/<option value="ams" selected="">/);
    expect(planCard(chosenHtml, planId)).toContain('<p class="plan-location-note">Sold out in Amsterdam</p>');
    // Sold out there: the order still goes where the plan is offered.
    expect(orderLink(chosenHtml)).toContain("location=ams");
    expect(await orderTarget(site.server.url, orderLink(chosenHtml))).toBe(`https://billing.example/order/${planId}?term=monthly&location=eu-central`);
  });
});
