import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { brandPalette } from "../../../../common/brandPalette";
import { blend, contrast } from "../../../../common/color";
import { installTestSite } from "../../../../server/test/fixtures/testSite";
import { solidPng } from "../../../../server/test/images";
import { expectAccessible } from "../../../test/axe";
import { PHONE_390, saveScreenshot } from "../../../test/browser";
import { DESKTOP_VIEWPORT, hydrated, startSite, type Site } from "./helpers";

/** The company's own look: brand colour, font, hero image, status badge switch and the home page's own texts. */
const VIEWPORTS = { desktop: DESKTOP_VIEWPORT, phone: PHONE_390 };
const SCHEMES = ["light", "dark"] as const;
const BRAND_COLORS = { indigo: "#4f46e5", "pale-yellow": "#fde047", "dark-green": "#14532d" };

let site: Site;
let token: string;
beforeAll(async () => {
  site = await startSite();
  token = await site.server.login();
});
afterAll(() => site.close());
beforeEach(async () => {
  await installTestSite(site.server.site.deps.store);
  await saveSettings({ brand_color: BRAND_COLORS.indigo, font: "system", show_status_badge: true, maintenance_mode: false });
});

/** Pages with axe on them take a while on a busy test machine. */
const SLOW = 240_000;

async function saveSettings(body: Record<string, unknown>): Promise<void> {
  const response = await site.server.api("/api/admin/site-settings", { method: "PUT", body, token });
  expect(response.status, response.text).toBe(200);
}

async function saveContent(section: string, body: Record<string, unknown>): Promise<void> {
  const response = await site.server.api(`/api/admin/content/${section}`, { method: "PUT", body, token });
  expect(response.status, response.text).toBe(200);
}

