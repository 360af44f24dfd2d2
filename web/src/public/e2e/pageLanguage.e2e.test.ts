import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "../../../test/axe";
import { saveScreenshot } from "../../../test/browser";
import { DESKTOP_VIEWPORT, hydrated, PHONE_VIEWPORT, startSite, type Site } from "./helpers";

/** A site whose language is German: the fixed texts, and the texts the scripts show, are German. */
let site: Site;
beforeAll(async () => {
  // One contact message per minute, so the second submission meets the server's rate limit (a real 429).
  site = await startSite({ CONTACT_RATE_LIMIT: "1" });
  await site.edit(["site_settings"], (draft) => {
    draft.site_settings.languages = ["de", "en"];
    draft.site_settings.default_language = "de";
  });
});
afterAll(async () => {
  await site?.close();
});

describe("the public site in German", () => {
  for (const [width, viewport] of [
    ["desktop", DESKTOP_VIEWPORT],
    ["phone", PHONE_VIEWPORT],
  ] as const) {
    for (const colorScheme of ["light", "dark"] as const) {
      it(`shows the home page in German at ${width} width (${colorScheme}), accessible`, async () => {
        const { page, errors } = await site.open("/", { viewport, colorScheme });
        await hydrated(page);
        expect(await page.getAttribute("html", "lang")).toBe("de");
        expect(await page.locator(".plan-order").first().textContent()).toMatch(/^Jetzt bestellen/);
        expect(await page.locator("#contact .contact-submit").textContent()).toBe("Nachricht senden");
        await expectAccessible(page, `German home, ${width}, ${colorScheme}`);
        await saveScreenshot(page, `i18n-texts-de-${width}-${colorScheme}.png`, { fullPage: true });
        expect(errors).toEqual([]);
      });
    }
  }

  it("never shows a US date on a German page: an en-US visitor reads the promo's expiry the German way", async () => {
    const context = await site.browser.newContext({ timezoneId: "America/New_York", locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    await hydrated(page);
    const time = page.locator('[data-promo-slot="hero"] time');
    const iso = (await time.getAttribute("datetime")) ?? "";
    const expected = await page.evaluate((date) => new Date(date).toLocaleDateString("de", { timeZone: "America/New_York" }), iso);
    expect(expected).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
    await expect.poll(() => time.textContent()).toBe(expected);
    await context.close();
  });

  it("labels the phone menu's button in German as it opens and closes", async () => {
    const { page } = await site.open("/", { viewport: PHONE_VIEWPORT });
    await hydrated(page);
    const toggle = page.locator(".menu-toggle");
    await toggle.click();
    await page.locator('.menu-toggle[aria-expanded="true"]').waitFor();
    expect(await toggle.locator(".visually-hidden").textContent()).toBe("Menü schließen");
    await page.keyboard.press("Escape");
    await page.locator('.menu-toggle[aria-expanded="false"]').waitFor();
    expect(await toggle.locator(".visually-hidden").textContent()).toBe("Menü öffnen");
  });

  it("says the contact form's progress, thanks and the server's errors in German", async () => {
    const { page } = await site.open("/#contact");
    await hydrated(page);
    const send = async (subject: string) => {
      await page.getByLabel("Name").fill("Ada Lovelace");
      await page.getByLabel("E-Mail").fill("ada@example.com");
      await page.getByLabel("Betreff").fill(subject);
      await page.getByLabel("Nachricht", { exact: true }).fill(`Hallo, es geht um ${subject}.`);
      await page.getByRole("button", { name: "Nachricht senden" }).click();
    };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await send("Umzug");
    await page.getByRole("button", { name: "Wird gesendet..." }).waitFor();
    release();
    await page.locator(".form-alert--success").waitFor();
    expect(await page.locator(".form-alert--success").textContent()).toBe("Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze.");
    await page.unroute("**/api/contact");

    await send("Zweite Frage");
    await page.locator(".form-alert--error").waitFor();
    expect(await page.locator(".form-alert--error").textContent()).toBe(
      "Zu viele Nachrichten von Ihrer Adresse. Bitte warten Sie eine Minute und versuchen Sie es erneut.",
    );
  });

  it("shows a status the badge polls, and a failed poll, in German", async () => {
    await site.edit(["site_settings"], (draft) => {
      draft.site_settings.status_update_interval = 10;
    });
    site.setStatus("operational", "All Systems Operational");
    const { page } = await site.open("/");
    await hydrated(page);
    const text = page.locator(".status-badge .status-text");
    expect(await text.textContent()).toBe("Alle Systeme funktionieren");
    await page.route("**/api/system-status*", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.locator('.status-badge[data-state="unknown"]').waitFor({ timeout: 15_000 });
    expect(await text.textContent()).toBe("Status unbekannt");
    expect(await page.locator(".status-badge").getAttribute("title")).toBe("Der Status konnte nicht geladen werden");
  });
});
