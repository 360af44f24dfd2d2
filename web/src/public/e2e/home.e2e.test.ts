import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SITE, TEST_SITE_PLAN_COUNT } from "../../../../server/test/fixtures/testSite";
import { initialsOf } from "../links";
import { hydrated, orderTargetOf, PHONE_VIEWPORT, startSite, type Site } from "./helpers";

const { company, settings, navigation, plans, promos, content } = TEST_SITE;

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

describe("home page with the tests' own site", () => {
  it("has every section, top to bottom, without console errors", async () => {
    const { page, errors } = await site.open("/");
    await hydrated(page);
    const ids = await page.$$eval("main > section[id]", (sections) => sections.map((section) => section.id));
    expect(ids).toEqual(["home", "features", "hosting", "vps", "gameservers", "about", "contact"]);
    await expect(page.locator(".floating-promo").isVisible()).resolves.toBe(true);
    expect(await page.locator("header img.logo-img").getAttribute("src")).toBe("/logo.png");
    expect(await page.locator("#site-nav .nav-link").allTextContents()).toEqual(navigation.map((item) => item.label));
    expect(await page.locator('#site-nav a:has-text("Client Area")').getAttribute("href")).toBe(settings.client_area_url);
    expect(await page.locator('#site-nav a:has-text("Game Panel")').getAttribute("href")).toBe(settings.game_panel_url);
    expect(await page.locator("a.status-badge").getAttribute("href")).toBe(settings.status_page_url);
    expect(await page.locator("#home h1").textContent()).toContain(content.hero.title);
    expect(await page.locator('#home [data-promo-slot="hero"] .promo-code').textContent()).toContain(promos.hero.code);
    expect(await page.locator("#features .feature-card a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "#hosting",
      "#vps",
      "#gameservers",
    ]);
    // The pricing promo sits in the first category section only.
    expect(await page.locator('#hosting [data-promo-slot="pricing"]').count()).toBe(1);
    expect(await page.locator('[data-promo-slot="pricing"]').count()).toBe(1);
    expect(await page.locator("#about h2").textContent()).toBe(content.about.title);
    expect(await page.locator("#contact form").count()).toBe(1);
    const groups = await page
      .locator("footer .footer-group")
      .evaluateAll((navs) =>
        navs.map((nav) => ({ title: nav.querySelector("h2")?.textContent, hrefs: [...nav.querySelectorAll("a")].map((a) => a.getAttribute("href")) })),
      );
    expect(groups).toEqual([
      { title: "Services", hrefs: ["#hosting", "#vps", "#gameservers"] },
      { title: "Support", hrefs: [settings.client_area_url, settings.game_panel_url, settings.status_page_url, "#contact"] },
      { title: "Company", hrefs: ["#about", "/terms", "/privacy", "/imprint"] },
    ]);
    expect(await page.locator("footer .footer-bottom").textContent()).toContain(`© ${new Date().getFullYear()} ${company.name}`);
    expect(errors).toEqual([]);
  });

  it("renders plan cards: popular badge, CPU/RAM labels, limits block, order link, grid", async () => {
    const { page } = await site.open("/");
    const card = (section: string, name: string) => page.locator(`#${section} .plan-card`, { has: page.locator(`.plan-name:text-is("${name}")`) });

    // Popular badge only on is_popular plans.
    const { spark, flare, probe, lander } = plans;
    expect(await card("hosting", flare.name).locator(".plan-badge").textContent()).toBe("Popular");
    expect(await card("hosting", spark.name).locator(".plan-badge").count()).toBe(0);
    expect(await page.locator(".plan-badge").count()).toBe(Object.values(plans).filter((plan) => plan.is_popular).length);

    // Price rule: whole numbers without decimals, otherwise two decimals.
    expect(await card("hosting", spark.name).locator(".plan-amount").textContent()).toBe("2");
    expect(await card("hosting", flare.name).locator(".plan-amount").textContent()).toBe("6.50");

    // CPU: Core for shared, vCPU otherwise, unless already vCPU. RAM: GB appended unless present.
    expect(await card("hosting", spark.name).locator('[data-spec="cpu"]').textContent()).toBe("1 Core");
    expect(await card("vps", probe.name).locator('[data-spec="cpu"]').textContent()).toBe("2 vCPU");
    expect(await card("vps", lander.name).locator('[data-spec="cpu"]').textContent()).toBe("6 vCPU");
    expect(await card("vps", probe.name).locator('[data-spec="ram"]').textContent()).toBe("4 GB");
    expect(await card("vps", lander.name).locator('[data-spec="ram"]').textContent()).toBe("12 GB");
    expect(await card("hosting", spark.name).locator('[data-spec="storage"]').textContent()).toBe(spark.disk_space);
    expect(await card("hosting", spark.name).locator('[data-spec="bandwidth"]').textContent()).toBe(spark.bandwidth);
    expect(await card("hosting", spark.name).locator(".plan-features li").allTextContents()).toEqual(spark.features);

    // Hosting Limits block on shared plans only.
    const limits = await card("hosting", spark.name)
      .locator(".plan-limit")
      .evaluateAll((rows) => rows.map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]));
    expect(limits).toEqual([
      ["Domains", spark.websites],
      ["Subdomains", spark.subdomains],
      ["Addon Domains", spark.addon_domains],
      ["Parked Domains", spark.parked_domains],
      ["Databases", spark.databases],
      ["Email Accounts", spark.email_accounts],
    ]);
    expect(await page.locator("#vps .plan-limits, #gameservers .plan-limits").count()).toBe(0);

    // Order button: the billing site when the plan has no order_url.
    expect(await orderTargetOf(site, card("hosting", spark.name).locator("a.plan-order"))).toBe(settings.billing_url);

    // Grid: three plans → three columns on a large screen.
    expect(await page.locator("#hosting .plan-grid").getAttribute("data-columns")).toBe("3");
    const columns = await page.locator("#hosting .plan-grid").evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(3);
  });

  it("uses the plan's order_url and 1- and 2-column grids for smaller categories", async () => {
    const { spark } = plans;
    await site.edit(["plans"], (draft) => {
      draft.plans.find((plan) => plan.id === spark.id)!.order_url = "https://billing.orbit-test.example/order/spark";
    });
    const { page } = await site.open("/");
    // The tests' site has two server plans and one game plan.
    expect(await page.locator("#vps .plan-grid").getAttribute("data-columns")).toBe("2");
    expect(await page.locator("#gameservers .plan-grid").getAttribute("data-columns")).toBe("1");
    const width = (selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(await width("#vps .plan-grid")).toBe(2);
    expect(await width("#gameservers .plan-grid")).toBe(1);
    const card = page.locator("#hosting .plan-card", { has: page.locator(`.plan-name:text-is("${spark.name}")`) });
    expect(await card.locator("a.plan-order").getAttribute("rel")).toBe("nofollow");
    expect(await orderTargetOf(site, card.locator("a.plan-order"))).toBe("https://billing.orbit-test.example/order/spark");
    await site.edit(["plans"], (draft) => {
      draft.plans.find((plan) => plan.id === spark.id)!.order_url = "";
    });
  });

  it("shows the fixed fallback sections when no categories load", async () => {
    const saved = site.server.site.deps.store.snapshot().categories;
    await site.edit(["categories"], (draft) => {
      draft.categories = [];
    });
    try {
      const { page } = await site.open("/");
      const ids = await page.$$eval("main > section[id]", (sections) => sections.map((section) => section.id));
      expect(ids).toEqual(["home", "features", "hosting", "vps", "gameservers", "about", "contact"]);
      expect(await page.locator('section[data-fallback="true"]').count()).toBe(3);
      expect(await page.locator(".plan-group-title").allTextContents()).toEqual([
        "SSD Shared Hosting",
        "HDD Shared Hosting",
        "Standard VPS",
        "Performance VPS",
        "Standard Game Servers",
        "Performance Game Servers",
      ]);
      // The pricing promo moves to the top of the hosting section; the shared plans (sub_type ssd) still show.
      expect(await page.locator('#hosting [data-promo-slot="pricing"]').count()).toBe(1);
      expect(await page.locator("#hosting .plan-name").allTextContents()).toEqual([plans.spark.name, plans.flare.name, plans.nova.name]);
    } finally {
      await site.edit(["categories"], (draft) => {
        draft.categories = saved.map((category) => ({ ...category }));
      });
    }
  });
});

