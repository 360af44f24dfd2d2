import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "../../../../test/axe";
import { LOOKS, noSidewaysScroll, saveScreenshot } from "../../../../test/browser";
import { tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0";
const OTHER_DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

describe("the Statistics tab", () => {
  const h = useAdminHarness();
  let planName: string;

  /** What visitors did today: 5 page views by 3 browsers (one a phone), 2 order clicks, 1 promo code copied. */
  beforeAll(async () => {
    const token = await h.server.login();
    const plans = (await h.server.api("/api/admin/hosting-plans", { token })).body as { id: number; name: string; pricing: Record<string, number> }[];
    const plan = plans.find((candidate) => candidate.pricing.annual !== undefined) ?? plans[0];
    planName = plan.name;
    const visit = (path: string, agent: string, headers: Record<string, string> = {}) =>
      fetch(h.server.url + path, { redirect: "manual", headers: { "user-agent": agent, ...headers } });
    await visit("/", DESKTOP, { referer: "https://forum.example/thread" });
    await visit("/terms", DESKTOP);
    await visit("/?utm_source=newsletter&utm_campaign=winter", OTHER_DESKTOP);
    await visit("/", PHONE);
    await visit("/privacy", PHONE);
    expect((await visit(`/go/order?plan=${plan.id}&term=monthly&currency=USD&lang=en`, DESKTOP)).status).toBe(302);
    const term = plan.pricing.annual !== undefined ? "annual" : "monthly";
    expect((await visit(`/go/order?plan=${plan.id}&term=${term}&currency=USD&lang=en`, PHONE)).status).toBe(302);
  });

  it("shows the range's figures, the daily chart with its table and what sells, in every look", async () => {
    const page = await h.page({ hash: "#statistics" });
    for (const { colorScheme, size, viewport } of LOOKS) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await tabReady(page, "statistics");
      const figure = (label: string) => page.locator(".statistics-figure", { has: page.getByText(label, { exact: true }) }).locator(".statistics-figure-value");
      expect(await figure("Visitors").innerText()).toBe("3");
      expect(await figure("Page views").innerText()).toBe("5");
      expect(await figure("Order clicks").innerText()).toBe("2");
      expect(await figure("Conversion").innerText()).toBe("66.67%");
      const chart = page.getByRole("img", { name: /Chart of visitors and order clicks per day/ });
      expect(await chart.getAttribute("aria-label")).toContain("3 visitors and 2 order clicks in all");
      expect(await chart.evaluate((canvas) => (canvas as HTMLCanvasElement).width)).toBeGreaterThan(0);
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectAccessible(page, `the Statistics tab (${size}, ${colorScheme})`);
      await saveScreenshot(page, `statistics-${size}-${colorScheme}.png`, { fullPage: true });
    }
    // The chart's numbers, as a table a keyboard opens.
    const days = page.locator("details.statistics-days");
    await days.locator("summary").focus();
    await page.keyboard.press("Enter");
    const today = days.locator("tbody tr").last();
    expect(await today.locator("td").allInnerTexts()).toEqual([expect.any(String), "3", "5", "2", "0"]);
    expect(await days.locator("tbody tr").count()).toBe(30);
    // What sells, and where visitors came from.
    const list = (title: string) => page.getByRole("region", { name: title });
    expect(await list("Plans by order clicks").locator("tbody tr").first().locator("td").first().innerText()).toBe(planName);
    expect(await list("Referring sites").getByText("forum.example").count()).toBe(1);
    expect(await list("Campaigns").locator("tbody td").allInnerTexts()).toEqual(["newsletter", "winter", "1"]);
    expect(await list("Devices").locator("tbody tr").first().locator("td").allInnerTexts()).toEqual(["Phones", "1", "33.33%"]);
  });

  it("changes the range, compares with the period before, checks a custom range and downloads the days as CSV", async () => {
    const page = await h.page({ hash: "#statistics" });
    await tabReady(page, "statistics");
    await page.getByRole("button", { name: "7 days", exact: true }).click();
    await expect.poll(() => page.locator("details.statistics-days tbody tr").count()).toBe(7);
    expect(await page.getByRole("button", { name: "7 days", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await page.getByLabel("Compare with the period before").check();
    await expect.poll(() => page.locator(".statistics-change").first().innerText()).toBe("none in the period before");
    await page.getByRole("button", { name: "12 months" }).click();
    await expect.poll(() => page.locator("details.statistics-days tbody tr").count()).toBeGreaterThanOrEqual(365);
    // A custom range that ends before it starts is refused where it is typed.
    await page.getByLabel("From", { exact: true }).fill("2026-02-10");
    await page.getByLabel("To", { exact: true }).fill("2026-02-01");
    await page.getByRole("button", { name: "Show range" }).click();
    expect(await page.getByRole("alert").innerText()).toBe("The end date must not be before the start date.");
    await page.getByLabel("To", { exact: true }).fill("2026-02-14");
    await page.getByRole("button", { name: "Show range" }).click();
    await expect.poll(() => page.locator("details.statistics-days tbody tr").count()).toBe(5);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("statistics_2026-02-10_2026-02-14.csv");
    const text = await readFile((await download.path())!, "utf8");
    expect(text.split("\r\n")[0]).toBe("date,visitors,pageviews,order_clicks,contact_messages");
    expect(text.split("\r\n")).toHaveLength(7);
  });

  it("puts the last 7 days on the Overview", async () => {
    const page = await h.page({ hash: "#overview" });
    await tabReady(page, "overview");
    const week = page.locator('.overview-stat[data-stat="week"]');
    await expect.poll(() => week.locator(".overview-stat-value").innerText()).toBe("3");
    expect(await week.locator(".overview-stat-note").innerText()).toContain("2 order clicks · 66.67% conversion");
  });
});
