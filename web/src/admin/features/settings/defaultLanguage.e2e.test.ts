import { describe, expect, it } from "vitest";
import { expectAccessible } from "../../../../test/axe";
import { DESKTOP_VIEWPORT, noSidewaysScroll, PHONE_390, saveScreenshot } from "../../../../test/browser";
import { expectToast, tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";
import { SETTINGS_SUCCESS } from "./settingsForm";

describe("Site Settings → a new default language asks what happens to the texts", () => {
  const h = useAdminHarness();
  const admin = async (path: string, method = "GET", body?: unknown) => {
    const answer = await h.server.api(path, { method, body, token: await h.server.login() });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  /** An English site that speaks German too, its hero title translated. */
  const englishSite = async () => {
    await admin("/api/admin/site-settings", "PUT", { languages: ["en", "de"], default_language: "en", move_texts: false });
    await admin("/api/admin/content/hero", "PUT", { title: "Hosting that just works", translations: { de: { title: "Hosting, das einfach läuft" } } });
  };

  /** Opens Site Settings, picks German as the default language and saves: the dialog opens. */
  async function askToChange(options: { viewport?: { width: number; height: number }; colorScheme?: "light" | "dark" } = {}) {
    const page = await h.page({ hash: "#settings", ...options });
    await tabReady(page, "settings");
    const section = page.getByRole("form", { name: "Languages & currencies" });
    await section.getByLabel("Default language").selectOption("de");
    await section.getByRole("button", { name: "Save Languages & currencies" }).click();
    const dialog = page.getByRole("dialog", { name: "Change the default language to Deutsch (de)?" });
    await dialog.waitFor();
    return { page, dialog };
  }

  it("shows the home page title now and after each choice, axe clean at 1366 and 390 px, light and dark; Cancel changes nothing", async () => {
    await englishSite();
    for (const [width, viewport] of [
      [1366, DESKTOP_VIEWPORT],
      [390, PHONE_390],
    ] as const) {
      for (const colorScheme of ["light", "dark"] as const) {
        const { page, dialog } = await askToChange({ viewport, colorScheme });
        // (The quotation marks around each title are the <q> element's.)
        // The examples show once the home page's texts have loaded.
        const examples = () => dialog.getByRole("list").evaluateAll((lists) => lists.map((list) => [list.getAttribute("aria-label"), list.textContent]));
        await expect.poll(examples).toEqual([
          ["The home page title now", "English (en): Hosting that just worksDeutsch (de): Hosting, das einfach läuft"],
          ["The home page title afterwards", "Deutsch (de): Hosting, das einfach läuftEnglish (en): Hosting that just works"],
          ["The home page title afterwards", "Deutsch (de): Hosting that just worksEnglish (en): Hosting that just works"],
        ]);
        // The cursor starts on Cancel: a stray Enter changes nothing.
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
        expect(await noSidewaysScroll(page)).toBe(true);
        await expectAccessible(page, `default language dialog ${width} ${colorScheme}`);
        await saveScreenshot(page, `admin-default-language-${width}-${colorScheme}.png`, { fullPage: false });
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await dialog.waitFor({ state: "detached" });
        await page.context().close();
      }
    }
    expect(await admin("/api/admin/site-settings")).toMatchObject({ default_language: "en" });
  });

  it("Move the texts: the German title becomes the text, the English one its translation", async () => {
    await englishSite();
    const { page, dialog } = await askToChange();
    await dialog.getByRole("button", { name: "Move the texts" }).click();
    await expectToast(page, SETTINGS_SUCCESS);
    await dialog.waitFor({ state: "detached" });
    expect(await admin("/api/admin/site-settings")).toMatchObject({ default_language: "de" });
    expect(await admin("/api/admin/content/hero")).toMatchObject({
      title: "Hosting, das einfach läuft",
      translations: { en: { title: "Hosting that just works" } },
    });
    await page.context().close();
  });

  it("Keep the texts: the title stays, the German translation is dropped", async () => {
    await englishSite();
    const { page, dialog } = await askToChange({ viewport: PHONE_390, colorScheme: "dark" });
    await dialog.getByRole("button", { name: "Keep the texts" }).click();
    await expectToast(page, SETTINGS_SUCCESS);
    expect(await admin("/api/admin/site-settings")).toMatchObject({ default_language: "de" });
    const hero = await admin("/api/admin/content/hero");
    expect(hero.title).toBe("Hosting that just works");
    expect(hero.translations).not.toHaveProperty("de");
    await page.context().close();
  });
});
