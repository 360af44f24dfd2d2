import type { Locator, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "../../../../test/axe";
import { LOOKS, noSidewaysScroll, saveScreenshot } from "../../../../test/browser";
import { expectToast, problemAt, tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";
import { SETTINGS_SUCCESS } from "./settingsForm";
import { NEW_SITE_SALES_SETTINGS } from "../../../../../server/test/fixtures/salesSettings";

/** The bodies of the settings PUTs the page sends from now on. */
function settingsWrites(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "PUT" && new URL(request.url()).pathname === "/api/admin/site-settings") bodies.push(request.postDataJSON());
  });
  return bodies;
}

const listed = (list: Locator) => list.locator(".ordered-choice-name").evaluateAll((names) => names.map((name) => name.firstChild?.textContent ?? ""));

describe("Site Settings → Languages & currencies, Tax and the order address template", () => {
  const h = useAdminHarness();
  const settings = async () => (await h.server.api("/api/admin/site-settings", { token: await h.server.login() })).body;
  const reset = async () => {
    const token = await h.server.login();
    const body = {
      ...NEW_SITE_SALES_SETTINGS,
      // A test may have left another default language: going back keeps the texts as they are.
      move_texts: false,
    };
    expect((await h.server.api("/api/admin/site-settings", { method: "PUT", token, body })).status).toBe(200);
  };

  it("languages and currencies are added, ordered and saved with their defaults, and shown again after a reload", async () => {
    await reset();
    const page = await h.page({ hash: "#settings" });
    await tabReady(page, "settings");
    const writes = settingsWrites(page);
    const section = page.getByRole("form", { name: "Languages & currencies" });
    const languages = section.getByRole("list", { name: "Languages" });
    await expect.poll(() => listed(languages)).toEqual(["English (en)"]);

    await section.getByLabel("Add a language").selectOption("pt-BR");
    await section.getByRole("button", { name: "Add language" }).click();
    await section.getByLabel("Add a language").selectOption("de");
    await section.getByRole("button", { name: "Add language" }).click();
    await section.getByRole("button", { name: "Move Deutsch (de) up" }).click();
    expect(await listed(languages)).toEqual(["English (en)", "Deutsch (de)", "Português (Brasil) (pt-BR)"]);
    await section.getByLabel("Default language").selectOption("de");

    // A code that is not ISO 4217 is refused at the field that adds it; a good one in lower case is taken in upper case.
    const addCurrency = section.getByLabel("Add a currency (ISO code)");
    await addCurrency.fill("eux");
    await section.getByRole("button", { name: "Add currency" }).click();
    expect(await problemAt(addCurrency)).toBe('Currency code "EUX" is not an ISO 4217 currency code (e.g. EUR, GBP, CHF)');
    await addCurrency.fill("eur");
    await addCurrency.press("Enter");
    await expect.poll(() => listed(section.getByRole("list", { name: "Currencies" }))).toEqual(["USD (US Dollar)", "EUR (Euro)"]);
    await section.getByLabel("Default currency").selectOption("EUR");

    await section.getByRole("button", { name: "Save Languages & currencies" }).click();
    // A new default language asks what happens to the texts first (defaultLanguage.e2e.test.ts shows the dialog).
    await page.getByRole("dialog", { name: "Change the default language to Deutsch (de)?" }).getByRole("button", { name: "Keep the texts" }).click();
    await expectToast(page, SETTINGS_SUCCESS);
    expect(writes).toEqual([
      { languages: ["en", "de", "pt-BR"], default_language: "de", currencies: ["USD", "EUR"], default_currency: "EUR", move_texts: false },
    ]);
    expect(await settings()).toMatchObject({ languages: ["en", "de", "pt-BR"], default_language: "de", currencies: ["USD", "EUR"], default_currency: "EUR" });

    await page.reload();
    await tabReady(page, "settings");
    await expect.poll(() => listed(languages)).toEqual(["English (en)", "Deutsch (de)", "Português (Brasil) (pt-BR)"]);
    expect(await section.getByLabel("Default language").inputValue()).toBe("de");
    expect(await section.getByLabel("Default currency").inputValue()).toBe("EUR");
    await page.context().close();
  });

  it("a default language that is no longer enabled is refused by the server at the Default language field, and nothing changes", async () => {
    await reset();
    const token = await h.server.login();
    await h.server.api("/api/admin/site-settings", { method: "PUT", token, body: { languages: ["en", "fr"], default_language: "fr", move_texts: false } });
    const page = await h.page({ hash: "#settings" });
    await tabReady(page, "settings");
    const section = page.getByRole("form", { name: "Languages & currencies" });
    await section.getByRole("button", { name: "Remove Français (fr)" }).click();
    const defaultLanguage = section.getByLabel("Default language");
    expect(await defaultLanguage.locator("option:checked").innerText()).toBe("Français (fr) (not enabled)");
    await section.getByRole("button", { name: "Save Languages & currencies" }).click();
    const message = 'Default language "fr" is not one of the languages (en)';
    expect(await problemAt(defaultLanguage)).toBe(message);
    await expectToast(page, `Error updating site settings: default_language: "fr" is not one of the languages (en)`);
    // The cursor is on the field with the problem; choosing another default clears it.
    expect(await defaultLanguage.evaluate((select) => select === document.activeElement)).toBe(true);
    expect(await settings()).toMatchObject({ languages: ["en", "fr"], default_language: "fr" });
    await defaultLanguage.selectOption("en");
    expect(await defaultLanguage.getAttribute("aria-invalid")).toBeNull();
    await section.getByRole("button", { name: "Save Languages & currencies" }).click();
    await page.getByRole("dialog", { name: "Change the default language to English (en)?" }).getByRole("button", { name: "Keep the texts" }).click();
    await expectToast(page, SETTINGS_SUCCESS);
    expect(await settings()).toMatchObject({ languages: ["en"], default_language: "en" });
    await page.context().close();
  });

  it("tax display, rate and label are saved; a rate with three decimals and an unknown order placeholder are refused at their fields", async () => {
    await reset();
    const page = await h.page({ hash: "#settings" });
    await tabReady(page, "settings");
    const writes = settingsWrites(page);
    const tax = page.getByRole("form", { name: "Tax" });
    await tax.getByLabel("Tax display").selectOption("inclusive");
    await tax.getByLabel("Tax rate (%)").fill("8.125");
    await tax.getByLabel("Tax label").fill("MwSt.");
    await tax.getByRole("button", { name: "Save Tax" }).click();
    expect(await problemAt(tax.getByLabel("Tax rate (%)"))).toBe("Tax rate must be a number from 0 to 50 (percent) with at most 2 decimals.");
    expect(writes).toEqual([]);
    await tax.getByLabel("Tax rate (%)").fill("19");
    await tax.getByRole("button", { name: "Save Tax" }).click();
    await expectToast(page, SETTINGS_SUCCESS);
    expect(writes).toEqual([{ tax_display: "inclusive", tax_rate: 19, tax_label: "MwSt." }]);
    expect((await h.server.api("/api/site-info")).body.settings).toMatchObject({ tax_display: "inclusive", tax_rate: 19, tax_label: "MwSt." });

    const links = page.getByRole("form", { name: "External links" });
    const template = links.getByLabel("Order address template");
    for (const placeholder of ["{plan_id}", "{blesta_package_id}", "{pricing_id}", "{term}", "{currency}", "{lang}", "{promo}"]) {
      await links.getByText(placeholder, { exact: true }).waitFor();
    }
    await template.fill("https://billing.example.com/order?package={package}");
    await links.getByRole("button", { name: "Save External links" }).click();
    expect(await problemAt(template)).toMatch(/^Order address template has an unknown placeholder \{package\}/);
    const address = "https://billing.example.com/order/main/packages/hosting/?group_id=2&pricing_id={pricing_id}&currency={currency}&coupon={promo}";
    await template.fill(address);
    await links.getByRole("button", { name: "Save External links" }).click();
    await expectToast(page, SETTINGS_SUCCESS);
    expect((await settings()).order_url_template).toBe(address);

    await page.reload();
    await tabReady(page, "settings");
    await expect.poll(() => page.getByRole("form", { name: "Tax" }).getByLabel("Tax display").inputValue()).toBe("inclusive");
    expect(await page.getByRole("form", { name: "Tax" }).getByLabel("Tax label").inputValue()).toBe("MwSt.");
    expect(await page.getByLabel("Order address template").inputValue()).toBe(address);
    await page.context().close();
  });

  for (const { colorScheme, size, viewport } of LOOKS) {
    it(`the new sections at ${viewport.width} px (${colorScheme}) with a problem shown: axe clean, no sideways scroll`, async () => {
      const token = await h.server.login();
      await h.server.api("/api/admin/site-settings", {
        method: "PUT",
        token,
        body: { languages: ["en", "de", "pt-BR"], default_language: "en", currencies: ["USD", "EUR", "CHF"], default_currency: "USD" },
      });
      const page = await h.page({ hash: "#settings", viewport, colorScheme });
      await tabReady(page, "settings");
      const section = page.getByRole("form", { name: "Languages & currencies" });
      await section.getByRole("list", { name: "Languages" }).getByText("Deutsch (de)").waitFor();
      await section.getByLabel("Add a currency (ISO code)").fill("EUX");
      await section.getByRole("button", { name: "Add currency" }).click();
      await section.locator(".field-error").first().waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `Languages & currencies and Tax (${size}, ${colorScheme})`);
      await saveScreenshot(section, `admin-locale-${size}-${colorScheme}.png`);
      await saveScreenshot(page.getByRole("form", { name: "Tax" }), `admin-tax-${size}-${colorScheme}.png`);
      await saveScreenshot(page.getByRole("form", { name: "External links" }), `admin-links-${size}-${colorScheme}.png`);
      await page.context().close();
    });
  }
});
