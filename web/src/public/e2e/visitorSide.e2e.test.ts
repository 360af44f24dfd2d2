import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testImages } from "../../../../server/test/images";
import { expectAccessible } from "../../../test/axe";
import { PHONE_390, saveScreenshot } from "../../../test/browser";
import { DESKTOP_VIEWPORT, hydrated, startSite, type Site } from "./helpers";

/** The visitor's side: the German contact form on a phone beside the floating promo, plan cards, the footer's logo. */
const LOOKS = [
  { name: "phone-light", viewport: PHONE_390, colorScheme: "light" },
  { name: "phone-dark", viewport: PHONE_390, colorScheme: "dark" },
  { name: "desktop-light", viewport: DESKTOP_VIEWPORT, colorScheme: "light" },
  { name: "desktop-dark", viewport: DESKTOP_VIEWPORT, colorScheme: "dark" },
] as const;

let site: Site;
let token: string;
beforeAll(async () => {
  site = await startSite({ CONTACT_RATE_LIMIT: "0" });
  token = await site.server.login();
  await site.edit(["site_settings", "plans"], (draft) => {
    draft.site_settings.languages = ["en", "de"];
    const [spark, flare] = [draft.plans.find((plan) => plan.name === "Spark")!, draft.plans.find((plan) => plan.name === "Flare")!];
    // Spark states some limits, Flare none.
    spark.subdomains = "";
    spark.addon_domains = "";
    for (const field of ["websites", "subdomains", "addon_domains", "parked_domains", "databases", "email_accounts"] as const) flare[field] = "";
  });
});
afterAll(() => site?.close());

async function upload(kind: string, type: string, body: Buffer): Promise<string> {
  const response = await fetch(`${site.server.url}/api/admin/media/${kind}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": type },
    body: new Uint8Array(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/** Whether two elements' boxes overlap on screen (false when either is hidden). */
async function overlap(page: Page, a: string, b: string): Promise<boolean> {
  const [boxA, boxB] = [await page.locator(a).first().boundingBox(), await page.locator(b).first().boundingBox()];
  if (!boxA || !boxB || !(await page.locator(a).first().isVisible())) return false;
  return boxA.x < boxB.x + boxB.width && boxB.x < boxA.x + boxA.width && boxA.y < boxB.y + boxB.height && boxB.y < boxA.y + boxA.height;
}

/** Whether an element is wholly inside the window. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

describe("the German contact form", () => {
  it("errors sit at their fields with focus on the first, the thank-you is scrolled into view and focused; the floating promo never covers them", async () => {
    for (const look of LOOKS) {
      const { page, errors } = await site.open("/de/", { viewport: look.viewport, colorScheme: look.colorScheme });
      await hydrated(page);
      const floating = page.locator(".floating-promo");
      // Away from the contact form the floating promo shows (below the hero's own promo).
      await page.locator("#hosting").scrollIntoViewIfNeeded();
      await expect.poll(() => floating.isVisible(), { message: look.name }).toBe(true);

      await page.locator(".contact-form").scrollIntoViewIfNeeded();
      await page.getByLabel("E-Mail").fill("ada@");
      await page.getByRole("button", { name: "Nachricht senden" }).click();
      expect(await page.locator("#contact-name-error").innerText()).toBe("Bitte geben Sie Ihren Namen an.");
      expect(await page.locator("#contact-email-error").innerText()).toBe("Bitte geben Sie eine gültige E-Mail-Adresse an.");
      expect(await page.locator("#contact-subject-error").innerText()).toBe("Bitte geben Sie einen Betreff an.");
      expect(await page.locator("#contact-message-error").innerText()).toBe("Bitte geben Sie eine Nachricht ein.");
      for (const field of ["name", "email", "subject", "message"]) {
        expect(await page.locator(`#contact-${field}`).getAttribute("aria-describedby")).toBe(`contact-${field}-error`);
        expect(await page.locator(`#contact-${field}`).getAttribute("aria-invalid")).toBe("true");
      }
      expect(await focusedId(page)).toBe("contact-name");
      await expect.poll(() => inView(page, "#contact-name")).toBe(true);
      await expect.poll(() => floating.isVisible()).toBe(false);
      for (const covered of [".contact-submit", "#contact-name-error", "#contact-message-error", "#contact-email"])
        expect(await overlap(page, ".floating-promo", covered)).toBe(false);
      await expectAccessible(page, `the German contact form with errors (${look.name})`);
      await saveScreenshot(page, `contact-de-errors-${look.name}.png`);

      await page.getByLabel("Name").fill("Ada Lovelace");
      await page.getByLabel("E-Mail").fill("ada@example.com");
      await page.getByLabel("Betreff").fill(`Umzug ${look.name}`);
      await page.getByLabel("Nachricht", { exact: true }).fill("Hallo, ich möchte drei Shops umziehen.");
      // Fixing a field and sending again clears the old errors.
      await page.getByRole("button", { name: "Nachricht senden" }).click();
      await page.locator(".form-alert--success").waitFor();
      expect(await page.locator(".form-alert--success").innerText()).toBe("Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze.");
      expect(await page.locator(".field-error").count()).toBe(0);
      expect(await page.locator("[aria-invalid]").count()).toBe(0);
      expect(await focusedId(page)).toBe("contact-feedback");
      await expect.poll(() => inView(page, "#contact-feedback")).toBe(true);
      expect(await overlap(page, ".floating-promo", "#contact-feedback")).toBe(false);
      expect(await overlap(page, ".floating-promo", ".contact-submit")).toBe(false);
      await expectAccessible(page, `the German contact form's thank-you (${look.name})`);
      await saveScreenshot(page, `contact-de-thanks-${look.name}.png`);

      // Back at the plans, the floating promo shows again.
      await page.locator("#hosting").scrollIntoViewIfNeeded();
      await expect.poll(() => floating.isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("asks for its texts only when the visitor enters it, and posts as without scripts when they do not come", async () => {
    const { page, errors } = await site.open("/de/", { viewport: DESKTOP_VIEWPORT });
    const textsAsked = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.includes("/api/page-texts"))
          .map((entry) => entry.name),
      );
    await page.route("**/api/page-texts*", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"detail":"unavailable"}' }));
    await hydrated(page);
    // The page carries none of the texts its scripts show after hearing from the server, and does not ask for them on its own.
    expect(await page.locator(".status-badge[data-texts], .contact-form[data-texts]").count()).toBe(0);
    expect(await textsAsked()).toEqual([]);

    await page.locator(".contact-form").scrollIntoViewIfNeeded();
    await page.getByLabel("Name").fill("Grace Hopper");
    await expect.poll(textsAsked).toHaveLength(1);
    expect(new URL((await textsAsked())[0]).searchParams.get("lang")).toBe("de");
    await page.getByLabel("E-Mail").fill("grace@example.com");
    await page.getByLabel("Betreff").fill("Ohne Texte");
    await page.getByLabel("Nachricht", { exact: true }).fill("Die Texte kamen nicht, die Nachricht schon.");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    // The server answered the post: the home page in German with its thank-you.
    await page.locator(".form-alert--success").waitFor();
    expect(await page.locator(".form-alert--success").innerText()).toBe("Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze.");
    expect(new URL(page.url()).pathname).toBe("/de/");
    const stored = await fetch(`${site.server.url}/api/admin/contact-submissions`, { headers: { authorization: `Bearer ${token}` } });
    expect(JSON.stringify(await stored.json())).toContain("Die Texte kamen nicht, die Nachricht schon.");
    expect(errors.filter((error) => !error.includes("503"))).toEqual([]);
    await page.context().close();
  });

  it("after a post without scripts (?contact=sent#contact) the thank-you is in view and focused", async () => {
    const { page } = await site.open("/de/?contact=sent#contact", { viewport: PHONE_390 });
    await hydrated(page);
    await page.locator(".form-alert--success").waitFor();
    await expect.poll(() => focusedId(page)).toBe("contact-feedback");
    await expect.poll(() => inView(page, "#contact-feedback")).toBe(true);
    expect(new URL(page.url()).search).toBe("");

    const failed = await site.open("/de/?contact=error&reason=email_invalid#contact", { viewport: PHONE_390 });
    await hydrated(failed.page);
    expect(await failed.page.locator("#contact-email-error").innerText()).toBe("Bitte geben Sie eine gültige E-Mail-Adresse an.");
    await expect.poll(() => focusedId(failed.page)).toBe("contact-email");
    await expectAccessible(failed.page, "the German contact form after a refused post without scripts");
  });
});

