import type { Locator, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { brandPalette } from "../../../../../common/brandPalette";
import { parseHex } from "../../../../../common/color";
import { testImages } from "../../../../../server/test/images";
import { expectAccessible } from "../../../../test/axe";
import { LOOKS, noSidewaysScroll, saveScreenshot } from "../../../../test/browser";
import { expectToast, problemAt, tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";
import { SETTINGS_SUCCESS } from "./settingsForm";

/** A #rrggbb colour as getComputedStyle writes it. */
const rgb = (hex: string) => {
  const { r, g, b } = parseHex(hex);
  return `rgb(${Math.round(r * 255)}, ${Math.round(g * 255)}, ${Math.round(b * 255)})`;
};

const sample = (page: Page, name: string) => page.locator(`[data-sample="${name}"]`).first();
const style = (locator: Locator, property: "backgroundColor" | "fontFamily" | "color") =>
  locator.evaluate((element, key) => getComputedStyle(element)[key], property);

describe("Site Settings → Brand and the status badge", () => {
  const h = useAdminHarness();
  const settings = async () => (await h.server.api("/api/admin/site-settings", { token: await h.server.login() })).body;

  it("the colour and font change the preview as they are chosen; a colour not written #rrggbb is refused at the field; Save Brand sends only them", async () => {
    const token = await h.server.login();
    expect((await h.server.api("/api/admin/site-settings", { method: "PUT", token, body: { brand_color: "#4f46e5", font: "system" } })).status).toBe(200);
    const page = await h.page({ hash: "#settings" });
    await tabReady(page, "settings");
    const writes: Record<string, unknown>[] = [];
    page.on("request", (request: Request) => {
      if (request.method() === "PUT" && new URL(request.url()).pathname === "/api/admin/site-settings") writes.push(request.postDataJSON());
    });
    const brand = page.getByRole("form", { name: "Brand" });
    const hex = brand.getByLabel("Brand colour", { exact: true });
    await expect.poll(() => hex.inputValue()).toBe("#4f46e5");
    expect(await style(sample(page, "primary-button"), "backgroundColor")).toBe("rgb(79, 70, 229)");

    await hex.fill("#0f766e");
    await expect.poll(() => style(sample(page, "primary-button"), "backgroundColor")).toBe("rgb(15, 118, 110)");
    expect(await brand.getByLabel("Brand colour picker").inputValue()).toBe("#0f766e");
    await brand.getByLabel("Font").selectOption("inter");
    await expect.poll(() => style(sample(page, "hero"), "fontFamily")).toMatch(/^Inter, system-ui/);
    // The picker writes the text too; pale yellow gets the website's dark text on it.
    await brand.getByLabel("Brand colour picker").fill("#ffff99");
    await expect.poll(() => hex.inputValue()).toBe("#ffff99");
    expect(await style(sample(page, "primary-button"), "color")).toBe(rgb(brandPalette("#ffff99").onBrand));
    await expectAccessible(page, "the Brand section with pale yellow");

    await hex.fill("#12345");
    await page.getByRole("button", { name: "Save Brand" }).click();
    expect(await problemAt(hex)).toBe("Brand colour must be a colour written #rrggbb, e.g. #4f46e5");
    await expectToast(page, "Error updating site settings: Brand colour must be a colour written #rrggbb, e.g. #4f46e5");
    expect(writes).toEqual([]);

    await hex.fill("#0F766E");
    expect(await hex.getAttribute("aria-invalid")).toBeNull();
    await page.getByRole("button", { name: "Save Brand" }).click();
    await expectToast(page, SETTINGS_SUCCESS);
    expect(writes).toEqual([{ brand_color: "#0f766e", font: "inter" }]);
    expect(await settings()).toMatchObject({ brand_color: "#0f766e", font: "inter" });
    expect((await h.server.api("/api/site-info")).body.settings).toMatchObject({ brand_color: "#0f766e", font: "inter" });
    await page.context().close();
  });

  it("the hero image is uploaded in the Brand section at once and shows in the preview; Use default removes it", async () => {
    const page = await h.page({ hash: "#settings" });
    await tabReady(page, "settings");
    const slot = page.locator('.media-slot[data-kind="hero_image"]');
    await slot.getByText("Default:").waitFor();
    // The other images' panel no longer lists it.
    expect(await page.locator('section[aria-labelledby="media-title"] .media-slot[data-kind="hero_image"]').count()).toBe(0);
    await page.getByLabel("Upload hero image").setInputFiles({ name: "hero.png", mimeType: "image/png", buffer: testImages.png() });
    await expectToast(page, "Hero image uploaded.");
    const url = (await h.server.api("/api/site-info")).body.hero_image_url as string;
    expect(url).toMatch(/\.png$/);
    await expect.poll(async () => (await sample(page, "hero").evaluate((element) => getComputedStyle(element).backgroundImage)).includes(url)).toBe(true);
    await slot.getByRole("button", { name: "Use default" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expectToast(page, "Hero image removed: the default is shown again.");
    expect((await h.server.api("/api/site-info")).body.hero_image_url).toBeNull();
    await page.context().close();
  });

  it("the status badge is switched off in Status monitor, and the public settings say so", async () => {
    const token = await h.server.login();
    expect((await h.server.api("/api/admin/site-settings", { method: "PUT", token, body: { show_status_badge: true } })).status).toBe(200);
    const page = await h.page({ hash: "#settings" });
    await tabReady(page, "settings");
    const badge = page.getByRole("form", { name: "Status monitor" }).getByRole("switch", { name: "Show the status badge" });
    await expect.poll(() => badge.isChecked()).toBe(true);
    await badge.uncheck();
    await page.getByRole("form", { name: "Status monitor" }).getByText("Unsaved changes").waitFor();
    await page.getByRole("button", { name: "Save Status monitor" }).click();
    await expectToast(page, SETTINGS_SUCCESS);
    expect((await settings()).show_status_badge).toBe(false);
    expect((await h.server.api("/api/site-info")).body.settings.show_status_badge).toBe(false);
    await page.context().close();
  });

  for (const { colorScheme, size, viewport } of LOOKS) {
    it(`the Brand section at ${viewport.width} px (${colorScheme}) with three colours: axe clean, no sideways scroll`, async () => {
      const page = await h.page({ hash: "#settings", viewport, colorScheme });
      await tabReady(page, "settings");
      const brand = page.getByRole("form", { name: "Brand" });
      const hex = brand.getByLabel("Brand colour", { exact: true });
      await expect.poll(() => hex.inputValue()).not.toBe("");
      for (const colour of ["#ffff99", "#000000", "#e11d48"]) {
        await hex.fill(colour);
        await expect.poll(() => style(sample(page, "primary-button"), "backgroundColor")).not.toBe("");
        expect(await noSidewaysScroll(page), `${colour} (${size}, ${colorScheme})`).toBe(true);
        await expectAccessible(page, `Brand ${colour} (${size}, ${colorScheme})`);
      }
      await brand.scrollIntoViewIfNeeded();
      await saveScreenshot(page.locator(".settings-section-group"), `admin-brand-${size}-${colorScheme}.png`);
      await page.context().close();
    });
  }
});
