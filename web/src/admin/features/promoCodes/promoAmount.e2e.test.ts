import { describe, expect, it } from "vitest";
import { expectToast, tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

describe("a promo code's fixed discount in the site's default currency", () => {
  const h = useAdminHarness();

  it("is named, stepped and listed in that currency (whole dong), and takes amounts of any size", async () => {
    const token = await h.server.login();
    const settings = await h.server.api("/api/admin/site-settings", { method: "PUT", token, body: { currencies: ["VND"], default_currency: "VND" } });
    expect(settings.status, settings.text).toBe(200);

    const page = await h.page({ hash: "#promoCodes" });
    await tabReady(page, "promoCodes");
    await page.getByRole("button", { name: "+ Add Promo Code" }).click();
    const dialog = page.getByRole("dialog", { name: "New Promo Code" });
    const amount = dialog.getByLabel("Discount Amount (₫)");
    expect(await amount.getAttribute("step")).toBe("1");
    expect(await amount.getAttribute("max")).toBeNull();
    await dialog.getByLabel("Code *").fill("DONGDEAL");
    await dialog.getByLabel("Title *").fill("Dong deal");
    await dialog.getByLabel("Description *").fill("Three million seven hundred fifty thousand dong off");
    await amount.fill("3750000");
    await dialog.getByRole("button", { name: "Create Promo Code" }).click();
    await expectToast(page, "Promo code saved successfully!");

    const promos = (await h.server.api("/api/admin/promo-codes", { token })).body as { code: string; discount_amount: number | null }[];
    expect(promos.find((promo) => promo.code === "DONGDEAL")?.discount_amount).toBe(3_750_000);
    const row = page.getByRole("row").filter({ hasText: "DONGDEAL" });
    expect(await row.locator('[data-label="Discount"]').innerText()).toBe("₫3,750,000");
    await page.context().close();
  });
});