describe("server-side rendering and search", () => {
  it("sends the hero, plans with prices and footer in the HTML, before any script", async () => {
    const response = await fetch(`${site.server.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const text of [
      content.hero.title,
      plans.spark.name,
      plans.flare.name,
      plans.lander.name,
      plans.rover.name,
      "6.50",
      "Hosting Limits",
      "All rights reserved",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(`<title>${settings.site_title}</title>`);
    expect(html).toContain(`<meta name="description" content="${settings.site_description}`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:`);
    expect(html).toContain('<meta property="og:title"');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}");
    expect(ld["@type"]).toBe("Organization");
    const offers = ld.hasOfferCatalog.itemListElement.flatMap((catalog: { itemListElement: { name: string; price: string }[] }) => catalog.itemListElement);
    expect(offers.find((offer: { name: string }) => offer.name === plans.flare.name)).toMatchObject({ price: "6.50", priceCurrency: "USD" });
    // No page data travels to the browser: what a module needs is in its component's markup.
    expect(html).not.toContain('type="application/json"');
  });

  it("is readable with JavaScript off", async () => {
    const { page } = await site.open("/", { javaScriptEnabled: false });
    expect(await page.locator(".plan-card").count()).toBe(TEST_SITE_PLAN_COUNT);
    expect(await page.locator("#home h1").textContent()).toContain(content.hero.title);
    expect(await page.locator("footer").textContent()).toContain("Terms of Service");
  });

  it("answers /sitemap.xml and /robots.txt", async () => {
    const sitemap = await site.server.api("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toContain("xml");
    expect(sitemap.text).toContain("/terms</loc>");
    expect(sitemap.text).toContain("/privacy</loc>");
    expect(sitemap.text).toContain("/imprint</loc>");
    const robots = await site.server.api("/robots.txt");
    expect(robots.text).toContain("Sitemap: http://localhost:");
    expect(robots.text).toContain("Disallow: /admin");
  });

  it("keeps the home page's JavaScript within 100 KB gzip, with no markdown or admin code", async () => {
    const { page } = await site.open("/");
    await hydrated(page);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.endsWith(".js")),
    );
    let total = 0;
    for (const url of scripts) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect(body.toString()).not.toContain("micromark");
      expect(url).not.toMatch(/admin|MarkdownContent/);
      total += gzipSync(body, { level: 9 }).length;
    }
    expect(total).toBeLessThan(100 * 1024);
  });

  it("falls back to the two-letter mark when logo.png fails", async () => {
    const context = await site.browser.newContext();
    await context.route("**/logo.png", (route) => route.fulfill({ status: 404, body: "" }));
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    await page.locator("header .logo-mark").waitFor();
    expect(await page.locator("header .logo-mark").textContent()).toBe(initialsOf(company.name));
    await context.close();
  });

  it("shows the mobile menu at phone width", async () => {
    const { page } = await site.open("/", { viewport: PHONE_VIEWPORT });
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    expect(await page.locator("#site-nav").isVisible()).toBe(false);
    await toggle.click();
    expect(await page.locator("#site-nav").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator('#site-nav a:has-text("Client Area")').isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await page.locator("#site-nav").isVisible()).toBe(false);
    await toggle.click();
    await page.locator(`#site-nav .nav-link:text-is("${navigation[2].label}")`).click();
    expect(await page.locator("#site-nav").isVisible()).toBe(false);
    await page.waitForFunction((hash) => location.hash === hash, navigation[2].href);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
