import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "../../test/axe";
import { LOOKS, noSidewaysScroll, saveScreenshot } from "../../test/browser";
import { expectToast, tabReady } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";

let made = 0;

describe("translations in the admin panel", () => {
  const h = useAdminHarness();

  // One sign-in for the file's API calls: the browser pages sign in too, and sign-ins are limited per minute.
  let token: string | undefined;
  async function api(path: string, method: string, body?: unknown) {
    token ??= await h.server.login();
    const answer = await h.server.api(path, { method, token, body });
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return answer.body;
  }
  const languages = (list: string[]) => api("/api/admin/site-settings", "PUT", { languages: list, default_language: "en" });
  const section = (page: Page, name: string) =>
    page.getByRole("navigation", { name: "Content sections" }).getByRole("button", { name: new RegExp(`^${name}`) });
  const switchOf = (scope: Page | Locator, name: string) => scope.getByRole("group", { name });

  it("a content block: the German title is typed over the English placeholder, the count drops, and ?lang=de answers it", async () => {
    made += 1;
    const title = `Fast hosting ${made}`;
    await languages(["en", "de", "fr"]);
    await api("/api/admin/content/hero", "PUT", {
      title,
      subtitle: "Sub",
      description: "Hosting that is fast.",
      button_text: "Order",
      button_url: "#hosting",
      secondary_button_text: "",
      highlights: ["24/7 support"],
      translations: { de: null, fr: null },
    });
    const page = await h.page({ hash: "#content" });
    await tabReady(page, "content");
    const languageSwitch = switchOf(page, "Language of the section's texts");
    const buttons = await languageSwitch.getByRole("button").allInnerTexts();
    expect(buttons).toEqual(["English · default", "Deutsch · 5 untranslated", "Français · 5 untranslated"]);

    await languageSwitch.getByRole("button", { name: /^Deutsch/ }).click();
    const field = page.getByLabel("Title", { exact: true });
    await expect.poll(() => field.getAttribute("placeholder")).toBe(title);
    expect(await field.inputValue()).toBe("");
    expect(await field.getAttribute("lang")).toBe("de");
    await field.fill(`Schnelles Hosting ${made}`);
    await page.getByLabel("Highlights (one per line)").fill("Support rund um die Uhr");
    await languageSwitch.getByRole("button", { name: "Deutsch · 3 untranslated" }).waitFor();
    await page.getByRole("button", { name: "Save to Database" }).click();
    await expectToast(page, "Hero content saved successfully!");

    expect((await h.server.api("/api/content/hero?lang=de")).body).toMatchObject({
      title: `Schnelles Hosting ${made}`,
      highlights: ["Support rund um die Uhr"],
    });
    expect((await h.server.api("/api/content/hero?lang=de")).body.description).toBe("Hosting that is fast.");
    expect((await h.server.api("/api/content/hero")).body.title).toBe(title);
    expect((await h.server.api("/api/content/hero?lang=fr")).body.title).toBe(title);

    // Back in English the field edits the default text again; the German one is kept.
    await languageSwitch.getByRole("button", { name: /^English/ }).click();
    await expect.poll(() => field.inputValue()).toBe(title);
    expect(await field.getAttribute("placeholder")).toBeNull();
    await page.context().close();
  });

  it("a plan: name and features in German, the count reaches all translated, and ?lang=de answers them", async () => {
    made += 1;
    await languages(["en", "de"]);
    const name = `Starter ${made}`;
    await api("/api/admin/hosting-plans", "POST", {
      name,
      category_key: "hosting",
      plan_type: "hosting",
      type: "shared",
      price: 3,
      features: ["Free SSL", "Daily backups"],
    });
    const page = await h.page({ hash: "#plans" });
    await tabReady(page, "plans");
    await page.getByRole("button", { name: `Edit Plan ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit Plan: ${name}` });
    const languageSwitch = switchOf(dialog, "Language of the plan's name and features");
    await languageSwitch.getByRole("button", { name: "Deutsch · 2 untranslated" }).click();
    const nameField = dialog.getByLabel("Plan Name *");
    expect(await nameField.getAttribute("placeholder")).toBe(name);
    expect(await dialog.getByLabel("Features (one per line)").getAttribute("placeholder")).toBe("Free SSL\nDaily backups");
    await nameField.fill(`Einstieg ${made}`);
    await languageSwitch.getByRole("button", { name: "Deutsch · 1 untranslated" }).waitFor();
    await dialog.getByLabel("Features (one per line)").fill("SSL inklusive\nTägliche Sicherungen");
    await languageSwitch.getByRole("button", { name: "Deutsch · all translated" }).waitFor();
    await dialog.getByRole("button", { name: "Update Plan" }).click();
    await expectToast(page, "Plan updated successfully!");

    const german = ((await h.server.api("/api/hosting-plans?lang=de")).body as { name: string; features: string[] }[]).find(
      (plan) => plan.name === `Einstieg ${made}`,
    );
    expect(german?.features).toEqual(["SSL inklusive", "Tägliche Sicherungen"]);
    const english = (await h.server.api("/api/hosting-plans")).body as { name: string }[];
    expect(english.some((plan) => plan.name === name)).toBe(true);

    // Emptied again, the name falls back to the English one.
    await page.getByRole("button", { name: `Edit Plan ${name}` }).click();
    await switchOf(dialog, "Language of the plan's name and features")
      .getByRole("button", { name: /^Deutsch/ })
      .click();
    await expect.poll(() => dialog.getByLabel("Plan Name *").inputValue()).toBe(`Einstieg ${made}`);
    await dialog.getByLabel("Plan Name *").fill("");
    await dialog.getByRole("button", { name: "Update Plan" }).click();
    await expectToast(page, "Plan updated successfully!");
    const after = (await h.server.api("/api/hosting-plans?lang=de")).body as { name: string; features: string[] }[];
    expect(after.find((plan) => plan.name === name)?.features).toEqual(["SSL inklusive", "Tägliche Sicherungen"]);
    await page.context().close();
  });

  it("an FAQ item: the German question is saved and answered by ?lang=de; the answer falls back to English", async () => {
    made += 1;
    await languages(["en", "de"]);
    const question = `Do you keep backups ${made}?`;
    await api("/api/admin/faq", "PUT", [{ question, answer: "Every night.", translations: { de: null } }]);
    const page = await h.page({ hash: "#content" });
    await tabReady(page, "content");
    await section(page, "FAQ").click();
    const languageSwitch = switchOf(page, "Language of the questions");
    await languageSwitch.getByRole("button", { name: "Deutsch · 2 untranslated" }).click();
    const field = page.getByLabel("Question 1", { exact: true });
    await expect.poll(() => field.getAttribute("placeholder")).toBe(question);
    await expect.poll(() => page.getByRole("button", { name: "+ Add Question" }).isVisible()).toBe(false);
    await field.fill(`Gibt es Sicherungen ${made}?`);
    await languageSwitch.getByRole("button", { name: "Deutsch · 1 untranslated" }).waitFor();
    await page.getByRole("button", { name: "Save FAQ" }).click();
    await expectToast(page, "FAQ saved successfully!");
    expect((await h.server.api("/api/faq?lang=de")).body).toEqual([{ question: `Gibt es Sicherungen ${made}?`, answer: "Every night." }]);
    expect((await h.server.api("/api/faq")).body).toEqual([{ question, answer: "Every night." }]);
    await page.context().close();
  });

  it("the Overview sums up the untranslated texts per language and counts again after a translation is saved", async () => {
    made += 1;
    await languages(["en", "de", "fr"]);
    const question = `Can I pay by invoice ${made}?`;
    await api("/api/admin/faq", "PUT", [{ question, answer: "Yes.", translations: { de: null, fr: null } }]);
    const page = await h.page({ hash: "#overview" });
    await tabReady(page, "overview");
    const summary = page.getByRole("region", { name: "Translations" });
    const german = summary.locator('li[data-language="de"]');
    await german.getByRole("link", { name: "Website Content" }).waitFor();
    const before = Number(/\b(\d+) untranslated/.exec(await german.innerText())?.[1]);
    expect(before).toBeGreaterThanOrEqual(2);
    expect(await summary.locator('li[data-language="en"]').count()).toBe(0);

    await api("/api/admin/faq", "PUT", [{ question, answer: "Yes.", translations: { de: { question: `Rechnung ${made}?`, answer: "Ja." } } }]);
    await page.getByRole("button", { name: "Refresh Data" }).click();
    await expect.poll(async () => Number(/\b(\d+) untranslated/.exec(await german.innerText())?.[1])).toBe(before - 2);
    await expectAccessible(page, "Overview with translations");
    await page.context().close();
  });

  it("Site Settings: the German site title is saved with General, and the English one stays", async () => {
    made += 1;
    await languages(["en", "de"]);
    const title = `Test Hosting ${made}`;
    await api("/api/admin/site-settings", "PUT", { site_title: title, translations: { de: null } });
    const page = await h.page({ hash: "#settings" });
    await tabReady(page, "settings");
    const general = page.getByRole("form", { name: "General" });
    await expect.poll(() => general.getByLabel("Site Title").inputValue()).toBe(title);
    await switchOf(general, "Language of General")
      .getByRole("button", { name: /^Deutsch/ })
      .click();
    expect(await general.getByLabel("Site Title").getAttribute("placeholder")).toBe(title);
    await general.getByLabel("Site Title").fill(`Test-Hosting ${made}`);
    await page.getByRole("button", { name: "Save General" }).click();
    await expectToast(page, "Site settings updated successfully!");
    expect((await h.server.api("/api/site-info?lang=de")).body.settings.site_title).toBe(`Test-Hosting ${made}`);
    expect((await h.server.api("/api/site-info")).body.settings.site_title).toBe(title);
    await page.context().close();
  });

  it("with one language there is no language switch", async () => {
    await languages(["en"]);
    const page = await h.page({ hash: "#content" });
    await tabReady(page, "content");
    await page.getByLabel("Title", { exact: true }).waitFor();
    expect(await page.getByRole("group", { name: "Language of the section's texts" }).count()).toBe(0);
    await page.context().close();
  });

  for (const { colorScheme, size, viewport } of LOOKS) {
    it(`editing German at ${viewport.width} px (${colorScheme}): content, plan dialog and Overview axe clean, no sideways scroll`, async () => {
      await languages(["en", "de", "fr", "pt-BR"]);
      const page = await h.page({ hash: "#content", viewport, colorScheme });
      await tabReady(page, "content");
      for (const name of ["Hero", "Features", "FAQ"]) {
        if (size === "phone") await page.getByRole("navigation", { name: "Content sections" }).scrollIntoViewIfNeeded();
        await section(page, name).click();
        await page.getByRole("heading", { level: 2, name: `${name} Section` }).waitFor();
        await page
          .getByRole("button", { name: /^Deutsch ·/ })
          .first()
          .click();
        expect(await noSidewaysScroll(page), `${name} (${size}, ${colorScheme})`).toBe(true);
        await expectAccessible(page, `${name} in German (${size}, ${colorScheme})`);
        await saveScreenshot(page, `admin-translate-${name.toLowerCase()}-${size}-${colorScheme}.png`, { fullPage: true });
      }
      await page.context().close();

      // The plan dialog in German, and the Overview's summary.
      const plans = await h.page({ hash: "#plans", viewport, colorScheme });
      await tabReady(plans, "plans");
      const name = await plans.locator(".plan-card .card-title").first().innerText();
      await plans.getByRole("button", { name: `Edit Plan ${name}` }).click();
      const dialog = plans.getByRole("dialog", { name: `Edit Plan: ${name}` });
      await switchOf(dialog, "Language of the plan's name and features")
        .getByRole("button", { name: /^Deutsch/ })
        .click();
      await expect.poll(() => dialog.getByLabel("Plan Name *").getAttribute("placeholder")).toBe(name);
      expect(await noSidewaysScroll(plans), `plan dialog (${size}, ${colorScheme})`).toBe(true);
      await expectAccessible(plans, `plan dialog in German (${size}, ${colorScheme})`);
      await saveScreenshot(plans, `admin-translate-plan-${size}-${colorScheme}.png`);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await plans.evaluate(() => (window.location.hash = "#overview"));
      await tabReady(plans, "overview");
      const summary = plans.getByRole("region", { name: "Translations" });
      await summary.locator('li[data-language="pt-BR"]').waitFor();
      expect(await noSidewaysScroll(plans), `overview (${size}, ${colorScheme})`).toBe(true);
      await expectAccessible(plans, `overview with translations (${size}, ${colorScheme})`);
      await saveScreenshot(summary, `admin-translate-overview-${size}-${colorScheme}.png`);
      await plans.context().close();
    });
  }
});
