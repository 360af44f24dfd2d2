import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installTestSite, TEST_SITE } from "../../../test/fixtures/testSite";
import { sourceSsrBuild, type SourceSsrBuild } from "../../../test/sourceSsrBuild";
import { renderedPage as renderedPageOf } from "../../../test/ssrTestSite";
import { startTestServer, type TestServer } from "../../../test/testServer";

/** The site's own pages, footer links, FAQ, plan tags and the footer promo, as the real renderer shows them. */
const PUBLIC_URL = "https://orbit.example";

let build: SourceSsrBuild;
let server: TestServer;
let token: string;
beforeAll(async () => {
  build = await sourceSsrBuild();
  server = await startTestServer({ env: { ...build.env, PUBLIC_URL } });
  await installTestSite(server.site.deps.store);
  token = await server.login();
});
afterAll(async () => {
  await server?.stop();
  await build?.remove();
});

const renderedPage = (path: string) => renderedPageOf(server.api, path);

interface PageFields {
  slug: string;
  title: string;
  description?: string;
  body?: string;
  published?: boolean;
  show_in_footer?: boolean;
}

async function createPage(fields: PageFields): Promise<{ id: number; updated_at: string }> {
  const created = await server.api("/api/admin/pages", { method: "POST", token, body: fields });
  expect(created.status, created.text).toBe(200);
  return created.body;
}

const updatePage = (id: number, fields: Partial<PageFields>) => server.api(`/api/admin/pages/${id}`, { method: "PUT", token, body: fields });

