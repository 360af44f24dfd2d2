import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectToast, tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";
import { SETTINGS_SECTIONS, SETTINGS_SUCCESS } from "./settingsForm";

describe("Site Settings sections", () => {
  const h = useAdminHarness();

  /** The bodies of the settings PUTs the page sends from now on. */
  function settingsWrites(page: Page): Record<string, unknown>[] {
    const bodies: Record<string, unknown>[] = [];
    page.on("request", (request: Request) => {
      if (request.method() === "PUT" && new URL(request.url()).pathname === "/api/admin/site-settings") bodies.push(request.postDataJSON());
    });
    return bodies;
  }

  it("lists General, Brand, External links, Languages & currencies, Tax, Status monitor, Maintenance, Retention and Statistics, each a form of its own", async () => {
    const page = await h.page({ hash: "#settings" });
    await tabReady(page, "settings");
    for (const section of SETTINGS_SECTIONS) {
      const form = page.getByRole("form", { name: section.title });
      await form.getByRole("button", { name: `Save ${section.title}` }).waitFor();
    }
    expect(SETTINGS_SECTIONS.map((section) => section.title)).toEqual([
      "General",
      "Brand",
      "External links",
      "Languages & currencies",
      "Tax",
      "Status monitor",
      "Maintenance",
      "Retention",
      "Statistics",
    ]);
    await page.context().close();
  });

  it("a section's Save sends only its fields, and edits waiting in another section stay", async () => {
    const page = await h.page({ hash: "#settings" });
    await tabReady(page, "settings");
    const writes = settingsWrites(page);
    const before = (await h.server.api("/api/admin/site-settings", { token: await h.server.login() })).body;
    await expect.poll(() => page.getByLabel("Site Title").inputValue()).toBe(before.site_title);

    await page.getByLabel("Billing URL").fill("https://billing.sections.example/order");
    await page.getByLabel("Site Title").fill("Sections Test Hosting");
    const general = page.getByRole("form", { name: "General" });
    await general.getByText("Unsaved changes").waitFor();
    await page.getByRole("button", { name: "Save General" }).click();
    await expectToast(page, SETTINGS_SUCCESS);
    expect(writes).toEqual([{ site_title: "Sections Test Hosting", site_description: before.site_description }]);
    const after = (await h.server.api("/api/admin/site-settings", { token: await h.server.login() })).body;
    expect(after.site_title).toBe("Sections Test Hosting");
    expect(after.billing_url).toBe(before.billing_url);
    // The other section still holds its edit, and says so.
    expect(await page.getByLabel("Billing URL").inputValue()).toBe("https://billing.sections.example/order");
    await page.getByRole("form", { name: "External links" }).getByText("Unsaved changes").waitFor();
    expect(await general.getByText("Unsaved changes").count()).toBe(0);

    await page.getByRole("button", { name: "Save External links" }).click();
    await expect.poll(() => writes.length).toBe(2);
    expect(Object.keys(writes[1]).sort()).toEqual(["billing_url", "client_area_url", "game_panel_url", "order_url_template"]);
    await expect
      .poll(async () => (await h.server.api("/api/admin/site-settings", { token: await h.server.login() })).body.billing_url)
      .toBe("https://billing.sections.example/order");
    await page.context().close();
  });

  it("a section with an edit asks before the tab is left; its Discard changes puts back only its own fields", async () => {
    const page = await h.page({ hash: "#settings" });
    await tabReady(page, "settings");
    const saved = await page.getByLabel("Keep activity log (days)").inputValue();
    await page.getByLabel("Keep activity log (days)").fill("45");
    await page.getByLabel("Maintenance Message").fill("Back soon");
    await page.getByRole("form", { name: "Retention" }).getByRole("button", { name: "Discard changes" }).click();
    expect(await page.getByLabel("Keep activity log (days)").inputValue()).toBe(saved);
    expect(await page.getByLabel("Maintenance Message").inputValue()).toBe("Back soon");
    await page.evaluate(() => (window.location.hash = "#plans"));
    await page.getByRole("alertdialog", { name: "Unsaved changes" }).getByRole("button", { name: "Leave" }).click();
    await tabReady(page, "plans");
    await page.context().close();
  });
});
