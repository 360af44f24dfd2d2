import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "../../../../test/axe";
import { LOOKS, noSidewaysScroll, saveScreenshot } from "../../../../test/browser";
import { describedBy, expectToast, tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

interface StoredPlan {
  id: number;
  name: string;
  locations: { key: string; sold_out: boolean }[];
}

describe("the plan dialog's locations", () => {
  const h = useAdminHarness();
  let token: string;
  let plan: StoredPlan;
  beforeAll(async () => {
    token = await h.server.login();
    for (const [key, name, country] of [
      ["pl-fra", "Chip Frankfurt", "DE"],
      ["pl-ams", "Chip Amsterdam", "NL"],
      ["pl-nyc", "Chip New York", "US"],
    ]) {
      const created = await h.server.api("/api/admin/locations", { method: "POST", token, body: { key, name, country } });
      expect(created.status, created.text).toBe(200);
    }
    const category = await h.server.api("/api/admin/hosting-categories", {
      method: "POST",
      token,
      body: { key: "chips", display_name: "Chip Hosting", type: "vps" },
    });
    expect(category.status).toBe(200);
    const created = await h.server.api("/api/admin/hosting-plans", { method: "POST", token, body: { name: "Chip VPS", category_key: "chips" } });
    expect(created.status, created.text).toBe(200);
    plan = created.body;
  });

  const storedPlan = async (): Promise<StoredPlan> =>
    ((await h.server.api("/api/admin/hosting-plans", { token })).body as StoredPlan[]).find((entry) => entry.id === plan.id)!;
  const openDialog = async (options: Parameters<typeof h.page>[0] = {}): Promise<Page> => {
    const page = await h.page({ hash: "#plans", ...options });
    await tabReady(page, "plans");
    await page.getByRole("button", { name: "Edit Plan Chip VPS" }).click();
    await page
      .getByRole("dialog", { name: "Edit Plan: Chip VPS" })
      .getByRole("group", { name: "Locations" })
      .getByRole("checkbox", { name: "Chip Frankfurt", exact: true })
      .waitFor();
    return page;
  };
  const chips = (page: Page) => page.getByRole("dialog", { name: "Edit Plan: Chip VPS" }).getByRole("group", { name: "Locations" });

  it("offers the plan in locations turned on, sold out where switched so; saved in the Locations tab's order and shown again", async () => {
    const page = await openDialog();
    const group = chips(page);
    // Off: no "Sold out here" for it.
    expect(await group.getByRole("checkbox", { name: "Sold out here (Chip Amsterdam)" }).count()).toBe(0);
    await group.getByRole("checkbox", { name: "Chip New York", exact: true }).check();
    await group.getByRole("checkbox", { name: "Chip Frankfurt", exact: true }).check();
    await group.getByRole("checkbox", { name: "Chip Amsterdam", exact: true }).check();
    await group.getByRole("checkbox", { name: "Sold out here (Chip Amsterdam)" }).check();
    await group.getByRole("checkbox", { name: "Chip New York", exact: true }).uncheck();
    await expectAccessible(page, "the plan dialog's location chips");
    await saveScreenshot(page.getByRole("dialog", { name: "Edit Plan: Chip VPS" }).locator(".plan-locations"), "admin-plan-locations-chips.png");
    await page.getByRole("button", { name: "Update Plan" }).click();
    await expectToast(page, "Plan updated successfully!");
    expect((await storedPlan()).locations).toEqual([
      { key: "pl-fra", sold_out: false },
      { key: "pl-ams", sold_out: true },
    ]);
    await page.context().close();

    const again = await openDialog();
    const shown = chips(again);
    expect(await shown.getByRole("checkbox", { name: "Chip Frankfurt", exact: true }).isChecked()).toBe(true);
    expect(await shown.getByRole("checkbox", { name: "Chip Amsterdam", exact: true }).isChecked()).toBe(true);
    expect(await shown.getByRole("checkbox", { name: "Chip New York", exact: true }).isChecked()).toBe(false);
    expect(await shown.getByRole("checkbox", { name: "Sold out here (Chip Amsterdam)" }).isChecked()).toBe(true);
    expect(await shown.getByRole("checkbox", { name: "Sold out here (Chip Frankfurt)" }).isChecked()).toBe(false);

    // Sold out in every location it lists: visitors see the plan sold out.
    await shown.getByRole("checkbox", { name: "Sold out here (Chip Frankfurt)" }).check();
    await again.getByRole("button", { name: "Update Plan" }).click();
    await expectToast(again, "Plan updated successfully!");
    const visitors = (await h.server.api("/api/hosting-plans")).body as { id: number; sold_out: boolean }[];
    expect(visitors.find((entry) => entry.id === plan.id)?.sold_out).toBe(true);
    await again.context().close();
  });

  it("says under each spec how the plan finder reads it", async () => {
    const page = await openDialog();
    const dialog = page.getByRole("dialog", { name: "Edit Plan: Chip VPS" });
    const note = async (label: string, text: string) => {
      const field = dialog.getByLabel(label, { exact: true });
      await field.fill(text);
      return describedBy(field, "hint", " | ");
    };
    expect(await note("Storage", "20 GB SSD")).toContain("read as 20 GB");
    expect(await note("Storage", "1 TB NVMe")).toContain("read as 1,000 GB");
    expect(await note("Bandwidth", "Unlimited")).toContain("read as no limit");
    expect(await note("CPU", "2 vCPU")).toContain("read as 2 cores");
    expect(await note("CPU", "3.4 GHz")).toContain("not readable");
    // An empty spec: nothing to read, no line.
    expect(await note("Storage", "")).not.toContain("read as");
    await page.context().close();
  });

  for (const look of LOOKS) {
    it(`the chips at ${look.viewport.width} px (${look.colorScheme}): axe clean, no sideways scroll`, async () => {
      const page = await openDialog({ viewport: look.viewport, colorScheme: look.colorScheme });
      const group = chips(page);
      await group.scrollIntoViewIfNeeded();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `the plan dialog (${look.size}, ${look.colorScheme})`);
      await saveScreenshot(group, `admin-plan-locations-${look.colorScheme}-${look.size}.png`);
      await page.context().close();
    });
  }
});
