import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TEST_SITE } from "../../../server/test/fixtures/testSite";
import { expectAccessible } from "../../test/axe";
import { expectToast, tabReady } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";

/**
 * The field shows its problem in the one style (a .field-error under it, tied to it by aria-describedby),
 * is marked invalid, and the cursor is in it.
 */
async function expectProblemAt(field: Locator, message: string, focused = true): Promise<void> {
  await expect.poll(() => field.getAttribute("aria-invalid"), { timeout: 15_000 }).toBe("true");
  const described = await field.evaluate((input) =>
    (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((element) => element?.classList.contains("field-error"))
      .map((element) => element!.textContent),
  );
  expect(described).toEqual([message]);
  if (focused) await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
}

describe("problems are shown at their fields", () => {
  const h = useAdminHarness();

  it("plans: a missing name at the name with the cursor there, a refused link at the link; nothing is saved", async () => {
    const page = await h.page({ hash: "#plans" });
    await tabReady(page, "plans");
    const before = (await h.server.api("/api/hosting-plans")).body.length;
    await page.getByRole("button", { name: "+ Add New Plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Plan" });
    await dialog.getByLabel("Order URL").fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Create Plan" }).click();
    await expectProblemAt(dialog.getByLabel("Plan Name *"), "Plan Name is required");
    await expectProblemAt(
      dialog.getByLabel("Order URL"),
      "Link must be an http(s) or mailto address, a path starting with / or an anchor starting with #",
      false,
    );
    // A dialog shows its own problems: no toast repeats them.
    expect(await page.locator(".toast").count()).toBe(0);
    await expectAccessible(page, "the plan dialog with problems at its fields");
    // Typing in a field takes its problem away.
    await dialog.getByLabel("Plan Name *").fill("Fixed name");
    expect(await dialog.getByLabel("Plan Name *").getAttribute("aria-invalid")).toBeNull();
    expect((await h.server.api("/api/hosting-plans")).body.length).toBe(before);
    await page.context().close();
  });

  it("promo codes: the required fields before sending, a code already used by the server's answer", async () => {
    const page = await h.page({ hash: "#promoCodes" });
    await tabReady(page, "promoCodes");
    await page.getByRole("button", { name: "+ Add Promo Code" }).click();
    const dialog = page.getByRole("dialog", { name: "New Promo Code" });
    await dialog.getByRole("button", { name: "Create Promo Code" }).click();
    await expectProblemAt(dialog.getByLabel("Code *"), "Code is required");
    await expectProblemAt(dialog.getByLabel("Title *"), "Title is required", false);
    await expectProblemAt(dialog.getByLabel("Description *"), "Description is required", false);

    await dialog.getByLabel("Code *").fill(TEST_SITE.promos.hero.code);
    await dialog.getByLabel("Title *").fill("Twice");
    await dialog.getByLabel("Description *").fill("The same code again");
    await dialog.getByLabel("Discount (%)").focus();
    await dialog.getByRole("button", { name: "Create Promo Code" }).click();
    const taken = `A promo code "${TEST_SITE.promos.hero.code}" already exists`;
    await expectProblemAt(dialog.getByLabel("Code *"), taken);
    await expectToast(page, `Error saving promo code: ${taken}`);
    await page.context().close();
  });

  it("categories: the three required fields (and the overall sentence), the cursor at the key; a key in use at the key", async () => {
    const page = await h.page({ hash: "#categories" });
    await tabReady(page, "categories");
    await page.getByRole("button", { name: "+ Add New Category" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Category" });
    await dialog.getByRole("button", { name: "Create Category" }).click();
    await dialog.getByRole("alert").getByText("Key, Display Name, and Type are required").waitFor();
    await expectProblemAt(dialog.getByLabel("Key *"), "Key is required");
    await expectProblemAt(dialog.getByLabel("Display Name *"), "Display Name is required", false);
    await expectProblemAt(dialog.getByLabel("Type *"), "Type is required", false);

    await dialog.getByLabel("Key *").fill(TEST_SITE.categories.web.key);
    await dialog.getByLabel("Display Name *").fill("Duplicate key");
    await dialog.getByLabel("Type *").selectOption("shared");
    await dialog.getByRole("button", { name: "Create Category" }).click();
    await expectProblemAt(dialog.getByLabel("Key *"), `A category with the key "${TEST_SITE.categories.web.key}" already exists`);
    await page.context().close();
  });

  it("site settings: the interval at its field in its section; the other sections show nothing", async () => {
    const page = await h.page({ hash: "#settings" });
    await tabReady(page, "settings");
    const interval = page.getByLabel("Status Update Interval (seconds)");
    await expect.poll(() => interval.inputValue()).not.toBe("");
    await interval.fill("5");
    await page.getByLabel("Status Page URL").fill("status page");
    await page.getByRole("button", { name: "Save Status monitor" }).click();
    await expectProblemAt(page.getByLabel("Status Page URL"), "Status page URL must be a full http:// or https:// address.");
    await expectProblemAt(interval, "Status update interval must be a number between 10 and 300 seconds.", false);
    expect(await page.getByRole("form", { name: "General" }).locator(".field-error").count()).toBe(0);
    await page.context().close();
  });

  it("SMTP: a host the API refuses at the host; a test address the server refuses at the test box's field", async () => {
    const page = await h.page({ hash: "#contact" });
    await tabReady(page, "contact");
    await page.getByLabel("SMTP Host").fill("1.5");
    await page.getByRole("button", { name: "Save SMTP Settings" }).click();
    const host = page.getByLabel("SMTP Host");
    const refused =
      "SMTP Host must be a host name (mail.example.com) or an IPv4 or IPv6 address written out in full (192.0.2.10, 2001:db8::25); shorthand such as 1.5 is not accepted";
    await expectProblemAt(host, refused);

    await host.fill("127.0.0.1");
    await page.getByLabel("SMTP Username").fill("user");
    await page.getByLabel("SMTP Password").fill("secret");
    await page.getByLabel("Send a test e-mail to (optional)").fill("not an address");
    await page.getByRole("button", { name: "Test SMTP Connection" }).click();
    await expectProblemAt(page.getByLabel("Send a test e-mail to (optional)"), "Test e-mail address must be an e-mail address");
    await page.context().close();
  });

  it("account: a wrong current password (the server's answer) and a repeat that does not match, each at its field", async () => {
    const page = await h.page({ hash: "#account" });
    await tabReady(page, "account");
    await page.getByLabel("Current Password").fill("not-the-password");
    await page.getByLabel("New Password", { exact: true }).fill("a-long-new-password");
    await page.getByLabel("Repeat New Password").fill("a-different-password");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expectProblemAt(page.getByLabel("Repeat New Password"), "The new passwords do not match.");
    await page.getByLabel("Repeat New Password").fill("a-long-new-password");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expectProblemAt(page.getByLabel("Current Password"), "Current Password is not correct");
    await expectAccessible(page, "the password form with a problem at a field");
    await page.context().close();
  });

  it("uploads: a refused file is shown at its slot", async () => {
    const page: Page = await h.page({ hash: "#settings" });
    await tabReady(page, "settings");
    const input = page.getByLabel("Upload social image");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expectProblemAt(input, "notes.txt: choose a PNG, JPEG, WebP, SVG file.");
    await input.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not really a png") });
    await expectProblemAt(input, "The file is not a PNG image (its content does not match its Content-Type)");
    await page.context().close();
  });
});
