import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeUptimeKuma, type FakeUptimeKuma } from "../../../../../server/test/fakes/fakeUptimeKuma";
import { eventually } from "../../../../../server/test/eventually";
import { expectAccessible } from "../../../../test/axe";
import { LOOKS, noSidewaysScroll, saveScreenshot } from "../../../../test/browser";
import { toLocalInput } from "../../lib/localTime";
import { dragAnnouncements, expectToast, pickUpWithKeyboard, problemAt, tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

describe("the Status tab", () => {
  const h = useAdminHarness();
  let kuma: FakeUptimeKuma;
  let token: string;
  beforeAll(async () => {
    // Three monitors: two up, one down.
    kuma = await startFakeUptimeKuma({ monitors: [1, 1, 0] });
    token = await h.server.login();
  });
  afterAll(() => kuma?.close());

  const settings = async (body: Record<string, unknown>) => {
    const saved = await h.server.api("/api/admin/site-settings", { method: "PUT", token, body });
    expect(saved.status, saved.text).toBe(200);
  };
  const stored = async <T = any>(path: string): Promise<T> => (await h.server.api(path, { token })).body as T;
  const openStatus = async (options: Parameters<typeof h.page>[0] = {}): Promise<Page> => {
    const page = await h.page({ hash: "#status", ...options });
    await tabReady(page, "status");
    return page;
  };
  const card = (page: Page, kumaName: string) => page.getByRole("article", { name: kumaName, exact: true });

  it("without a monitor address: the empty state and the status line link to Site Settings' Status monitor section", async () => {
    await settings({ uptime_kuma_url: "" });
    const page = await openStatus();
    await page.getByText("No monitors known yet.").waitFor();
    // The test site has a status page address of its own: visitors' links go there.
    expect(await page.locator(".status-link-note").innerText()).toContain("go to https://status.orbit-test.example");
    await expectAccessible(page, "the Status tab without monitors");

    await page.locator(".status-empty").getByRole("link", { name: "Site Settings → Status monitor" }).click();
    await tabReady(page, "settings");
    expect(new URL(page.url()).hash).toBe("#settings/status");
    // The section's heading has the cursor (and is in view).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Status monitor");
    await page.context().close();
  });

  it("shows the monitors Uptime Kuma reports (hidden until shown); renames, groups, translates and reorders them by keyboard", async () => {
    await settings({ uptime_kuma_url: kuma.statusPageUrl, status_page_url: "", languages: ["en", "de"] });
    await eventually(async () => expect(await stored<unknown[]>("/api/admin/status-monitors")).toHaveLength(3), 15_000);

    const page = await openStatus();
    // Without a status page address of its own, visitors' links go to the site's own /status.
    const line = page.locator(".status-link-note");
    expect(await line.getAttribute("data-target")).toBe("own");
    const href = await line.getByRole("link", { name: /^\/status/ }).getAttribute("href");
    expect(new URL(href!, page.url()).href).toBe(`${h.server.url}/status`);
    for (const name of ["Service 1", "Service 2", "Service 3"]) {
      expect(
        await card(page, name)
          .getByRole("switch", { name: `Shown ${name}` })
          .isChecked(),
      ).toBe(false);
    }

    const second = card(page, "Service 2");
    await second.getByLabel("Name").fill("Mail");
    await second.getByLabel("Group").fill("Email");
    await second.getByRole("switch", { name: "Shown Service 2" }).check();
    const first = card(page, "Service 1");
    await first.getByLabel("Name").fill("");
    // An empty name: visitors read Uptime Kuma's, shown greyed in the field.
    expect(await first.getByLabel("Name").getAttribute("placeholder")).toBe("Service 1");
    await first.getByRole("switch", { name: "Shown Service 1" }).check();
    await page.getByText("Unsaved changes").first().waitFor();

    // Mail to the top with the keyboard.
    await page.getByRole("button", { name: "Reorder Mail" }).focus();
    await pickUpWithKeyboard(page, "Picked up Mail, position 2 of 3 in Monitors.");
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => dragAnnouncements(page)).toContain("Mail moved to position 1 of 3 in Monitors.");
    await page.keyboard.press("Space");
    await expect.poll(() => dragAnnouncements(page)).toContain("Mail dropped at position 1 of 3 in Monitors.");
    await expect.poll(() => page.locator(".monitor-title").allInnerTexts()).toEqual(["Mail", "Service 1", "Service 3"]);

    // The German name: the default language's name is its placeholder; while translating, the order stays.
    await page
      .getByRole("group", { name: "Language of the monitors' names" })
      .getByRole("button", { name: /^Deutsch/ })
      .click();
    expect(await second.getByLabel("Name").getAttribute("placeholder")).toBe("Mail");
    expect(await page.getByRole("button", { name: "Reorder Mail" }).count()).toBe(0);
    await second.getByLabel("Name").fill("E-Mail");
    await page.getByRole("button", { name: "Save Monitors" }).click();
    await expectToast(page, "Monitors saved successfully!");

    const monitors =
      await stored<{ id: number; name: string; group: string; visible: boolean; translations: Record<string, { name?: string }> }[]>(
        "/api/admin/status-monitors",
      );
    expect(monitors.map(({ id, name, group, visible }) => ({ id, name, group, visible }))).toEqual([
      { id: 2, name: "Mail", group: "Email", visible: true },
      // Uptime Kuma's group is kept until changed.
      { id: 1, name: "", group: "Services", visible: true },
      { id: 3, name: "Service 3", group: "Services", visible: false },
    ]);
    expect(monitors[0].translations.de?.name).toBe("E-Mail");
    const status = await h.server.api("/api/status?lang=de");
    expect(status.body.monitors.map((monitor: { name: string }) => monitor.name)).toEqual(["E-Mail", "Service 1"]);
    await page.context().close();
  });

  it("opens an incident on a monitor, resolves it with an update on its timeline, and edits it", async () => {
    const page = await openStatus();
    await page.getByRole("button", { name: "+ New Incident" }).click();
    const dialog = page.getByRole("dialog", { name: "New Incident" });
    // Nothing typed: the title's problem at its field, nothing sent.
    await dialog.getByRole("button", { name: "Create Incident" }).click();
    expect(await problemAt(dialog.getByLabel("Title *"))).toBe("Title is required");
    await dialog.getByLabel("Title *").fill("Mail is slow");
    await dialog.getByLabel("Impact").selectOption("major");
    await dialog.getByRole("group", { name: "Monitors affected" }).getByLabel("Mail").check();
    await dialog.getByLabel("Message").fill("We are looking into **slow** mail delivery.");
    await expectAccessible(page, "the new incident dialog");
    await saveScreenshot(page, "admin-status-new-incident.png");
    await dialog.getByRole("button", { name: "Create Incident" }).click();
    await expectToast(page, "Incident created successfully!");

    const row = page.getByRole("table", { name: "Incidents" }).getByRole("row").filter({ hasText: "Mail is slow" });
    expect(await row.locator('[data-label="State"]').innerText()).toBe("Investigating");
    expect(await row.locator('[data-label="Resolved"]').innerText()).toBe("Open");
    expect(await row.locator(".status-record-monitors").innerText()).toBe("Mail");
    const [created] = await stored<{ id: number; impact: string; monitors: number[]; resolved_at: string | null }[]>("/api/admin/incidents");
    expect(created).toMatchObject({ impact: "major", monitors: [2], resolved_at: null });

    await row.getByRole("button", { name: "Updates of Mail is slow" }).click();
    const updates = page.getByRole("dialog", { name: "Updates: Mail is slow" });
    await updates.getByRole("region", { name: "Timeline" }).locator("strong", { hasText: "slow" }).waitFor();
    // The next state is offered; a resolved update closes the incident.
    expect(await updates.getByLabel("State").inputValue()).toBe("identified");
    await updates.getByLabel("State").selectOption("resolved");
    await updates.getByText("Resolved: the incident closes at the time of this update.").waitFor();
    await updates.getByLabel("Message").fill("Delivery is back to normal.");
    await expectAccessible(page, "the incident's updates dialog");
    await updates.getByRole("button", { name: "Post Update" }).click();
    await expectToast(page, "Incident resolved successfully!");

    await expect.poll(() => row.locator('[data-label="State"]').innerText()).toBe("Resolved");
    expect(await row.locator('[data-label="Resolved"]').innerText()).not.toBe("Open");
    const [resolved] = await stored<{ resolved_at: string | null; updates: { at: string; state: string; body: string }[] }[]>("/api/admin/incidents");
    expect(resolved.updates.map((update) => update.state)).toEqual(["investigating", "resolved"]);
    expect(resolved.resolved_at).toBe(resolved.updates[1].at);

    // Edit changes the incident's own fields; its timeline stays.
    await row.getByRole("button", { name: "Edit Mail is slow" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Incident: Mail is slow" });
    await edit.getByLabel("Title *").fill("Mail was slow");
    await edit.getByRole("button", { name: "Update Incident" }).click();
    await expectToast(page, "Incident updated successfully!");
    const [edited] = await stored<{ title: string; updates: unknown[] }[]>("/api/admin/incidents");
    expect(edited).toMatchObject({ title: "Mail was slow", updates: resolved.updates });
    // Back to the title the next tests use.
    await page.getByRole("button", { name: "Edit Mail was slow" }).click();
    await page.getByRole("dialog").getByLabel("Title *").fill("Mail is slow");
    await page.getByRole("button", { name: "Update Incident" }).click();
    await expectToast(page, "Incident updated successfully!");
    await page.context().close();
  });

  it("plans a maintenance window (an end before the start refused by the server at Ends; local times stored as UTC), lists past after upcoming, deletes after asking", async () => {
    const page = await openStatus();
    await page.getByRole("button", { name: "+ Plan Maintenance" }).click();
    const dialog = page.getByRole("dialog", { name: "New Maintenance Window" });
    await dialog.getByLabel("Title *").fill("Router swap");
    await dialog.getByLabel("Starts *").fill("2030-01-02T10:00");
    await dialog.getByLabel("Ends *").fill("2030-01-02T09:00");
    await dialog.getByRole("group", { name: "Monitors affected" }).getByLabel("Service 1").check();
    await dialog.getByLabel("Description").fill("Up to **ten minutes** without mail.");
    await dialog.getByRole("button", { name: "Create Window" }).click();
    expect(await problemAt(dialog.getByLabel("Ends *"))).toBe("Ends must be after starts_at");
    await expectToast(page, "Error creating maintenance window: ends_at: must be after starts_at");
    await expectAccessible(page, "the maintenance dialog with its problem");
    await saveScreenshot(page, "admin-status-maintenance-problem.png");

    await dialog.getByLabel("Ends *").fill("2030-01-02T11:30");
    expect(await dialog.getByLabel("Ends *").getAttribute("aria-invalid")).toBeNull();
    await dialog.getByRole("button", { name: "Create Window" }).click();
    await expectToast(page, "Maintenance window created successfully!");
    const row = page.getByRole("table", { name: "Maintenance windows" }).getByRole("row").filter({ hasText: "Router swap" });
    expect(await row.locator('[data-label="When"]').innerText()).toBe("Upcoming");
    const [window] = await stored<{ starts_at: string; ends_at: string; monitors: number[]; body: string }[]>("/api/admin/maintenance");
    expect(toLocalInput(window.starts_at)).toBe("2030-01-02T10:00");
    expect(toLocalInput(window.ends_at)).toBe("2030-01-02T11:30");
    expect(window.starts_at).toBe(await page.evaluate(() => new Date("2030-01-02T10:00").toISOString()));
    expect(window).toMatchObject({ monitors: [1], body: "Up to **ten minutes** without mail." });

    // A past window is listed after the upcoming one, and is deleted after asking.
    const past = { title: "Old swap", starts_at: "2020-01-02T10:00:00Z", ends_at: "2020-01-02T11:00:00Z" };
    expect((await h.server.api("/api/admin/maintenance", { method: "POST", token, body: past })).status).toBe(200);
    await page.getByRole("button", { name: "Refresh Data" }).click();
    const table = page.getByRole("table", { name: "Maintenance windows" });
    await expect.poll(() => table.locator('[data-label="When"]').allInnerTexts()).toEqual(["Upcoming", "Past"]);
    await page.getByRole("button", { name: "Delete Old swap" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete maintenance window" });
    await confirm.getByText('Delete the maintenance window "Old swap"? Visitors no longer see it on the status page.').waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Maintenance window deleted successfully!");
    await expect.poll(() => table.locator('[data-label="When"]').allInnerTexts()).toEqual(["Upcoming"]);
    expect((await stored<unknown[]>("/api/admin/maintenance")).length).toBe(1);
    await page.context().close();
  });

  it("sets the minutes after which an incident opens by itself, through the site settings (only that field)", async () => {
    const before = await stored<{ site_title: string }>("/api/admin/site-settings");
    const page = await openStatus();
    const minutes = page.getByLabel("Open an incident after a monitor is down for (minutes)");
    expect(await minutes.inputValue()).toBe("5");
    await minutes.fill("2000");
    await page.getByRole("button", { name: "Save Automatic incidents" }).click();
    expect(await problemAt(minutes)).toBe("Minutes must be at most 1440");
    await expectToast(page, "Error saving automatic incidents: Minutes must be at most 1440");
    await minutes.fill("15");
    await page.getByRole("button", { name: "Save Automatic incidents" }).click();
    await expectToast(page, "Automatic incidents saved successfully!");
    const after = await stored<{ auto_incident_minutes: number; site_title: string }>("/api/admin/site-settings");
    expect(after.auto_incident_minutes).toBe(15);
    expect(after.site_title).toBe(before.site_title);
    await page.context().close();
  });

  for (const look of LOOKS) {
    it(`with data at ${look.viewport.width} px (${look.colorScheme}): axe clean, no sideways scroll`, async () => {
      const page = await openStatus({ viewport: look.viewport, colorScheme: look.colorScheme });
      await page.getByRole("table", { name: "Incidents" }).waitFor();
      await page.getByRole("table", { name: "Maintenance windows" }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `the Status tab (${look.size}, ${look.colorScheme})`);
      await saveScreenshot(page, `admin-status-${look.colorScheme}-${look.size}.png`, { fullPage: true });
      await page.getByRole("button", { name: "Updates of Mail is slow" }).click();
      const dialog = page.getByRole("dialog", { name: "Updates: Mail is slow" });
      await dialog.getByRole("region", { name: "Timeline" }).locator("strong", { hasText: "slow" }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `the incident's updates (${look.size}, ${look.colorScheme})`);
      await saveScreenshot(page, `admin-status-updates-${look.colorScheme}-${look.size}.png`);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "+ Plan Maintenance" }).click();
      const window = page.getByRole("dialog", { name: "New Maintenance Window" });
      await window.getByRole("group", { name: "Monitors affected" }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `the new maintenance window (${look.size}, ${look.colorScheme})`);
      await saveScreenshot(page, `admin-status-maintenance-${look.colorScheme}-${look.size}.png`);
      await page.context().close();
    });
  }
});
