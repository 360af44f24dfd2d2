import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SITE } from "../../../../server/test/fixtures/testSite";
import { expectAccessible } from "../../../test/axe";
import { PHONE_390, saveScreenshot } from "../../../test/browser";
import { DESKTOP_VIEWPORT, hydrated, orderTargetOf, startSite, type Site } from "./helpers";

/** Two languages and two currencies: switchers by their links, prices in German, the tax note, order links. */
const VIEWPORTS = { desktop: DESKTOP_VIEWPORT, phone: PHONE_390 };
const SCHEMES = ["light", "dark"] as const;
const SLOW = 240_000;
const ORDER = "https://billing.example/order/{plan_id}/{term}?currency={currency}&lang={lang}&promo={promo}";

let site: Site;
let token: string;
let planId: number;
beforeAll(async () => {
  site = await startSite();
  token = await site.server.login();
  const settings = await site.server.api("/api/admin/site-settings", {
    method: "PUT",
    token,
    body: {
      languages: ["en", "de"],
      default_language: "en",
      currencies: ["USD", "EUR"],
      default_currency: "USD",
      tax_display: "inclusive",
      tax_rate: 19,
      tax_label: "VAT",
      translations: { de: { tax_label: "MwSt." } },
      order_url_template: ORDER,
    },
  });
  expect(settings.status, settings.text).toBe(200);
  // EUR is offered to visitors only while every plan has a price in it.
  for (const existing of (await site.server.api("/api/admin/hosting-plans", { token })).body as Array<{ id: number; price: number }>) {
    const priced = await site.server.api(`/api/admin/hosting-plans/${existing.id}`, {
      method: "PUT",
      token,
      body: { currency_prices: { EUR: { price: existing.price } } },
    });
    expect(priced.status, priced.text).toBe(200);
  }
  const plan = await site.server.api("/api/admin/hosting-plans", {
    method: "POST",
    token,
    body: {
      name: "Locale Plan",
      type: "shared",
      category_key: "hosting",
      price: 4.2,
      pricing: { annual: 45 },
      // Before tax; with 19 % added: 4.99 € a month, 47.89 € a year (3.99 € a month).
      currency_prices: { EUR: { price: 4.19, pricing: { annual: 40.24 } } },
      translations: { de: { name: "Sprachtarif" } },
    },
  });
  expect(plan.status, plan.text).toBe(200);
  planId = plan.body.id;
}, SLOW);
afterAll(() => site?.close());

