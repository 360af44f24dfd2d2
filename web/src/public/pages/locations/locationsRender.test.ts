import { describe, expect, it } from "vitest";
import type { PublicCategory, PublicLocation, PublicPlan } from "../../../../../common/contracts";
import { PLAN_DEFAULTS } from "../../../../../common/contracts/plans";
import type { Language } from "../../../../../common/i18n/languages";
import type { PageKind } from "../../../../../common/publicPages";
import { articleOf, markupText } from "../../../../../server/test/pageMarkup";
import { render } from "../../entry-server";
import { testPageData } from "../../../../test/publicPageData";

/** The locations page and the plan cards' location choice, rendered as the server renders them (no scripts). */
const location = (fields: Partial<PublicLocation> & Pick<PublicLocation, "key" | "name" | "country">): PublicLocation => ({
  id: 0,
  city: "",
  latency_url: "",
  looking_glass_url: "",
  test_ipv4: "",
  test_ipv6: "",
  display_order: 0,
  status: "unknown",
  ...fields,
});

const LOCATIONS = [
  location({
    id: 1,
    key: "fra",
    name: "FRA1",
    city: "Frankfurt",
    country: "DE",
    status: "up",
    latency_url: "https://fra.example/ping",
    looking_glass_url: "https://lg.fra.example/",
    test_ipv4: "192.0.2.10",
    test_ipv6: "2001:db8::10",
  }),
  location({ id: 2, key: "ams", name: "AMS1", city: "Amsterdam", country: "NL", status: "down" }),
  location({ id: 3, key: "nyc", name: "NYC1", city: "New York", country: "US", status: "maintenance", latency_url: "https://nyc.example/ping" }),
];

const plan = (id: number, name: string, locations: { key: string; sold_out: boolean }[], fields: Partial<PublicPlan> = {}) =>
  ({
    ...PLAN_DEFAULTS,
    id,
    name,
    type: "vps",
    category_key: "vps",
    price: 10,
    currency: "USD",
    tax: { display: "none", rate: 0, label: "VAT" },
    order_urls: { monthly: `https://billing.example/order/${id}?location=fra` },
    locations,
    ...fields,
  }) as unknown as PublicPlan;

const PLANS = [
  plan(11, "VPS Small", [
    { key: "fra", sold_out: false },
    { key: "ams", sold_out: true },
  ]),
  plan(12, "VPS Large", [{ key: "ams", sold_out: true }]),
];

const CATEGORY = {
  id: 1,
  key: "vps",
  display_name: "VPS",
  description: "",
  section_title: "",
  section_description: "",
  type: "vps",
  sub_type: "",
  is_active: true,
  display_order: 0,
  supports_custom_features: false,
  supports_containers: false,
} as PublicCategory;

function page(kind: PageKind, fields: { language?: Language; location?: string | null; locations?: PublicLocation[]; plans?: PublicPlan[] } = {}): string {
  const language = fields.language ?? "en";
  const data = testPageData({
    page: kind,
    plans: fields.plans ?? PLANS,
    categories: [CATEGORY],
    locations: fields.locations ?? LOCATIONS,
  });
  data.locale = { ...data.locale, language, languages: ["en", "de"], location: fields.location ?? null };
  const path = language === "en" ? "/locations" : `/${language}/locations`;
  const rendered = render(data, { publicUrl: "https://orbit.example", path });
  return `${rendered.head}\n${rendered.html}`;
}

const card = (html: string, key: string) => articleOf(html, `data-location-card="${key}"`);
const text = markupText;

