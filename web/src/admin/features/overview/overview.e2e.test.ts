import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETUP_KEYS } from "../../../../../common/contracts";
import { demoTextsLeftIn } from "../../../../../server/src/services/demoTexts";
import { demoSiteData } from "../../../../../server/src/store/demoData";
import { newSubmission } from "../../../../../server/src/store/storeContract";
import { startTestServer, type TestServer } from "../../../../../server/test/testServer";
import { expectAccessible } from "../../../../test/axe";
import { DESKTOP_VIEWPORT, launchBrowser, LOOKS, saveScreenshot } from "../../../../test/browser";
import { TABS } from "../../app/tabs";
import { openTab, settled, signIn, tabReady } from "../../test/adminPage";

/** A common phone: 390 × 844 CSS pixels. */

/**
 * The Overview is about the site as a new administrator finds it, so these tests run on new demo sites (not the
 * tests' own site): each test that changes one starts its own.
 */
let browser: Browser;
const servers: TestServer[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.stop();
});

async function demoSite(): Promise<TestServer> {
  const server = await startTestServer();
  servers.push(server);
  return server;
}

async function openPanel(server: TestServer, options: { viewport?: { width: number; height: number }; colorScheme?: "light" | "dark" } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP_VIEWPORT, colorScheme: options.colorScheme ?? "light" });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error("page error:", error));
  await page.goto(`${server.url}/admin`);
  await signIn(page);
  return page;
}

const item = (page: Page, key: string) => page.locator(`.setup-item[data-key="${key}"]`);

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

