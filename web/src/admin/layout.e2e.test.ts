import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newSubmission } from "../../../server/src/store/storeContract";
import { expectAccessible } from "../../test/axe";
import { DESKTOP_VIEWPORT, PHONE_390, saveScreenshot } from "../../test/browser";
import { TABS } from "./app/tabs";
import { openTab, tabReady } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";

/** A common phone: 390 × 844 CSS pixels. */

/** The tables of each tab, shown as one card per row on a phone. */
const TABLES: Record<string, string[]> = {
  pages: ["Pages"],
  submissions: ["Contact submissions"],
  promoCodes: ["Promo codes"],
  backups: ["Stored backups"],
  activity: ["Activity log"],
  status: ["Incidents", "Maintenance windows"],
};

/** Nothing on the page is wider than the window: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** The header takes at most a fifth of the window's height. */
async function expectShortHeader(page: Page, where: string, height: number): Promise<void> {
  const box = await page.locator(".admin-header").boundingBox();
  expect(box, where).not.toBeNull();
  expect(box!.height, `${where}: header height`).toBeLessThanOrEqual(height / 5);
}

/** Each row of the table is a card inside the window, and its buttons and selects are in view inside it. */
async function expectRowsAsCards(page: Page, table: string, width: number): Promise<number> {
  const rows = page.getByRole("table", { name: table }).locator("tbody tr");
  const count = await rows.count();
  expect(count, `${table} has rows`).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const row = rows.nth(index);
    expect(await row.evaluate((tr) => getComputedStyle(tr).display), `${table} row ${index} is a card`).toBe("block");
    const card = (await row.boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(width);
    const controls = row.locator("button, select");
    for (let c = 0; c < (await controls.count()); c++) {
      const control = controls.nth(c);
      expect(await control.isVisible(), `${table} row ${index} control ${c} is visible`).toBe(true);
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
    }
  }
  return count;
}

describe("the panel's layout at desktop and phone width", () => {
  const h = useAdminHarness();

  /** Rows for every table: two messages, a manual backup, a page, an incident, a maintenance window, a second signed-in session. */
  async function seed(): Promise<void> {
    for (const name of ["Card Reader", "Card Writer"]) {
      await h.server.site.deps.store.submissions.add({ ...newSubmission(1), name, subject: `Layout (${name})`, mail_status: "not_configured" });
    }
    const token = await h.server.login();
    expect((await h.server.api("/api/admin/backups", { method: "POST", token, body: {} })).status).toBe(200);
    const page = { slug: `layout-page-${Date.now()}`, title: "A page with a title long enough to wrap in its card", published: true };
    expect((await h.server.api("/api/admin/pages", { method: "POST", token, body: page })).status).toBe(200);
    const incident = { title: "An incident with a title long enough to wrap", updates: [{ state: "investigating", body: "Looking into it." }] };
    expect((await h.server.api("/api/admin/incidents", { method: "POST", token, body: incident })).status).toBe(200);
    const window = { title: "Router swap", starts_at: "2030-01-02T10:00:00Z", ends_at: "2030-01-02T11:00:00Z" };
    expect((await h.server.api("/api/admin/maintenance", { method: "POST", token, body: window })).status).toBe(200);
  }

  // The layout is the same in both themes: the dark one is walked through only to photograph it (SHOTS_DIR). axe
  // checks every tab at both widths in both themes in a11y.e2e.test.ts.
  for (const colorScheme of process.env.SHOTS_DIR ? (["light", "dark"] as const) : (["light"] as const)) {
    it(`every tab at 1366 and 390 px (${colorScheme}): no sideways scroll, a short header, tables as cards on the phone`, { timeout: 300_000 }, async () => {
      await seed();
      for (const [size, viewport] of [
        ["desktop", DESKTOP_VIEWPORT],
        ["phone", PHONE_390],
      ] as const) {
        const page = await h.page({ viewport, colorScheme });
        for (const tab of TABS) {
          const where = `${tab.label} (${size}, ${colorScheme})`;
          await openTab(page, tab.label);
          await tabReady(page, tab.id);
          await expectNoSidewaysScroll(page, where);
          await expectShortHeader(page, where, viewport.height);
          if (size === "phone") {
            for (const table of TABLES[tab.id] ?? []) await expectRowsAsCards(page, table, viewport.width);
            if (tab.id === "blesta") {
              await page.getByRole("tab", { name: "Plan Mapping" }).click();
              await page.waitForFunction(() => !/Loading Blesta packages/.test(document.body.textContent ?? ""));
              await expectRowsAsCards(page, "Plan mapping", viewport.width);
              await expectNoSidewaysScroll(page, `Blesta Plan Mapping (${colorScheme})`);
              await expectAccessible(page, `Blesta Plan Mapping (${size}, ${colorScheme})`);
            }
            await saveScreenshot(page, `admin-layout-${colorScheme}-phone-${tab.id}.png`, { fullPage: true });
          }
        }
        await page.context().close();
      }
    });
  }

  it("on a phone the tabs and panel actions are behind the Menu button, and the signed-in sessions are cards with their button", async () => {
    const token = await h.server.login();
    expect(token).toBeTruthy();
    const page = await h.page({ viewport: PHONE_390, hash: "#account" });
    await tabReady(page, "account");
    const menu = page.getByRole("button", { name: "Menu" });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("tab", { name: "Promo Codes" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Refresh Data" }).count()).toBe(0);
    await page.getByRole("button", { name: "Logout" }).waitFor();

    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    // The cursor goes to the open tab; the panel actions are in the menu too.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("id"))).toBe("tab-account");
    await page.getByRole("button", { name: "Refresh Data" }).waitFor();
    await expectNoSidewaysScroll(page, "the open menu");
    await expectAccessible(page, "the open menu (phone)");
    await saveScreenshot(page, "admin-phone-menu.png");
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent?.includes("Menu"))).toBe(true);

    // Choosing a tab closes the menu and shows the tab.
    await menu.click();
    await page.getByRole("tab", { name: "Promo Codes" }).click();
    await tabReady(page, "promoCodes");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(new URL(page.url()).hash).toBe("#promoCodes");

    // The sessions list: each session a card, its Sign out button in view.
    await openTab(page, "Account");
    const list = page.getByRole("list", { name: "Signed-in sessions" });
    await expect.poll(() => list.getByRole("listitem").count()).toBeGreaterThan(1);
    for (const button of await list.getByRole("button", { name: /^Sign out / }).all()) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_390.width);
    }
    await page.context().close();
  });
});
