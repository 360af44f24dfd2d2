import { describe, expect, it } from "vitest";
import type { PublicPageData } from "../../../../common/publicPages";
import { buildHead, escapeHtml, pageMeta, plainExcerpt } from "./head";

function data(fields: Partial<PublicPageData>): PublicPageData {
  return {
    page: "home",
    settings: { site_title: "Acme Hosting – Fast", site_description: "Cheap & \"fast\" hosting", client_area_url: "", game_panel_url: "", billing_url: "https://billing.example/order", status_update_interval: 30, status_page_url: "" },
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
    const plan = { id: 1, name: "Tiny</script>", price: 2.5, category_key: "web", type: "shared", sub_type: "", plan_type: "", display_order: 0, order_url: "", cpu: "1", ram: "1", disk_space: "" };
    const category = { id: 1, key: "web", display_name: "Web", type: "shared", sub_type: "" };
    const head = buildHead(data({ plans: [plan as never], categories: [category as never] }), options);
    expect(head).toContain('content="Cheap &amp; &quot;fast&quot; hosting"');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)?.[1] ?? "";
    expect(json).not.toContain("</script>");
    const ld = JSON.parse(json);
    expect(ld.hasOfferCatalog.itemListElement[0].itemListElement[0]).toMatchObject({ name: "Tiny</script>", price: "2.50", priceCurrency: "USD", url: "https://billing.example/order" });
  });
});
