import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openTab, expectToast } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";
import { TEST_SITE } from "../../../server/test/fixtures/testSite";

async function categoryNames(page: Page): Promise<string[]> {
  return page.locator(".category-card .card-title").evaluateAll((els) => els.map((el) => el.firstChild?.textContent?.trim() ?? ""));
}

async function planNames(page: Page, group: string): Promise<string[]> {
  return page
    .getByRole("region", { name: new RegExp(`^${group}`) })
    .locator(".plan-card .card-title")
    .allInnerTexts();
}

describe("plans and categories", () => {
  const h = useAdminHarness();

  it("a category and a plan created through the panel appear on the public page", async () => {
    const page = await h.page({ hash: "#categories" });
    await page.getByRole("button", { name: "+ Add New Category" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Category" });
    await dialog.getByRole("button", { name: "Create Category" }).click();
    await dialog.getByText("Key, Display Name, and Type are required").waitFor();
    await dialog.getByLabel("Key *").fill("managed_wordpress");
    await dialog.getByLabel("Display Name *").fill("Managed WordPress");
    await dialog.getByLabel("Type *").selectOption("shared");
    await dialog.getByLabel("Sub-type").fill("managed");
    await dialog.getByLabel("Section Title").fill("Managed WordPress Hosting");
    await dialog.getByRole("button", { name: "Create Category" }).click();
    await expectToast(page, "Category created successfully!");
    await page.getByRole("article", { name: "Managed WordPress" }).waitFor();

    await openTab(page, "Hosting Plans");
    await page.getByRole("button", { name: "+ Add New Plan" }).click();
    const planDialog = page.getByRole("dialog", { name: "Add New Plan" });
    await planDialog.getByLabel("Plan Name *").fill("WP Rocket 1");
    await planDialog.getByLabel("Category").selectOption({ label: "Managed WordPress" });
    await planDialog.getByLabel("Monthly Price ($)").fill("7.5");
    await planDialog.getByLabel("CPU").fill("2");
    await planDialog.getByLabel("RAM").fill("3");
    await planDialog.getByLabel("Features (one per line)").fill("Free SSL\n\nDaily backups\n");
    await planDialog.getByRole("button", { name: "Create Plan" }).click();
    await expectToast(page, "Plan created successfully!");
    const group = page.getByRole("region", { name: /^Managed WordPress/ });
    await group.getByRole("heading", { name: "Managed WordPress (1)" }).waitFor();
    await group.getByText("$7.50").waitFor();
    await group.getByText("2 Core").waitFor();

    const plans = await h.server.api("/api/hosting-plans");
    const created = plans.body.find((p: { name: string }) => p.name === "WP Rocket 1");
    expect(created).toMatchObject({ category_key: "managed_wordpress", plan_type: "managed_wordpress", price: 7.5, features: ["Free SSL", "Daily backups"] });

    await page.goto(`${h.server.url}/`);
    await page.locator("#managed_wordpress").getByRole("heading", { name: "WP Rocket 1" }).waitFor();
    await page.context().close();
  });

  it("keyboard reordering of categories persists over a reload, and Reset Order sorts alphabetically", async () => {
    const page = await h.page({ hash: "#categories" });
    await page.locator(".category-card").first().waitFor();
    const before = await categoryNames(page);
    const handle = page.getByRole("button", { name: `Reorder ${before[0]}` });
    await handle.focus();
    await page.keyboard.press("Space");
    await page.waitForTimeout(200);
    await page.keyboard.press("ArrowDown");
    await page.waitForTimeout(300);
    await page.keyboard.press("Space");
    await expect.poll(() => categoryNames(page)).toEqual([before[1], before[0], ...before.slice(2)]);
    await page.waitForTimeout(500);
    await page.reload();
    await page.locator(".category-card").first().waitFor();
    expect(await categoryNames(page)).toEqual([before[1], before[0], ...before.slice(2)]);

    await page.getByRole("button", { name: "Reset Order" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset Order" }).click();
    await expectToast(page, "Category order reset to alphabetical order!");
    const sorted = [...before].sort((a, b) => a.localeCompare(b));
    await expect.poll(() => categoryNames(page)).toEqual(sorted);
    await page.context().close();
  });

  it("keyboard reordering of plans persists; Reset Order sorts plans by name within the category", async () => {
    const page = await h.page({ hash: "#plans" });
    const group = TEST_SITE.categories.web.display_name;
    // The first card on the page may belong to another category: wait for this one's cards.
    await expect.poll(async () => (await planNames(page, group)).length).toBeGreaterThan(1);
    const before = await planNames(page, group);
    await page.getByRole("button", { name: `Reorder ${before[0]}` }).focus();
    await page.keyboard.press("Space");
    await page.waitForTimeout(200);
    await page.keyboard.press("ArrowRight");
    await page.waitForTimeout(300);
    await page.keyboard.press("Space");
    const moved = [before[1], before[0], ...before.slice(2)];
    await expect.poll(() => planNames(page, group)).toEqual(moved);
    await page.waitForTimeout(500);
    await page.reload();
    await expect.poll(() => planNames(page, group)).toEqual(moved);

    await page.getByRole("button", { name: `Reset Order of ${group}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset Order" }).click();
    await expectToast(page, "Plan order reset to alphabetical order!");
    await expect.poll(() => planNames(page, group)).toEqual([...before].sort((a, b) => a.localeCompare(b)));
    await page.context().close();
  });

  it("deletes a plan after confirmation", async () => {
    const token = await h.server.login();
    const doomed = await h.server.api("/api/admin/hosting-plans", {
      method: "POST",
      token,
      body: { name: "Doomed Plan", category_key: TEST_SITE.categories.web.key },
    });
    expect(doomed.status).toBe(200);
    const page = await h.page({ hash: "#plans" });
    await page.getByRole("button", { name: "Delete Doomed Plan" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Plan deleted successfully!");
    await expect.poll(() => page.getByText("Doomed Plan").count()).toBe(0);
    await page.context().close();
  });
});