describe("the locations page without scripts", () => {
  it("says each location's status in words, offers its test addresses to copy, lists its plans with the sold-out ones marked", () => {
    const html = page("locations");
    expect([...html.matchAll(/data-location-card="([a-z]+)"/g)].map((match) => match[1])).toEqual(["fra", "ams", "nyc"]);
    const status = (key: string) => text(/<p class="location-status[^"]*">(.*?)<\/p>/.exec(card(html, key))?.[1] ?? "");
    expect(["fra", "ams", "nyc"].map(status)).toEqual(["Operational", "Down", "Under maintenance"]);
    expect(card(html, "fra")).toContain('aria-label="Copy 192.0.2.10"');
    expect(card(html, "fra")).toContain('data-latency-for="fra"');
    expect(text(card(html, "ams"))).toContain("VPS Small (sold out) VPS Large (sold out)");
    expect(text(card(html, "ams"))).toContain("Latency: no latency test");
    expect(text(card(html, "nyc"))).toContain("No plans are offered here yet.");
    expect(card(html, "ams")).toContain('href="/locations?location=ams"');
  });

  it("gives the latency test only the locations with a test address, its button disabled until the script starts", () => {
    const html = page("locations");
    const data = /data-locations="([^"]*)"/.exec(html)?.[1].replace(/&quot;/g, '"') ?? "";
    expect(JSON.parse(data)).toEqual([
      { key: "fra", name: "FRA1", url: "https://fra.example/ping" },
      { key: "nyc", name: "NYC1", url: "https://nyc.example/ping" },
    ]);
    expect(html).toMatch(/<button type="button" class="btn btn--outline latency-button"[^>]*disabled="">Test my latency<\/button>/);
    expect(html).toMatch(/class="latency-result" role="status"/);
  });

  it("marks the chosen location", () => {
    const html = page("locations", { location: "ams" });
    expect(card(html, "ams")).toContain("data-chosen");
    expect(card(html, "fra")).not.toContain("data-chosen");
  });

  it("is in the page's language: country names, texts, links, head", () => {
    const html = page("locations", { language: "de" });
    expect(text(card(html, "fra"))).toContain("Frankfurt, Deutschland");
    expect(card(html, "fra")).toContain('aria-label="Flagge: Deutschland"');
    expect(text(card(html, "fra"))).toContain("In Betrieb");
    expect(card(html, "fra")).toContain('<a href="/de/#vps">VPS Small</a>');
    expect(card(html, "fra")).toContain('href="/de/locations?location=fra"');
    expect(html).toContain("<title>Unsere Standorte | Acme</title>");
    expect(html).toContain('<link rel="canonical" href="https://orbit.example/de/locations">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://orbit.example/locations">');
  });

  it("says so when there are no locations, and the footer links the page only while there are", () => {
    const empty = page("locations", { locations: [] });
    expect(empty).toContain("No locations are listed yet.");
    expect(empty).not.toContain(">Our locations</a>");
    expect(empty).not.toContain("latency-test");
    expect(page("home")).toContain('href="/locations">Our locations</a>');
  });
});

describe("the location choice on plan cards without scripts", () => {
  it("offers the category's locations as a GET form back at its section, sold-out ones marked", () => {
    const html = page("home");
    const form = html.slice(html.indexOf('<form class="location-form"'), html.indexOf("</form>", html.indexOf('<form class="location-form"')));
    expect(form).toContain('action="#vps" method="get"');
    expect([...form.matchAll(/<option value="([a-z]*)"[^>]*>([^<]*)</g)].map((match) => [match[1], match[2]])).toEqual([
      ["", "Choose a location"],
      ["fra", "FRA1 (Germany)"],
      ["ams", "AMS1 (Netherlands) (sold out)"],
    ]);
    expect(html).toContain('href="/locations">About our locations</a>');
  });

  it("selects the chosen location and says where a plan is sold out there", () => {
    const html = page("home", { location: "ams" });
    expect(html).toMatch(/<option value="ams" selected="">/);
    const small = articleOf(html, 'data-plan-id="11"');
    expect(small).toContain('<p class="plan-location-note">Sold out in Amsterdam</p>');
    const chosenFra = page("home", { location: "fra" });
    const smallFra = articleOf(chosenFra, 'data-plan-id="11"');
    // The line is kept (empty) so that a choice never moves the card's rows.
    expect(smallFra).toContain('<p class="plan-location-note"></p>');
  });

  it("shows no choice for a category whose plans state no location", () => {
    const html = page("home", { plans: [plan(13, "VPS Plain", [])] });
    expect(html).toContain("VPS Plain");
    expect(html).not.toContain("location-form");
    expect(html).not.toContain("plan-location-note");
  });
});
