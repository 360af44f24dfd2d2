import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SITE, TEST_SITE_PLAN_COUNT } from "../../../../server/test/fixtures/testSite";
import { FALLBACK_HERO, FALLBACK_NAVIGATION } from "../fallbacks";
import { hydrated, startSite, type Site } from "./helpers";

/** Without an SSR bundle the server sends the built index.html and the browser renders from the API. */
let site: Site;
beforeAll(async () => {
  site = await startSite({ SSR_DIST_DIR: "/nonexistent-ssr-bundle" });
});
afterAll(async () => {
  await site?.close();
});

describe("client-rendered fallback (no SSR bundle)", () => {
  it("starts the status badge at Checking... and renders every section from the API", async () => {
    site.setStatus("operational", "All Systems Operational");
    const context = await site.browser.newContext();
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fresh: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has("_t")) fresh.push(url.pathname);
    });
    await page.route("**/api/system-status*", async (route) => {
      await held;
      await route.continue();
    });
    const response = await page.goto(`${site.server.url}/`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(TEST_SITE.settings.site_title);
    await hydrated(page);
    expect(await page.locator(".status-badge").getAttribute("data-state")).toBe("checking");
    expect(await page.locator(".status-badge .status-text").textContent()).toBe("Checking...");
    release();
    await expect.poll(() => page.locator(".status-badge").getAttribute("data-state")).toBe("operational");

    const ids = await page.$$eval("main > section[id]", (sections) => sections.map((section) => section.id));
    expect(ids).toEqual(["home", "features", "hosting", "vps", "gameservers", "about", "contact"]);
    expect(await page.locator(".plan-card").count()).toBe(TEST_SITE_PLAN_COUNT);
    expect(fresh).toEqual(expect.arrayContaining(["/api/hosting-plans", "/api/hosting-categories", "/api/promo-codes"]));
    await context.close();
  });

  it("falls back to Home/About/Contact and the default hero when those calls fail", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.route(/\/api\/(navigation|content\/hero)/, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"detail":"boom"}' }),
    );
    await page.goto(`${site.server.url}/`);
    await hydrated(page);
    expect(await page.locator("#site-nav .nav-link").allTextContents()).toEqual(FALLBACK_NAVIGATION.map((item) => item.label));
    expect(await page.locator("#home h1").textContent()).toBe(`${FALLBACK_HERO.title}${FALLBACK_HERO.subtitle}`);
    expect(await page.locator("#home .btn", { hasText: FALLBACK_HERO.button_text }).getAttribute("href")).toBe(FALLBACK_HERO.button_url);
    await context.close();
  });

  it("still answers unknown paths with 404", async () => {
    const response = await fetch(`${site.server.url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });
});