async function uploadHeroImage(png: Buffer): Promise<{ url: string; width: number; height: number }> {
  const response = await fetch(`${site.server.url}/api/admin/media/hero_image`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
    body: new Uint8Array(png),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { url: string; width: number; height: number };
}

/** Every request the page makes, by address. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

const rgb = (hex: string) => {
  const value = parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

describe("brand colour", () => {
  for (const [name, color] of Object.entries(BRAND_COLORS)) {
    it(
      `${name} (${color}): every shade from it, axe clean on the home and 404 pages at both widths, light and dark`,
      async () => {
        await saveSettings({ brand_color: color, font: "system", show_status_badge: true });
        const palette = brandPalette(color);
        for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
          for (const colorScheme of SCHEMES) {
            const { page, errors } = await site.open("/", { viewport, colorScheme });
            await hydrated(page);
            expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim())).toBe(palette.brand);
            const button = await page
              .locator(".plan-card--popular .btn--primary")
              .first()
              .evaluate((el) => {
                const style = getComputedStyle(el);
                return { background: style.backgroundColor, color: style.color };
              });
            expect(button).toEqual({ background: rgb(palette.brand), color: rgb(palette.onBrand) });
            expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe(palette.heroMid);
            await expectAccessible(page, `home, brand ${color} (${viewportName}, ${colorScheme})`);
            await saveScreenshot(page, `brand-${name}-${viewportName}-${colorScheme}.png`, { fullPage: true });
            expect(errors).toEqual([]);
          }
        }
        const { page } = await site.open("/no-such-page", { viewport: PHONE_390, colorScheme: "dark" });
        await hydrated(page);
        await expectAccessible(page, `404, brand ${color}`);
      },
      SLOW,
    );
  }
});

describe("font", () => {
  it(
    "a chosen font comes from the site itself (preloaded woff2, swap, cached for good), with no request elsewhere; the system font loads none",
    async () => {
      await saveSettings({ font: "plus-jakarta-sans", brand_color: BRAND_COLORS.indigo });
      const { page } = await site.open("/", { viewport: PHONE_390 });
      const requests = recordRequests(page);
      await page.reload({ waitUntil: "load" });
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      const preload = page.locator('link[rel="preload"][as="font"]');
      const href = await preload.getAttribute("href");
      expect(href).toMatch(/^\/assets\/plus-jakarta-sans-latin-wght-normal-[\w-]{8}\.woff2$/);
      expect(await preload.getAttribute("type")).toBe("font/woff2");
      expect(await preload.getAttribute("crossorigin")).not.toBeNull();
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Plus Jakarta Sans Variable", system-ui/);
      expect(await page.evaluate(() => document.fonts.check('700 16px "Plus Jakarta Sans Variable"'))).toBe(true);
      expect(await page.locator("style#site-look").textContent()).toContain("font-display:swap");
      const font = await fetch(site.server.url + href!);
      expect(font.headers.get("content-type")).toBe("font/woff2");
      expect(font.headers.get("cache-control")).toContain("immutable");
      expect(
        Buffer.from(await font.arrayBuffer())
          .subarray(0, 4)
          .toString("latin1"),
      ).toBe("wOF2");
      expect(requests.filter((url) => url.endsWith(".woff2"))).toEqual([site.server.url + href]);
      expect(requests.filter((url) => !url.startsWith(site.server.url) && !url.startsWith("data:"))).toEqual([]);
      await saveScreenshot(page, "font-plus-jakarta-sans-phone.png");

      await saveSettings({ font: "system" });
      const system = await site.open("/", { viewport: PHONE_390 });
      const systemRequests = recordRequests(system.page);
      await system.page.reload({ waitUntil: "load" });
      await hydrated(system.page);
      expect(await system.page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
      expect(systemRequests.filter((url) => url.includes(".woff"))).toEqual([]);
      expect(await system.page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^system-ui/);
    },
    SLOW,
  );
});

describe("status badge switch", () => {
  /** Opens a page with a fake clock, runs it past several poll periods and answers the status requests made. */
  async function statusRequests(path: string): Promise<{ badges: number; requests: string[] }> {
    const context = await site.browser.newContext({ viewport: PHONE_390 });
    const page = await context.newPage();
    await page.clock.install();
    const requests = recordRequests(page);
    await page.goto(site.server.url + path, { waitUntil: "load" });
    await hydrated(page);
    await page.clock.runFor(5 * 60_000);
    await page.waitForLoadState("networkidle");
    const badges = await page.locator(".status-badge").count();
    await context.close();
    return { badges, requests: requests.filter((url) => url.includes("/api/system-status")) };
  }

  it(
    "on: the badge polls; off: no badge on any page, no module started, no status request",
    async () => {
      await saveSettings({ show_status_badge: true, status_update_interval: 10 });
      const on = await statusRequests("/");
      expect(on.badges).toBe(1);
      expect(on.requests.length).toBeGreaterThan(0);

      await saveSettings({ show_status_badge: false });
      for (const path of ["/", "/terms", "/no-such-page"]) {
        const off = await statusRequests(path);
        expect(off, path).toEqual({ badges: 0, requests: [] });
        expect((await site.server.api(path)).text, path).not.toContain('data-enhance="status-badge"');
      }
      await saveSettings({ maintenance_mode: true });
      const maintenance = (await site.server.api("/")).text;
      expect(maintenance).toContain("maintenance-title");
      expect(maintenance).not.toContain('data-enhance="status-badge"');
    },
    SLOW,
  );
});

