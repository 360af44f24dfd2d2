import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, startSite, type Site } from "./helpers";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const badge = ".status-badge";

describe("status badge", () => {
  it("shows each server status with its colour and dot", async () => {
    const cases = [
      { state: "operational", text: "All Systems Operational", dot: "filled", color: "rgb(236, 253, 245)" },
      { state: "degraded", text: "Partially Degraded Service", dot: "half", color: "rgb(254, 252, 232)" },
      { state: "down", text: "Major Outage", dot: "filled", color: "rgb(254, 242, 242)" },
      { state: "unknown", text: "Status Unknown", dot: "empty", color: "rgb(248, 250, 252)" },
    ] as const;
    for (const expected of cases) {
      site.setStatus(expected.state, expected.state === "unknown" ? "monitor unreachable" : expected.text);
      const { page, context } = await site.open("/");
      const element = page.locator(badge);
      expect(await element.getAttribute("data-state")).toBe(expected.state);
      expect(await element.locator(".status-text").textContent()).toBe(expected.text);
      expect(await element.locator(`.status-dot--${expected.dot}`).count()).toBe(1);
      expect(await element.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(expected.color);
      await context.close();
    }
  });

  it("shows why the status is unknown as the badge's tooltip and accessible description, from the first render on", async () => {
    site.setStatus("unknown", "Status Unknown (status monitor not configured)", "not_configured");
    const html = await (await fetch(`${site.server.url}/`)).text();
    expect(html).toMatch(/class="status-badge status-badge--unknown"[^>]*title="Status monitor not configured"/);
    const { page, context } = await site.open("/");
    const element = page.locator(badge);
    expect(await element.getAttribute("title")).toBe("Status monitor not configured");
    const description = () => element.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent ?? null);
    expect(await description()).toBe("Status monitor not configured");
    expect(await element.locator(".status-text").textContent()).toBe("Status Unknown");
    // The visible text and the link's name stay short; the reason is not repeated in them.
    expect((await element.innerText()).trim()).toBe("Status Unknown");
    await context.close();

    site.setStatus("operational", "All Systems Operational");
    const known = await site.open("/");
    expect(await known.page.locator(badge).getAttribute("title")).toBeNull();
    expect(await known.page.locator(badge).getAttribute("aria-describedby")).toBeNull();
    await known.context.close();
  });

  /** The home page polling every 10 s, on a clock the test moves. */
  async function homeOnFakeClock() {
    await site.edit(["site_settings"], (draft) => {
      draft.site_settings.status_update_interval = 10;
    });
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${site.server.url}/`);
    await hydrated(page);
    return { context, page };
  }

  it("polls at the configured interval and shows Status Unknown when a poll fails", async () => {
    site.setStatus("operational", "All Systems Operational");
    const { context, page } = await homeOnFakeClock();
    expect(await page.locator(badge).getAttribute("data-state")).toBe("operational");

    site.setStatus("degraded", "Partially Degraded Service");
    await page.clock.runFor(9_000);
    expect(await page.locator(badge).getAttribute("data-state")).toBe("operational");
    await page.clock.runFor(1_500);
    await expect.poll(() => page.locator(badge).getAttribute("data-state")).toBe("degraded");
    expect(await page.locator(`${badge} .status-text`).textContent()).toBe("Partially Degraded Service");

    await page.route("**/api/system-status*", (route) => route.abort());
    await page.clock.runFor(10_500);
    await expect.poll(() => page.locator(badge).getAttribute("data-state")).toBe("unknown");
    expect(await page.locator(`${badge} .status-text`).textContent()).toBe("Status Unknown");
    expect(await page.locator(badge).getAttribute("title")).toBe("The status could not be loaded");

    await page.unroute("**/api/system-status*");
    site.setStatus("down", "Major Outage");
    await page.clock.runFor(10_500);
    await expect.poll(() => page.locator(badge).getAttribute("data-state")).toBe("down");
    await context.close();
  });

  it("asks for its texts with its first poll, keeps what it shows while they do not come and takes the next status once they do", async () => {
    site.setStatus("operational", "All Systems Operational");
    const { context, page } = await homeOnFakeClock();
    let asked = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/page-texts")) asked += 1;
    });
    const textsAsked = () => asked;
    await page.route("**/api/page-texts*", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"detail":"unavailable"}' }));
    site.setStatus("down", "Major Outage");
    await page.clock.runFor(10_500);
    await expect.poll(textsAsked).toBe(1);
    expect(await page.locator(badge).getAttribute("data-state")).toBe("operational");
    expect(await page.locator(`${badge} .status-text`).textContent()).toBe("All Systems Operational");

    await page.unroute("**/api/page-texts*");
    await page.clock.runFor(10_500);
    await expect.poll(() => page.locator(badge).getAttribute("data-state")).toBe("down");
    expect(await page.locator(`${badge} .status-text`).textContent()).toBe("Major Outage");
    expect(await textsAsked()).toBe(2);
    // Asked once per page: later polls use the texts it has.
    site.setStatus("operational", "All Systems Operational");
    await page.clock.runFor(10_500);
    await expect.poll(() => page.locator(badge).getAttribute("data-state")).toBe("operational");
    expect(await textsAsked()).toBe(2);
    await context.close();
  });

  it("asks for the status with a cache-busting _t parameter and no-cache headers", async () => {
    const { context, page } = await homeOnFakeClock();
    const [request] = await Promise.all([page.waitForRequest("**/api/system-status*"), page.clock.runFor(10_500)]);
    expect(new URL(request.url()).searchParams.get("_t")).toMatch(/^\d+$/);
    expect(request.headers()["cache-control"]).toBe("no-cache");
    await context.close();
  });
});
