import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Plan } from "../../../../common/contracts";
import { installTestSite, TEST_SITE } from "../../../../server/test/fixtures/testSite";
import { expectAccessible } from "../../../test/axe";
import { PHONE_390, saveScreenshot } from "../../../test/browser";
import { DESKTOP_VIEWPORT, hydrated, startSite, type Site } from "./helpers";

/** The home page with any content: header widths, the phone menu without scripts, plan rows, footer, promos. */
/** Several page loads each: generous on a busy test machine. */
const SLOW = 240_000;

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());
beforeEach(async () => {
  await installTestSite(site.server.site.deps.store);
});

/** `count` shared plans of the first category, with names and feature lists as long as given. */
async function hostingPlans(count: number, name = (i: number) => `Plan ${i}`, features = 3): Promise<void> {
  await site.edit(["plans"], (draft) => {
    const model = structuredClone(TEST_SITE.plans.spark);
    const others = draft.plans.filter((plan) => plan.category_key !== model.category_key);
    const plans: Plan[] = Array.from({ length: count }, (_, i) => ({
      ...structuredClone(model),
      id: 600 + i,
      name: name(i + 1),
      is_popular: i === 1,
      features: Array.from({ length: features }, (_, f) => `Feature ${f + 1} of plan ${i + 1}`),
      display_order: i + 1,
    }));
    draft.plans = [...others, ...plans];
  });
}

/** The horizontal centres of a grid and of each of its cards. */
async function centres(page: Page, grid: string): Promise<{ grid: number; cards: { x: number; y: number }[] }> {
  return page.locator(grid).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      grid: box.left + box.width / 2,
      cards: [...element.children].map((card) => {
        const rect = card.getBoundingClientRect();
        return { x: rect.left + rect.width / 2, y: Math.round(rect.top) };
      }),
    };
  });
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("header", () => {
  it(
    "keeps Client Area and Game Panel in the bar down to 900 px and collapses to the menu button below",
    async () => {
      for (const width of [1366, 1024, 900]) {
        const { page } = await site.open("/", { viewport: { width, height: 800 } });
        await hydrated(page);
        expect(await page.locator("header .site-nav a", { hasText: "Client Area" }).isVisible(), `${width} px`).toBe(true);
        expect(await page.locator("header .site-nav a", { hasText: "Game Panel" }).isVisible(), `${width} px`).toBe(true);
        expect(await page.locator(".menu-toggle").isVisible(), `${width} px`).toBe(false);
        const bar = await page.locator(".header-bar").evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(bar.scroll, `${width} px: the bar's content fits`).toBeLessThanOrEqual(bar.client);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await saveScreenshot(page.locator("header"), `header-${width}.png`);
      }
      const { page } = await site.open("/", { viewport: { width: 899, height: 800 } });
      await hydrated(page);
      expect(await page.locator(".menu-toggle").isVisible()).toBe(true);
      expect(await page.locator("#site-nav").isVisible()).toBe(false);
    },
    SLOW,
  );

  it(
    "the phone menu opens and closes without JavaScript, and keeps its behaviour with it",
    async () => {
      const { page } = await site.open("/", { viewport: PHONE_390, javaScriptEnabled: false });
      const toggle = page.getByRole("button", { name: "Open menu" });
      expect(await page.locator("#site-nav").isVisible()).toBe(false);
      await toggle.click();
      expect(await page.locator("#site-nav").isVisible()).toBe(true);
      expect(await page.locator("#site-nav a", { hasText: "Client Area" }).isVisible()).toBe(true);
      await saveScreenshot(page, "phone-menu-no-script.png");
      await toggle.click();
      expect(await page.locator("#site-nav").isVisible()).toBe(false);
      await toggle.click();
      await page.keyboard.press("Escape");
      expect(await page.locator("#site-nav").isVisible()).toBe(false);

      const scripted = await site.open("/", { viewport: PHONE_390 });
      await hydrated(scripted.page);
      const button = scripted.page.locator(".menu-toggle");
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      await button.click();
      // The popover's toggle event, which the button follows, comes a task after the click.
      await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
      expect(await scripted.page.locator(".menu-toggle .visually-hidden").textContent()).toBe("Close menu");
      await expectAccessible(scripted.page, "phone menu open");
      await scripted.page.keyboard.press("Escape");
      await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
      expect(await scripted.page.evaluate(() => document.activeElement?.classList.contains("menu-toggle"))).toBe(true);
    },
    SLOW,
  );
});

