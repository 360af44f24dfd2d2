import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newSubmission } from "../../../server/src/store/storeContract";
import { testImages } from "../../../server/test/images";
import { PHONE_VIEWPORT } from "../../test/browser";
import { expectAccessible } from "../../test/axe";
import { TABS } from "./app/tabs";
import { expectToast, openTab, tabReady } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";

/**
 * axe-core (every WCAG 2.0/2.1/2.2 A and AA rule) on the login screen, every tab and every dialog, in the
 * light and the dark theme (the system's choice, as the browser reports it), at desktop and phone width.
 */
describe("accessibility of the admin panel", () => {
  const h = useAdminHarness();

  /** Data that shows every kind of row and badge: a read and an unread message, a failed sign-in, a manual backup. */
  async function seed(): Promise<void> {
    const token = await h.server.login();
    for (const [name, subject] of [
      ["Ada Reader", "Read me"],
      ["Unread Ulla", "Still new"],
    ]) {
      const sent = await h.server.api("/api/contact", {
        method: "POST",
        body: { name, email: `${name.split(" ")[0].toLowerCase()}@example.com`, subject, message: `A message from ${name}.` },
      });
      expect(sent.status).toBe(201);
    }
    const list = await h.server.api("/api/admin/contact-submissions?search=Ada", { token });
    expect((await h.server.api(`/api/admin/contact-submissions/${list.body.submissions[0].id}/read`, { method: "PUT", token, body: {} })).status).toBe(200);
    expect((await h.server.api("/api/login", { method: "POST", body: { username: "admin", password: "not-the-password" } })).status).toBe(401);
    expect((await h.server.api("/api/admin/backups", { method: "POST", token, body: {} })).status).toBe(200);
    // Promo codes in every state (Scheduled, Expired, Inactive next to the Active ones) and a sold-out plan with term prices.
    seeded += 1;
    for (const promo of [
      { code: `SOON${seeded}`, starts_at: "2099-01-01T00:00:00.000Z" },
      { code: `GONE${seeded}`, expiry_date: "2020-01-01" },
      { code: `OFF${seeded}`, is_active: false },
    ]) {
      const created = await h.server.api("/api/admin/promo-codes", {
        method: "POST",
        token,
        body: { title: promo.code, description: "State badge", ...promo },
      });
      expect(created.status).toBe(200);
    }
    const plan = { name: `Sold out plan ${seeded}`, price: 10, sold_out: true, pricing: { annual: 99 } };
    expect((await h.server.api("/api/admin/hosting-plans", { method: "POST", token, body: plan })).status).toBe(200);
  }
  let seeded = 0;

  /** Uploads an image as the panel does: the raw file with its Content-Type. */
  async function upload(token: string, kind: string, type: string, body: Buffer): Promise<void> {
    const response = await fetch(`${h.server.url}/api/admin/media/${kind}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": type },
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(200);
  }

  async function everyTab(page: Page, where: string): Promise<void> {
    for (const tab of TABS) {
      await openTab(page, tab.label);
      await tabReady(page, tab.id);
      await expectAccessible(page, `the ${tab.label} tab (${where})`);
      if (tab.id === "blesta") {
        for (const [sub, heading] of [
          ["Plan Mapping", "Plan Mapping"],
          ["Prices", "Site prices against Blesta"],
          ["Sync Status", "Sync Status"],
        ]) {
          await page.getByRole("tab", { name: sub }).click();
          await page.getByRole("heading", { level: 2, name: heading }).waitFor();
          await page.waitForFunction(() => !/Loading Blesta packages|Checking the connection|Loading prices/.test(document.body.textContent ?? ""));
          await expectAccessible(page, `the Blesta ${sub} sub-tab (${where})`);
        }
      }
    }
  }

  for (const colorScheme of ["light", "dark"] as const) {
    it(`the login screen and every tab pass at desktop and phone width (${colorScheme} theme)`, { timeout: 180_000 }, async () => {
      await seed();
      for (const [width, viewport] of [
        ["desktop", undefined],
        ["phone", PHONE_VIEWPORT],
      ] as const) {
        const page = await h.page({ signedIn: false, colorScheme, viewport });
        await page.getByRole("button", { name: "Login" }).waitFor();
        expect(await page.locator(".admin-root").getAttribute("data-theme")).toBe(colorScheme);
        await expectAccessible(page, `the login screen (${colorScheme}, ${width})`);
        await page.getByLabel("Username").fill("admin");
        await page.getByLabel("Password").fill("wrong-password");
        await page.getByRole("button", { name: "Login" }).click();
        await page.getByRole("alert").waitFor();
        await expectAccessible(page, `the login screen with an error (${colorScheme}, ${width})`);
        await page.context().close();

        const panel = await h.page({ colorScheme, viewport });
        await everyTab(panel, `${colorScheme}, ${width}`);
        await panel.context().close();
      }
    });

    it(`Site Settings with uploaded images and the maintenance banner pass at desktop and phone width (${colorScheme} theme)`, async () => {
      const token = await h.server.login();
      await upload(token, "logo", "image/png", testImages.png());
      await upload(token, "favicon", "image/svg+xml", testImages.svg('<circle cx="16" cy="16" r="16" fill="#4f46e5"/>', 'width="32" height="32"'));
      await upload(token, "social_image", "image/png", testImages.png());
      await upload(token, "hero_image", "image/png", testImages.png());
      expect((await h.server.api("/api/admin/site-settings", { method: "PUT", token, body: { maintenance_mode: true } })).status).toBe(200);
      let page: Page | undefined;
      for (const [width, viewport] of [
        ["desktop", undefined],
        ["phone", PHONE_VIEWPORT],
      ] as const) {
        await page?.context().close();
        page = await h.page({ hash: "#settings", colorScheme, viewport });
        await tabReady(page, "settings");
        await page.locator(".maintenance-banner").getByText("Maintenance mode is on").waitFor();
        const previews = page.locator(".media-preview img");
        await expect.poll(() => previews.evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length)).toBe(4);
        await expectAccessible(page, `Site Settings with image previews and the maintenance banner (${colorScheme}, ${width})`);
      }
      await page!.getByRole("button", { name: "Switch off maintenance mode" }).click();
      await expectToast(page!, "Maintenance mode is off: the website is open to visitors again.");
      expect(await page!.locator(".maintenance-banner").count()).toBe(0);
      await page!.context().close();
    });

    it(`every dialog, the confirmations and the toasts pass (${colorScheme} theme)`, async () => {
      // A message of this test's own, for the message dialog (stored directly: other tests use up the form's rate limit).
      await h.server.site.deps.store.submissions.add({
        ...newSubmission(1),
        name: "Dialog Tester",
        subject: `Dialogs (${colorScheme})`,
        mail_status: "not_configured",
      });
      const page = await h.page({ hash: "#plans", colorScheme });
      await tabReady(page, "plans");
      await page.getByRole("button", { name: "+ Add New Plan" }).click();
      await page.getByRole("dialog", { name: "Add New Plan" }).waitFor();
      await expectAccessible(page, `the new plan dialog (${colorScheme})`);
      await page.getByLabel("Plan Name *").fill("Unsaved plan");
      await page.keyboard.press("Escape");
      await page.getByRole("alertdialog").waitFor();
      await expectAccessible(page, `the unsaved changes question over a dialog (${colorScheme})`);
      await page.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
      await page
        .getByRole("button", { name: /^Edit Plan / })
        .first()
        .click();
      const edit = page.getByRole("dialog", { name: /^Edit Plan: / });
      await edit.getByLabel("Monthly Price ($)").fill("24");
      await edit.getByLabel(/^Annually/).fill("230.4");
      await edit.getByLabel("Sold out").check();
      await edit.getByText("$19.20/mo, save 20%").waitFor();
      await expectAccessible(page, `the edit plan dialog with term prices and sold out (${colorScheme})`);
      await page.keyboard.press("Escape");
      await page.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();

      await openTab(page, "Plan Categories");
      await tabReady(page, "categories");
      await page.getByRole("button", { name: "+ Add New Category" }).click();
      const category = page.getByRole("dialog", { name: "Add New Category" });
      await category.getByRole("button", { name: "Create Category" }).click();
      await category.getByText("Key, Display Name, and Type are required").waitFor();
      await expectAccessible(page, `the category dialog with its error (${colorScheme})`);
      await category.getByRole("button", { name: "Cancel" }).click();
      await page
        .getByRole("button", { name: /^Delete / })
        .first()
        .click();
      await page.getByRole("alertdialog", { name: "Delete category" }).waitFor();
      await expectAccessible(page, `the delete confirmation (${colorScheme})`);
      await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

      await openTab(page, "Promo Codes");
      await tabReady(page, "promoCodes");
      await page.getByRole("button", { name: "+ Add Promo Code" }).click();
      const promo = page.getByRole("dialog", { name: "New Promo Code" });
      await promo.getByRole("button", { name: "Create Promo Code" }).click();
      await promo.getByText("Code is required").waitFor();
      await expectAccessible(page, `the promo dialog with its errors (${colorScheme})`);
      await promo.getByRole("button", { name: "Cancel" }).click();

      await openTab(page, "Contact Submissions");
      await tabReady(page, "submissions");
      await page
        .getByRole("button", { name: /^View message from / })
        .first()
        .click();
      await page.getByRole("dialog", { name: /^Message from / }).waitFor();
      await expectAccessible(page, `the message dialog (${colorScheme})`);
      await page.keyboard.press("Escape");

      await openTab(page, "Site Settings");
      await tabReady(page, "settings");
      await page.getByLabel("Status Update Interval (seconds)").fill("5");
      await page.getByRole("button", { name: "Save Status monitor" }).click();
      await expectToast(page, "Error updating site settings: Status update interval must be a number between 10 and 300 seconds.");
      await page.getByRole("form", { name: "Status monitor" }).getByRole("button", { name: "Discard changes" }).click();
      await page.getByRole("button", { name: "Save Status monitor" }).click();
      await expectToast(page, "Site settings updated successfully!");
      await expectAccessible(page, `an error and a success toast (${colorScheme})`);
      await page.context().close();
    });
  }
});
