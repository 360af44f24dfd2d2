import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../../../../../server/test/testServer";
import { expectToast, openTab } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

const actions = (page: Page) => page.locator("table[aria-label='Activity log'] tbody tr").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-action")));

describe("activity tab", () => {
  const h = useAdminHarness();

  it("lists the UI sign-in and a change saved through the UI; the search narrows the list", async () => {
    const failed = await h.server.api("/api/login", { method: "POST", body: { username: TEST_ADMIN.username, password: "wrong-password" } });
    expect(failed.status).toBe(401);
    const page = await h.page({ hash: "#activity" });
    await page.getByRole("heading", { level: 1, name: "Activity" }).waitFor();
    const login = page.locator("tr[data-action='login']").first();
    await login.getByRole("cell", { name: "Signed in login" }).waitFor();
    await login.getByRole("cell", { name: TEST_ADMIN.username, exact: true }).waitFor();
    await login.getByText("Success").waitFor();
    await login.getByText(/^Chrome \d+ on Linux$/).waitFor();
    const refused = page.locator("tr[data-action='login_failed']");
    await refused.getByText("Failed sign-in").waitFor();
    await refused.getByText("Failed", { exact: true }).waitFor();

    await openTab(page, "Company Info");
    await page.getByLabel("Tagline").fill("Hosting that stays up");
    await page.getByRole("button", { name: "Save Company Info" }).click();
    await expectToast(page, "Company info updated successfully!");
    await openTab(page, "Activity");
    const change = page.locator("tr[data-action='company-info.update']");
    await change.getByText("Company info updated").first().waitFor();
    await change.getByText("PUT /api/admin/company-info").first().waitFor();

    await page.getByLabel("Search").fill("company-info");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(async () => new Set(await actions(page))).toEqual(new Set(["company-info.update"]));
    const token = await h.server.login();
    const matching = (await h.server.api("/api/admin/activity?search=company-info&limit=1", { token })).body.pagination.total_items as number;
    await page.getByText(`${matching} ${matching === 1 ? "entry" : "entries"} matching "company-info"`).waitFor();
    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await expect.poll(async () => (await actions(page)).length).toBeGreaterThan(2);
    await page.context().close();
  });

  it("reads each entry as a sentence naming the record, with the request in the details", async () => {
    const token = await h.server.login();
    const plan = (await h.server.api("/api/admin/hosting-plans", { method: "POST", token, body: { name: "Sentence Plan", price: 5 } })).body;
    await h.server.api(`/api/admin/hosting-plans/${plan.id}`, { method: "PUT", token, body: { price: 6 } });
    const page = await h.page({ hash: "#activity" });
    await page.getByRole("heading", { level: 1, name: "Activity" }).waitFor();
    const row = page.locator("tr[data-action='hosting-plans.update']").filter({ hasText: 'Plan "Sentence Plan" updated' });
    await row.getByRole("cell", { name: 'Plan "Sentence Plan" updated hosting-plans.update' }).waitFor();
    await row.getByText(`PUT /api/admin/hosting-plans/${plan.id}`).waitFor();
    await page.locator("tr[data-action='hosting-plans.create']").getByText('Plan "Sentence Plan" created').first().waitFor();
    await page.context().close();
  });

  it("pages 20 entries at a time", async () => {
    const token = await h.server.login();
    const company = (await h.server.api("/api/admin/company-info", { token })).body;
    for (let i = 0; i < 22; i++) {
      expect((await h.server.api("/api/admin/company-info", { method: "PUT", token, body: { ...company, tagline: `Tagline ${i}` } })).status).toBe(200);
    }
    const page = await h.page({ hash: "#activity" });
    await page.getByText(/^Page 1 of \d+ \(\d+ total\)$/).waitFor();
    expect(await actions(page)).toHaveLength(20);
    const total = (await h.server.api("/api/admin/activity?limit=1", { token })).body.pagination.total_items;
    await page.getByRole("button", { name: "Next →" }).click();
    await page.getByText(`Page 2 of ${Math.ceil(total / 20)} (${total} total)`).waitFor();
    await expect.poll(async () => (await actions(page)).length).toBe(Math.min(20, total - 20));
    await page.getByRole("button", { name: "← Previous" }).click();
    await page.getByText(/^Page 1 of/).waitFor();
    await page.context().close();
  });
});
