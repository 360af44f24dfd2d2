import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "../../test/axe";
import { saveScreenshot } from "../../test/browser";
import { TABS } from "./app/tabs";
import { expectToast, openTab, tabReady } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";
import { PHONE_390 } from "./test/screenshots";

const DESKTOP = { width: 1366, height: 900 };
const LOOKS = [
  { name: "desktop-light", viewport: DESKTOP, colorScheme: "light" },
  { name: "phone-dark", viewport: PHONE_390, colorScheme: "dark" },
] as const;

/** Sideways scrolling of the window: how far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);

describe("the admin's side", () => {
  const h = useAdminHarness();
  const admin = async (path: string, method = "GET", body?: unknown) => h.server.api(path, { method, body, token: await h.server.login() });

  it("a new page says it is unpublished (toast and list) and the list's Publish action publishes it", async () => {
    for (const [n, look] of LOOKS.entries()) {
      const page = await h.page({ hash: "#pages", viewport: look.viewport, colorScheme: look.colorScheme });
      await tabReady(page, "pages");
      await page.getByRole("button", { name: "+ Add Page" }).click();
      const dialog = page.getByRole("dialog", { name: "New Page" });
      await dialog.getByLabel("Title *").fill(`Careers ${n}`);
      await dialog.getByRole("button", { name: "Create Page" }).click();
      await expectToast(page, "Page created successfully! It is not published yet: visitors cannot see it until you publish it (Publish in the list).");
      const row = page.getByRole("row").filter({ hasText: `Careers ${n}` });
      await row.getByText("Unpublished", { exact: true }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, `the Pages tab with an unpublished page (${look.name})`);
      await saveScreenshot(page, `admin-page-unpublished-${look.name}.png`, { fullPage: true });

      await row.getByRole("button", { name: `Publish Careers ${n}` }).click();
      await expectToast(page, `"Careers ${n}" is published at /careers-${n}.`);
      await row.getByRole("link", { name: `/careers-${n}` }).waitFor();
      expect(await row.getByText("Unpublished", { exact: true }).count()).toBe(0);
      expect(await row.getByRole("button", { name: `Publish Careers ${n}` }).count()).toBe(0);
      await expect.poll(async () => (await h.server.api(`/api/pages/careers-${n}`)).status).toBe(200);
      await page.context().close();
    }
  });

  it("a page's address is made from its title in the site's default language: Über uns → ueber-uns in German", async () => {
    const settings = { languages: ["en", "de"], default_language: "de" };
    let changed = await admin("/api/admin/site-settings", "PUT", settings);
    // Changing the default language asks what happens to the texts: they stay (they are written in German).
    if (changed.status === 400 && /move_texts/.test(changed.text)) changed = await admin("/api/admin/site-settings", "PUT", { ...settings, move_texts: false });
    expect(changed.status, changed.text).toBe(200);
    try {
      const page = await h.page({ hash: "#pages", viewport: PHONE_390, colorScheme: "dark" });
      await tabReady(page, "pages");
      await page.getByRole("button", { name: "+ Add Page" }).click();
      const dialog = page.getByRole("dialog", { name: "New Page" });
      await dialog.getByLabel("Title *").fill("Über uns & Straße");
      await expect.poll(() => dialog.getByLabel("Address *").inputValue()).toBe("ueber-uns-und-strasse");
      await expectAccessible(page, "the new page dialog with a German title");
      await saveScreenshot(page, "admin-page-slug-german-phone-dark.png");
      await page.context().close();
    } finally {
      const back = { languages: ["en"], default_language: "en" };
      const reset = await admin("/api/admin/site-settings", "PUT", back);
      if (reset.status === 400 && /move_texts/.test(reset.text)) await admin("/api/admin/site-settings", "PUT", { ...back, move_texts: false });
    }
  });

  it("Site Settings: an index of its sections at the top, the logo and favicon uploads inside Brand, one toast after repeated saves", async () => {
    for (const look of LOOKS) {
      const page = await h.page({ hash: "#settings", viewport: look.viewport, colorScheme: look.colorScheme });
      await tabReady(page, "settings");
      const index = page.getByRole("navigation", { name: "Sections of Site Settings" });
      const titles = await index.getByRole("link").allInnerTexts();
      expect(titles).toEqual([
        "General",
        "Brand",
        "External links",
        "Languages & currencies",
        "Tax",
        "Status monitor",
        "Maintenance",
        "Retention",
        "Statistics",
      ]);
      // The index comes before the first section.
      const indexTop = (await index.boundingBox())!.y;
      expect(indexTop).toBeLessThan((await page.getByRole("form", { name: "General" }).boundingBox())!.y);

      await index.getByRole("link", { name: "Brand" }).click();
      const brand = page.locator("#settings-brand");
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Brand");
      await expect.poll(async () => (await brand.boundingBox())!.y).toBeLessThan(look.viewport.height / 2);
      for (const kind of ["logo", "logo_dark", "favicon", "social_image", "hero_image"]) {
        expect(await brand.locator(`.media-slot[data-kind="${kind}"]`).count(), kind).toBe(1);
      }
      expect(await page.locator('.media-slot[data-kind="logo"]').count()).toBe(1);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessible(page, `Site Settings with its index (${look.name})`);
      await saveScreenshot(page, `admin-settings-index-${look.name}.png`);

      const save = page.getByRole("button", { name: "Save General" });
      for (let n = 0; n < 3; n += 1) {
        await save.click();
        await expectToast(page, "Site settings updated successfully!");
        await expect.poll(() => save.isEnabled()).toBe(true);
      }
      expect(await page.locator(".toast > span").allInnerTexts()).toEqual(["Site settings updated successfully!"]);
      await saveScreenshot(page, `admin-settings-one-toast-${look.name}.png`);
      await page.context().close();
    }
  });

  it("at 390 px every tab fits the window: no sideways scrolling (light and dark)", async () => {
    // Words an administrator may write that have no place to break: a category key with underscores, long names.
    const category = await admin("/api/admin/hosting-categories", "POST", {
      key: "gameservers_minecraft_java_and_bedrock_edition_with_mods",
      display_name: "Minecraft-Java-und-Bedrock-Gameserver-mit-Mods",
      description: "https://billing.example.com/order/config/index/gameservers/?group_id=12&pricing_id=345",
      type: "gameserver",
      is_active: true,
    });
    expect(category.status, category.text).toBe(200);
    const plan = await admin("/api/admin/hosting-plans", "POST", {
      name: "Hochleistungs-Gameserver-Paket-Premium-Plus",
      category_key: "gameservers_minecraft_java_and_bedrock_edition_with_mods",
      type: "gameserver",
      price: 12.5,
      order_url: "https://billing.example.com/order/config/index/gameservers/?group_id=12&pricing_id=345",
    });
    expect(plan.status, plan.text).toBe(200);
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await h.page({ viewport: PHONE_390, colorScheme });
      const wide: string[] = [];
      for (const tab of TABS) {
        await openTab(page, tab.label);
        await tabReady(page, tab.id);
        const sideways = await overflow(page);
        if (sideways > 0) wide.push(`${tab.id}: ${sideways}px wider`);
        if (tab.id === "categories" || tab.id === "settings") await saveScreenshot(page, `admin-${tab.id}-390-${colorScheme}.png`, { fullPage: true });
      }
      expect(wide).toEqual([]);
      await page.context().close();
    }
  });
});
