import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "./app/theme";
import { MAX_TOASTS } from "./components/ui/Feedback";
import { TOAST_MS } from "./components/ui/Toasts";
import { expectToast, signIn, tabReady } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";
import { saveScreenshot } from "../../test/browser";
import { TEST_SITE } from "../../../server/test/fixtures/testSite";

const SAVED = "Site settings updated successfully!";
const SAVE = "Save Status monitor";
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
    await page.getByRole("button", { name: SAVE }).click();
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
    await page.getByRole("button", { name: SAVE }).click();
    await expectToast(page, SAVED);
    await toast(page, SAVED).hover();
    await page.clock.fastForward(TOAST_MS * 3);
    expect(await toast(page, SAVED).isVisible()).toBe(true);
    await page.mouse.move(5, 400);
    await toast(page, SAVED).getByRole("button", { name: "Dismiss message" }).focus();
    await page.clock.fastForward(TOAST_MS * 3);
    expect(await toast(page, SAVED).isVisible()).toBe(true);
    await page.getByRole("button", { name: SAVE }).focus();
    await page.clock.fastForward(TOAST_MS + 1000);
    await toast(page, SAVED).waitFor({ state: "detached" });
    await page.context().close();
  });

  it("an error toast stays until it is dismissed", async () => {
    const page = await settingsPage();
    await page.getByLabel("Status Update Interval (seconds)").fill("5");
    await page.getByRole("button", { name: SAVE }).click();
    await expectToast(page, INVALID);
    await page.clock.fastForward(TOAST_MS * 20);
    expect(await toast(page, INVALID).isVisible()).toBe(true);
    await toast(page, INVALID).getByRole("button", { name: "Dismiss message" }).click();
    await toast(page, INVALID).waitFor({ state: "detached" });
    await page.context().close();
  });

  it(`the same message again replaces its toast; at most ${MAX_TOASTS} show: the oldest success toast goes first, then the oldest error`, async () => {
    const page = await settingsPage();
    const texts = () => page.locator(".toast > span").allInnerTexts();
    // Three saves say the same: one toast, not a stack.
    // Each save's answer is awaited: a late one would otherwise bring its toast back after the next ones.
    const saved = () => page.waitForResponse((response) => response.url().endsWith("/api/admin/site-settings") && response.request().method() === "PUT");
    for (const section of ["General", "External links", "Retention"]) {
      await Promise.all([saved(), page.getByRole("button", { name: `Save ${section}` }).click()]);
      await expect.poll(texts).toEqual([SAVED]);
    }
    await page.getByLabel("Status Update Interval (seconds)").fill("5");
    await page.getByRole("button", { name: SAVE }).click();
    await expect.poll(texts).toEqual([SAVED, INVALID]);
    await page.getByLabel("Keep activity log (days)").fill("0");
    await page.getByRole("button", { name: "Save Retention" }).click();
    const retention = "Error updating site settings: Activity retention must be a whole number of days from 1 to 3650.";
    await expect.poll(texts).toEqual([SAVED, INVALID, retention]);
    await page.getByLabel("Client Area URL").fill("my client area");
    await page.getByRole("button", { name: "Save External links" }).click();
    const clientArea = "Error updating site settings: Client area URL must be a full http:// or https:// address.";
    await expect.poll(texts).toEqual([INVALID, retention, clientArea]);
    // The same error again: it moves to the end instead of pushing another one out.
    await page.getByRole("button", { name: SAVE }).click();
    await expect.poll(texts).toEqual([retention, clientArea, INVALID]);
    // A new error with every toast an error: the oldest error goes.
    await page.getByLabel("Client Area URL").fill("https://my.example.com");
    await page.getByLabel("Game Panel URL").fill("my game panel");
    await page.getByRole("button", { name: "Save External links" }).click();
    await expect.poll(async () => (await texts()).length === MAX_TOASTS && (await texts())[MAX_TOASTS - 1].includes("Game panel URL")).toBe(true);
    expect((await texts()).slice(0, -1)).toEqual([clientArea, INVALID]);
    await page.context().close();
  });

  /** No toast's box overlaps any button of the open dialogs. */
  async function expectToastsClearOfButtons(page: Page, dialogs: Locator, where: string): Promise<void> {
    const toasts = await page.locator(".toast").evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()));
    expect(toasts.length, where).toBeGreaterThan(0);
    const buttons = await dialogs
      .locator("button")
      .evaluateAll((elements) =>
        elements
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map((element) => ({ name: element.textContent, box: element.getBoundingClientRect().toJSON() })),
      );
    expect(buttons.length, where).toBeGreaterThan(1);
    for (const toast of toasts) {
      for (const { name, box } of buttons) {
        const apart = toast.right <= box.left || box.right <= toast.left || toast.bottom <= box.top || box.bottom <= toast.top;
        expect(apart, `${where}: a toast covers the button "${name}"`).toBe(true);
      }
    }
  }

  for (const [size, viewport] of [
    ["desktop", { width: 1366, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    it(`toasts never cover a dialog's buttons, and the unsaved-changes question starts on Stay (${size})`, async () => {
      const page = await h.page({ hash: "#plans", viewport, clock: true });
      await tabReady(page, "plans");
      // A full stack of toasts (the page's clock stands still, so they stay), then a dialog. One toggle of each of
      // three plans (a message of its own each: the same message again would replace its toast); the phone's run
      // toggles them back.
      const plans = [TEST_SITE.plans.spark.name, TEST_SITE.plans.flare.name, TEST_SITE.plans.nova.name];
      for (const [i, plan] of plans.entries()) {
        await page.getByRole("button", { name: new RegExp(`^Mark ${plan} (sold out|Back in stock)$`) }).click();
        await expect.poll(() => page.locator(".toast").count()).toBe(Math.min(i + 1, MAX_TOASTS));
        await expect.poll(() => page.getByRole("button", { name: new RegExp(`^Mark ${plan} (sold out|Back in stock)$`) }).isEnabled()).toBe(true);
      }
      await page.getByRole("button", { name: "+ Add New Plan" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Plan" });
      await expectToastsClearOfButtons(page, dialog, `the plan dialog (${size})`);

      await dialog.getByLabel("Plan Name *").fill("Half-typed");
      await page.keyboard.press("Escape");
      const question = page.getByRole("alertdialog", { name: "Unsaved changes" });
      await question.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Stay");
      await expectToastsClearOfButtons(page, page.locator(".modal"), `the unsaved-changes question over the plan dialog (${size})`);
      await saveScreenshot(page, `admin-toasts-over-dialog-${size}.png`);
      // Enter on the question keeps the edits.
      await page.keyboard.press("Enter");
      await question.waitFor({ state: "detached" });
      expect(await dialog.getByLabel("Plan Name *").inputValue()).toBe("Half-typed");
      await page.context().close();
    });
  }

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