/** One link group of the footer (our own markup, rendered by React): [label, href] pairs. */
function footerGroup(html: string, title: string): [string, string][] {
  const start = html.indexOf(`<nav class="footer-group" aria-label="${title}">`);
  expect(start, `footer group ${title}`).toBeGreaterThan(-1);
  const group = html.slice(start, html.indexOf("</nav>", start));
  return [...group.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((match) => [match[2], match[1]]);
}

describe("a page of the site's own at /{slug}", () => {
  it("answers 200 with its title, canonical URL, meta description, header, footer and the body as safe markdown", async () => {
    const body = [
      "## Where our racks are",
      "",
      "Three **data centres** in [Frankfurt](https://example.com/fra).",
      "",
      '<script>window.pwned = "yes"</script>',
      "",
      "Do not [click here](javascript:alert(1)) or <img src=x onerror=alert(2)>.",
    ].join("\n");
    await createPage({ slug: "data-centres", title: "Our Data Centres", description: "Where Orbit's test servers live.", body, published: true });

    const page = await renderedPage("/data-centres");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.text).toContain(`<title>Our Data Centres | ${TEST_SITE.company.name}</title>`);
    expect(page.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/data-centres">`);
    expect(page.text).toContain('<meta name="description" content="Where Orbit&#39;s test servers live.">');
    expect(page.text).toContain('<h1 class="legal-title">Our Data Centres</h1>');
    expect(page.text).toContain("<h2>Where our racks are</h2>");
    expect(page.text).toContain("<strong>data centres</strong>");
    expect(page.text).toContain('<a href="https://example.com/fra" target="_blank" rel="noopener noreferrer">Frankfurt</a>');
    expect(page.text).toContain('<header class="site-header"');
    expect(page.text).toContain('<footer class="site-footer');
    // Raw HTML is dropped and javascript: links lose their address.
    expect(page.text).not.toContain("window.pwned");
    expect(page.text).not.toContain("onerror");
    expect(page.text).not.toMatch(/javascript:/i);
    expect(page.text).toContain("click here");
    // On a page other than home, the header and footer anchors lead back to the home page.
    expect(footerGroup(page.text, "Company")).toContainEqual(["About Us", "/#about"]);
    expect(page.text).toContain('class="page page--page"');
  });

  it("takes its meta description from the body when it has none", async () => {
    await createPage({ slug: "sla", title: "Service Level", body: "We answer **every** ticket within an hour.", published: true });
    const page = await renderedPage("/sla");
    expect(page.status).toBe(200);
    expect(page.text).toContain('<meta name="description" content="We answer every ticket within an hour.">');
  });

  it("is the 404 page while unpublished, and again after it is unpublished; unknown slugs are 404 too", async () => {
    const draft = await createPage({ slug: "coming-soon", title: "Coming Soon", body: "Soon." });
    const hidden = await server.api("/coming-soon");
    expect(hidden.status).toBe(404);
    expect(hidden.text).toContain("Houston, We Have a Problem!");
    expect(hidden.text).not.toContain("Coming Soon");
    expect(hidden.text).toContain('<meta name="robots" content="noindex">');

    expect((await updatePage(draft.id, { published: true })).status).toBe(200);
    const shown = await server.api("/coming-soon");
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("Coming Soon");

    expect((await updatePage(draft.id, { published: false })).status).toBe(200);
    expect((await server.api("/coming-soon")).status).toBe(404);
    expect((await server.api("/coming-soon/")).status).toBe(404);
    expect((await server.api("/never-made-page")).status).toBe(404);
  });

  it("can be a menu item: the navigation takes /{slug} and the header links it", async () => {
    await createPage({ slug: "our-network", title: "Our Network", body: "Fibre.", published: true });
    const original = structuredClone(server.site.deps.store.snapshot().navigation);
    try {
      const saved = await server.api("/api/admin/navigation", {
        method: "PUT",
        token,
        body: [...original, { label: "Network", href: "/our-network", order: 99, dropdown_items: [{ label: "Our network", href: "/our-network" }] }],
      });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.at(-1)).toMatchObject({ label: "Network", href: "/our-network" });
      for (const path of ["/", "/our-network"]) {
        const html = (await server.api(path)).text;
        expect(html).toContain('<a class="nav-link" href="/our-network">Network</a>');
        expect(html).toContain('<a class="dropdown-link" href="/our-network">Our network</a>');
      }
    } finally {
      await server.site.deps.store.update(["navigation"], (draft) => {
        draft.navigation = original;
      });
    }
  });

  it("redirects a trailing slash of a published page to the page", async () => {
    await createPage({ slug: "legal-notice", title: "Legal notice", body: "Orbit Test Hosting Ltd.", published: true });
    const response = await fetch(`${server.url}/legal-notice/`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/legal-notice");
  });

  it("never turns a reserved address into a page, even a stored one (restored data)", async () => {
    await server.site.deps.store.update(["pages"], (draft) => {
      for (const slug of ["contact", "terms", "sitemap", "healthz"]) {
        draft.pages.push({
          id: 9000 + draft.pages.length,
          slug,
          title: `Stored ${slug} page`,
          description: "",
          body: "stored",
          published: true,
          show_in_footer: false,
          updated_at: new Date().toISOString(),
        });
      }
    });
    try {
      const contact = await server.api("/contact");
      expect(contact.status).toBe(404);
      expect(contact.text).not.toContain("Stored contact page");
      const terms = await server.api("/terms");
      expect(terms.status).toBe(200);
      expect(terms.text).toContain(TEST_SITE.content.terms.title);
      expect(terms.text).not.toContain("Stored terms page");
      expect((await server.api("/sitemap")).status).toBe(404);
      expect((await server.api("/healthz")).text).not.toContain("Stored healthz page");
      // An address with a capital letter or a dot is never a page's.
      expect((await server.api("/Imprint")).status).toBe(404);
    } finally {
      await server.site.deps.store.update(["pages"], (draft) => {
        draft.pages = draft.pages.filter((page) => page.id < 9000);
      });
    }
  });

  it("is listed in the sitemap while published, with its last change date", async () => {
    const listed = await createPage({ slug: "green-energy", title: "Green Energy", body: "Wind.", published: true });
    await createPage({ slug: "secret-draft", title: "Secret Draft", body: "Draft." });
    const sitemap = await server.api("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`<loc>${PUBLIC_URL}/green-energy</loc>\n    <lastmod>${listed.updated_at.slice(0, 10)}</lastmod>`);
    expect(sitemap.text).not.toContain("secret-draft");

    expect((await updatePage(listed.id, { published: false })).status).toBe(200);
    expect((await server.api("/sitemap.xml")).text).not.toContain("green-energy");
  });

  it("is the maintenance page (503) while maintenance mode is on", async () => {
    await createPage({ slug: "status-history", title: "Status History", body: "All good.", published: true });
    expect((await server.api("/status-history")).status).toBe(200);
    const on = await server.api("/api/admin/site-settings", { method: "PUT", token, body: { maintenance_mode: true } });
    expect(on.status).toBe(200);
    try {
      const page = await server.api("/status-history");
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).not.toBeNull();
      expect(page.text).not.toContain("All good.");
      expect(page.text).toContain("maintenance");
      expect((await server.api("/no-such-page-here")).status).toBe(503);
    } finally {
      await server.api("/api/admin/site-settings", { method: "PUT", token, body: { maintenance_mode: false } });
    }
    expect((await server.api("/status-history")).status).toBe(200);
  });
});

describe("the footer", () => {
  it("links a Services entry per active category, in display order, and the standard three only without categories", async () => {
    const { web, servers, games } = TEST_SITE.categories;
    const original = structuredClone(server.site.deps.store.snapshot().categories);
    try {
      expect(footerGroup((await server.api("/")).text, "Services")).toEqual([
        [web.display_name, "#hosting"],
        [servers.display_name, "#vps"],
        [games.display_name, "#gameservers"],
      ]);
      // Reordered, and a category switched off: its link goes with its section.
      await server.site.deps.store.update(["categories"], (draft) => {
        for (const category of draft.categories) {
          if (category.key === "vps") category.display_order = 0;
          if (category.key === "gameservers") category.is_active = false;
        }
      });
      const reordered = [
        [servers.display_name, "#vps"],
        [web.display_name, "#hosting"],
      ];
      expect(footerGroup((await server.api("/")).text, "Services")).toEqual(reordered);
      expect(footerGroup((await server.api("/terms")).text, "Services")).toEqual(reordered.map(([label, href]) => [label, `/${href}`]));

      await server.site.deps.store.update(["categories"], (draft) => {
        draft.categories = [];
      });
      expect(footerGroup((await server.api("/")).text, "Services")).toEqual([
        ["Shared Hosting", "#hosting"],
        ["VPS Hosting", "#vps"],
        ["Game Servers", "#gameservers"],
      ]);
    } finally {
      await server.site.deps.store.update(["categories"], (draft) => {
        draft.categories = original;
      });
    }
  });

  it("lists the published pages marked for it in the Company group, after its standard links", async () => {
    const marked = await createPage({ slug: "about-the-team", title: "The Team", body: "Us.", published: true, show_in_footer: true });
    await createPage({ slug: "unlisted-page", title: "Unlisted Page", body: "Hidden.", published: true });
    await createPage({ slug: "draft-in-footer", title: "Draft In Footer", body: "Draft.", show_in_footer: true });

    for (const [path, prefix] of [
      ["/", ""],
      ["/about-the-team", "/"],
    ]) {
      const company = footerGroup((await server.api(path)).text, "Company");
      expect(company.slice(0, 3)).toEqual([
        ["About Us", `${prefix}#about`],
        ["Terms of Service", "/terms"],
        ["Privacy Policy", "/privacy"],
      ]);
      expect(company).toContainEqual(["The Team", "/about-the-team"]);
      expect(company.map(([label]) => label)).not.toContain("Unlisted Page");
      expect(company.map(([label]) => label)).not.toContain("Draft In Footer");
    }

    expect((await updatePage(marked.id, { show_in_footer: false })).status).toBe(200);
    expect(footerGroup((await server.api("/")).text, "Company").map(([label]) => label)).not.toContain("The Team");
  });

  it("shows the footer promo code as a strip above the footer on every page, with the copy button", async () => {
    const created = await server.api("/api/admin/promo-codes", {
      method: "POST",
      token,
      body: {
        code: "FOOTSTRIP",
        title: "Ten percent off test servers",
        description: "For every new test server.",
        display_location: "footer",
        is_active: true,
      },
    });
    expect(created.status, created.text).toBe(200);
    try {
      for (const path of ["/", "/terms"]) {
        const html = (await server.api(path)).text;
        const strip = html.indexOf('<aside class="footer-promo');
        expect(strip, path).toBeGreaterThan(-1);
        expect(strip).toBeLessThan(html.indexOf('<footer class="site-footer'));
        expect(html.slice(strip)).toMatch(
          /^<aside[^>]*>.*?data-promo-slot="footer".*?Ten percent off test servers.*?data-copy-code="FOOTSTRIP" data-enhance="promo-banner"/s,
        );
      }
      // The home page's other places keep their own codes.
      expect((await server.api("/")).text).toContain(TEST_SITE.promos.hero.code);
    } finally {
      await server.api(`/api/admin/promo-codes/${created.body.id}`, { method: "DELETE", token });
    }
    expect((await server.api("/")).text).not.toContain("footer-promo");
  });
});

describe("the FAQ on the home page", () => {
  const saveFaq = (items: { question: string; answer: string }[]) => server.api("/api/admin/faq", { method: "PUT", token, body: items });

  it("shows each question as a disclosure between About and Contact, answers as safe markdown, and FAQPage JSON-LD", async () => {
    const items = [
      { question: "Do you keep backups?", answer: "Yes: **every night**, kept for [30 days](https://example.com/backups)." },
      { question: "Can I move my site & mail?", answer: "We move it for you.\n\n- Files\n- Mail <script>alert(1)</script>" },
      { question: "Is there a contract?", answer: "No. Cancel any time; [details](javascript:alert(1))." },
    ];
    expect((await saveFaq(items)).status).toBe(200);
    try {
      const html = (await renderedPage("/")).text;
      const faq = html.indexOf('<section id="faq"');
      expect(faq).toBeGreaterThan(html.indexOf('<section id="about"'));
      expect(faq).toBeLessThan(html.indexOf('<section id="contact"'));
      expect(html.match(/<details class="faq-item">/g)).toHaveLength(items.length);
      expect(html).toContain('<summary class="faq-question">Can I move my site &amp; mail?</summary>');
      expect(html).toContain("<strong>every night</strong>");
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toMatch(/javascript:/i);

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));
      const faqPage = blocks.find((block) => block["@type"] === "FAQPage");
      expect(faqPage).toMatchObject({ "@context": "https://schema.org" });
      expect(faqPage.mainEntity).toEqual([
        {
          "@type": "Question",
          name: items[0].question,
          acceptedAnswer: { "@type": "Answer", text: "Yes: every night, kept for 30 days." },
        },
        // Raw HTML is dropped as on the page; the words between inline tags stay text.
        { "@type": "Question", name: items[1].question, acceptedAnswer: { "@type": "Answer", text: "We move it for you.\n\nFiles\nMail alert(1)" } },
        { "@type": "Question", name: items[2].question, acceptedAnswer: { "@type": "Answer", text: "No. Cancel any time; details." } },
      ]);
      // The Organization block is still there.
      expect(blocks.map((block) => block["@type"])).toEqual(["Organization", "FAQPage"]);
    } finally {
      await saveFaq([]);
    }
  });

  it("shows no section and no FAQ JSON-LD without questions", async () => {
    expect((await saveFaq([])).status).toBe(200);
    const html = (await server.api("/")).text;
    expect(html).not.toContain('id="faq"');
    expect(html).not.toContain("FAQPage");
    expect(html).toContain('"@type":"Organization"');
  });
});

