import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "../../../test/axe";
import { layoutShift, LOOKS, noSidewaysScroll, saveScreenshot } from "../../../test/browser";
import { DESKTOP_VIEWPORT, hydrated, orderTargetOf, PHONE_VIEWPORT, startSite, type Site } from "./helpers";

/** The compare page and the plan finder in a browser: both widths, light and dark, sticky names, print, with and without scripts. */
const KEY = "cloud";
const ORDER = "https://billing.example/order/{plan_id}/{term}?dc={location}&promo={promo}";
const PLANS = [
  { name: "Nimbus", price: 5, cpu: "1 vCPU", ram: "1 GB", disk_space: "25 GB NVMe", bandwidth: "1 TB", pricing: { annual: 48 }, locations: ["fra"] },
  { name: "Cirrus", price: 10, cpu: "2 vCPU", ram: "4 GB", disk_space: "80 GB NVMe", bandwidth: "2 TB", pricing: { annual: 96 }, locations: ["fra", "nyc"] },
  { name: "Stratus", price: 20, cpu: "4 vCPU", ram: "8 GB", disk_space: "160 GB NVMe", bandwidth: "Unmetered", is_popular: true, locations: ["nyc"] },
  { name: "Cumulus", price: 40, cpu: "8 vCPU", ram: "16 GB", disk_space: "320 GB NVMe", bandwidth: "Unmetered", locations: ["fra", "nyc"] },
  { name: "Cumulonimbus with a long name", price: 80, cpu: "16 vCPU", ram: "32 GB", disk_space: "640 GB NVMe", bandwidth: "Unmetered", locations: ["nyc"] },
];
const FEATURES = [
  "KVM virtualisation",
  "Full root access",
  "IPv6 /64",
  "Daily snapshots",
  "DDoS filter",
  "Private network",
  "Hourly billing",
  "Managed firewall",
];

let site: Site;
const ids: Record<string, number> = {};

