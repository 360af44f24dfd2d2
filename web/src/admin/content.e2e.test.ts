import { describe, expect, it } from "vitest";
import { openTab, expectToast } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";

describe("content, navigation, promo codes and settings", () => {
  const h = useAdminHarness();

  it("website content and legal edits appear on the public pages", async () => {
    const page = await h.page({ hash: "#content" });
    const title = page.getByLabel("Title", { exact: true });
    await expect.poll(() => title.inputValue()).not.toBe("");
    await title.fill("Hosting That Just Works");
    await page.getByRole("button", { name: "Save to Database" }).click();
    await expectToast(page, "Hero content saved successfully!");

    await openTab(page, "Legal Pages");
    await page.getByRole("button", { name: "Privacy Policy" }).click();
    const content = page.getByLabel("Content (Markdown)");
    expect(await content.getAttribute("rows")).toBe("20");
    await content.fill("## Cookies\nWe use **no tracking cookies** at all.");
    await page.getByLabel("Live preview").getByRole("heading", { name: "Cookies" }).waitFor();
    await page.getByRole("button", { name: "Save Privacy Policy" }).click();
    await expectToast(page, "Privacy Policy updated successfully!");

    await page.goto(`${h.server.url}/`);
    await page.getByRole("heading", { name: "Hosting That Just Works" }).first().waitFor();
    await page.goto(`${h.server.url}/privacy`);
    await page.getByText("no tracking cookies").waitFor();
    await page.context().close();
  });

  it("saves the navigation", async () => {
    const page = await h.page({ hash: "#navigation" });
    await page.getByLabel("Label (item 1)").waitFor();
    await page.getByRole("button", { name: "+ Add Item" }).click();
    const count = await page.locator(".nav-item").count();
    await page.getByLabel(`Label (item ${count})`).fill("Status");
    await page.getByLabel(`Link (item ${count})`).fill("https://status.example.com");
    await page.getByRole("button", { name: "Save Navigation" }).click();
    await expectToast(page, "Navigation updated successfully!");
    const nav = await h.server.api("/api/navigation");
    expect(nav.body.at(-1)).toMatchObject({ label: "Status", href: "https://status.example.com", order: count });
    await page.context().close();
  });

  it("creates (with validation) and deletes a promo code", async () => {
    const page = await h.page({ hash: "#promoCodes" });
    await page.getByRole("button", { name: "+ Add Promo Code" }).click();
    await page.getByRole("button", { name: "Create Promo Code" }).click();
    await page.getByText("Code is required").waitFor();
    await page.getByLabel("Code *").fill("summer25");
    expect(await page.getByLabel("Code *").inputValue()).toBe("SUMMER25");
    await page.getByLabel("Title *").fill("Summer sale");
    await page.getByLabel("Description *").fill("25% off all plans");
    await page.getByLabel("Discount (%)").fill("150");
    await page.getByRole("button", { name: "Create Promo Code" }).click();
    await page.getByText("Discount percentage must be at most 100").waitFor();
    await page.getByLabel("Discount (%)").fill("25");
    await page.getByRole("button", { name: "Create Promo Code" }).click();
    await expectToast(page, "Promo code saved successfully!");
    await page.getByRole("cell", { name: "SUMMER25", exact: true }).waitFor();

    await page.getByRole("button", { name: "Delete SUMMER25" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Promo code deleted successfully!");
    await expect.poll(() => page.getByRole("cell", { name: "SUMMER25", exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it("site settings refuse an interval of 5 and save a valid one", async () => {
    const page = await h.page({ hash: "#settings" });
    const interval = page.getByLabel("Status Update Interval (seconds)");
    await expect.poll(() => interval.inputValue()).toBe("30");
    await interval.fill("5");
    await page.getByRole("button", { name: "Save Status monitor" }).click();
    await expectToast(page, "Error updating site settings: Status update interval must be a number between 10 and 300 seconds.");
    expect((await h.server.api("/api/admin/site-settings", { token: await h.server.login() })).body.status_update_interval).toBe(30);
    await page.getByRole("form", { name: "Status monitor" }).getByRole("button", { name: "Discard changes" }).click();
    expect(await interval.inputValue()).toBe("30");
    await interval.fill("45");
    await page.getByRole("button", { name: "Save Status monitor" }).click();
    await expectToast(page, "Site settings updated successfully!");
    expect((await h.server.api("/api/admin/site-settings", { token: await h.server.login() })).body.status_update_interval).toBe(45);
    await page.context().close();
  });

  it("the SMTP test is disabled with the hint until host, username and password are filled", async () => {
    const page = await h.page({ hash: "#contact" });
    const test = page.getByRole("button", { name: "Test SMTP Connection" });
    await page.getByText("Please fill in Host, Username, and Password before testing").waitFor();
    expect(await test.isDisabled()).toBe(true);
    await page.getByLabel("SMTP Host").fill("127.0.0.1");
    await page.getByLabel("SMTP Username").fill("user");
    expect(await test.isDisabled()).toBe(true);
    await page.getByLabel("SMTP Password").fill("secret");
    expect(await test.isEnabled()).toBe(true);
    expect(await page.getByText("Please fill in Host, Username, and Password before testing").count()).toBe(0);
    await page.context().close();
  });

  it("billing sync is disabled while the integration is not configured", async () => {
    const page = await h.page({ hash: "#blesta" });
    await page.getByRole("tab", { name: "Sync Status" }).click();
    await page.getByText("Not configured").waitFor();
    expect(await page.getByRole("button", { name: "Sync Now" }).isDisabled()).toBe(true);
    await page.context().close();
  });
});
