import { describe, expect, it } from "vitest";
import { firstOrderAddress, ordersThroughSite } from "../components/orderAddress";
import { readTermViews, termViewsData } from "../components/termViewsData";
import { orderLinkFor } from "../../../../common/orderLink";
import { shownPrices, taxNote } from "../components/planPrice";
import { anchorHref, homeHref, pagePathOf } from "../links";
import { money } from "../../../../common/money";

describe("prices in the page's language and the plan's currency", () => {
  it("writes amounts as each language does", () => {
    expect(money("de", "EUR").format(4.99)).toBe("4,99\u00a0€");
    expect(money("en", "EUR").format(4.99)).toBe("€4.99");
    expect(money("en", "USD").format(5)).toBe("$5");
    expect(money("fr", "EUR").format(1234.5)).toBe("1\u202f234,50\u00a0€");
    expect(money("pt-BR", "BRL").format(4.99)).toBe("R$\u00a04,99");
  });

  it("splits the sign from the figure, on the side the language puts it", () => {
    expect(money("de", "EUR").parts(4.99)).toEqual({ before: "", amount: "4,99", after: "\u00a0€" });
    expect(money("en", "EUR").parts(4.99)).toEqual({ before: "€", amount: "4.99", after: "" });
    expect(money("nl", "EUR").parts(10)).toEqual({ before: "€\u00a0", amount: "10", after: "" });
    expect(money("en", "JPY").parts(500)).toEqual({ before: "¥", amount: "500", after: "" });
  });
});

describe("tax", () => {
  const plan = { price: 4.99, pricing: { annual: 47.88, quarterly: 14 } };

  it("adds the tax to every price when shown included, rounded to cents; leaves them as stored otherwise", () => {
    expect(shownPrices({ ...plan, tax: { display: "inclusive", rate: 19, label: "VAT" } })).toEqual({
      price: 5.94,
      pricing: { quarterly: 16.66, annual: 56.98 },
    });
    expect(shownPrices({ ...plan, tax: { display: "exclusive", rate: 19, label: "VAT" } })).toEqual({ price: 4.99, pricing: { quarterly: 14, annual: 47.88 } });
    expect(shownPrices({ ...plan, tax: { display: "none", rate: 19, label: "VAT" } })).toEqual({ price: 4.99, pricing: { quarterly: 14, annual: 47.88 } });
  });

  it("notes the tax in the page's language with the site's label", () => {
    expect(taxNote({ display: "inclusive", rate: 19, label: "VAT" }, "en")).toBe("incl. 19% VAT");
    expect(taxNote({ display: "inclusive", rate: 7.7, label: "MwSt." }, "de")).toBe("inkl. 7,7 % MwSt.");
    expect(taxNote({ display: "exclusive", rate: 19, label: "VAT" }, "en")).toBe("excl. VAT");
    expect(taxNote({ display: "exclusive", rate: 20, label: "TVA" }, "fr")).toBe("hors TVA");
    expect(taxNote({ display: "none", rate: 19, label: "VAT" }, "en")).toBe("");
  });
});

describe("order addresses", () => {
  const order_urls = { monthly: "https://b.example/order?term=monthly&promo={promo}", annual: "https://b.example/order?term=annual&promo={promo}" };
  const goLinks = {
    monthly: "/go/order?plan=7&term=monthly&currency=EUR&lang=pt-BR&promo={promo}&location=fra%201",
    annual: "/go/order?plan=7&term=annual&currency=EUR&lang=pt-BR&promo={promo}&location=fra%201",
  };

  it("renders the monthly term's address with no promo code", () => {
    expect(firstOrderAddress({ order_url: "", order_urls }, "https://billing.example")).toBe("https://b.example/order?term=monthly&promo=");
    expect(firstOrderAddress({ order_url: "", order_urls: goLinks }, "")).toBe("/go/order?plan=7&term=monthly&currency=EUR&lang=pt-BR&promo=&location=fra%201");
  });

  it("keeps an address without placeholders exactly", () => {
    expect(firstOrderAddress({ order_url: "", order_urls: { monthly: "https://b.example/cart?a={b}" } }, "")).toBe("https://b.example/cart?a={b}");
    expect(firstOrderAddress({ order_url: "", order_urls: {} }, "https://billing.example")).toBe("https://billing.example");
  });

  it("points the site's own order link at another term with the copied code; leaves any other address alone", () => {
    const rendered = firstOrderAddress({ order_url: "", order_urls: goLinks }, "");
    expect(ordersThroughSite({ order_urls: goLinks })).toBe(true);
    expect(orderLinkFor(rendered, "annual", "SPRING 10%")).toBe("/go/order?plan=7&term=annual&currency=EUR&lang=pt-BR&promo=SPRING+10%25&location=fra+1");
    expect(new URLSearchParams(orderLinkFor(rendered, "annual", "SPRING 10%").split("?")[1]).get("promo")).toBe("SPRING 10%");
    expect(orderLinkFor(orderLinkFor(rendered, "annual", "X"), "monthly", "")).toBe(
      "/go/order?plan=7&term=monthly&currency=EUR&lang=pt-BR&promo=&location=fra+1",
    );
    expect(ordersThroughSite({ order_urls })).toBe(false);
    expect(ordersThroughSite({ order_urls: {} })).toBe(false);
    expect(orderLinkFor("https://b.example/order?term=monthly&promo=", "annual", "X")).toBe("https://b.example/order?term=monthly&promo=");
    expect(orderLinkFor("#contact", "annual", "X")).toBe("#contact");
  });
});

