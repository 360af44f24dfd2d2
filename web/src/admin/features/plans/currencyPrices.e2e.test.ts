import { describe, expect, it } from "vitest";
import { expectAccessible } from "../../../../test/axe";
import { LOOKS, noSidewaysScroll, saveScreenshot } from "../../../../test/browser";
import { expectToast, tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

describe("the plan dialog's prices in other currencies", () => {
  const h = useAdminHarness();

  /** A plan of its own in the web category, with the site selling in USD, EUR and GBP. */
  async function planWithCurrencies(name: string) {
    const token = await h.server.login();
    const settings = await h.server.api("/api/admin/site-settings", {
      method: "PUT",
      token,
      body: { currencies: ["USD", "EUR", "GBP"], default_currency: "USD" },
    });
    expect(settings.status).toBe(200);
    const created = await h.server.api("/api/admin/hosting-plans", {
      method: "POST",
      token,
      body: { name, category_key: "hosting", plan_type: "hosting", price: 5, pricing: { annual: 50 }, currency_prices: { GBP: { price: 4, pricing: {} } } },
    });
    expect(created.status, created.text).toBeLessThan(300);
    return { token, id: created.body.id as number };
  }

  it("EUR prices typed in the dialog are saved, answered to visitors in EUR and shown again; an emptied currency is removed", async () => {
    const name = `Currency Plan ${Date.now()}`;
    const { token, id } = await planWithCurrencies(name);
    const page = await h.page({ hash: "#plans" });
    await tabReady(page, "plans");
    await page.getByRole("button", { name: `Edit Plan ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit Plan: ${name}` });
    const eur = dialog.locator('[data-currency="EUR"]');
    const gbp = dialog.locator('[data-currency="GBP"]');
    expect(await gbp.getByLabel("GBP Monthly Price").inputValue()).toBe("4");
    // Term prices without a monthly price are refused at the monthly price, before anything is sent.
    await eur.getByLabel("EUR Annually").fill("45");
    await dialog.getByRole("button", { name: "Update Plan" }).click();
    const monthly = eur.getByLabel("EUR Monthly Price");
    await expect.poll(() => monthly.getAttribute("aria-invalid")).toBe("true");
    expect(await eur.locator(".field-error").innerText()).toBe("EUR Monthly Price is required");
    await monthly.fill("4.49");
    expect(await monthly.getAttribute("aria-invalid")).toBeNull();
    await gbp.getByLabel("GBP Monthly Price").fill("");
    await dialog.getByRole("button", { name: "Update Plan" }).click();
    await expectToast(page, "Plan updated successfully!");

    const plans = (await h.server.api("/api/admin/hosting-plans", { token })).body as { id: number; currency_prices: unknown }[];
    expect(plans.find((plan) => plan.id === id)?.currency_prices).toEqual({ EUR: { price: 4.49, pricing: { annual: 45 } } });
    // A currency is offered to visitors only while every plan has a price in it: the site's other plans get one too.
    for (const plan of plans.filter((plan) => plan.id !== id)) {
      const body = { currency_prices: { ...(plan.currency_prices as object), EUR: { price: 1, pricing: {} } } };
      const priced = await h.server.api(`/api/admin/hosting-plans/${plan.id}`, { method: "PUT", token, body });
      expect(priced.status, priced.text).toBe(200);
    }
    const inEuros = (await h.server.api("/api/hosting-plans?currency=EUR")).body as { id: number; price: number; currency: string; pricing: unknown }[];
    expect(inEuros.find((plan) => plan.id === id)).toMatchObject({ currency: "EUR", price: 4.49, pricing: { annual: 45 } });

    await page.reload();
    await tabReady(page, "plans");
    await page.getByRole("button", { name: `Edit Plan ${name}` }).click();
    expect(await page.locator('[data-currency="EUR"]').getByLabel("EUR Monthly Price").inputValue()).toBe("4.49");
    expect(await page.locator('[data-currency="EUR"]').getByLabel("EUR Annually").inputValue()).toBe("45");
    expect(await page.locator('[data-currency="GBP"]').getByLabel("GBP Monthly Price").inputValue()).toBe("");
    await page.context().close();
  });

  for (const { colorScheme, size, viewport } of LOOKS) {
    it(`the dialog's currency prices at ${viewport.width} px (${colorScheme}): axe clean, no sideways scroll`, async () => {
      const name = `Currency Look ${size} ${colorScheme} ${Date.now()}`;
      await planWithCurrencies(name);
      const page = await h.page({ hash: "#plans", viewport, colorScheme });
      await tabReady(page, "plans");
      if (size === "phone") await page.getByRole("button", { name: `Edit Plan ${name}` }).scrollIntoViewIfNeeded();
      await page.getByRole("button", { name: `Edit Plan ${name}` }).click();
      const prices = page.getByRole("dialog").locator(".currency-prices");
      await prices.getByLabel("EUR Monthly Price").waitFor();
      await prices.getByLabel("EUR Monthly Price").fill("-1");
      await page.getByRole("dialog").getByRole("button", { name: "Update Plan" }).click();
      await prices.locator(".field-error").first().waitFor();
      await prices.scrollIntoViewIfNeeded();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `plan dialog currency prices (${size}, ${colorScheme})`);
      await saveScreenshot(prices, `admin-currency-prices-${size}-${colorScheme}.png`);
      await page.context().close();
    });
  }

  it("takes prices of any size, each field stepping by its own currency: 1,499,999.99 IDR and 3,750,000 VND are saved as typed", async () => {
    const token = await h.server.login();
    const settings = await h.server.api("/api/admin/site-settings", {
      method: "PUT",
      token,
      body: { currencies: ["IDR", "VND"], default_currency: "IDR" },
    });
    expect(settings.status, settings.text).toBe(200);
    const name = `Rupiah Plan ${Date.now()}`;
    const created = await h.server.api("/api/admin/hosting-plans", {
      method: "POST",
      token,
      body: { name, category_key: "hosting", plan_type: "hosting", price: 1 },
    });
    expect(created.status, created.text).toBeLessThan(300);

    const page = await h.page({ hash: "#plans" });
    await tabReady(page, "plans");
    await page.getByRole("button", { name: `Edit Plan ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit Plan: ${name}` });
    const monthly = dialog.getByLabel("Monthly Price (IDR)", { exact: true });
    const annually = dialog.getByLabel("Annually (IDR per 12 months)", { exact: true });
    const dong = dialog.locator('[data-currency="VND"]').getByLabel("VND Monthly Price");
    expect([await monthly.getAttribute("step"), await annually.getAttribute("step"), await dong.getAttribute("step")]).toEqual(["0.01", "0.01", "1"]);
    expect(await monthly.getAttribute("max")).toBeNull();
    await monthly.fill("1499999.99");
    await annually.fill("14999999.9");
    await dong.fill("3750000");
    await dialog.getByRole("button", { name: "Update Plan" }).click();
    await expectToast(page, "Plan updated successfully!");

    const plans = (await h.server.api("/api/admin/hosting-plans", { token })).body as { id: number }[];
    expect(plans.find((plan) => plan.id === created.body.id)).toMatchObject({
      price: 1_499_999.99,
      pricing: { annual: 14_999_999.9 },
      currency_prices: { VND: { price: 3_750_000, pricing: {} } },
    });
    await page.context().close();
  });
});
