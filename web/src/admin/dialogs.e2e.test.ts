import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN_KEY } from "../../../common/tokenStore";
import { tabReady } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";

const UNSAVED = "You have unsaved changes. Leave without saving?";

interface DialogCase {
  name: string;
  /** The tab (hash) the dialog opens from. */
  tab: string;
  open(page: Page): Promise<Locator>;
  /** Types into a field: afterwards the dialog has unsaved changes. */
  edit(dialog: Locator): Promise<void>;
  /** The field that edit() changed and the text it holds. */
  edited(dialog: Locator): Locator;
  text: string;
}

const DIALOGS: DialogCase[] = [
  {
    name: "plan",
    tab: "plans",
    open: async (page) => {
      await page.getByRole("button", { name: "+ Add New Plan" }).click();
      return page.getByRole("dialog", { name: "Add New Plan" });
    },
    edit: (dialog) => dialog.getByLabel("Plan Name *").fill("Half-typed plan"),
    edited: (dialog) => dialog.getByLabel("Plan Name *"),
    text: "Half-typed plan",
  },
  {
    name: "category",
    tab: "categories",
    open: async (page) => {
      await page.getByRole("button", { name: "+ Add New Category" }).click();
      return page.getByRole("dialog", { name: "Add New Category" });
    },
    edit: (dialog) => dialog.getByLabel("Display Name *").fill("Half-typed category"),
    edited: (dialog) => dialog.getByLabel("Display Name *"),
    text: "Half-typed category",
  },
  {
    name: "promo",
    tab: "promoCodes",
    open: async (page) => {
      await page.getByRole("button", { name: "+ Add Promo Code" }).click();
      return page.getByRole("dialog", { name: "New Promo Code" });
    },
    edit: (dialog) => dialog.getByLabel("Title *").fill("Half-typed promo"),
    edited: (dialog) => dialog.getByLabel("Title *"),
    text: "Half-typed promo",
  },
];

/** The ways a dialog can be closed from inside it. */
const CLOSE_WAYS: [string, (page: Page, dialog: Locator) => Promise<void>][] = [
  ["Escape", (page) => page.keyboard.press("Escape")],
  ["a click on the backdrop", (page) => page.mouse.click(6, 6)],
  ["the × button", (_page, dialog) => dialog.getByRole("button", { name: "Close" }).click()],
  ["Cancel", (_page, dialog) => dialog.getByRole("button", { name: "Cancel" }).click()],
];

const question = (page: Page) => page.getByRole("alertdialog").filter({ hasText: UNSAVED });

/** Keeps editing: the question goes away, the dialog and what was typed stay. */
async function keepEditing(page: Page, dialog: Locator, c: DialogCase): Promise<void> {
  await question(page).getByRole("button", { name: "Stay" }).click();
  await question(page).waitFor({ state: "detached" });
  expect(await dialog.isVisible()).toBe(true);
  expect(await c.edited(dialog).inputValue()).toBe(c.text);
}