describe("the term views a plan card carries for its script", () => {
  it("reads back every term's view, the saving and the shown term kept only where they differ", () => {
    const views = [
      ["monthly", { term: "monthly", amount: "4,99", note: "Monatlich abgerechnet", save: "" }],
      ["annual", { term: "annual", amount: "3,99", note: "47,88 € jährlich", save: "Spare 20 %" }],
      ["quarterly", { term: "monthly", amount: "4,99", note: "Nur monatlich", save: "" }],
    ] as const;
    const data = termViewsData(views);
    expect(data).toEqual({
      monthly: ["4,99", "Monatlich abgerechnet"],
      annual: ["3,99", "47,88 € jährlich", "Spare 20 %"],
      quarterly: ["4,99", "Nur monatlich", "", "monthly"],
    });
    expect(readTermViews(JSON.stringify(data))).toEqual(Object.fromEntries(views));
    expect(readTermViews(undefined)).toEqual({});
  });
});

describe("links in the page's language", () => {
  const de = { language: "de", defaultLanguage: "en" } as const;

  it("keeps anchors, legal pages, the status page, own pages and the home link in the page's language", () => {
    expect(homeHref(de)).toBe("/de/");
    expect(homeHref({ language: "en", defaultLanguage: "en" })).toBe("/");
    expect(anchorHref("#hosting", false, de)).toBe("/de/#hosting");
    expect(anchorHref("#hosting", true, de)).toBe("#hosting");
    expect(anchorHref("/terms", false, de)).toBe("/de/terms");
    expect(anchorHref("/about-us#team", false, de)).toBe("/de/about-us#team");
    expect(anchorHref("/status", false, de)).toBe("/de/status");
    expect(anchorHref("/", false, { language: "pt-BR", defaultLanguage: "en" })).toBe("/pt-br/");
  });

  it("leaves other addresses alone", () => {
    expect(anchorHref("/admin", false, de)).toBe("/admin");
    expect(anchorHref("/api/plans", false, de)).toBe("/api/plans");
    expect(anchorHref("https://example.com/terms", false, de)).toBe("https://example.com/terms");
    expect(anchorHref("//cdn.example/x", false, de)).toBe("//cdn.example/x");
    expect(anchorHref("/terms", false, { language: "en", defaultLanguage: "en" })).toBe("/terms");
  });

  // The old /^([^?#]*)(.*)$/ split took seconds on these (n² steps when the rest holds a line break) and then threw.
  it("splits a stored link of 100,000 characters in linear time", { timeout: 5_000 }, () => {
    const n = 100_000;
    const longPath = `/${"a".repeat(n)}#\n`;
    expect(anchorHref(longPath, false, de)).toBe(longPath);
    expect(anchorHref(`/terms#${"x".repeat(n)}\n`, false, de)).toBe(`/de/terms#${"x".repeat(n)}\n`);
    expect(anchorHref(`/about-us${"?".repeat(n)}`, false, de)).toBe(`/de/about-us${"?".repeat(n)}`);
  });

  it("knows each page's default-language path", () => {
    expect(pagePathOf({ page: "home" })).toBe("/");
    expect(pagePathOf({ page: "privacy" })).toBe("/privacy");
    expect(pagePathOf({ page: "status" })).toBe("/status");
    expect(pagePathOf({ page: "page", customPage: { slug: "about-us" } as never })).toBe("/about-us");
    expect(pagePathOf({ page: "not-found" })).toBe("/");
  });
});