describe("the Overview tab", () => {
  it("is the first tab and the one shown after sign-in; each checklist item links to its tab", { timeout: 120_000 }, async () => {
    const server = await demoSite();
    const page = await openPanel(server);
    expect(await page.getByRole("tab").first().innerText()).toContain("Overview");
    await page.getByRole("tab", { name: "Overview", selected: true }).waitFor();
    await tabReady(page, "overview");
    const items = page.locator(".setup-item");
    await expect.poll(() => items.evaluateAll((list) => list.map((li) => li.getAttribute("data-key")))).toEqual([...SETUP_KEYS]);
    // A new demo site: the first backup is done, and its prices can be trusted (no plan is mapped to Blesta, one
    // currency); the rest is to do.
    await page.getByText("3 of 9 done").waitFor();
    for (const key of ["prices_match", "currency_prices"]) expect(await item(page, key).getAttribute("data-done"), key).toBe("true");
    expect(await item(page, "backups").getAttribute("data-done")).toBe("true");
    expect(await item(page, "smtp").getByText("To do").count()).toBe(1);

    const tabIds = new Set<string>(TABS.map((tab) => tab.id));
    for (const key of SETUP_KEYS) {
      const href = (await item(page, key).getByRole("link").getAttribute("href"))!;
      expect(tabIds.has(href.slice(1)), `${key} links to ${href}`).toBe(true);
    }
    await item(page, "smtp").getByRole("link", { name: "Mail server (SMTP)" }).click();
    await tabReady(page, "contact");
    await page.getByRole("tab", { name: "Contact & SMTP", selected: true }).waitFor();
    expect(new URL(page.url()).hash).toBe("#contact");

    // Setting the mail server up ticks its item.
    await page.getByLabel("SMTP Host").fill("smtp.example.com");
    await page.getByLabel("SMTP Username").fill("mailer");
    await page.getByRole("button", { name: /Save SMTP Settings/ }).click();
    await page.locator(".toast-success").first().waitFor();
    await openTab(page, "Overview");
    await tabReady(page, "overview");
    await expect.poll(() => item(page, "smtp").getAttribute("data-done")).toBe("true");
    await page.getByText("4 of 9 done").waitFor();
    await page.context().close();
  });

  it("shows unread messages, failed e-mails, the last backup, the price sync and the status", { timeout: 120_000 }, async () => {
    const server = await demoSite();
    const store = server.site.deps.store;
    await store.submissions.add({ ...newSubmission(1), subject: "Unread and failed", is_read: false, mail_status: "failed" });
    await store.submissions.add({ ...newSubmission(2), subject: "Unread, sent", is_read: false, mail_status: "sent" });
    await store.submissions.add({ ...newSubmission(3), subject: "Read, waiting", is_read: true, mail_status: "pending" });
    const page = await openPanel(server);
    await tabReady(page, "overview");
    const stat = (id: string) => page.locator(`.overview-stat[data-stat="${id}"]`);
    await expect.poll(() => stat("unread").locator(".overview-stat-value").innerText()).toBe("2");
    await stat("unread").getByText("3 in the last 7 days").waitFor();
    expect(await stat("mail").locator(".overview-stat-value").innerText()).toBe("1");
    await stat("mail").getByText("1 waiting to be sent").waitFor();
    // The first start's backup was made a moment ago; the full time is on the element.
    const backup = stat("backup").locator("time");
    expect(await backup.innerText()).toMatch(/^(just now|\d+ minutes? ago)$/);
    expect(Date.now() - Date.parse((await backup.getAttribute("datetime"))!)).toBeLessThan(300_000);
    expect(await stat("sync").locator(".overview-stat-value").innerText()).toBe("Never");
    const status = (await server.api("/api/system-status")).body;
    expect(await stat("status").locator(".badge").innerText()).toBe("Unknown");
    await stat("status").getByText(status.text).waitFor();
    await stat("unread").getByRole("link", { name: "Contact Submissions" }).click();
    await tabReady(page, "submissions");
    await page.context().close();
  });

  it("removes the demo content after a confirmation that starts on Cancel, then shows the counts", { timeout: 120_000 }, async () => {
    const server = await demoSite();
    const page = await openPanel(server);
    await tabReady(page, "overview");
    const remove = item(page, "demo_content").getByRole("button", { name: "Remove demo content" });
    await remove.click();
    const question = page.getByRole("alertdialog", { name: "Remove demo content" });
    await question.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await page.keyboard.press("Escape");
    await question.waitFor({ state: "detached" });
    expect((await server.api("/api/hosting-plans")).body.length).toBeGreaterThan(0);

    await remove.click();
    await question.getByRole("button", { name: "Remove demo content" }).click();
    const done = page.getByRole("alertdialog", { name: "Demo content removed" });
    const demo = demoSiteData();
    const texts = demoTextsLeftIn(demo).length;
    await done
      .getByText(
        `Removed ${demo.plans.length} plans, ${demo.categories.length} categories and ${demo.promos.length} promo codes, and replaced ${texts} demo texts.`,
      )
      .waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("OK");
    await done.getByRole("button", { name: "OK" }).click();
    await done.waitFor({ state: "detached" });
    await expect.poll(() => item(page, "demo_content").getAttribute("data-done")).toBe("true");
    expect(await remove.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("setup-title");
    expect((await server.api("/api/hosting-plans")).body).toEqual([]);
    // The removal is in the activity log, in words.
    await openTab(page, "Activity");
    await page
      .getByText(`Demo content removed: ${demo.plans.length} plans, ${demo.categories.length} categories, ${demo.promos.length} promo codes and ${texts} texts`)
      .waitFor();
    await page.context().close();
  });

  it("lists open incidents (drafts marked) linking to the Status tab, and says all clear when none is open", { timeout: 120_000 }, async () => {
    const server = await demoSite();
    const page = await openPanel(server);
    await tabReady(page, "overview");
    const card = page.getByRole("region", { name: "Open incidents" });
    await card.getByText("All clear: no open incidents.").waitFor();
    expect(await card.getByRole("link", { name: "Status tab" }).getAttribute("href")).toBe("#status");
    await expectAccessible(page, "Overview: no open incidents");
    await saveScreenshot(card, "overview-open-incidents-all-clear.png");

    const token = await server.login();
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const create = (body: Record<string, unknown>) => server.api("/api/admin/incidents", { method: "POST", body, token });
    expect((await create({ title: "Mail delayed", impact: "major", started_at: hourAgo })).status).toBe(200);
    expect((await create({ title: "Planned disk swap overran", published: false })).status).toBe(200);
    expect((await create({ title: "Old DNS outage", started_at: hourAgo, updates: [{ state: "resolved", body: "Fixed." }] })).status).toBe(200);
    await page.reload();
    await tabReady(page, "overview");
    const rows = card.getByRole("listitem");
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Planned disk swap overran\s+Minor\s+Not published\s+started (just now|\d+ minutes? ago)$/),
        expect.stringMatching(/^Mail delayed\s+Major\s+started 1 hour ago$/),
      ]);
    expect(await card.getByText("All clear").count()).toBe(0);
    await expectAccessible(page, "Overview: two open incidents");
    await saveScreenshot(card, "overview-open-incidents.png");
    await card.getByRole("link", { name: "Mail delayed" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#status");
    await tabReady(page, "status");
    await page.getByRole("tab", { name: "Status", selected: true }).waitFor();
    await page.context().close();
  });

  it("at 1366 and 390 px, light and dark: axe clean, no sideways scroll, the dialog too", { timeout: 240_000 }, async () => {
    const server = await demoSite();
    await server.site.deps.store.submissions.add({ ...newSubmission(1), subject: "Layout", is_read: false, mail_status: "failed" });
    const incident = { title: "Web servers answer slowly for some customers in Frankfurt", impact: "critical", published: false };
    expect((await server.api("/api/admin/incidents", { method: "POST", body: incident, token: await server.login() })).status).toBe(200);
    for (const { colorScheme, size, viewport } of LOOKS) {
      const where = `Overview (${colorScheme}, ${size})`;
      const page = await openPanel(server, { viewport, colorScheme });
      await tabReady(page, "overview");
      await settled(page);
      await expectNoSidewaysScroll(page, where);
      await expectAccessible(page, where);
      await saveScreenshot(page, `overview-${colorScheme}-${size}.png`, { fullPage: true });
      // Every checklist link and the Remove button are inside the window.
      for (const control of await page.locator(".setup-list a, .setup-list button").all()) {
        const box = (await control.boundingBox())!;
        expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width);
      }
      await item(page, "demo_content").getByRole("button", { name: "Remove demo content" }).click();
      await page.getByRole("alertdialog", { name: "Remove demo content" }).waitFor();
      await expectAccessible(page, `${where}: the removal question`);
      await expectNoSidewaysScroll(page, `${where}: the removal question`);
      await saveScreenshot(page, `overview-${colorScheme}-${size}-question.png`);
      await page.keyboard.press("Escape");
      await page.context().close();
    }
  });
});
