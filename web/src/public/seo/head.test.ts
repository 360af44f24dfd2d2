import { describe, expect, it } from "vitest";
import type { PublicPageData } from "../../../../common/publicPages";
import { escapeHtml } from "../../../../common/html";
import { testPageData } from "../../../test/publicPageData";
import { renderMarkdownPart } from "../../lib/markdown/renderPart";
import { buildHead, jsonLd, pageMeta, shortened } from "./head";

/** The page's markdown as the server renders it beforehand. */
const rendered = (...sources: string[]) => new Map(sources.map((source) => [source, renderMarkdownPart(source)]));

const data = testPageData;
const options = { publicUrl: "https://acme.example", path: "/" };

describe("head tags", () => {
  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
  });

  it("describes a legal page by the first words of its rendered markdown, cut short", () => {
    const markdown = "## Title\n- **bold** item\n[link](https://x.example)\n\n| a | b |\n|---|---|\n| c | d |";
    const content = { terms: { section: "terms", title: "", subtitle: "", description: "", content: markdown, updated_at: "2030-01-01T00:00:00.000Z" } };
    const meta = pageMeta(data({ page: "terms", content } as Partial<PublicPageData>), { ...options, path: "/terms" }, rendered(markdown));
    expect(meta.description).toContain("Title bold item link a | b c | d");
    const long = shortened("word ".repeat(100), 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith("…")).toBe(true);
  });

  it("reads an unrendered or hostile text in one pass (the words as written)", () => {
    const hostile = "<[".repeat(100_000);
    const content = { terms: { section: "terms", title: "", subtitle: "", description: "", content: hostile, updated_at: "2030-01-01T00:00:00.000Z" } };
    const meta = pageMeta(data({ page: "terms", content } as Partial<PublicPageData>), { ...options, path: "/terms" });
    expect(meta.description).toContain("<[<[");
  });

  it("titles pages from site settings with canonical URLs; the 404 page is noindex", () => {
    expect(pageMeta(data({}), options)).toEqual({ title: "Acme Hosting – Fast", description: 'Cheap & "fast" hosting', canonical: "https://acme.example/" });
    const terms = pageMeta(data({ page: "terms", content: {} }), { ...options, path: "/terms" });
    expect(terms.title).toBe("Terms of Service | Acme");
    expect(terms.canonical).toBe("https://acme.example/terms");
    expect(pageMeta(data({ page: "not-found" }), { ...options, path: "/x" }).canonical).toBeNull();
    expect(buildHead(data({ page: "not-found" }), { ...options, path: "/x" })).toContain('<meta name="robots" content="noindex">');
  });

  it("titles a page of the site's own with its title and description (else an excerpt of its body), canonical at its slug", () => {
    const customPage = {
      slug: "data-centres",
      title: "Data Centres",
      description: "Where we are.",
      body: "## Racks\n\nThree **racks**.",
      updated_at: "2030-01-01T00:00:00.000Z",
    };
    expect(pageMeta(data({ page: "page", customPage }), { ...options, path: "/data-centres" })).toEqual({
      title: "Data Centres | Acme",
      description: "Where we are.",
      canonical: "https://acme.example/data-centres",
    });
    expect(
      pageMeta(
        data({ page: "page", customPage: { ...customPage, description: "" } }),
        { ...options, path: "/data-centres" },
        rendered("## Racks\n\nThree **racks**."),
      ).description,
    ).toBe("Racks Three racks.");
    expect(pageMeta(data({ page: "page", customPage: { ...customPage, description: "", body: "" } }), options).description).toBe("Data Centres – Acme.");
  });

  it("adds FAQPage JSON-LD on the home page only when there are questions, escaped inside its script", () => {
    const faq = [{ question: "Is </script> safe?", answer: "Yes, **it is**." }];
    const blocks = (head: string) => [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
    const home = blocks(buildHead(data({ faq }), options, rendered("Yes, **it is**.")));
    expect(home.map((block) => block["@type"])).toEqual(["Organization", "FAQPage"]);
    expect(home[1].mainEntity).toEqual([{ "@type": "Question", name: "Is </script> safe?", acceptedAnswer: { "@type": "Answer", text: "Yes, it is." } }]);
    expect(blocks(buildHead(data({ faq: [] }), options)).map((block) => block["@type"])).toEqual(["Organization"]);
    // The imprint's VAT identification number, where there is one.
    expect(home[0].vatID).toBeUndefined();
    const withVat = data({ faq: [] });
    withVat.company = { ...withVat.company, vat_id: "DE123456789" };
    expect(blocks(buildHead(withVat, options))[0].vatID).toBe("DE123456789");
    expect(buildHead(data({ page: "terms", faq }), { ...options, path: "/terms" })).not.toContain("FAQPage");
  });

  it("escapes values and puts the plans' offers into JSON-LD on the home page", () => {
    const plan = {
      id: 1,
      name: "Tiny</script>",
      price: 2.5,
      category_key: "web",
      type: "shared",
      sub_type: "",
      plan_type: "",
      display_order: 0,
      order_url: "",
      currency: "USD",
      tax: { display: "none", rate: 0, label: "VAT" },
      cpu: "1",
      ram: "1",
      disk_space: "",
    };
    const category = { id: 1, key: "web", display_name: "Web", type: "shared", sub_type: "" };
    const head = buildHead(data({ plans: [plan as never], categories: [category as never] }), options);
    expect(head).toContain('content="Cheap &amp; &quot;fast&quot; hosting"');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)?.[1] ?? "";
    expect(json).not.toContain("</script>");
    const ld = JSON.parse(json);
    expect(ld.hasOfferCatalog.itemListElement[0].itemListElement[0]).toMatchObject({
      name: "Tiny</script>",
      price: "2.50",
      priceCurrency: "USD",
      url: "https://billing.example/order",
    });
  });

  it("uses the uploaded favicon, logo and social image, and marks sold-out offers SoldOut", () => {
    const plan = {
      id: 1,
      name: "Gone",
      price: 5,
      category_key: "",
      type: "shared",
      sub_type: "",
      plan_type: "",
      display_order: 0,
      order_url: "",
      cpu: "",
      ram: "",
      disk_space: "",
      currency: "USD",
      tax: { display: "none", rate: 0, label: "VAT" },
      sold_out: true,
    };
    const settings = {
      ...data({}).settings,
      logo_url: "/media/logo.0123456789abcdef.svg",
      favicon_url: "/media/favicon.0123456789abcdef.ico",
      social_image_url: "/media/social_image.0123456789abcdef.jpg",
    };
    const head = buildHead(data({ settings, plans: [plan as never] }), options);
    expect(head).toContain('<link rel="icon" type="image/x-icon" href="/media/favicon.0123456789abcdef.ico">');
    expect(head).toContain('<meta property="og:image" content="https://acme.example/media/social_image.0123456789abcdef.jpg">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(head)![1]);
    expect(ld.logo).toBe("https://acme.example/media/logo.0123456789abcdef.svg");
    expect(ld.hasOfferCatalog.itemListElement[0].availability).toBe("https://schema.org/SoldOut");

    const plain = buildHead(data({}), options);
    expect(plain).toContain('<link rel="icon" type="image/png" href="/favicon.png">');
    expect(plain).toContain('<meta property="og:image" content="https://acme.example/logo.png">');
    expect(plain).toContain('<meta name="twitter:card" content="summary">');
  });
});

