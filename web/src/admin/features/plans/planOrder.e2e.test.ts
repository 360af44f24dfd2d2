import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Category } from "../../../../../common/contracts";
import { sortCategories } from "../../../../../common/ordering";
import { dragAnnouncements, expectToast, pickUpWithKeyboard, tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";
import { noSidewaysScroll } from "../../../../test/browser";

let made = 0;

describe("the order of plans and categories", () => {
  const h = useAdminHarness();

  /** A category of this test's own with three plans in this order (names like "VPS S", "VPS M", "VPS L"). */
  async function categoryWithPlans(prefix: string): Promise<{ name: string; key: string; plans: string[] }> {
    made += 1;
    const token = await h.server.login();
    const key = `order-test-${made}`;
    const name = `${prefix} Hosting ${made}`;
    const created = await h.server.api("/api/admin/hosting-categories", { method: "POST", token, body: { key, display_name: name, type: "vps" } });
    expect(created.status).toBe(200);
    const plans = ["S", "M", "L"].map((size) => `${prefix} ${size}${made}`);
    for (const [index, plan] of plans.entries()) {
      expect(
        (await h.server.api("/api/admin/hosting-plans", { method: "POST", token, body: { name: plan, category_key: key, display_order: index } })).status,
      ).toBe(200);
    }
    return { name, key, plans };
  }

  const group = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name} \\(`) });
  const planNames = (page: Page, name: string) => group(page, name).locator(".plan-card .card-title").allInnerTexts();
  /** What is read when a drag handle gets the cursor. */
  const instructions = (page: Page) => page.locator('[id^="DndDescribedBy"]').first().innerText();

  it("a plan started with a category's Add plan is in that category, after its last plan", async () => {
    const { name, key, plans } = await categoryWithPlans("VPS");
    const page = await h.page({ hash: "#plans" });
    await tabReady(page, "plans");
    await page.getByRole("button", { name: `Add plan to ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Plan" });
    expect(await dialog.getByLabel("Category").inputValue()).toBe(key);
    await dialog.getByLabel("Plan Name *").fill(`VPS XL${made}`);
    await dialog.getByRole("button", { name: "Create Plan" }).click();
    await expectToast(page, "Plan created successfully!");
    await expect.poll(() => planNames(page, name)).toEqual([...plans, `VPS XL${made}`]);
    const stored = (await h.server.api("/api/hosting-plans")).body.filter((plan: { category_key: string }) => plan.category_key === key);
    expect(stored.map((plan: { name: string; display_order: number }) => [plan.name, plan.display_order])).toEqual([
      [plans[0], 0],
      [plans[1], 1],
      [plans[2], 2],
      [`VPS XL${made}`, 3],
    ]);
    await page.context().close();
  });

  it("the main Add New Plan starts in the first category", async () => {
    const categories = sortCategories((await h.server.api("/api/admin/hosting-categories", { token: await h.server.login() })).body as Category[]);
    const page = await h.page({ hash: "#plans" });
    await tabReady(page, "plans");
    await page.getByRole("button", { name: "+ Add New Plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Plan" });
    const first = categories.filter((category) => category.is_active)[0];
    expect(await dialog.getByLabel("Category").inputValue()).toBe(first.key);
    await page.context().close();
  });

  it("a plan dragged with the keyboard: its name and positions are read out, and the page never scrolls sideways", async () => {
    const { name, plans } = await categoryWithPlans("VPS");
    const page = await h.page({ hash: "#plans", viewport: { width: 390, height: 844 } });
    await tabReady(page, "plans");
    const handle = page.getByRole("button", { name: `Reorder ${plans[1]}` });
    await handle.scrollIntoViewIfNeeded();
    await handle.focus();
    expect(await instructions(page)).toMatch(/press Space/);
    await pickUpWithKeyboard(page, `Picked up ${plans[1]}, position 2 of 3 in ${name}.`);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => dragAnnouncements(page)).toContain(`${plans[1]} moved to position 3 of 3 in ${name}.`);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => dragAnnouncements(page)).toContain(`${plans[1]} dropped at position 3 of 3 in ${name}.`);
    await expect.poll(() => planNames(page, name)).toEqual([plans[0], plans[2], plans[1]]);

    // Picked up and put back with Escape: the same position is read out.
    await page.getByRole("button", { name: `Reorder ${plans[0]}` }).focus();
    await pickUpWithKeyboard(page, `Picked up ${plans[0]}, position 1 of 3 in ${name}.`);
    await page.keyboard.press("Escape");
    await expect.poll(() => dragAnnouncements(page)).toContain(`Moving ${plans[0]} was cancelled. It is back at position 1 of 3 in ${name}.`);
    await page.context().close();
  });

  it("a plan dragged with the pointer far to the side stays in its list: the page does not pan", async () => {
    const { name, plans } = await categoryWithPlans("Pan");
    const page = await h.page({ hash: "#plans", viewport: { width: 390, height: 844 } });
    await tabReady(page, "plans");
    const handle = page.getByRole("button", { name: `Reorder ${plans[0]}` });
    await handle.scrollIntoViewIfNeeded();
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (const dx of [10, 60, 200, 400, 700]) await page.mouse.move(box.x + dx, box.y + 5, { steps: 3 });
    const card = (await group(page, name).locator("li.sortable.dragging").boundingBox())!;
    expect(card.x + card.width).toBeLessThanOrEqual(390);
    const scroll = await page.evaluate(() => ({ x: window.scrollX, wide: document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth }));
    expect(scroll).toEqual({ x: 0, wide: false });
    await page.mouse.up();
    await page.context().close();
  });

  it("a category dragged with the keyboard is read out by name and position among the categories", async () => {
    const { name } = await categoryWithPlans("Cat");
    const page = await h.page({ hash: "#categories" });
    await tabReady(page, "categories");
    const names = await page.locator(".category-card .card-title").evaluateAll((els) => els.map((el) => el.firstChild?.textContent?.trim() ?? ""));
    const index = names.indexOf(name);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(names.length).toBeGreaterThan(index + 1);
    await page.getByRole("button", { name: `Reorder ${name}` }).focus();
    await pickUpWithKeyboard(page, `Picked up ${name}, position ${index + 1} of ${names.length} in Plan Categories.`);
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => dragAnnouncements(page)).toContain(`${name} moved to position ${index + 2} of ${names.length} in Plan Categories.`);
    await page.keyboard.press("Escape");
    await page.context().close();
  });
});
