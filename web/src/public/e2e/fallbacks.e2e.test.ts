import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SITE } from "../../../../server/test/fixtures/testSite";
import { FALLBACK_HERO, FALLBACK_NAVIGATION, FALLBACK_SECTIONS } from "../fallbacks";
import { expectAccessible } from "../../../test/axe";
import { startSite, type Site } from "./helpers";

/**
 * The pages' fallbacks are rendered by the server (the browser renders nothing), so they are checked with
 * JavaScript off: what a visitor sees before and without any script.
 */
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

describe("fallbacks rendered by the server", () => {
  it("shows Home/About/Contact and the standard hero when the stored menu and hero are empty", async () => {
    const saved = structuredClone(site.server.site.deps.store.snapshot());
    await site.edit(["navigation", "content"], (draft) => {
      draft.navigation = [];
      draft.content.hero = { ...draft.content.hero, title: "", subtitle: "", description: "", button_text: "", button_url: "" };
    });
    try {
      const { page } = await site.open("/", { javaScriptEnabled: false });
      expect(await page.locator("#site-nav .nav-link").allTextContents()).toEqual(FALLBACK_NAVIGATION.map((item) => item.label));
      expect(await page.locator("#home h1").textContent()).toBe(`${FALLBACK_HERO.title}${FALLBACK_HERO.subtitle}`);
      expect(await page.locator("#home .btn", { hasText: FALLBACK_HERO.button_text }).getAttribute("href")).toBe(FALLBACK_HERO.button_url);
    } finally {
      await site.edit(["navigation", "content"], (draft) => {
        draft.navigation = saved.navigation;
        draft.content.hero = saved.content.hero;
      });
    }
  });

  it("shows the page with its standard texts and sections when stored data cannot be shown", async () => {
    const { spark } = TEST_SITE.plans;
    await site.edit(["plans"], (draft) => {
      // Damaged data (a plan without its feature list) makes the page's data unreadable.
      (draft.plans.find((plan) => plan.id === spark.id) as unknown as { features: null }).features = null;
    });
    try {
      const response = await fetch(`${site.server.url}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      const { page, errors } = await site.open("/", { javaScriptEnabled: false });
      expect(await page.locator("#site-nav .nav-link").allTextContents()).toEqual(FALLBACK_NAVIGATION.map((item) => item.label));
      expect(await page.locator("#home h1").textContent()).toBe(`${FALLBACK_HERO.title}${FALLBACK_HERO.subtitle}`);
      expect(await page.locator('section[data-fallback="true"] h2').allTextContents()).toEqual(FALLBACK_SECTIONS.map((section) => section.title));
      expect(await page.locator(".brand-name").first().textContent()).toBe(TEST_SITE.company.name);
      expect(errors).toEqual([]);
    } finally {
      await site.edit(["plans"], (draft) => {
        draft.plans.find((plan) => plan.id === spark.id)!.features = [...spark.features];
      });
    }
    expect(await (await fetch(`${site.server.url}/`)).text()).toContain(spark.name);
  });
});

describe("without the server-side renderer", () => {
  it("every page is a plain page with the site's basic facts, unknown paths 404, with no script", async () => {
    const unbuilt = await startSite({ SSR_DIST_DIR: "/nonexistent-ssr-bundle" });
    try {
      for (const [path, status] of [
        ["/", 200],
        ["/terms", 200],
        ["/no/such/page", 404],
      ] as const) {
        const { page } = await unbuilt.open(path);
        expect((await page.reload())?.status(), path).toBe(status);
        expect(await page.locator("h1").textContent()).toBe(TEST_SITE.company.name);
        expect(await page.getByRole("link", { name: TEST_SITE.company.contact_email }).getAttribute("href")).toBe(`mailto:${TEST_SITE.company.contact_email}`);
        expect(await page.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
        expect(await page.locator("script").count()).toBe(0);
        await expectAccessible(page, `the plain page ${path}`);
      }
    } finally {
      await unbuilt.close();
    }
  });
});
