import { saveScreenshot } from "../../../test/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SITE } from "../../../../server/test/fixtures/testSite";
import { testImages } from "../../../../server/test/images";
import { DESKTOP_VIEWPORT, hydrated, PHONE_VIEWPORT, startSite, type Site } from "./helpers";

const VIEWPORTS = { desktop: DESKTOP_VIEWPORT, phone: PHONE_VIEWPORT };

let site: Site;
let token: string;
beforeAll(async () => {
  site = await startSite({ CONTACT_RATE_LIMIT: "0" });
  token = await site.server.login();
});
afterAll(() => site.close());

const upload = async (kind: string, type: string, body: Buffer) => {
  const response = await fetch(`${site.server.url}/api/admin/media/${kind}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": type },
    body: new Uint8Array(body),
  });
  return (await response.json()) as { url: string };
};

describe("logo, favicon and social image", () => {
  it("header, footer, <link rel=icon> and the sharing tags use the uploads; removing them brings back the defaults", async () => {
    const wordmark = testImages.svg(
      '<rect width="240" height="60" rx="12" fill="#0f766e"/><text x="120" y="40" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">ACME</text>',
      'width="240" height="60" viewBox="0 0 240 60"',
    );
    const logo = await upload("logo", "image/svg+xml", wordmark);
    const favicon = await upload("favicon", "image/png", testImages.png());
    const social = await upload("social_image", "image/png", testImages.png());
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { page, errors } = await site.open("/", { viewport });
      await hydrated(page);
      expect(await page.locator("header .brand img").getAttribute("src")).toBe(logo.url);
      expect(await page.locator("footer .brand img").getAttribute("src")).toBe(logo.url);
      expect(await page.locator("header .brand img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // A wide word mark already shows the name: the text stays for screen readers only.
      expect(await page.locator("header .brand-name").evaluate((el) => el.className)).toContain("visually-hidden");
      expect(await page.locator('link[rel="icon"]').getAttribute("href")).toBe(favicon.url);
      expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(new RegExp(`${social.url.replace(/\./g, "\\.")}$`));
      expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
      expect(errors).toEqual([]);
      await saveScreenshot(page.locator("header"), `public-logo-header-${name}.png`);
    }
    const ld = JSON.parse((await site.server.api("/")).text.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1].replace(/\\u003c/g, "<"));
    expect(ld.logo).toMatch(new RegExp(`${logo.url.replace(/\./g, "\\.")}$`));

    for (const kind of ["logo", "favicon", "social_image"]) await site.server.api(`/api/admin/media/${kind}`, { method: "DELETE", token });
    const { page } = await site.open("/");
    await hydrated(page);
    expect(await page.locator("header .brand img").getAttribute("src")).toBe("/logo.png");
    expect(await page.locator('link[rel="icon"]').getAttribute("href")).toBe("/favicon.png");
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/\/logo\.png$/);
    expect(await page.locator("header .brand-name").isVisible()).toBe(true);
  });
});

describe("sold-out plans", () => {
  it("show a Sold out badge and a disabled Sold out button instead of the order link; JSON-LD says SoldOut", async () => {
    const { flare, spark } = TEST_SITE.plans;
    await site.edit(["plans"], (draft) => {
      draft.plans.find((p) => p.id === flare.id)!.sold_out = true;
    });
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { page } = await site.open("/", { viewport });
      await hydrated(page);
      const card = page.locator("article.plan-card", { has: page.getByRole("heading", { name: flare.name }) });
      await expect.poll(() => card.locator(".plan-badge").textContent()).toBe("Sold out");
      expect(await card.locator("a.plan-order").count()).toBe(0);
      const button = card.getByRole("button", { name: /Sold out/ });
      expect(await button.isDisabled()).toBe(true);
      expect(await card.locator("a").count()).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(card, `public-sold-out-${name}.png`);
    }
    const html = (await site.server.api("/")).text;
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1].replace(/\\u003c/g, "<"));
    const offers = ld.hasOfferCatalog.itemListElement.flatMap((catalog: any) => catalog.itemListElement);
    expect(offers.find((offer: any) => offer.name === flare.name).availability).toBe("https://schema.org/SoldOut");
    expect(offers.find((offer: any) => offer.name === spark.name).availability).toBe("https://schema.org/InStock");
  });
});

describe("billing terms", () => {
  it("switches a category between the terms its plans have, shows the price per month and the saving, and remembers the choice", async () => {
    // Three server plans of this test's own: two with term prices, one billed monthly only.
    const serverPlan = (id: number, name: string, price: number, pricing: Record<string, number>) => ({
      ...structuredClone(TEST_SITE.plans.probe),
      id,
      name,
      price,
      pricing,
      is_popular: false,
      display_order: id,
    });
    await site.edit(["plans"], (draft) => {
      for (const plan of draft.plans) plan.pricing = {};
      draft.plans.push(
        serverPlan(501, "Term A", 10, { quarterly: 28.5, annual: 96 }),
        serverPlan(502, "Term B", 12, { annual: 120 }),
        serverPlan(503, "Term C", 20, {}),
      );
    });
    const { page } = await site.open("/");
    await hydrated(page);
    expect(await page.locator("#hosting .term-switch").count()).toBe(0);
    const vps = page.locator("#vps");
    const switcher = vps.getByRole("group", { name: "Billing term" });
    expect(await switcher.getByRole("radio").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      "monthly",
      "quarterly",
      "annual",
    ]);
    const card = (plan: string) => vps.locator("article.plan-card", { has: page.getByRole("heading", { name: plan, exact: true }) });
    expect(await card("Term A").locator(".plan-amount").textContent()).toBe("10");

    await switcher.getByRole("radio", { name: "Annually" }).check();
    expect(await card("Term A").locator(".plan-amount").textContent()).toBe("8");
    expect(await card("Term A").locator(".plan-term-note").textContent()).toMatch(/\$96 billed every year\s*Save 20%/);
    expect(await card("Term B").locator(".plan-amount").textContent()).toBe("10");
    expect(await card("Term C").locator(".plan-term-note").textContent()).toBe("Monthly billing only");
    await saveScreenshot(vps, "public-terms-desktop.png");

    await page.reload();
    await hydrated(page);
    await expect.poll(() => card("Term A").locator(".plan-amount").textContent()).toBe("8");
    expect(await switcher.getByRole("radio", { name: "Annually" }).isChecked()).toBe(true);
    await switcher.getByRole("radio", { name: "Quarterly" }).check();
    expect(await card("Term A").locator(".plan-amount").textContent()).toBe("9.50");
    expect(await card("Term A").locator(".plan-save").textContent()).toBe("Save 5%");

    const phone = await site.open("/", { viewport: PHONE_VIEWPORT });
    await hydrated(phone.page);
    await phone.page.locator("#vps .term-switch").scrollIntoViewIfNeeded();
    await phone.page.locator("#vps .term-switch").getByRole("radio", { name: "Annually" }).check();
    await saveScreenshot(phone.page.locator("#vps .section-head"), "public-terms-phone-head.png");
    await saveScreenshot(phone.page.locator("#vps"), "public-terms-phone.png");
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe("scheduled promos", () => {
  it("a hero code with a start time appears on the page once it has started, without any admin action", async () => {
    await site.edit(["promos"], (draft) => {
      for (const promo of draft.promos) if (promo.display_location === "hero") promo.is_active = false;
    });
    // Far enough ahead that opening the page on a busy machine still happens before the start.
    const start = new Date(Date.now() + 6_000);
    await site.server.api("/api/admin/promo-codes", {
      method: "POST",
      token,
      body: { code: "SOONHERO", title: "Starts in a moment", description: "Flash sale", display_location: "hero", starts_at: start.toISOString() },
    });
    const { page } = await site.open("/");
    expect(await page.locator("#home").textContent()).not.toContain("SOONHERO");
    const before = (await site.server.api("/")).text;
    expect(before).not.toContain("SOONHERO");
    const deadline = Date.now() + 20_000;
    let html = before;
    while (!html.includes("SOONHERO") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      html = (await site.server.api("/")).text;
    }
    expect(html).toContain("SOONHERO");
    expect(Date.now()).toBeGreaterThanOrEqual(start.getTime());
    await page.reload();
    expect(await page.locator("#home").textContent()).toContain("SOONHERO");
  });
});
