import { describe, expect, it } from "vitest";
import type { PublicPageData } from "../../../../common/publicPages";
import { escapeHtml } from "../../../../common/html";
import { SALES_SETTING_DEFAULTS } from "../../../../common/contracts/siteSettings";
import { buildHead, pageMeta, plainExcerpt } from "./head";

function data(fields: Partial<PublicPageData>): PublicPageData {
  return {
    page: "home",
    settings: {
      site_title: "Acme Hosting – Fast",
      site_description: 'Cheap & "fast" hosting',
      client_area_url: "",
      game_panel_url: "",
      billing_url: "https://billing.example/order",
      status_update_interval: 30,
      status_page_url: "",
      show_status_badge: true,
      brand_color: "#4f46e5",
      font: "system",
      logo_url: null,
      favicon_url: null,
      social_image_url: null,
      hero_image_url: null,
      ...SALES_SETTING_DEFAULTS,
    },
    company: { name: "Acme", tagline: "", description: "", contact_email: "", phone: "", founded_year: null, address: "", features: [] },
    navigation: [],
    status: null,
    year: 2030,
    plans: [],
    categories: [],
    promos: [],
    content: {},
    factIndex: 0,
    ...fields,
  };
}
const options = { publicUrl: "https://acme.example", path: "/" };

describe("head tags", () => {
  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
  });

  it("reduces markdown to a short plain excerpt", () => {
    expect(plainExcerpt("## Title\n- **bold** item\n[link](https://x.example)\n| a | b |")).toBe("Title bold item link a b");
    const long = plainExcerpt("word ".repeat(100), 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith("…")).toBe(true);
  });

  it("titles pages from site settings with canonical URLs; the 404 page is noindex", () => {
    expect(pageMeta(data({}), options)).toEqual({ title: "Acme Hosting – Fast", description: 'Cheap & "fast" hosting', canonical: "https://acme.example/" });
    const terms = pageMeta(data({ page: "terms", content: {} }), { ...options, path: "/terms" });
    expect(terms.title).toBe("Terms of Service | Acme");
    expect(terms.canonical).toBe("https://acme.example/terms");
    expect(pageMeta(data({ page: "not-found" }), { ...options, path: "/x" }).canonical).toBeNull();
    expect(buildHead(data({ page: "not-found" }), { ...options, path: "/x" })).toContain('<meta name="robots" content="noindex">');
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
