import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { TEST_ADMIN } from "../../../../server/test/testServer";
import { TABS } from "../app/tabs";

/** Fills the login form as a person would and waits for the panel. */
export async function signIn(page: Page, credentials = TEST_ADMIN): Promise<void> {
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("button", { name: "Logout" }).waitFor();
}

/** Opens a tab of the panel by its name (on a phone through the Menu button, as a person would). */
export async function openTab(page: Page, name: string): Promise<void> {
  const menu = page.getByRole("button", { name: "Menu" });
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  // Exact: "Pages" is also part of "Legal Pages".
  await page.getByRole("tab", { name, exact: true }).click();
  await page.locator(`#panel-${tabIdOf(name)}`).waitFor();
}

function tabIdOf(name: string): string {
  const tab = TABS.find((entry) => entry.label === name);
  if (!tab) throw new Error(`No tab "${name}"`);
  return tab.id;
}

/** Waits for a toast with exactly this text; fails listing the toasts shown instead. */
export async function expectToast(page: Page, text: string): Promise<void> {
  try {
    await page.locator(".toast > span").getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
  } catch {
    const shown = await page.locator(".toast > span").allInnerTexts();
    throw new Error(`expected toast "${text}", shown: ${JSON.stringify(shown)}`);
  }
}

/** What each tab shows once loaded: its heading and a piece of content that needs its data (or its form). */
const TAB_READY: Record<string, [heading: string, content: string]> = {
  overview: ["Overview", "Setup checklist"],
  plans: ["Hosting Plans", "Drag plans to reorder within this category"],
  categories: ["Manage Hosting Categories", "Key:"],
  locations: ["Locations", "+ Add Location"],
  content: ["Website Content", "Button Text"],
  navigation: ["Navigation Menu", "Label (item 1)"],
  company: ["Company Info", "Save Company Info"],
  legal: ["Legal Pages", "Markdown Tips"],
  pages: ["Pages", "+ Add Page"],
  contact: ["Contact & SMTP", "Common Mail Providers"],
  submissions: ["Contact Submissions", "Export CSV"],
  statistics: ["Statistics", "Visitors and order clicks per day"],
  promoCodes: ["Promo Codes", "Banners in the hero"],
  blesta: ["Blesta Integration", "Save Blesta Settings"],
  status: ["Status", "Automatic incidents"],
  settings: ["Site Settings", "Status monitor"],
  backups: ["Backups", "A backup contains everything"],
  activity: ["Activity", "Signed in"],
  account: ["Account", "Change Password"],
};

/** Waits until the open tab has its heading and content (and no "Loading…" placeholder is left). */
export async function tabReady(page: Page, id: string): Promise<void> {
  const [heading, content] = TAB_READY[id];
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await page.getByText(content, { exact: false }).first().waitFor();
  await page.waitForFunction(() => !/Loading [\w ]+\.\.\./.test(document.querySelector(".admin-main")?.textContent ?? ""));
}

/** What @dnd-kit's live regions (one per sortable list) say now: screen readers read it out. */
export async function dragAnnouncements(page: Page): Promise<string> {
  return (await page.locator('[id^="DndLiveRegion"]').allInnerTexts()).join(" | ");
}

/**
 * Picks up the sortable item whose drag handle has the focus (Space), waits until `announcement` is read out, then
 * until the keyboard moves it: @dnd-kit starts listening for arrow keys in a timer of its own after the pick-up, so a
 * key pressed before that timer has run (within the same millisecond, faster than any person) would be lost.
 */
export async function pickUpWithKeyboard(page: Page, announcement: string): Promise<void> {
  await page.keyboard.press("Space");
  await expect.poll(() => dragAnnouncements(page)).toContain(announcement);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Two animation frames: whatever the page was about to render has been rendered. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The texts of the elements of `kind` (a class: "hint", "field-error") that describe a field (aria-describedby). */
export function describedBy(field: Locator, kind: string, separator: string): Promise<string> {
  return field.evaluate(
    (input, [className, joint]) =>
      (input.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id))
        .filter((element) => element?.classList.contains(className))
        .map((element) => element!.textContent)
        .join(joint),
    [kind, separator] as const,
  );
}

/** The problem shown under a field (tied to it by aria-describedby), once the field is marked invalid. */
export async function problemAt(field: Locator): Promise<string> {
  await expect.poll(() => field.getAttribute("aria-invalid"), { timeout: 15_000 }).toBe("true");
  return describedBy(field, "field-error", " | ");
}