describe("plan rows", () => {
  it(
    "centres a last row that is not full: one card of three, two of three, one of two",
    async () => {
      await hostingPlans(4);
      const desktop = await site.open("/", { viewport: DESKTOP_VIEWPORT });
      let layout = await centres(desktop.page, "#hosting .plan-grid");
      expect(new Set(layout.cards.map((card) => card.y)).size).toBe(2);
      expect(Math.abs(layout.cards[3].x - layout.grid)).toBeLessThan(2);

      await hostingPlans(5);
      await desktop.page.reload();
      layout = await centres(desktop.page, "#hosting .plan-grid");
      expect(Math.abs((layout.cards[3].x + layout.cards[4].x) / 2 - layout.grid)).toBeLessThan(2);
      expect(layout.cards[3].y).toBe(layout.cards[4].y);
      await saveScreenshot(desktop.page.locator("#hosting"), "plans-5-desktop.png");

      await hostingPlans(3);
      const tablet = await site.open("/", { viewport: { width: 800, height: 900 } });
      layout = await centres(tablet.page, "#hosting .plan-grid");
      expect(Math.abs(layout.cards[2].x - layout.grid)).toBeLessThan(2);
    },
    SLOW,
  );

  it(
    "twelve plans with long names and long feature lists fit at phone and desktop width",
    async () => {
      await hostingPlans(12, (i) => `Extraordinarily-Long-Plan-Name-Without-Spaces-Number-${i}`, 9);
      for (const [name, viewport] of Object.entries({ desktop: DESKTOP_VIEWPORT, phone: PHONE_390 })) {
        const { page } = await site.open("/", { viewport });
        await hydrated(page);
        expect(await page.locator("#hosting .plan-card").count()).toBe(12);
        expect(await overflow(page), name).toBeLessThanOrEqual(0);
        const widths = await page.locator("#hosting .plan-card").evaluateAll((cards) => cards.map((card) => card.scrollWidth - card.clientWidth));
        expect(Math.max(...widths), `${name}: nothing sticks out of a card`).toBeLessThanOrEqual(0);
        await saveScreenshot(page.locator("#hosting"), `plans-12-${name}.png`);
      }
    },
    SLOW,
  );
});

describe("footer and promos", () => {
  it(
    "the copyright line has its padding",
    async () => {
      const { page } = await site.open("/", { viewport: PHONE_390 });
      const padding = await page.locator(".footer-bottom").evaluate((el) => [getComputedStyle(el).paddingTop, getComputedStyle(el).paddingBottom]);
      expect(padding).toEqual(["24px", "24px"]);
    },
    SLOW,
  );

  it(
    "on a phone the floating promo waits until the hero's promo is scrolled past, and never covers it",
    async () => {
      const { page } = await site.open("/", { viewport: PHONE_390 });
      await hydrated(page);
      const floating = page.locator(".floating-promo");
      const heroPromo = page.locator(".hero-promo");
      const covers = async () => {
        const [a, b] = [await floating.boundingBox(), await heroPromo.boundingBox()];
        return !!a && !!b && a.y < b.y + b.height && b.y < a.y + a.height;
      };
      // Opened at the top, the hero's promo is at the bottom of the window, where the floating one would sit.
      const heroBox = (await heroPromo.boundingBox())!;
      expect(heroBox.y + heroBox.height).toBeGreaterThan(PHONE_390.height * 0.75);
      await page.waitForTimeout(500);
      expect(await floating.isVisible()).toBe(false);
      await page.evaluate(() => window.scrollBy(0, document.querySelector(".hero-promo")!.getBoundingClientRect().bottom + 10));
      await expect.poll(() => floating.isVisible()).toBe(true);
      expect(await covers()).toBe(false);
      await saveScreenshot(page, "floating-promo-phone.png");
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => floating.isVisible()).toBe(false);

      const desktop = await site.open("/", { viewport: DESKTOP_VIEWPORT });
      await hydrated(desktop.page);
      await expect.poll(() => desktop.page.locator(".floating-promo").isVisible()).toBe(true);
    },
    SLOW,
  );

  it(
    "a pricing promo about yearly billing sits above the first category that has yearly prices; one about no term in the first",
    async () => {
      await site.edit(["promos"], (draft) => {
        const pricing = draft.promos.find((promo) => promo.display_location === "pricing")!;
        pricing.title = "Save 20% on yearly billing";
      });
      const { page } = await site.open("/");
      expect(await page.locator('#hosting [data-promo-slot="pricing"]').count()).toBe(0);
      expect(await page.locator('#vps [data-promo-slot="pricing"]').count()).toBe(1);
      await site.edit(["promos"], (draft) => {
        draft.promos.find((promo) => promo.display_location === "pricing")!.title = "Ten percent off any plan";
      });
      await page.reload();
      expect(await page.locator('#hosting [data-promo-slot="pricing"]').count()).toBe(1);
      expect(await page.locator('[data-promo-slot="pricing"]').count()).toBe(1);
    },
    SLOW,
  );

  it(
    "a pricing promo never sits above a category whose plans are all sold out",
    async () => {
      await site.edit(["promos", "plans", "categories"], (draft) => {
        draft.promos.find((promo) => promo.display_location === "pricing")!.title = "Ten percent off any plan";
        const first = [...draft.categories].sort((a, b) => a.display_order - b.display_order)[0]!;
        for (const plan of draft.plans) if (plan.category_key === first.key || plan.plan_type === first.key) plan.sold_out = true;
      });
      const { page } = await site.open("/");
      const sections = await page.locator("section.plans-section").evaluateAll((nodes) =>
        nodes.map((node) => ({
          id: node.id,
          promo: node.querySelector('[data-promo-slot="pricing"]') !== null,
          soldOut: node.querySelectorAll(".plan-card").length === node.querySelectorAll(".plan-card--sold-out").length,
        })),
      );
      expect(sections[0]).toMatchObject({ promo: false, soldOut: true });
      expect(sections.find((section) => section.promo)).toMatchObject({ id: sections[1]!.id, soldOut: false });
    },
    SLOW,
  );
});