describe("the site in two languages and two currencies", () => {
  it(
    "the header keeps the brand and every button on one line from 1439 down to 900 px, with both switchers",
    async () => {
      for (const width of [1439, 1366, 1280, 1180, 1024, 900]) {
        const { page } = await site.open("/de/", { viewport: { width, height: 800 } });
        expect(await page.locator(".header-bar .locale-switchers").isVisible(), `${width} px`).toBe(true);
        await saveScreenshot(page.locator("header"), `locales-header-${width}.png`);
        const lines = await page.locator(".header-bar").evaluate((bar) =>
          [...bar.querySelectorAll(".brand, .nav-link, .header-actions .btn, .locale-summary")].map((element) => {
            // The lines its visible text takes: text fragments whose tops differ by more than half a line.
            const tops: number[] = [];
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent?.trim() || (node.parentElement && node.parentElement.closest(".visually-hidden"))) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects())
                if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
            }
            return { text: (element.textContent ?? "").trim(), lines: tops.length };
          }),
        );
        for (const entry of lines) expect(entry.lines, `${width} px: "${entry.text}" on one line`).toBeLessThanOrEqual(1);
        const bar = await page.locator(".header-bar").evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(bar.scroll, `${width} px: the bar's content fits`).toBeLessThanOrEqual(bar.client);
      }
    },
    SLOW,
  );

  it(
    "switches language and currency by the links, at both widths, light and dark, axe clean",
    async () => {
      for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
        for (const colorScheme of SCHEMES) {
          const { page, errors } = await site.open("/", { viewport, colorScheme });
          await hydrated(page);
          const openMenu = async () => {
            if (viewportName === "phone") await page.locator(".menu-toggle").click();
          };
          await openMenu();
          await page.locator('[data-switcher="language"] summary').click();
          await expectAccessible(page, `home with the language list open (${viewportName}, ${colorScheme})`);
          await saveScreenshot(page, `locales-switcher-${viewportName}-${colorScheme}.png`);
          await page.locator('[data-switcher="language"] a[hreflang="de"]').click();
          await page.waitForURL(`${site.server.url}/de/`);
          await hydrated(page);
          expect(await page.locator('[data-switcher="language"] a[aria-current="true"]').getAttribute("hreflang")).toBe("de");

          await openMenu();
          await page.locator('[data-switcher="currency"] summary').click();
          await page.locator('[data-switcher="currency"] a', { hasText: "EUR" }).click();
          await page.waitForURL(`${site.server.url}/de/?currency=EUR`);
          await hydrated(page);
          const card = page.locator(`[data-plan-id="${planId}"]`);
          await expect.poll(() => card.locator(".plan-price").textContent()).toBe("4,99\u00a0€/Monat");
          expect(await card.locator(".plan-tax-note").textContent()).toBe("inkl. 19 % MwSt.");
          await card.scrollIntoViewIfNeeded();
          await expectAccessible(page, `German page in euros (${viewportName}, ${colorScheme})`);
          await saveScreenshot(page, `locales-de-eur-${viewportName}-${colorScheme}.png`);

          // The choice is remembered: the German terms page, reached by its link, still shows euros in its switcher.
          await page.goto(`${site.server.url}/de/terms`);
          expect(await page.locator('[data-switcher="currency"] a[aria-current="true"]').textContent()).toContain("EUR");
          await page.goto(`${site.server.url}/`);
          expect(await page.locator(`[data-plan-id="${planId}"] .plan-price`).textContent()).toBe("€4.99/mo");
          expect(errors).toEqual([]);
        }
      }
    },
    SLOW,
  );

  it(
    "points the order link at the chosen term's address with the promo code the visitor copied",
    async () => {
      const { page, context, errors } = await site.open("/de/?currency=EUR");
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.server.url });
      await hydrated(page);
      const card = page.locator(`[data-plan-id="${planId}"]`);
      const order = card.locator("a.plan-order");
      const address = (term: string, promo: string) => `https://billing.example/order/${planId}/${term}?currency=EUR&lang=de&promo=${promo}`;
      expect(await orderTargetOf(site, order)).toBe(address("monthly", ""));

      await page
        .locator(".term-switch[data-category='hosting'] label", { hasText: /annual|Annual|jährlich|Jährlich|year|Year/ })
        .first()
        .click();
      await expect.poll(() => orderTargetOf(site, order)).toBe(address("annual", ""));
      expect(await card.locator(".plan-amount").textContent()).toBe("3,99");
      expect(await card.locator(".plan-term-note").textContent()).toContain("47,89\u00a0€");

      const hero = page.locator(".promo--hero");
      await hero.locator("button.btn--promo").click();
      await expect.poll(() => orderTargetOf(site, order)).toBe(address("annual", encodeURIComponent(TEST_SITE.promos.hero.code)));
      await saveScreenshot(page, "locales-order-annual-promo.png");

      // A later visit in another language and currency keeps the copied code and the chosen term.
      const again = await context.newPage();
      await again.goto(`${site.server.url}/?currency=USD`);
      await hydrated(again);
      const english = again.locator(`[data-plan-id="${planId}"] a.plan-order`);
      await expect
        .poll(() => orderTargetOf(site, english))
        .toBe(`https://billing.example/order/${planId}/annual?currency=USD&lang=en&promo=${encodeURIComponent(TEST_SITE.promos.hero.code)}`);
      expect(errors).toEqual([]);
    },
    SLOW,
  );

  it(
    "shows the switchers and right prices without JavaScript",
    async () => {
      const { page } = await site.open("/de/?currency=EUR", { javaScriptEnabled: false, viewport: PHONE_390 });
      const card = page.locator(`[data-plan-id="${planId}"]`);
      expect(await card.locator(".plan-price").textContent()).toBe("4,99\u00a0€/Monat");
      expect(await orderTargetOf(site, card.locator("a.plan-order"))).toBe(`https://billing.example/order/${planId}/monthly?currency=EUR&lang=de&promo=`);
      await page.locator(".menu-toggle").click();
      await page.locator('[data-switcher="language"] summary').click();
      await page.locator('[data-switcher="language"] a[hreflang="en"]').click();
      await page.waitForURL(`${site.server.url}/`);
      expect(await page.locator(`[data-plan-id="${planId}"] .plan-price`).textContent()).toBe("€4.99/mo");
    },
    SLOW,
  );
});
