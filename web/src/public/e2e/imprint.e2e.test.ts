import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE_390, saveScreenshot } from "../../../test/browser";
import { expectAccessible } from "../../../test/axe";
import { DESKTOP_VIEWPORT, markdownRendered, startSite, type Site } from "./helpers";

/** The imprint in the footer and its page in German, made from Company Info, on a desktop and a phone, light and dark. */
let site: Site;

beforeAll(async () => {
  site = await startSite();
  await site.edit(["company", "site_settings"], (draft) => {
    draft.site_settings.languages = ["en", "de"];
    Object.assign(draft.company, {
      legal_form: "GmbH",
      managing_directors: ["Erika Mustermann", "Max Mustermann"],
      register_court: "Amtsgericht Köln",
      register_number: "HRB 4711",
      vat_id: "DE123456789",
      supervisory_authority: "",
      address: "Hauptstraße 1\n50667 Köln",
    });
  });
});
afterAll(async () => {
  await site?.close();
});

describe("the imprint", () => {
  for (const [name, viewport] of [
    ["desktop", DESKTOP_VIEWPORT],
    ["phone", PHONE_390],
  ] as const) {
    for (const colorScheme of ["light", "dark"] as const) {
      it(`is linked in the German footer and reads in German (${name}, ${colorScheme}), axe clean`, async () => {
        const { page, errors } = await site.open("/de/", { viewport, colorScheme });
        const link = page.locator("footer").getByRole("link", { name: "Impressum", exact: true });
        expect(await link.getAttribute("href")).toBe("/de/imprint");
        await link.scrollIntoViewIfNeeded();
        expect(await link.isVisible()).toBe(true);
        await saveScreenshot(page.locator("footer"), `imprint-footer-de-${name}-${colorScheme}.png`);

        await link.click();
        await page.waitForURL(/\/de\/imprint$/);
        await markdownRendered(page);
        expect(await page.locator("html").getAttribute("lang")).toBe("de");
        expect(await page.locator("main h1").textContent()).toBe("Impressum");
        const body = page.locator("main .markdown-body");
        expect(await body.locator("h2").allTextContents()).toEqual(["Diensteanbieter", "Kontakt", "Registereintrag", "Umsatzsteuer-Identifikationsnummer"]);
        const text = await body.innerText();
        for (const fact of [
          "Hauptstraße 1",
          "50667 Köln",
          "Rechtsform: GmbH",
          "Vertreten durch: Erika Mustermann und Max Mustermann",
          "Registergericht: Amtsgericht Köln",
          "Registernummer: HRB 4711",
          "DE123456789",
        ]) {
          expect(text, fact).toContain(fact);
        }
        // No sideways scrolling on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await saveScreenshot(page, `imprint-page-de-${name}-${colorScheme}.png`, { fullPage: true });
        await expectAccessible(page, `/de/imprint (${name}, ${colorScheme})`);
        expect(errors).toEqual([]);
      });
    }
  }

  it("shows an edited imprint's date in the page's language, with its machine-readable time", async () => {
    await site.edit(["content"], (draft) => {
      const text = "## Anbieter\n\nOrbit Test Hosting GmbH";
      draft.content.imprint = {
        ...draft.content.imprint,
        title: "Impressum",
        description: text,
        content: text,
        updated_at: "2026-03-07T09:30:00.000Z",
      };
    });
    const { page } = await site.open("/de/imprint", { viewport: PHONE_390 });
    const time = page.locator(".legal-updated time");
    expect(await time.textContent()).toBe("7. März 2026");
    expect(await time.getAttribute("datetime")).toBe("2026-03-07T09:30:00.000Z");
    expect(await page.locator(".legal-updated").textContent()).toBe("Zuletzt aktualisiert am 7. März 2026");
    await expectAccessible(page, "/de/imprint, edited");
  });
});