describe("plan cards", () => {
  it("leave out the limits box of a plan without limits, and every row a plan leaves empty", async () => {
    for (const look of [LOOKS[0], LOOKS[3]]) {
      const { page } = await site.open("/", { viewport: look.viewport, colorScheme: look.colorScheme });
      const card = (name: string) => page.locator("#hosting .plan-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
      expect(await card("Flare").locator(".plan-limits").count()).toBe(0);
      const rows = await card("Spark").locator(".plan-limit dt").allInnerTexts();
      expect(rows).toEqual(["Domains", "Parked Domains", "Databases", "Email Accounts"]);
      expect(await page.locator(".plan-card").allInnerTexts()).not.toContain("—");
      for (const text of await page.locator(".plan-card dd").allInnerTexts()) expect(text.trim()).not.toBe("—");
      await expectAccessible(page, `plan cards (${look.name})`);
      await saveScreenshot(card("Flare"), `plan-card-no-limits-${look.name}.png`);
      await page.context().close();
    }
  });
});

describe("the logo on the dark footer", () => {
  it("is the logo for dark backgrounds when uploaded, else the logo on a light plate", async () => {
    const logo = await upload("logo", "image/png", testImages.png());
    const dark = await upload(
      "logo_dark",
      "image/svg+xml",
      testImages.svg('<rect width="120" height="40" rx="6" fill="#ffffff"/><circle cx="20" cy="20" r="12" fill="#93c5fd"/>'),
    );
    for (const look of LOOKS) {
      const { page } = await site.open("/", { viewport: look.viewport, colorScheme: look.colorScheme });
      expect(await page.locator(".site-footer .brand img").getAttribute("src")).toBe(dark);
      expect(await page.locator("header .brand img").first().getAttribute("src")).toBe(logo);
      await page.locator(".site-footer").scrollIntoViewIfNeeded();
      await expectAccessible(page, `the footer with the dark logo (${look.name})`);
      await saveScreenshot(page.locator(".site-footer"), `footer-dark-logo-${look.name}.png`);
      await page.context().close();
    }
    expect((await site.server.api("/api/admin/media/logo_dark", { method: "DELETE", token })).status).toBe(200);
    const { page } = await site.open("/", { viewport: PHONE_390 });
    const footerLogo = page.locator(".site-footer .brand img");
    expect(await footerLogo.getAttribute("src")).toBe(logo);
    expect(await footerLogo.evaluate((image) => getComputedStyle(image).backgroundColor)).toBe("rgb(255, 255, 255)");
    expect(
      await page
        .locator("header .brand img")
        .first()
        .evaluate((image) => getComputedStyle(image).backgroundColor),
    ).toBe("rgba(0, 0, 0, 0)");
    await saveScreenshot(page.locator(".site-footer"), "footer-logo-plate-phone.png");
  });
});