describe("plan cards", () => {
  it("list a game server's supported games and tag Managed WordPress, Auto-scaling and Customizable plans", async () => {
    const { rover, spark, flare } = TEST_SITE.plans;
    const original = structuredClone(server.site.deps.store.snapshot().plans);
    try {
      await server.site.deps.store.update(["plans"], (draft) => {
        for (const plan of draft.plans) {
          if (plan.id === rover.id) Object.assign(plan, { supported_games: ["Test Craft", "Orbit Kart", "Rocket & Rovers"], is_customizable: true });
          if (plan.id === spark.id) Object.assign(plan, { managed_wordpress: true, auto_scaling: true });
        }
      });
      const html = (await server.api("/")).text;
      const card = (id: number) => {
        const start = html.indexOf(`data-plan-id="${id}"`);
        expect(start, `card ${id}`).toBeGreaterThan(-1);
        return html.slice(start, html.indexOf("</article>", start));
      };
      const games = card(rover.id);
      expect(games).toContain("Supported Games");
      expect([...games.matchAll(/<li class="plan-game">([^<]*)<\/li>/g)].map((match) => match[1])).toEqual(["Test Craft", "Orbit Kart", "Rocket &amp; Rovers"]);
      expect([...games.matchAll(/<li class="plan-tag">([^<]*)<\/li>/g)].map((match) => match[1])).toEqual(["Customizable"]);
      expect([...card(spark.id).matchAll(/<li class="plan-tag">([^<]*)<\/li>/g)].map((match) => match[1])).toEqual(["Managed WordPress", "Auto-scaling"]);
      expect(card(flare.id)).not.toContain("plan-tag");
      expect(card(flare.id)).not.toContain("Supported Games");
    } finally {
      await server.site.deps.store.update(["plans"], (draft) => {
        draft.plans = original;
      });
    }
  });
});
