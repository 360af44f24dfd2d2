import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bilingualPackage, startFakeBlesta, type FakeBlesta, type FakePackage } from "../../../../../server/test/fakes/fakeBlesta";
import { expectAccessible } from "../../../../test/axe";
import { LOOKS, noSidewaysScroll, saveScreenshot } from "../../../../test/browser";
import { expectToast, tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

describe("Blesta → Plan Mapping → Create plans", () => {
  const h = useAdminHarness();
  let blesta: FakeBlesta;
  let nextId = 600;
  /** Fresh packages for one test, so tests never share a package. */
  const freshPackages = (count: number) => Array.from({ length: count }, (_, index) => bilingualPackage(nextId++, 10 + index, 9 + index));
  const allPackages: FakePackage[] = [];

  beforeAll(async () => {
    blesta = await startFakeBlesta({ user: "api-user", key: "api-key", packages: [] });
    const token = await h.server.login();
    const settings = await h.server.api("/api/admin/site-settings", { method: "PUT", token, body: { languages: ["en", "de"], currencies: ["USD", "EUR"] } });
    expect(settings.status).toBe(200);
    const billing = await h.server.api("/api/admin/blesta/settings", {
      method: "PUT",
      token,
      body: { api_url: blesta.url, username: "api-user", api_key: "api-key", timeout: 10, markup_percentages: { shared: 0 } },
    });
    expect(billing.status, billing.text).toBe(200);
  });
  afterAll(async () => {
    await blesta?.close();
  });

  const offer = (packages: FakePackage[]) => {
    allPackages.push(...packages);
    blesta.setPackages([...allPackages]);
  };

  async function openMapping(options: Parameters<typeof h.page>[0] = {}) {
    const page = await h.page({ hash: "#blesta", ...options });
    await tabReady(page, "blesta");
    await page.getByRole("tab", { name: "Plan Mapping" }).click();
    return page;
  }

  it("creates a plan for each chosen package in the chosen category, with its prices in both currencies and its German name, and lists them", async () => {
    const [first, second, third] = freshPackages(3);
    offer([first, second, third]);
    const page = await openMapping();
    const form = page.getByRole("form", { name: "Create plans" });
    await form.getByLabel(`Cloud ${first.id} (#${first.id})`).check();
    await form.getByLabel(`Cloud ${third.id} (#${third.id})`).check();
    // Without a category nothing is sent; the problem is at the field.
    await form.getByRole("button", { name: "Create 2 plans" }).click();
    const category = form.getByLabel("Category");
    await expect.poll(() => category.getAttribute("aria-invalid")).toBe("true");
    await category.selectOption("hosting");
    await form.getByRole("button", { name: "Create 2 plans" }).click();
    await expectToast(page, "Created 2 plans from Blesta.");
    const created = page.locator(".import-created");
    await created.getByText(`Cloud ${first.id} (Blesta package #${first.id}): $10.00/mo, €9.00/mo`).waitFor();
    await created.getByText(`Cloud ${third.id} (Blesta package #${third.id}): $12.00/mo, €11.00/mo`).waitFor();

    const token = await h.server.login();
    const plans = (await h.server.api("/api/admin/hosting-plans", { token })).body as Array<Record<string, any>>;
    const made = plans.find((plan) => plan.blesta_package_id === first.id);
    expect(made).toMatchObject({
      name: `Cloud ${first.id}`,
      category_key: "hosting",
      price: 10,
      features: ["2 vCPU", "4 GB RAM"],
      currency_prices: { EUR: { price: 9 } },
      translations: { de: { name: `Wolke ${first.id}` } },
    });
    expect(plans.some((plan) => plan.blesta_package_id === second.id)).toBe(false);
    // The new plans are mapped now: only the second package is still offered, and the table lists them.
    await expect.poll(() => form.getByRole("checkbox").count()).toBeGreaterThanOrEqual(1);
    expect(await form.getByLabel(`Cloud ${first.id} (#${first.id})`).count()).toBe(0);
    await form.getByLabel(`Cloud ${second.id} (#${second.id})`).waitFor();
    await page
      .getByRole("table", { name: "Plan mapping" })
      .getByRole("cell", { name: `Cloud ${first.id}`, exact: true })
      .waitFor();
    await page.context().close();
  });

  it("asks the markup for the category's plan type (0 % first), shows Blesta's price and the site price of each package, and applies exactly that markup", async () => {
    const [pkg] = freshPackages(1);
    offer([pkg]);
    const page = await openMapping();
    const form = page.getByRole("form", { name: "Create plans" });
    await form.getByLabel(`Cloud ${pkg.id} (#${pkg.id})`).check();
    // Without a category there is no plan type to ask the markup for.
    expect(await form.getByLabel("Markup (%)").isDisabled()).toBe(true);
    await form.getByLabel("Category").selectOption("hosting");
    const markup = form.getByLabel("Markup for Shared Hosting plans (%)");
    expect(await markup.inputValue()).toBe("0");
    const row = form.getByRole("table", { name: "Prices of the new plans" }).getByRole("row", { name: new RegExp(`Cloud ${pkg.id}`) });
    // 0 %: the site price is Blesta's price, in each currency.
    await expect.poll(() => row.innerText()).toMatch(/\$10\.00\/mo[\s\S]*€9\.00\/mo[\s\S]*\$10\.00\/mo[\s\S]*€9\.00\/mo/);
    await markup.fill("15");
    await expect.poll(() => row.innerText()).toMatch(/\$10\.00\/mo[\s\S]*€9\.00\/mo[\s\S]*\$11\.50\/mo[\s\S]*€10\.35\/mo/);
    await form.getByText("Blesta's checkout charges Blesta's price").waitFor();
    // The next sync adds the settings' markup for the type: the dialog says so when it differs from the one asked.
    await form.getByText("Sync adds the Settings sub-tab's markup for Shared Hosting plans (0 %): set it to 15 % there").waitFor();
    // A markup the API would refuse stays at the field.
    await markup.fill("7");
    await form.getByRole("button", { name: "Create 1 plan" }).click();
    await expect.poll(() => markup.getAttribute("aria-invalid")).toBe("true");
    await markup.fill("15");
    await form.getByRole("button", { name: "Create 1 plan" }).click();
    await expectToast(page, "Created 1 plan from Blesta.");
    const token = await h.server.login();
    const plans = (await h.server.api("/api/admin/hosting-plans", { token })).body as Array<Record<string, any>>;
    expect(plans.find((plan) => plan.blesta_package_id === pkg.id)).toMatchObject({
      price: 11.5,
      pricing: { annual: 115 },
      currency_prices: { EUR: { price: 10.35, pricing: { annual: 103.5 } } },
      markup_percentage: 15,
    });
    await page.context().close();
  });

  it("a package mapped meanwhile is refused with the server's 409, shown above the form, and nothing is created", async () => {
    const [pkg] = freshPackages(1);
    offer([pkg]);
    const page = await openMapping();
    const form = page.getByRole("form", { name: "Create plans" });
    await form.getByLabel(`Cloud ${pkg.id} (#${pkg.id})`).check();
    await form.getByLabel("Category").selectOption("hosting");
    // Another administrator maps the package while this page still offers it.
    const token = await h.server.login();
    const other = await h.server.api("/api/admin/hosting-plans", { method: "POST", token, body: { name: `Mapped ${pkg.id}`, blesta_package_id: pkg.id } });
    expect(other.status, other.text).toBeLessThan(300);
    const before = ((await h.server.api("/api/admin/hosting-plans", { token })).body as unknown[]).length;
    await form.getByRole("button", { name: "Create 1 plan" }).click();
    const detail = `Blesta package is already mapped to a plan: ${pkg.id} (plan "Mapped ${pkg.id}" #${other.body.id})`;
    await form.locator(".form-error").getByText(detail).waitFor();
    await expectToast(page, `Error creating plans: ${detail}`);
    expect(((await h.server.api("/api/admin/hosting-plans", { token })).body as unknown[]).length).toBe(before);
    await page.context().close();
  });

  for (const { colorScheme, size, viewport } of LOOKS) {
    it(`Create plans at ${viewport.width} px (${colorScheme}) after creating one: axe clean, no sideways scroll`, async () => {
      const packages = freshPackages(2);
      offer(packages);
      const page = await openMapping({ viewport, colorScheme });
      const form = page.getByRole("form", { name: "Create plans" });
      await form.getByLabel(`Cloud ${packages[0].id} (#${packages[0].id})`).check();
      await form.getByLabel(`Cloud ${packages[1].id} (#${packages[1].id})`).check();
      await form.getByLabel("Category").selectOption("hosting");
      await form.getByLabel("Markup for Shared Hosting plans (%)").fill("10");
      const prices = form.getByRole("table", { name: "Prices of the new plans" });
      await prices.getByText("$12.10/mo").waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `Blesta Create plans with prices (${size}, ${colorScheme})`);
      await saveScreenshot(page.locator(".blesta-import"), `admin-blesta-import-prices-${size}-${colorScheme}.png`);
      await form.getByLabel(`Cloud ${packages[1].id} (#${packages[1].id})`).uncheck();
      await form.getByLabel("Markup for Shared Hosting plans (%)").fill("0");
      await form.getByRole("button", { name: "Create 1 plan" }).click();
      await page.locator(".import-created").waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `Blesta Create plans (${size}, ${colorScheme})`);
      await saveScreenshot(page.locator(".blesta-import"), `admin-blesta-import-${size}-${colorScheme}.png`);
      await page.context().close();
    });
  }
});
