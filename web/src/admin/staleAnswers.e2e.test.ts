import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHoldingProxy, type HoldingProxy } from "../../test/holdingProxy";
import { settled, tabReady } from "./test/adminPage";
import { useAdminHarness } from "./test/harness";

/**
 * Answers that arrive out of order never fill a newer view: a test server in front of the real one holds the
 * answer to page 1 back while page 2 is answered at once. The table must show page 2 and stay there after
 * the late page-1 answer has arrived.
 */
describe("late answers never replace the page that is shown", () => {
  const h = useAdminHarness({ CONTACT_RATE_LIMIT: "0" });
  let proxy: HoldingProxy;
  beforeAll(async () => {
    proxy = await startHoldingProxy(h.server.url);
  });
  afterAll(async () => {
    await proxy?.close();
  });

  /** Goes back to page 1 with its answer held, forward to page 2 (answered at once), then lets page 1's answer in. */
  async function pageOneArrivesLate(page: Page, path: string, isPageOne: (url: URL) => boolean): Promise<void> {
    const held = proxy.hold((url) => url.pathname === path && isPageOne(url));
    await page.getByRole("button", { name: "← Previous" }).click();
    await held.caught();
    await page.getByText(/^Page 1 of 3 /).waitFor();
    await page.getByRole("button", { name: "Next →" }).click();
    await page.getByText(/^Page 2 of 3 /).waitFor();
    const arrived = page.waitForEvent("requestfinished", (request) => isPageOne(new URL(request.url())));
    await held.release();
    await arrived;
    await settled(page);
  }

  it("Contact Submissions: paging back and forth on a slow link", async () => {
    for (let i = 1; i <= 25; i++) {
      const sent = await h.server.api("/api/contact", {
        method: "POST",
        body: { name: `Sender ${i}`, email: `sender${i}@example.com`, subject: `Paging test ${i}`, message: `Message number ${i}.` },
      });
      expect(sent.status).toBe(201);
    }
    const token = await h.server.login();
    const expected = async (n: number) =>
      (await h.server.api(`/api/admin/contact-submissions?page=${n}&limit=10&search=Paging%20test`, { token })).body.submissions.map(
        (s: { subject: string }) => s.subject,
      );
    const [pageOne, pageTwo] = [await expected(1), await expected(2)];
    expect(pageOne).toHaveLength(10);
    expect(pageTwo).toHaveLength(10);

    const page = await h.page({ hash: "#submissions", baseUrl: proxy.url });
    await tabReady(page, "submissions");
    await page.getByLabel("Search").fill("Paging test");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("cell", { name: pageOne[0], exact: true }).waitFor();
    await page.getByRole("button", { name: "Next →" }).click();
    await page.getByRole("cell", { name: pageTwo[0], exact: true }).waitFor();

    await pageOneArrivesLate(
      page,
      "/api/admin/contact-submissions",
      (url) => url.searchParams.get("page") === "1" && url.searchParams.get("search") === "Paging test",
    );
    const subjects = () => page.locator("tbody tr td:nth-child(3)").allInnerTexts();
    expect(await subjects()).toEqual(pageTwo);
    await page.getByText(/^Page 2 of 3 /).waitFor();
    await page.context().close();
  });

  it("Activity: paging back and forth on a slow link", async () => {
    const token = await h.server.login();
    // 45 updates of 45 promo codes: 45 log entries, each naming its own code's id (#n).
    for (let i = 1; i <= 45; i++) {
      const body = { code: `LATE${i}`, title: `Late ${i}`, description: "Paging the activity log" };
      const created = await h.server.api("/api/admin/promo-codes", { method: "POST", token, body });
      expect(created.status).toBe(200);
      expect((await h.server.api(`/api/admin/promo-codes/${created.body.id}`, { method: "PUT", token, body: { ...body, title: `Later ${i}` } })).status).toBe(
        200,
      );
    }
    const expected = async (n: number) =>
      (await h.server.api(`/api/admin/activity?page=${n}&limit=20&search=promo-codes.update`, { token })).body.entries.map((e: { target: string }) => e.target);
    const [pageOne, pageTwo] = [await expected(1), await expected(2)];
    expect(pageOne).toHaveLength(20);
    expect(pageTwo).toHaveLength(20);

    const page = await h.page({ hash: "#activity", baseUrl: proxy.url });
    await tabReady(page, "activity");
    await page.getByLabel("Search").fill("promo-codes.update");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const targets = async () => (await page.locator("tbody tr td:nth-child(5) strong").allInnerTexts()).map((t) => t.trim());
    await expect.poll(targets).toEqual(pageOne);
    await page.getByRole("button", { name: "Next →" }).click();
    await expect.poll(targets).toEqual(pageTwo);

    await pageOneArrivesLate(
      page,
      "/api/admin/activity",
      (url) => url.searchParams.get("page") === "1" && url.searchParams.get("search") === "promo-codes.update",
    );
    expect(await targets()).toEqual(pageTwo);
    await page.getByText(/^Page 2 of 3 /).waitFor();
    await page.context().close();
  });
});
