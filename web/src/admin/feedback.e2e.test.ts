import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "./app/theme";
import { TOAST_MS } from "./components/ui/Toasts";
import { expectToast, signIn, tabReady } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";

const SAVED = "Site settings updated successfully! Some changes may require a server restart.";
const INVALID = "Error updating site settings: Status update interval must be a number between 10 and 300 seconds.";

describe("toasts and the theme", () => {
  const h = useAdminHarness();

  async function settingsPage(): Promise<Page> {
    const page = await h.page({ hash: "#settings", clock: true });
    await tabReady(page, "settings");
    await page.getByLabel("Status Update Interval (seconds)").inputValue();
    return page;
  }
  const toast = (page: Page, text: string) => page.locator(".toast").filter({ hasText: text });

  it("toasts are announced through one permanent polite live region", async () => {
    const page = await settingsPage();
    const region = page.locator(".toasts");
    expect(await region.getAttribute("aria-live")).toBe("polite");
    expect(await region.locator(".toast").count()).toBe(0);
    await region.evaluate((element) => ((window as unknown as { region: Element }).region = element));
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, SAVED);
    expect(await region.evaluate((element) => (window as unknown as { region: Element }).region === element)).toBe(true);
    expect(
      await page
        .locator("[aria-live]")
        .filter({ has: page.locator(".toast") })
        .count(),
    ).toBe(1);
    expect(await page.locator(".toast[role], .toast [role=alert]").count()).toBe(0);
    await page.context().close();
  });

  it("a success toast times out, but not while it is hovered or focused", async () => {
    const page = await settingsPage();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, SAVED);
    await toast(page, SAVED).hover();
    await page.clock.fastForward(TOAST_MS * 3);
    expect(await toast(page, SAVED).isVisible()).toBe(true);
    await page.mouse.move(5, 400);
    await toast(page, SAVED).getByRole("button", { name: "Dismiss message" }).focus();
    await page.clock.fastForward(TOAST_MS * 3);
    expect(await toast(page, SAVED).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Save Settings" }).focus();
    await page.clock.fastForward(TOAST_MS + 1000);
    await toast(page, SAVED).waitFor({ state: "detached" });
    await page.context().close();
  });

  it("an error toast stays until it is dismissed", async () => {
    const page = await settingsPage();
    await page.getByLabel("Status Update Interval (seconds)").fill("5");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, INVALID);
    await page.clock.fastForward(TOAST_MS * 20);
    expect(await toast(page, INVALID).isVisible()).toBe(true);
    await toast(page, INVALID).getByRole("button", { name: "Dismiss message" }).click();
    await toast(page, INVALID).waitFor({ state: "detached" });
    await page.context().close();
  });

  it("the theme follows the system until the header's toggle is used, and the choice is remembered", async () => {
    const page = await h.page({ colorScheme: "dark" });
    const root = page.locator(".admin-root");
    const toggle = page.getByRole("button", { name: "Dark theme" });
    expect(await root.getAttribute("data-theme")).toBe("dark");
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => root.getAttribute("data-theme")).toBe("light");
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();

    await toggle.click();
    await expect.poll(() => root.getAttribute("data-theme")).toBe("dark");
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("dark");
    const background = await page.locator(".admin-main").evaluate((element) => getComputedStyle(element.closest(".admin-root")!).backgroundColor);
    expect(background).toBe("rgb(14, 19, 29)");

    await page.reload();
    await page.getByRole("button", { name: "Logout" }).waitFor();
    expect(await root.getAttribute("data-theme")).toBe("dark");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "Login" }).waitFor();
    expect(await root.getAttribute("data-theme")).toBe("dark");

    // Choosing the system's theme again means "follow the system": nothing stored, and a system change shows at once.
    await signIn(page);
    await toggle.click();
    await expect.poll(() => root.getAttribute("data-theme")).toBe("light");
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => root.getAttribute("data-theme")).toBe("dark");
    await page.context().close();
  });
});
