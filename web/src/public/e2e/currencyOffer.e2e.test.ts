import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "../../../test/axe";
import { LOOKS, noSidewaysScroll, saveScreenshot } from "../../../test/browser";
import { startSite, type Site } from "./helpers";

/**
 * A currency a plan has no price in is not offered: the currency switcher leaves it out, `?currency=` of it shows
 * the default currency with a one-line notice, and no page shows two currencies.
 */
const SLOW = 240_000;

let site: Site;
beforeAll(async () => {
  site = await startSite();
  const token = await site.server.login();
  const settings = await site.server.api("/api/admin/site-settings", {
    method: "PUT",
    token,
    body: { languages: ["en", "de"], default_language: "en", currencies: ["EUR", "USD", "GBP"], default_currency: "EUR" },
  });
  expect(settings.status, settings.text).toBe(200);
  // Every plan has a USD price; none has a GBP one.
  for (const plan of (await site.server.api("/api/admin/hosting-plans", { token })).body as Array<{ id: number; price: number }>) {
    const priced = await site.server.api(`/api/admin/hosting-plans/${plan.id}`, {
      method: "PUT",
      token,
      body: { currency_prices: { USD: { price: Math.round(plan.price * 110) / 100 } } },
    });
    expect(priced.status, priced.text).toBe(200);
  }
}, SLOW);
afterAll(() => site?.close());

/** The page's prices (cards' amounts) and the currency switcher's choices. */
async function pageCurrencies(page: Page) {
  const prices = await page.locator(".plan-card .plan-price, .plan-card [class*='price']").allInnerTexts();
  const choices = await page
    .locator('[data-switcher="currency"] .locale-option')
    .evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).getAttribute("href") ?? ""))]);
  return { text: prices.join(" "), choices };
}

describe("the currency switcher without a currency that lacks prices", () => {
  for (const { colorScheme, size, viewport } of LOOKS) {
    it(
      `at ${viewport.width} px (${colorScheme}): offers EUR and USD only; ?currency=GBP shows euros with the notice; axe clean`,
      async () => {
        const { page, errors } = await site.open("/de/?currency=GBP", { viewport, colorScheme });
        const notice = page.locator("[data-currency-notice]");
        expect(await notice.innerText()).toBe("Preise in GBP sind nicht verfügbar: Sie sehen die Preise in EUR.");
        const { text, choices } = await pageCurrencies(page);
        expect(choices).toEqual(["/de/?currency=EUR", "/de/?currency=USD"]);
        expect(text).toContain("€");
        expect(text).not.toMatch(/\$|£/);
        // Every price and promo the page makes is in one currency (the hero's own words are the administrator's).
        expect((await page.locator(".plan-card, .promo").allInnerTexts()).filter((block) => /\$|£/.test(block))).toEqual([]);
        expect(await noSidewaysScroll(page)).toBe(true);
        if (size === "phone") await page.locator(".menu-toggle").click();
        const switcher = page.locator('[data-switcher="currency"]:visible').first();
        await switcher.locator("summary").click();
        await switcher.locator(".locale-options").waitFor();
        await expectAccessible(page, `currency switcher without GBP (${size}, ${colorScheme})`);
        await saveScreenshot(page, `public-currency-offer-${size}-${colorScheme}.png`);
        expect(errors).toEqual([]);

        // The offered USD: chosen, remembered, no notice, dollar prices only.
        await switcher.locator(".locale-option", { hasText: "USD" }).click();
        await page.waitForURL(/currency=USD/);
        expect(await page.locator("[data-currency-notice]").count()).toBe(0);
        const dollars = await pageCurrencies(page);
        expect(dollars.text).toContain("$");
        expect(dollars.text).not.toMatch(/€|£/);
      },
      SLOW,
    );
  }

  it("GBP is offered once every plan has a GBP price", async () => {
    const token = await site.server.login();
    for (const plan of (await site.server.api("/api/admin/hosting-plans", { token })).body as Array<{ id: number; price: number }>) {
      const priced = await site.server.api(`/api/admin/hosting-plans/${plan.id}`, {
        method: "PUT",
        token,
        body: { currency_prices: { GBP: { price: plan.price } } },
      });
      expect(priced.status, priced.text).toBe(200);
    }
    const { page } = await site.open("/?currency=GBP");
    expect(await page.locator("[data-currency-notice]").count()).toBe(0);
    const { text, choices } = await pageCurrencies(page);
    expect(choices).toEqual(["/?currency=EUR", "/?currency=USD", "/?currency=GBP"]);
    expect(text).toContain("£");
    expect(text).not.toMatch(/€|\$/);
  });
});