describe("hero image", () => {
  it(
    "is the hero's background, preloaded with its size, under an overlay white text reads on (light and dark images)",
    async () => {
      await saveSettings({ brand_color: BRAND_COLORS["dark-green"], font: "system" });
      for (const [name, pixel] of [
        ["white", [255, 255, 255]],
        ["black", [10, 10, 10]],
      ] as const) {
        const image = await uploadHeroImage(solidPng(320, 180, [...pixel]));
        for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
          const { page, errors } = await site.open("/", { viewport });
          await hydrated(page);
          const preload = page.locator(`head link[rel="preload"][as="image"][href="${image.url}"]`);
          expect(await preload.getAttribute("fetchpriority")).toBe("high");
          const img = page.locator("#home img.hero-image");
          expect(await img.getAttribute("src")).toBe(image.url);
          expect([await img.getAttribute("width"), await img.getAttribute("height")]).toEqual(["320", "180"]);
          expect(await img.getAttribute("fetchpriority")).toBe("high");
          expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(320);
          const hero = await page.locator("#home").boundingBox();
          const box = await img.boundingBox();
          expect(box).toEqual(hero);
          // What the visitor sees behind the text: the overlay over the image; every text in the hero is white.
          const overlay = await page.locator("#home").evaluate((el) => getComputedStyle(el, "::after").backgroundColor);
          const [r, g, b, alpha] = overlay.match(/[\d.]+/g)!.map(Number);
          const backdrop = blend(
            `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`,
            alpha,
            `#${pixel.map((c) => c.toString(16).padStart(2, "0")).join("")}`,
          );
          expect(contrast("#ffffff", backdrop), `${name} image behind ${overlay}`).toBeGreaterThanOrEqual(4.5);
          const textColors = await page
            .locator("#home .hero-inner")
            .evaluate((inner) =>
              [...inner.querySelectorAll<HTMLElement>(".hero-title, .hero-subtitle, .hero-text, .hero-highlights li, .promo-title, .promo-text")].map(
                (el) => getComputedStyle(el).color,
              ),
            );
          expect(new Set(textColors)).toEqual(new Set(["rgb(255, 255, 255)"]));
          await expectAccessible(page, `hero image ${name} (${viewportName})`);
          await saveScreenshot(page, `hero-image-${name}-${viewportName}.png`);
          expect(errors).toEqual([]);
        }
      }
      expect((await site.server.api("/api/admin/media/hero_image", { method: "DELETE", token })).status).toBe(200);
      const { page } = await site.open("/");
      expect(await page.locator(".hero-image").count()).toBe(0);
      expect(await page.locator('head link[rel="preload"][as="image"]').count()).toBe(0);
    },
    SLOW,
  );
});

describe("the home page's own texts", () => {
  it(
    "empty highlights, second button and numbers hide their rows; custom cards show their icon, text and link",
    async () => {
      await saveContent("hero", { highlights: [], secondary_button_text: "" });
      await saveContent("about", { stats: [] });
      const cards = [
        { title: "Domains", description: "Register and move names.", icon: "domain", href: "/domains" },
        { title: "Mail", description: "", icon: "email", href: "https://mail.example.com" },
        { title: "Protection", description: "Filtering for every plan.", icon: "shield", href: "#vps" },
        { title: "People", description: "Who answers your tickets.", icon: "support", href: "" },
      ];
      await saveContent("features", { cards });
      const { page } = await site.open("/");
      await hydrated(page);
      expect(await page.locator(".hero-highlights").count()).toBe(0);
      expect(await page.locator(".hero-cta .btn").count()).toBe(1);
      expect(await page.locator(".about-stats").count()).toBe(0);
      const shown = await page.locator("#features .feature-card").evaluateAll((articles) =>
        articles.map((article) => ({
          title: article.querySelector("h3")?.textContent,
          text: article.querySelector(".feature-text")?.textContent ?? "",
          href: article.querySelector("a")?.getAttribute("href") ?? "",
          target: article.querySelector("a")?.getAttribute("target") ?? "",
          icon: article.querySelectorAll(".feature-icon svg").length,
        })),
      );
      expect(shown).toEqual(
        cards.map((card) => ({ title: card.title, text: card.description, href: card.href, target: card.href.startsWith("https:") ? "_blank" : "", icon: 1 })),
      );
      // Two rows of two on a wide screen.
      const tops = await page
        .locator("#features .feature-card")
        .evaluateAll((articles) => articles.map((article) => Math.round(article.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(2);
      const text = await page.locator("main").innerText();
      for (const claim of ["99.9%", "24/7", "5000+", "Talk to Our Team", "happy customers"]) expect(text).not.toContain(claim);
      await expectAccessible(page, "home without highlights and numbers, four custom cards");

      await saveContent("hero", {
        highlights: ["Local people", "Monthly plans"],
        secondary_button_text: "Call us",
        secondary_button_url: "mailto:sales@orbit-test.example",
      });
      await saveContent("about", { stats: [{ value: "2012", label: "Since" }] });
      const again = await site.open("/");
      expect(await again.page.locator(".hero-highlights li").allTextContents()).toEqual(["Local people", "Monthly plans"]);
      expect(await again.page.locator(".hero-cta .btn--ghost-light").getAttribute("href")).toBe("mailto:sales@orbit-test.example");
      expect(await again.page.locator(".about-stat").allTextContents()).toEqual(["Since2012"]);
    },
    SLOW,
  );
});
