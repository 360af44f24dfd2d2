import { describe, expect, it } from "vitest";
import {
  fillOrderTemplate,
  goOrderAddress,
  NO_ORDER_ADDRESS,
  ORDER_TERMS,
  orderAddress,
  orderAddresses,
  orderLocationValue,
  unknownPlaceholders,
  type GoOrderLink,
  type OrderPlan,
  type OrderSite,
} from "./orderLink";

const BLESTA_TEMPLATE = "https://billing.example/order/main/packages/hosting/?group_id=3&pricing_id={pricing_id}&coupon={promo}&language={lang}";

const plan = (fields: Partial<OrderPlan> = {}): OrderPlan => ({
  id: 7,
  order_url: "",
  blesta_package_id: 12,
  pricing_ids: { monthly: 1201, annual: 1203 },
  ...fields,
});
const site = (fields: Partial<OrderSite> = {}): OrderSite => ({ order_url_template: "", billing_url: "https://billing.example/store", ...fields });
const choice = { term: "monthly" as const, currency: "EUR", lang: "de", promo: "SAVE10" };

describe("orderAddress: which address", () => {
  it("takes the plan's order_url first, then the site's template, then billing_url, then the contact form", () => {
    const withAll = orderAddress(plan({ order_url: "https://shop.example/p/{plan_id}" }), site({ order_url_template: "https://t.example/{plan_id}" }), choice);
    expect(withAll).toBe("https://shop.example/p/7");
    expect(orderAddress(plan(), site({ order_url_template: "https://t.example/{plan_id}" }), choice)).toBe("https://t.example/7");
    expect(orderAddress(plan(), site(), choice)).toBe("https://billing.example/store");
    expect(orderAddress(plan(), site({ billing_url: "" }), choice)).toBe(NO_ORDER_ADDRESS);
  });

  it("uses an address without placeholders exactly as written (no re-encoding, no normalising)", () => {
    const odd = "https://shop.example/Order Now/?a=%20b&c={x}#frag";
    expect(orderAddress(plan({ order_url: odd }), site(), choice)).toBe(odd);
    expect(orderAddress(plan(), site({ order_url_template: "HTTPS://Shop.Example:443/a/../b" }), choice)).toBe("HTTPS://Shop.Example:443/a/../b");
    expect(orderAddress(plan(), site({ billing_url: "https://billing.example/{plan_id}" }), choice)).toBe("https://billing.example/{plan_id}");
  });

  it("fills Blesta's order form address for the chosen term, currency, language and promo code", () => {
    const address = orderAddress(plan(), site({ order_url_template: BLESTA_TEMPLATE }), { ...choice, term: "annual" });
    expect(address).toBe("https://billing.example/order/main/packages/hosting/?group_id=3&pricing_id=1203&coupon=SAVE10&language=de");
  });
});

describe("orderAddress: placeholders", () => {
  const every = "https://o.example/?p={plan_id}&b={blesta_package_id}&i={pricing_id}&t={term}&c={currency}&l={lang}&x={promo}";

  it("fills every placeholder", () => {
    expect(orderAddress(plan(), site({ order_url_template: every }), choice)).toBe("https://o.example/?p=7&b=12&i=1201&t=monthly&c=EUR&l=de&x=SAVE10");
  });

  it("fills each term's own pricing id, and an empty one for a term the plan has none for", () => {
    const filled = ORDER_TERMS.map((term) => orderAddress(plan(), site({ order_url_template: "{term}:{pricing_id}" }), { ...choice, term }));
    expect(filled).toEqual(["monthly:1201", "quarterly:", "semiannual:", "annual:1203", "biennial:", "triennial:"]);
  });

  it("fills unknown values in empty: no package, no pricing ids, no promo code", () => {
    const bare = plan({ blesta_package_id: null, pricing_ids: undefined });
    expect(orderAddress(bare, site({ order_url_template: every }), { term: "monthly", currency: "USD", lang: "en" })).toBe(
      "https://o.example/?p=7&b=&i=&t=monthly&c=USD&l=en&x=",
    );
  });

  it("URL-encodes every value it fills in", () => {
    const address = orderAddress(plan(), site({ order_url_template: "https://o.example/?promo={promo}&lang={lang}" }), {
      ...choice,
      lang: "pt-BR",
      promo: "A&B=C/D? E#F%",
    });
    expect(address).toBe("https://o.example/?promo=A%26B%3DC%2FD%3F%20E%23F%25&lang=pt-BR");
    expect(new URL(address).searchParams.get("promo")).toBe("A&B=C/D? E#F%");
  });

  it("fills a placeholder each time it appears, and leaves other braces alone", () => {
    expect(fillOrderTemplate("/{plan_id}/{plan_id}/{other}/{PLAN_ID}/{ plan_id }", { plan_id: 3 })).toBe("/3/3/{other}/{PLAN_ID}/{ plan_id }");
  });

  it("never fills a value in twice (a value that looks like a placeholder stays text)", () => {
    expect(fillOrderTemplate("{promo}-{lang}", { promo: "{lang}", lang: "de" })).toBe("%7Blang%7D-de");
  });
});

