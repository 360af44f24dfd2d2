import { describe, expect, it } from "vitest";
import { expectToast } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";
import { TEST_SITE } from "../../../../../server/test/fixtures/testSite";

describe("link fields", () => {
  const h = useAdminHarness();

  it("the plan dialog's Order URL takes a site path like /order and refuses what the server refuses", async () => {
    const page = await h.page({ hash: "#plans" });
    const name = await page.locator(".plan-card .card-title").first().innerText();
    await page.getByRole("button", { name: `Edit Plan ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit Plan: ${name}` });
    const field = dialog.getByLabel("Order URL");
    expect(await field.getAttribute("type")).toBe("text");

    await field.fill("javascript:alert(1)");
    await field.blur();
    await dialog.getByText("Link must be an http(s) or mailto address, a path starting with / or an anchor starting with #.").waitFor();
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await dialog.getByRole("button", { name: "Update Plan" }).click();
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);

    await field.fill("/order");
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
    await dialog.getByRole("button", { name: "Update Plan" }).click();
    await expectToast(page, "Plan updated successfully!");
    const plans = (await h.server.api("/api/hosting-plans")).body as { name: string; order_url: string }[];
    expect(plans.find((p) => p.name === name)?.order_url).toBe("/order");
    await page.context().close();
  });

  it("the promo code's Button URL takes a /path", async () => {
    const page = await h.page({ hash: "#promoCodes" });
    await page.getByRole("button", { name: `Edit ${TEST_SITE.promos.hero.code}` }).click();
    const field = page.getByLabel("Button URL");
    expect(await field.getAttribute("type")).toBe("text");
    await field.fill("/order");
    await page.getByRole("button", { name: "Update Promo Code" }).click();
    await expectToast(page, "Promo code saved successfully!");
    const token = await h.server.login();
    const promos = (await h.server.api("/api/admin/promo-codes", { token })).body as { code: string; button_url: string }[];
    expect(promos.find((p) => p.code === TEST_SITE.promos.hero.code)?.button_url).toBe("/order");
    await page.context().close();
  });
});
