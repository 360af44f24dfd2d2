import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { expectToast } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";

describe("contact submissions", () => {
  const h = useAdminHarness();

  it("searches, opens, marks read/unread, exports and deletes", async () => {
    const long = `I would like to move my three shops over to you. ${"Details follow. ".repeat(10)}`;
    for (const [name, email, subject, message] of [
      ["Alice Archer", "alice@example.com", "Migration", long],
      ["Bob Baker", "bob@example.com", "Billing question", "How do I pay yearly?"],
    ]) {
      const sent = await h.server.api("/api/contact", { method: "POST", body: { name, email, subject, message } });
      expect(sent.status).toBe(201);
    }
    const page = await h.page({ hash: "#submissions" });
    await page.getByRole("cell", { name: "Alice Archer alice@example.com" }).waitFor();
    expect(await page.getByRole("cell", { name: `${long.slice(0, 100)}…` }).count()).toBe(1);

    await page.getByLabel("Search").fill("yearly");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => page.getByRole("cell", { name: "Alice Archer alice@example.com" }).count()).toBe(0);
    await page.getByRole("cell", { name: "Bob Baker bob@example.com" }).waitFor();

    await page.getByRole("button", { name: "Mark message from Bob Baker as read" }).click();
    await page.getByRole("button", { name: "Mark message from Bob Baker as unread" }).waitFor();
    expect(await page.locator("tr.row-read").count()).toBe(1);

    await page.getByRole("button", { name: "View message from Bob Baker" }).click();
    const dialog = page.getByRole("dialog", { name: "Message from Bob Baker" });
    await dialog.getByText("How do I pay yearly?").waitFor();
    await dialog.getByRole("button", { name: "Mark as Unread" }).click();
    await dialog.getByRole("button", { name: "Mark as Read" }).waitFor();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await page.getByRole("cell", { name: "Alice Archer alice@example.com" }).waitFor();
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    expect(await readFile((await csv.path())!, "utf8")).toContain("alice@example.com");
    const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export JSON" }).click()]);
    expect(json.suggestedFilename()).toMatch(/^contact_submissions_\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await readFile((await json.path())!, "utf8")).submissions).toHaveLength(2);

    await page.getByRole("button", { name: "Delete message from Alice Archer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Submission deleted successfully!");
    await expect.poll(() => page.getByRole("cell", { name: "Alice Archer alice@example.com" }).count()).toBe(0);
    const left = await h.server.api("/api/admin/contact-submissions", { token: await h.server.login() });
    expect(left.body.pagination.total_items).toBe(1);
    await page.context().close();
  });
});