describe("orderAddresses: what a public plan answer carries", () => {
  it("fills each term's address but leaves {promo} for the page, which then gives the same address as orderAddress", () => {
    const addresses = orderAddresses(plan(), site({ order_url_template: BLESTA_TEMPLATE }), ["monthly", "annual"], { currency: "EUR", lang: "de" });
    expect(addresses).toEqual({
      monthly: "https://billing.example/order/main/packages/hosting/?group_id=3&pricing_id=1201&coupon={promo}&language=de",
      annual: "https://billing.example/order/main/packages/hosting/?group_id=3&pricing_id=1203&coupon={promo}&language=de",
    });
    for (const promo of ["", "SAVE10", "A&B"]) {
      expect(fillOrderTemplate(addresses.annual!, { promo })).toBe(
        orderAddress(plan(), site({ order_url_template: BLESTA_TEMPLATE }), { ...choice, term: "annual", promo }),
      );
    }
  });

  it("answers billing_url (or the contact form) for every term when nothing else is set", () => {
    expect(orderAddresses(plan(), site(), ["monthly", "quarterly"], { currency: "USD", lang: "en" })).toEqual({
      monthly: "https://billing.example/store",
      quarterly: "https://billing.example/store",
    });
    expect(orderAddresses(plan(), site({ billing_url: "" }), ["monthly"], { currency: "USD", lang: "en" })).toEqual({ monthly: NO_ORDER_ADDRESS });
  });

  it("never lets a filled value turn into a placeholder the page would fill", () => {
    const addresses = orderAddresses(plan(), site({ order_url_template: "https://o.example/{lang}/{promo}" }), ["monthly"], {
      currency: "USD",
      lang: "{promo}",
    });
    expect(fillOrderTemplate(addresses.monthly!, { promo: "X" })).toBe("https://o.example/%7Bpromo%7D/X");
  });
});

describe("unknownPlaceholders", () => {
  it("names the placeholders that are not order placeholders, once each", () => {
    expect(unknownPlaceholders("https://x.example/{plan_id}/{plan}/{plan}?c={currency}&q={qty}")).toEqual(["plan", "qty"]);
    expect(unknownPlaceholders(BLESTA_TEMPLATE)).toEqual([]);
    expect(unknownPlaceholders("https://x.example/")).toEqual([]);
  });
});

describe("orderLocationValue: what {location} becomes", () => {
  const locations = new Map([
    ["fra", { key: "fra", order_value: "eu-central" }],
    ["ams", { key: "ams", order_value: "" }],
    ["nyc", { key: "nyc", order_value: "  " }],
  ]);
  const offered = [
    { key: "fra", sold_out: true },
    { key: "ams", sold_out: false },
    { key: "nyc", sold_out: false },
  ];

  it("is the chosen location's order value while the plan is offered there and not sold out, else the first open location's", () => {
    expect(orderLocationValue(offered, "nyc", locations)).toBe("nyc");
    expect(orderLocationValue(offered, "fra", locations)).toBe("ams");
    expect(orderLocationValue(offered, "lon", locations)).toBe("ams");
    expect(orderLocationValue(offered, null, locations)).toBe("ams");
    expect(orderLocationValue([{ key: "fra", sold_out: false }], null, locations)).toBe("eu-central");
  });

  it("is empty when the plan states no location or is sold out in each", () => {
    expect(orderLocationValue([], "fra", locations)).toBe("");
    expect(orderLocationValue([{ key: "fra", sold_out: true }], "fra", locations)).toBe("");
  });

  it("is filled URL-encoded into an order address; {location} is a known placeholder", () => {
    const address = orderAddress(plan(), site({ order_url_template: "https://t.example/{plan_id}?dc={location}" }), { ...choice, location: "eu central/1" });
    expect(address).toBe("https://t.example/7?dc=eu%20central%2F1");
    expect(orderAddress(plan(), site({ order_url_template: "https://t.example/?dc={location}" }), choice)).toBe("https://t.example/?dc=");
    expect(unknownPlaceholders("https://t.example/?dc={location}&r={region}")).toEqual(["region"]);
  });
});

describe("goOrderAddress: the site's own order link", () => {
  it("names the plan, term, currency and language as a form query, {promo} left for the page, the location encoded", () => {
    expect(goOrderAddress({ plan: 7, term: "annual", currency: "EUR", lang: "pt-BR", location: "fra 1/b" })).toBe(
      "/go/order?plan=7&term=annual&currency=EUR&lang=pt-BR&promo={promo}&location=fra%201%2Fb",
    );
    // Any other value is written as URLSearchParams writes it.
    const odd = { plan: 7, term: "annual", currency: "E U+R", lang: "x'(y)~!", location: "" } as unknown as GoOrderLink;
    const expected = new URLSearchParams({ plan: "7", term: "annual", currency: "E U+R", lang: "x'(y)~!" }).toString();
    expect(goOrderAddress(odd)).toBe(`/go/order?${expected}&promo={promo}&location=`);
  });
});
