import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBlesta, type FakeBlesta } from "../../../../../server/test/fakes/fakeBlesta";
import { expectAccessible } from "../../../../test/axe";
import { LOOKS, noSidewaysScroll, saveScreenshot } from "../../../../test/browser";
import { tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

const row = (price: number, currency: string) => ({ term: 1, period: "month" as const, price, currency });

/**
 * Markup and currencies in plain sight: the Blesta tab's Prices sub-tab shows each mapped plan's Blesta price,
 * markup and site price per currency; the Plans tab marks a plan without a price in an enabled currency and
 * shows prices in the default currency.
 */
describe("Blesta → Prices, and the Plans tab's currency marks", () => {
  const h = useAdminHarness();
  let blesta: FakeBlesta;
  let token: string;

  beforeAll(async () => {
    blesta = await startFakeBlesta({
      user: "api-user",
      key: "api-key",
      packages: [
        { id: 801, name: "Exact Start", pricing: [row(2.98, "EUR"), row(3.25, "USD")] },
        { id: 802, name: "Marked Up", pricing: [row(10, "EUR"), row(11, "USD")] },
      ],
    });
    token = await h.server.login();
    const api = (path: string, method: string, body: unknown) => h.server.api(path, { method, token, body });
    expect((await api("/api/admin/site-settings", "PUT", { currencies: ["EUR", "USD"], default_currency: "EUR" })).status).toBe(200);
    expect((await api("/api/admin/blesta/settings", "PUT", { api_url: blesta.url, username: "api-user", api_key: "api-key", timeout: 10 })).status).toBe(200);
    expect((await api("/api/admin/blesta/import", "POST", { package_ids: [801], category_key: "hosting" })).status).toBe(200);
    const marked = await api("/api/admin/blesta/import", "POST", { package_ids: [802], category_key: "hosting", markup_percentages: { shared: 0.15 } });
    expect(marked.status, marked.text).toBe(200);
    // A plan of its own without a USD price: USD is held back from visitors.
    expect((await api("/api/admin/hosting-plans", "POST", { name: "Euro Only Plan", category_key: "hosting", price: 4.5 })).status).toBe(200);
  });
  afterAll(async () => {
    await blesta?.close();
  });

  it("the Prices sub-tab lists each mapped plan's Blesta price, markup and site price per currency, marking the one that differs", async () => {
    const page = await h.page({ hash: "#blesta" });
    await tabReady(page, "blesta");
    await page.getByRole("tab", { name: "Prices" }).click();
    const table = page.getByRole("table", { name: "Site prices against Blesta" });
    const exact = table.getByRole("row", { name: /Exact Start/ });
    const marked = table.getByRole("row", { name: /Marked Up/ });
    await exact.waitFor();
    expect(await exact.innerText()).toMatch(/€2\.98\/mo[\s\S]*\$3\.25\/mo[\s\S]*0 %[\s\S]*0 %[\s\S]*€2\.98\/mo[\s\S]*\$3\.25\/mo[\s\S]*Matches Blesta/);
    expect(await marked.innerText()).toMatch(/€10\.00\/mo[\s\S]*\$11\.00\/mo[\s\S]*15 %[\s\S]*15 %[\s\S]*€11\.50\/mo[\s\S]*\$12\.65\/mo[\s\S]*Differs/);
    await page.getByText("1 plan's site price differs from Blesta's: Marked Up.").waitFor();
    await page.context().close();
  });

  it("the Plans tab shows prices in the default currency and marks the plan without a USD price", async () => {
    const page = await h.page({ hash: "#plans" });
    await tabReady(page, "plans");
    const card = page.getByRole("article", { name: "Euro Only Plan" });
    expect(await card.locator(".plan-price").innerText()).toMatch(/^€4\.50\s*\/month$/);
    expect(await card.locator(".plan-missing-prices").innerText()).toContain("No price in USD");
    expect(await page.getByRole("article", { name: "Exact Start" }).locator(".plan-missing-prices").count()).toBe(0);
    // The test site's own plans have no USD price either.
    expect(await page.locator(".currency-held-back").innerText()).toMatch(/^USD is not offered to visitors: \d+ plans have no price in it\. /);
    await page.context().close();
  });

  for (const { colorScheme, size, viewport } of LOOKS) {
    it(`the Prices sub-tab and a marked plan card at ${viewport.width} px (${colorScheme}): axe clean, no sideways scroll`, async () => {
      const page = await h.page({ hash: "#blesta", viewport, colorScheme });
      await tabReady(page, "blesta");
      await page.getByRole("tab", { name: "Prices" }).click();
      await page.getByRole("table", { name: "Site prices against Blesta" }).getByText("Marked Up").waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `Blesta Prices (${size}, ${colorScheme})`);
      await saveScreenshot(page.locator(".blesta-prices"), `admin-blesta-prices-${size}-${colorScheme}.png`);

      await page.evaluate(() => {
        location.hash = "#plans";
      });
      await tabReady(page, "plans");
      const card = page.getByRole("article", { name: "Euro Only Plan" });
      await card.locator(".plan-missing-prices").waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `Plans with a currency held back (${size}, ${colorScheme})`);
      await saveScreenshot(card, `admin-plan-missing-currency-${size}-${colorScheme}.png`);
      await page.context().close();
    });
  }
});
