import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_SITE } from "../../../../server/test/fixtures/testSite";
import { hydrated, startSite, type Site } from "./helpers";

const { promos } = TEST_SITE;

let site: Site;
beforeAll(async () => {
  // One contact message per minute, so the second submission meets the server's rate limit (a real 429).
  site = await startSite({ CONTACT_RATE_LIMIT: "1" });
});
afterAll(async () => {
  await site?.close();
});

describe("promo banners", () => {
  // Each test starts from the tests' own codes (some tests switch one off or give it a link).
  beforeEach(() =>
    site.edit(["promos"], (draft) => {
      draft.promos = structuredClone(Object.values(promos));
    }),
  );

  it("remembers the floating banner's dismissal over a reload", async () => {
    const { page } = await site.open("/");
    await hydrated(page);
    const banner = page.locator(".floating-promo");
    await banner.waitFor();
    expect(await banner.textContent()).toContain(promos.floating.code);
    await page.getByRole("button", { name: "Dismiss offer" }).click();
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("promo_floating_dismissed"))).toBe("true");
    await page.reload();
    await hydrated(page);
    expect(await page.locator(".floating-promo").count()).toBe(0);
  });

  it("copies a code to the clipboard with a confirmation, and shows the expiry as a local date", async () => {
    const { page, context } = await site.open("/");
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.server.url });
    await hydrated(page);
    const hero = page.locator('[data-promo-slot="hero"]');
    await hero.getByRole("button", { name: "Copy Code" }).click();
    await expect.poll(() => hero.locator(".promo-feedback").textContent()).toBe(`Code ${promos.hero.code} copied to clipboard!`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(promos.hero.code);
    const expiry = await hero.locator("time").getAttribute("datetime");
    const shown = await hero.locator("time").textContent();
    expect(shown).toBe(await page.evaluate((iso) => new Date(iso).toLocaleDateString(), expiry ?? ""));
  });

  it("shows the expiry in the page's language to a visitor of another language, in their time zone, even when the date worker cannot load", async () => {
    // A German visitor on an English page reads an English date (never a German one on an English page).
    const context = await site.browser.newContext({ timezoneId: "Pacific/Kiritimati", locale: "de-DE" });
    await context.route("**/*.worker-*.js", (route) => route.fulfill({ status: 404, body: "" }));
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    await hydrated(page);
    const time = page.locator('[data-promo-slot="hero"] time');
    const expected = await page.evaluate((iso) => new Date(iso).toLocaleDateString("en"), (await time.getAttribute("datetime")) ?? "");
    expect(expected).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    await expect.poll(() => time.textContent()).toBe(expected);
    await context.close();
  });

  it("shows the expiry in the visitor's own locale when it is the page's language (en-GB on an English page)", async () => {
    const context = await site.browser.newContext({ timezoneId: "Asia/Tokyo", locale: "en-GB" });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    await hydrated(page);
    const time = page.locator('[data-promo-slot="hero"] time');
    const iso = (await time.getAttribute("datetime")) ?? "";
    const expected = await page.evaluate((date) => new Date(date).toLocaleDateString("en-GB", { timeZone: "Asia/Tokyo" }), iso);
    expect(expected).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect.poll(() => time.textContent()).toBe(expected);
    await context.close();
  });

  it("opens a code's button_url in a new tab", async () => {
    await site.edit(["promos"], (draft) => {
      const hero = draft.promos.find((promo) => promo.display_location === "hero");
      if (hero) Object.assign(hero, { button_url: `${site.server.url}/terms`, button_text: "Claim Offer" });
    });
    const { page, context } = await site.open("/");
    await hydrated(page);
    const link = page.locator('[data-promo-slot="hero"] a', { hasText: "Claim Offer" });
    expect(await link.getAttribute("target")).toBe("_blank");
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${site.server.url}/terms`);
  });

  it("drops inactive and expired codes from their slots", async () => {
    await site.edit(["promos"], (draft) => {
      for (const promo of draft.promos) {
        if (promo.display_location === "hero") promo.is_active = false;
        if (promo.display_location === "pricing") promo.expiry_date = new Date(Date.now() - 1000).toISOString();
      }
    });
    const { page } = await site.open("/");
    expect(await page.locator('[data-promo-slot="hero"]').count()).toBe(0);
    expect(await page.locator('[data-promo-slot="pricing"]').count()).toBe(0);
  });
});

describe("contact form", () => {
  async function fill(page: Page, subject: string) {
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill(`Hello, this is about ${subject}.`);
  }

  it("sends a message: Sending..., then thanks, cleared fields; then shows the server's error detail", async () => {
    const { page } = await site.open("/#contact");
    await hydrated(page);
    expect(await page.getByLabel("Message").getAttribute("rows")).toBe("5");
    await fill(page, "VPS migration");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await page.locator(".form-alert--success").waitFor();
    expect(await page.locator(".form-alert--success").textContent()).toContain("Thank you");
    expect(await page.getByLabel("Name").inputValue()).toBe("");
    expect(await page.getByLabel("Message").inputValue()).toBe("");
    const stored = site.server.site.deps.store.submissions.all();
    expect(stored.some((submission) => submission.subject === "VPS migration")).toBe(true);
    await page.unroute("**/api/contact");

    // The second message within a minute meets the rate limit: the server's detail is shown.
    await fill(page, "Second question");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.locator(".form-alert--error").waitFor();
    expect(await page.locator(".form-alert--success").count()).toBe(0);
    expect(await page.locator(".form-alert--error").textContent()).toBe("Too many messages from your address. Please wait a minute and try again.");
    // Fields are kept so nothing typed is lost.
    expect(await page.getByLabel("Subject").inputValue()).toBe("Second question");
  });

  it("requires every field and a valid e-mail before sending", async () => {
    const { page } = await site.open("/");
    await hydrated(page);
    let posted = false;
    await page.route("**/api/contact", (route) => {
      posted = true;
      return route.abort();
    });
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await page.locator("#contact-name").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(await page.locator("#contact-email").evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(posted).toBe(false);
  });
});