beforeAll(async () => {
  site = await startSite();
  const token = await site.server.login();
  const admin = async (path: string, method: string, body: unknown) => {
    const answer = await site.server.api(path, { method, token, body });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  await admin("/api/admin/site-settings", "PUT", { languages: ["en", "de"], order_url_template: ORDER });
  await admin("/api/admin/locations", "POST", { key: "fra", name: "Frankfurt", country: "DE" });
  await admin("/api/admin/locations", "POST", { key: "nyc", name: "New York", country: "US" });
  await admin("/api/admin/hosting-categories", "POST", { key: KEY, display_name: "Cloud Servers", type: "custom", display_order: 0 });
  for (const [index, { locations, ...plan }] of PLANS.entries()) {
    const created = await admin("/api/admin/hosting-plans", "POST", {
      ...plan,
      type: "custom",
      category_key: KEY,
      display_order: index,
      features: FEATURES.filter((_, feature) => (feature + index) % 3 !== 0),
      locations: locations.map((key) => ({ key, sold_out: false })),
    });
    ids[plan.name] = created.id;
  }
});
afterAll(async () => {
  await site?.close();
});

/** Where an element is on screen. */
const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

/** Scrolls the table's box and waits for the frame. */
async function scrollTable(page: Page, to: { left?: number; top?: number }): Promise<void> {
  await page.locator(".compare-scroll").evaluate((box, position) => box.scrollTo({ ...position, behavior: "instant" }), to);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe("the compare page in a browser", () => {
  for (const { colorScheme, size, viewport } of LOOKS) {
    it(`at ${size} width (${colorScheme}): the plans side by side, names in view while the table scrolls, accessible, no layout shift`, async () => {
      const { page, errors } = await site.open(`/compare/${KEY}`, { viewport, colorScheme });
      await hydrated(page);
      expect(await page.locator(".compare-plan-name").allTextContents()).toEqual(PLANS.map((plan) => plan.name));
      expect(await page.locator('.compare-table tbody th[scope="row"]').first().textContent()).toBe("Price");
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await layoutShift(page)).toBe(0);
      await expectAccessible(page, `the compare page (${size}, ${colorScheme})`);
      await saveScreenshot(page, `compare-${size}-${colorScheme}.png`, { fullPage: true });

      // Five plans fit the desktop's width; on a phone the table is wider than its box. It is taller than the window
      // on both. Scrolled to its far end and down, the spec names' column and the plan names' row stay at the box's edges.
      const box = await boxOf(page, ".compare-scroll");
      const width = await page.locator(".compare-scroll").evaluate((element) => element.scrollWidth - element.clientWidth);
      if (size === "phone") expect(width).toBeGreaterThan(200);
      else expect(width).toBe(0);
      await scrollTable(page, { left: width, top: 400 });
      expect(await page.locator(".compare-scroll").evaluate((element) => [element.scrollLeft, element.scrollTop > 0])).toEqual([width, true]);
      const rowName = await boxOf(page, '.compare-table tbody th[scope="row"]');
      const planName = await boxOf(page, ".compare-table thead .compare-plan");
      expect(Math.abs(rowName.left - box.left)).toBeLessThan(2);
      expect(Math.abs(planName.top - box.top)).toBeLessThan(2);
      // The last plan's column is reached, and its name is not under the sticky column.
      const last = await boxOf(page, ".compare-table thead .compare-plan:last-child");
      expect(last.right).toBeLessThanOrEqual(box.right + 1);
      expect(last.left).toBeGreaterThanOrEqual(rowName.right - 1);
      await saveScreenshot(page.locator(".compare-scroll"), `compare-scrolled-${size}-${colorScheme}.png`);
      await expectAccessible(page, `the compare page scrolled (${size}, ${colorScheme})`);
      expect(errors).toEqual([]);
    });
  }

  it("scrolls by keyboard: the table's box takes focus and the arrow keys move it", async () => {
    const { page } = await site.open(`/compare/${KEY}`, { viewport: PHONE_VIEWPORT });
    await hydrated(page);
    const scroller = page.locator(".compare-scroll");
    await scroller.focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-labelledby"))).toBe(`${KEY}-compare-caption`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("region");
    for (let press = 0; press < 5; press++) await page.keyboard.press("ArrowRight");
    // The browser animates keyboard scrolling, so on a busy machine the box may not have moved yet right after the presses.
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  it("prints the table alone: no header, footer, forms or buttons, nothing sticky or scrolling", async () => {
    const { page } = await site.open(`/compare/${KEY}`, { viewport: DESKTOP_VIEWPORT });
    await page.emulateMedia({ media: "print" });
    const looks = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        header: style(".site-header").display,
        footer: style(".site-footer").display,
        form: style(".compare .finder-form").display,
        terms: style(".compare .term-switch").display,
        locations: style(".compare .location-choice").display,
        order: style(".compare-price .plan-order").display,
        overflow: style(".compare-scroll").overflowX,
        sticky: style('.compare-table tbody th[scope="row"]').position,
        table: document.querySelector(".compare-table")!.getBoundingClientRect().width,
      };
    });
    expect(looks).toMatchObject({
      header: "none",
      footer: "none",
      form: "none",
      terms: "none",
      locations: "none",
      order: "none",
      overflow: "visible",
      sticky: "static",
    });
    expect(looks.table).toBeGreaterThan(0);
    await saveScreenshot(page, "compare-print.png", { fullPage: true });
    // The home page's frame is not touched by the compare page's print styles.
    const home = await site.open("/", { viewport: DESKTOP_VIEWPORT });
    await home.page.emulateMedia({ media: "print" });
    expect(await home.page.evaluate(() => getComputedStyle(document.querySelector(".site-header")!).display)).not.toBe("none");
  });

  it("carries the chosen term and the copied promo code into its order links, like the plan cards", async () => {
    const { page } = await site.open(`/compare/${KEY}`, { viewport: DESKTOP_VIEWPORT });
    await hydrated(page);
    const order = (name: string) => page.locator(".compare-price .plan-order").nth(PLANS.findIndex((plan) => plan.name === name));
    expect(await orderTargetOf(site, order("Cirrus"))).toBe(`https://billing.example/order/${ids.Cirrus}/monthly?dc=fra&promo=`);
    await page.locator(".term-option", { hasText: "Annually" }).click();
    const cirrus = page.locator(".compare-price").nth(1);
    await expect.poll(() => cirrus.locator(".plan-amount").textContent()).toBe("8");
    expect(await cirrus.locator(".plan-term-note").textContent()).toBe("$96 billed every yearSave 20%");
    expect(await orderTargetOf(site, order("Cirrus"))).toBe(`https://billing.example/order/${ids.Cirrus}/annual?dc=fra&promo=`);
    // A plan without an annual price keeps its monthly price and address.
    expect(await orderTargetOf(site, order("Stratus"))).toBe(`https://billing.example/order/${ids.Stratus}/monthly?dc=nyc&promo=`);
    // A code copied earlier (remembered by the promo banner's module) goes into every order link.
    await page.evaluate(() => localStorage.setItem("promo_code", "CLOUD10"));
    await page.reload();
    await hydrated(page);
    expect(await orderTargetOf(site, order("Cirrus"))).toBe(`https://billing.example/order/${ids.Cirrus}/annual?dc=fra&promo=CLOUD10`);
    // The chosen location (?location=, remembered) goes into the order links of the plans offered there.
    await page.goto(`${site.server.url}/compare/${KEY}?location=nyc`);
    await hydrated(page);
    expect(await orderTargetOf(site, order("Cirrus"))).toBe(`https://billing.example/order/${ids.Cirrus}/annual?dc=nyc&promo=CLOUD10`);
    expect(await orderTargetOf(site, order("Nimbus"))).toBe(`https://billing.example/order/${ids.Nimbus}/annual?dc=fra&promo=CLOUD10`);
    // The page's own location choice changes it in place: the order links follow, the chosen term and code stay.
    expect(await page.locator(`#location-${KEY}-select`).inputValue()).toBe("nyc");
    await page.locator(`#location-${KEY}-select`).selectOption("fra");
    await expect.poll(() => orderTargetOf(site, order("Cirrus"))).toBe(`https://billing.example/order/${ids.Cirrus}/annual?dc=fra&promo=CLOUD10`);
    expect(await orderTargetOf(site, order("Stratus"))).toBe(`https://billing.example/order/${ids.Stratus}/monthly?dc=nyc&promo=CLOUD10`);
    expect(new URL(page.url()).search).toBe("?location=nyc");
  });
});