describe("dialogs protect unsaved edits", () => {
  const h = useAdminHarness();

  for (const c of DIALOGS) {
    it(`the ${c.name} dialog: an unchanged one closes at once every way`, async () => {
      const page = await h.page({ hash: `#${c.tab}` });
      await tabReady(page, c.tab);
      for (const [way, close] of CLOSE_WAYS) {
        const dialog = await c.open(page);
        await dialog.waitFor();
        await close(page, dialog);
        await dialog.waitFor({ state: "detached" });
        expect(await page.getByRole("alertdialog").count(), `closing by ${way} asked a question`).toBe(0);
      }
      await page.context().close();
    });

    it(`the ${c.name} dialog: a changed one asks first (Escape, backdrop, ×, Cancel, tab switch, Logout)`, async () => {
      const page = await h.page({ hash: `#${c.tab}` });
      await tabReady(page, c.tab);
      const dialog = await c.open(page);
      await c.edit(dialog);

      for (const [way, close] of CLOSE_WAYS) {
        await close(page, dialog);
        await question(page).waitFor();
        expect(await question(page).count(), way).toBe(1);
        await keepEditing(page, dialog, c);
      }

      // A tab switch from outside the dialog (the URL hash, as the desktop app opens Contact Submissions).
      await page.evaluate(() => (window.location.hash = "#submissions"));
      await question(page).waitFor();
      await keepEditing(page, dialog, c);
      expect(new URL(page.url()).hash).toBe(`#${c.tab}`);
      await page.evaluate(() => (window.location.hash = "#submissions"));
      await question(page).getByRole("button", { name: "Leave" }).click();
      await page.getByRole("heading", { level: 1, name: "Contact Submissions" }).waitFor();
      expect(await dialog.count()).toBe(0);

      // Logout (the header's button; with the dialog open only reachable without a pointer, e.g. by a screen reader).
      await page.evaluate((hash) => (window.location.hash = hash), `#${c.tab}`);
      await tabReady(page, c.tab);
      const again = await c.open(page);
      await c.edit(again);
      await page.getByRole("button", { name: "Logout" }).dispatchEvent("click");
      await question(page).waitFor();
      await keepEditing(page, again, c);
      expect(await page.evaluate((key) => localStorage.getItem(key), ADMIN_TOKEN_KEY)).toBeTruthy();
      await page.getByRole("button", { name: "Logout" }).dispatchEvent("click");
      await question(page).getByRole("button", { name: "Leave" }).click();
      await page.getByRole("button", { name: "Login" }).waitFor();
      expect(await page.evaluate((key) => localStorage.getItem(key), ADMIN_TOKEN_KEY)).toBeNull();
      await page.context().close();
    });

    it(`the ${c.name} dialog: leaving throws the edits away and saves nothing`, async () => {
      const page = await h.page({ hash: `#${c.tab}` });
      await tabReady(page, c.tab);
      const dialog = await c.open(page);
      await c.edit(dialog);
      await page.keyboard.press("Escape");
      await question(page).getByRole("button", { name: "Leave" }).click();
      await dialog.waitFor({ state: "detached" });
      const reopened = await c.open(page);
      expect(await c.edited(reopened).inputValue()).toBe("");
      await page.keyboard.press("Escape");
      await reopened.waitFor({ state: "detached" });
      await page.reload();
      await tabReady(page, c.tab);
      expect(await page.getByText(c.text).count()).toBe(0);
      await page.context().close();
    });
  }

  it("the plan dialog counts a sold-out tick or a term price as an edit, the promo dialog its start date", async () => {
    const token = await h.server.login();
    const created = await h.server.api("/api/admin/hosting-plans", { method: "POST", token, body: { name: "Guarded terms plan", price: 10 } });
    expect(created.status).toBe(200);
    const page = await h.page({ hash: "#plans" });
    await tabReady(page, "plans");
    const open = async () => {
      await page.getByRole("button", { name: "Edit Plan Guarded terms plan" }).click();
      return page.getByRole("dialog", { name: "Edit Plan: Guarded terms plan" });
    };

    let dialog = await open();
    await dialog.getByLabel("Sold out").check();
    await page.keyboard.press("Escape");
    await question(page).getByRole("button", { name: "Leave" }).click();
    await dialog.waitFor({ state: "detached" });
    expect((await h.server.api("/api/admin/hosting-plans", { token })).body.find((p: { id: number }) => p.id === created.body.id).sold_out).toBe(false);

    dialog = await open();
    expect(await dialog.getByLabel("Sold out").isChecked()).toBe(false);
    await dialog.getByLabel(/^Annually/).fill("99");
    await page.keyboard.press("Escape");
    await question(page).getByRole("button", { name: "Stay" }).click();
    await question(page).waitFor({ state: "detached" });
    expect(await dialog.getByLabel(/^Annually/).inputValue()).toBe("99");
    // Emptied again, the dialog is as it was opened: it closes without asking.
    await dialog.getByLabel(/^Annually/).fill("");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await page.getByRole("alertdialog").count()).toBe(0);

    await page.evaluate(() => (window.location.hash = "#promoCodes"));
    await tabReady(page, "promoCodes");
    await page.getByRole("button", { name: "+ Add Promo Code" }).click();
    const promo = page.getByRole("dialog", { name: "New Promo Code" });
    await promo.getByLabel("Start Date").fill("2099-01-01T00:00");
    await page.keyboard.press("Escape");
    await question(page).waitFor();
    await question(page).getByRole("button", { name: "Leave" }).click();
    await promo.waitFor({ state: "detached" });
    await page.context().close();
  });
});
