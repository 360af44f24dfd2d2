import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectToast, openTab } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

const RESTORE = "/api/admin/backups/restore";
const reasons = (page: Page) =>
  page.locator("table[aria-label='Stored backups'] tbody tr").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-reason")));

describe("backups tab", () => {
  const h = useAdminHarness();

  it("lists the initial backup, creates one now, downloads the site, and restores the downloaded file", async () => {
    const token = await h.server.login();
    const page = await h.page({ hash: "#backups" });
    await page.getByRole("heading", { level: 1, name: "Backups" }).waitFor();
    await page.getByText("Passwords and API keys are never included").waitFor();
    await page.getByRole("cell", { name: "Initial (first start)", exact: true }).waitFor();
    expect(await reasons(page)).toEqual(["initial"]);

    await page.getByRole("button", { name: "Create backup now" }).click();
    await expectToast(page, "Backup created successfully!");
    await page.getByRole("cell", { name: "Manual", exact: true }).waitFor();
    expect(await reasons(page)).toEqual(["manual", "initial"]);
    await page
      .getByRole("cell", { name: /^\d+(\.\d)? (B|KB|MB)$/ })
      .first()
      .waitFor();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download backup" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^site-backup-\d{4}-\d{2}-\d{2}\.json$/);
    const file = (await download.path())!;
    const backup = JSON.parse(await readFile(file, "utf8"));
    expect(backup.format).toBe("hostsite-backup");
    expect(backup.site.smtp.smtp_password).toBe("");

    const company = (await h.server.api("/api/admin/company-info", { token })).body;
    const original = company.name;
    const changed = await h.server.api("/api/admin/company-info", { method: "PUT", token, body: { ...company, name: "Changed Hosting Ltd" } });
    expect(changed.status).toBe(200);

    await page.getByLabel("Restore from backup file").setInputFiles(file);
    const dialog = page.getByRole("alertdialog", { name: "Restore backup" });
    await dialog.getByText("will be replaced").waitFor();
    await dialog.getByText("A backup of the current data is taken first").waitFor();
    await dialog.getByRole("button", { name: "Replace current data" }).click();
    await page
      .locator(".toast > span")
      .getByText(/^Backup restored: /)
      .waitFor();
    await page.getByRole("cell", { name: "Before a restore", exact: true }).waitFor();
    expect(await reasons(page)).toEqual(["pre-restore", "manual", "initial"]);
    expect((await h.server.api("/api/admin/company-info", { token })).body.name).toBe(original);
    await page.context().close();
  });

  it("a file that is not a backup shows the server's error and changes nothing", async () => {
    const token = await h.server.login();
    const page = await h.page({ hash: "#backups" });
    await page.getByRole("cell", { name: "Initial (first start)", exact: true }).waitFor();
    const before = (await h.server.api("/api/admin/backups", { token })).body.backups.length;
    const shown = await reasons(page);
    const company = (await h.server.api("/api/admin/company-info", { token })).body;
    const notBackup = { hello: "world", plans: [] };
    const refused = await h.server.api(RESTORE, { method: "POST", token, body: notBackup });
    expect(refused.status).toBe(400);

    await page
      .getByLabel("Restore from backup file")
      .setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(notBackup)) });
    await page.getByRole("alertdialog", { name: "Restore backup" }).getByRole("button", { name: "Replace current data" }).click();
    await expectToast(page, `Error restoring backup: ${refused.body.detail}`);

    await page.getByLabel("Restore from backup file").setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from("{ not json") });
    await expectToast(page, "Error restoring backup: the file is not valid JSON.");
    expect(await page.getByRole("alertdialog").count()).toBe(0);

    expect((await h.server.api("/api/admin/backups", { token })).body.backups.length).toBe(before);
    expect((await h.server.api("/api/admin/company-info", { token })).body).toEqual(company);
    await openTab(page, "Company Info");
    await openTab(page, "Backups");
    await page.getByRole("cell", { name: "Initial (first start)", exact: true }).waitFor();
    expect(await reasons(page)).toEqual(shown);
    await page.context().close();
  });
});