describe("the site's look in the head", () => {
  it("sets the brand variables and theme colour from brand_color, and loads no font for the system font", () => {
    const head = buildHead(data({ settings: { ...data({}).settings, brand_color: "#14532D", font: "system" } }), { publicUrl: "https://a.example", path: "/" });
    expect(head).toMatch(/<style id="site-look">:root\{--brand:#14532d;[^<]*--on-brand:#ffffff;[^<]*--font:system-ui/);
    expect(head).toContain('<meta name="theme-color"');
    expect(head).not.toContain('as="font"');
    expect(head).not.toContain("@font-face");
  });

  it("preloads a chosen font served from the site with font-display swap, and falls back to the standard colour for a bad stored one", () => {
    const head = buildHead(data({ settings: { ...data({}).settings, brand_color: "red", font: "inter" } }), { publicUrl: "https://a.example", path: "/" });
    const preload = /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/.exec(head);
    expect(preload?.[1]).toMatch(/inter-latin-wght-normal.*\.woff2$/);
    expect(head).toContain(`@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${preload?.[1]})`);
    expect(head).toContain('--font:"Inter Variable", system-ui');
    expect(head).toContain("--brand:#4f46e5");
  });

  it("preloads the hero image on the home page only", () => {
    const settings = { ...data({}).settings, hero_image_url: "/media/hero_image.0123456789abcdef.webp" };
    const tag = '<link rel="preload" href="/media/hero_image.0123456789abcdef.webp" as="image" fetchpriority="high">';
    expect(buildHead(data({ settings }), { publicUrl: "https://a.example", path: "/" })).toContain(tag);
    expect(buildHead(data({ settings, page: "terms" }), { publicUrl: "https://a.example", path: "/terms" })).not.toContain(tag);
  });
});

describe("a page in several languages and currencies", () => {
  const locale: PublicPageData["locale"] = {
    language: "de",
    currency: "EUR",
    languages: ["en", "de", "pt-BR"],
    defaultLanguage: "en",
    currencies: ["USD", "EUR"],
    defaultCurrency: "USD",
  };
  const links = (head: string) =>
    [...head.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)">/g)].map((m) => [m[1], m[2] ?? "", m[3]]);

  it("gives each page its own canonical address in its language and an alternate for every language plus x-default", () => {
    const terms = buildHead(data({ page: "terms", locale: { ...locale } }), { ...options, path: "/de/terms" });
    expect(links(terms)).toEqual([
      ["canonical", "", "https://acme.example/de/terms"],
      ["alternate", "en", "https://acme.example/terms"],
      ["alternate", "de", "https://acme.example/de/terms"],
      ["alternate", "pt-BR", "https://acme.example/pt-br/terms"],
      ["alternate", "x-default", "https://acme.example/terms"],
    ]);
    expect(terms).toContain('<meta property="og:locale" content="de_DE">');
    expect(terms).toContain('<meta property="og:locale:alternate" content="en_US">');
    expect(terms).toContain('<meta property="og:locale:alternate" content="pt_BR">');
    expect(terms).toContain('<meta property="og:url" content="https://acme.example/de/terms">');

    const customPage = { slug: "about-us", title: "Über uns", description: "x", body: "", updated_at: "2030-01-01T00:00:00.000Z" };
    const own = buildHead(data({ page: "page", customPage, locale: { ...locale, language: "pt-BR" } }), { ...options, path: "/pt-br/about-us" });
    expect(links(own)[0]).toEqual(["canonical", "", "https://acme.example/pt-br/about-us"]);
    expect(links(own)).toContainEqual(["alternate", "x-default", "https://acme.example/about-us"]);
    const home = buildHead(data({ locale: { ...locale } }), { ...options, path: "/de/" });
    expect(links(home)[0]).toEqual(["canonical", "", "https://acme.example/de/"]);
  });

  it("names no alternates on the 404 page, nor on a site with one language", () => {
    expect(buildHead(data({ page: "not-found", locale: { ...locale } }), { ...options, path: "/de/x" })).not.toContain("hreflang");
    expect(buildHead(data({ page: "terms" }), { ...options, path: "/terms" })).toContain(
      '<link rel="alternate" hreflang="en" href="https://acme.example/terms">',
    );
  });

  it("offers each plan in its currency at the price shown, saying whether tax is included", () => {
    const plan = (id: number, display: "none" | "inclusive" | "exclusive") => ({
      id,
      name: `Plan ${id}`,
      price: 4.99,
      pricing: {},
      currency: "EUR",
      tax: { display, rate: 19, label: "MwSt." },
      order_url: "",
      order_urls: { monthly: `https://billing.example/order/${id}?currency=EUR&promo={promo}` },
      category_key: "",
      cpu: "",
      ram: "",
      disk_space: "",
    });
    const ld = jsonLd(data({ locale: { ...locale }, plans: [plan(1, "inclusive"), plan(2, "exclusive"), plan(3, "none")] as never }), options) as {
      hasOfferCatalog: { itemListElement: Record<string, unknown>[] };
    };
    const [inclusive, exclusive, none] = ld.hasOfferCatalog.itemListElement;
    expect(inclusive).toMatchObject({
      price: "5.94",
      priceCurrency: "EUR",
      valueAddedTaxIncluded: true,
      url: "https://billing.example/order/1?currency=EUR&promo=",
    });
    expect(inclusive.priceSpecification).toMatchObject({ price: "5.94", priceCurrency: "EUR", valueAddedTaxIncluded: true });
    expect(exclusive).toMatchObject({ price: "4.99", priceCurrency: "EUR", valueAddedTaxIncluded: false });
    expect(none).toMatchObject({ price: "4.99", priceCurrency: "EUR" });
    expect(none).not.toHaveProperty("valueAddedTaxIncluded");
  });
});