describe("the plan finder in a browser", () => {
  for (const javaScriptEnabled of [false, true]) {
    it(`works ${javaScriptEnabled ? "with" : "without"} scripts: in a home page section the plans are marked in place, then on the compare page`, async () => {
      const { page, errors } = await site.open(`/#${KEY}`, { viewport: PHONE_VIEWPORT, javaScriptEnabled });
      const section = page.locator(`#${KEY}`);
      await section.locator(".finder-title").click();
      await section.getByLabel("RAM").selectOption("4");
      await section.getByLabel("CPU cores").selectOption("2");
      await section.getByRole("button", { name: "Find plans" }).click();
      // The form sends every select, "Any" as an empty value, and the section it came from; it comes back there.
      await page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("need_ram_gb") === "4" && url.hash === `#${KEY}-finder`);
      expect(new URL(page.url()).search).toBe(`?finder=${KEY}&need_disk_gb=&need_ram_gb=4&need_cpu=2&location=`);
      if (javaScriptEnabled) await hydrated(page);
      expect(await section.locator(".finder-outcome").textContent()).toBe("Plans that fit your needs: 4. The cheapest: Cirrus.");
      expect(await section.locator(".plan-card--best .plan-name").allTextContents()).toEqual(["Cirrus"]);
      expect(await section.locator(".plan-card--miss .plan-name").allTextContents()).toEqual(["Nimbus"]);
      expect(await section.locator("details.finder").getAttribute("open")).toBe("");
      expect(await section.getByLabel("RAM").inputValue()).toBe("4");
      // The outcome is where the visitor is: the finder is in view after the page came back.
      expect(await section.locator(".finder-outcome").isVisible()).toBe(true);
      if (javaScriptEnabled) await expectAccessible(page, "the home finder's answer");
      await saveScreenshot(section, `home-finder-answer-${javaScriptEnabled ? "js" : "no-js"}.png`);

      // The compare page's own finder: the same needs mark the table's columns.
      await section.locator(".plans-compare").click();
      await page.waitForURL((url) => url.pathname === `/compare/${KEY}`);
      await page.locator("#finder-need_ram_gb").selectOption("4");
      await page.locator("#finder-need_cpu").selectOption("2");
      await page.getByRole("button", { name: "Find plans" }).click();
      await page.waitForURL((url) => url.pathname === `/compare/${KEY}` && url.searchParams.get("need_ram_gb") === "4" && url.hash === "#finder");
      expect(new URL(page.url()).search).toBe("?need_disk_gb=&need_ram_gb=4&need_cpu=2&location=");
      if (javaScriptEnabled) await hydrated(page);
      const outcome = page.locator(".finder-outcome");
      expect(await outcome.textContent()).toBe("Plans that fit your needs: 4. The cheapest: Cirrus.");
      expect(await page.locator(".compare-plan.is-best .compare-plan-name").allTextContents()).toEqual(["Cirrus"]);
      expect(await page.locator(".compare-plan.is-miss .compare-plan-name").allTextContents()).toEqual(["Nimbus"]);
      expect(await page.locator("#finder-need_ram_gb").inputValue()).toBe("4");
      // axe runs in the page's own scripts: only where it has them.
      if (javaScriptEnabled) await expectAccessible(page, "the finder's answer");
      await saveScreenshot(page, `finder-answer-${javaScriptEnabled ? "js" : "no-js"}.png`);
      await saveScreenshot(page.locator(".compare-scroll"), `finder-marks-${javaScriptEnabled ? "js" : "no-js"}.png`);

      // Refined on the compare page: more RAM, in Frankfurt. Nothing fits; of the two plans missing one need,
      // Cumulus misses the smaller part (16 of 32 GB) where the larger one is not offered in Frankfurt.
      await page.locator("#finder-need_ram_gb").selectOption("32");
      await page.locator("#finder-location").selectOption("fra");
      await page.getByRole("button", { name: "Find plans" }).click();
      await page.waitForURL((url) => url.searchParams.get("need_ram_gb") === "32" && url.searchParams.get("location") === "fra");
      expect(await page.locator(".finder-outcome").textContent()).toBe("No plan fits all your needs. The nearest is Cumulus: RAM: 16 GB instead of 32 GB.");
      expect(await page.locator(".compare-plan.is-miss").count()).toBe(PLANS.length);
      await saveScreenshot(page, `finder-none-${javaScriptEnabled ? "js" : "no-js"}.png`);
      await page.getByRole("link", { name: "Clear" }).click();
      await page.waitForURL((url) => url.pathname === `/compare/${KEY}` && url.search === "");
      expect(await page.locator(".finder-outcome").count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }

  it("on the home page: a closed disclosure under each category's plans, next to the compare link", async () => {
    for (const { colorScheme, size, viewport } of LOOKS) {
      const { page } = await site.open(`/#${KEY}`, { viewport, colorScheme });
      await hydrated(page);
      const section = page.locator(`#${KEY}`);
      expect(await section.locator(".plans-compare").getAttribute("href")).toBe(`/compare/${KEY}`);
      expect(await section.locator("details.finder").getAttribute("open")).toBeNull();
      await section.locator(".finder-title").click();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `the home page with a finder open (${size}, ${colorScheme})`);
      await saveScreenshot(section.locator(".plans-more"), `home-finder-${size}-${colorScheme}.png`);
    }
  });
});
