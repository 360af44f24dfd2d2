import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "../../../test/axe";
import { layoutShift, LOOKS, noSidewaysScroll, saveScreenshot } from "../../../test/browser";
import { aBadDay, removeIncidentsAndWindows, seedStatusMonitors, STATUS_SITE_MONITORS } from "../../../../server/test/fixtures/statusSite";
import { DESKTOP_VIEWPORT, hydrated, PHONE_VIEWPORT, startSite, type Site } from "./helpers";

/** The status page in a browser: both widths, light and dark, keyboard, the notice, no layout shift, the refresh. */
const HOUR_MS = 3_600_000;
let site: Site;
let token: string;
beforeAll(async () => {
  site = await startSite();
  token = await site.server.login();
  await site.edit(["site_settings"], (draft) => {
    draft.site_settings.languages = ["en", "de"];
  });
  await seedStatusMonitors(site.server.site.deps.store, STATUS_SITE_MONITORS);
});
// Each test makes the incidents and windows it shows.
afterEach(() => removeIncidentsAndWindows({ api: site.server.api, token }));
afterAll(async () => {
  await site?.close();
});

async function admin(path: string, method: string, body?: unknown) {
  const answer = await site.server.api(path, { method, token, body });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

describe("the status page in a browser", () => {
  for (const { colorScheme, size, viewport } of LOOKS) {
    it(`at ${size} width (${colorScheme}): every monitor with 90 fixed bars, accessible, no layout shift, nothing wider than the screen`, async () => {
      await aBadDay({ api: site.server.api, token });
      const { page, errors } = await site.open("/status", { viewport, colorScheme });
      await hydrated(page);
      expect(await page.locator(".status-monitor").count()).toBe(5);
      expect(await page.locator(".status-day").count()).toBe(5 * 90);
      expect(await page.locator(".status-overall-title").textContent()).toBe("Some systems are experiencing problems");
      expect(await page.locator(".status-incident .status-card-title").allTextContents()).toEqual(["Mail delays"]);
      expect(await page.locator(".status-window .status-card-title").allTextContents()).toEqual(["Network upgrade in FRA1"]);
      expect(await page.locator(".status-past-title").allTextContents()).toEqual(["Slow control panel"]);
      // Every bar has one width (to the layout's 1/64 px) and one height, whatever its data.
      const boxes = await page.locator(".status-day").evaluateAll((days) => days.map((day) => day.getBoundingClientRect()));
      const widths = boxes.map((box) => box.width);
      expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(0.05);
      expect(new Set(boxes.map((box) => box.height)).size).toBe(1);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await layoutShift(page)).toBe(0);
      await expectAccessible(page, `the status page (${size}, ${colorScheme})`);
      await saveScreenshot(page, `status-page-${size}-${colorScheme}.png`, { fullPage: true });

      // A day's tooltip, shown on keyboard focus, stays on screen; axe is happy with it shown too.
      await page.locator('.status-monitor[data-monitor-id="13"] .status-day[tabindex="0"]').focus();
      for (let day = 89; day > 86; day--) await page.keyboard.press("ArrowLeft");
      const tooltip = await page.evaluate(() => getComputedStyle(document.activeElement!, "::after").content);
      expect(tooltip).toMatch(/: 86\.81% uptime, 190 minutes down"$/);
      await expectAccessible(page, `the status page with a day's tooltip (${size}, ${colorScheme})`);
      await saveScreenshot(page.locator('.status-monitor[data-monitor-id="13"]'), `status-page-tooltip-${size}-${colorScheme}.png`);
      expect(errors).toEqual([]);
    });
  }

  it("a keyboard reaches the days: Tab stops once per monitor, the arrow keys move from day to day, each day says its date, uptime and minutes down", async () => {
    const { page } = await site.open("/status", { viewport: DESKTOP_VIEWPORT });
    await hydrated(page);
    await page.locator(".status-feed").focus();
    const active = () =>
      page.evaluate(() => ({
        day: document.activeElement?.classList.contains("status-day") ?? false,
        monitor: document.activeElement?.closest<HTMLElement>("[data-monitor-id]")?.dataset.monitorId ?? null,
        name: document.activeElement?.getAttribute("aria-label") ?? "",
        role: document.activeElement?.getAttribute("role") ?? "",
      }));
    let reached = await active();
    for (let presses = 0; presses < 20 && !reached.day; presses++) {
      await page.keyboard.press("Tab");
      reached = await active();
    }
    // Today's bar of the first monitor: its text, as a screen reader and the tooltip give it.
    expect(reached).toMatchObject({ day: true, monitor: "11", role: "img" });
    expect(reached.name).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}: 100% uptime, 0 minutes down$/);
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!, "::after").content)).toBe(`"${reached.name}"`);
    // Left to twelve days ago: 35 minutes down.
    for (let day = 0; day < 12; day++) await page.keyboard.press("ArrowLeft");
    expect((await active()).name).toMatch(/: 97\.57% uptime, 35 minutes down$/);
    await page.keyboard.press("Home");
    expect(await page.evaluate(() => [...document.activeElement!.parentElement!.children].indexOf(document.activeElement!))).toBe(0);
    // One Tab leaves the strip for the next monitor's; Shift+Tab comes back to the day last visited.
    await page.keyboard.press("Tab");
    expect(await active()).toMatchObject({ day: true, monitor: "12" });
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => [...document.activeElement!.parentElement!.children].indexOf(document.activeElement!))).toBe(0);
    // The strip says what it holds and how to move in it.
    const strip = page.locator('.status-monitor[data-monitor-id="11"] .status-bars');
    expect(await strip.getAttribute("aria-label")).toBe("Websites, the last 90 days");
    expect(await page.locator(`#${await strip.getAttribute("aria-describedby")}`).textContent()).toBe("The arrow keys move from day to day.");
  });

  it("works without scripts: the same page, today's day of each monitor in the tab order, past incidents open as disclosures", async () => {
    await aBadDay({ api: site.server.api, token });
    const { page } = await site.open("/status", { viewport: PHONE_VIEWPORT, javaScriptEnabled: false });
    expect(await page.locator('.status-day[tabindex="0"]').count()).toBe(5);
    await page.locator(".status-past-summary").click();
    expect(await page.locator(".status-past").getAttribute("open")).toBe("");
    expect(await page.locator(".status-past .status-update-body").first().textContent()).toContain("A database index was missing.");
  });

  it("is refreshed in place while open: new data shows without a reload, the focused day keeps its focus, and nothing is fetched while the tab is hidden", async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    await page.clock.install();
    const fetches: string[] = [];
    page.on("request", (request) => {
      // The page's own address (the header's status badge polls the system status besides).
      if (request.resourceType() === "fetch" && new URL(request.url()).pathname.endsWith("/status")) fetches.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.server.url}/de/status`);
    await hydrated(page);
    expect(await page.locator("#site-notice").count()).toBe(0);
    expect(await page.locator("#status-live").getAttribute("data-refresh-seconds")).toBe("60");
    const day = page.locator('.status-monitor[data-monitor-id="12"] .status-day').nth(89);
    await day.focus();
    expect(await day.getAttribute("aria-label")).toMatch(/: 100\s% verfügbar, 0 Minuten ausgefallen$/);

    // The data changes: an incident opens and the history counts minutes down.
    await admin("/api/admin/incidents", "POST", {
      title: "Slow control panel",
      impact: "minor",
      monitors: [12],
      translations: { de: { title: "Langsamer Kundenbereich" } },
    });
    await site.edit(["status_history"], (draft) => {
      const today = draft.status_history.filter((row) => row.monitor_id === 12).at(-1)!;
      today.down_minutes += 30;
    });
    // (The page's clock also runs on its own meanwhile, a few seconds at most.)
    await page.clock.runFor(50_000);
    expect(fetches).toEqual([]);
    await page.clock.runFor(11_000);
    await page.locator(".status-incident").waitFor();
    expect(fetches).toEqual(["/de/status"]);
    expect(await page.locator(".status-incident .status-card-title").textContent()).toBe("Langsamer Kundenbereich");
    expect(await page.locator("#site-notice .site-notice-text").textContent()).toBe("Aktuelle Störung: Langsamer Kundenbereich");
    const focused = await page.evaluate(() => ({
      monitor: document.activeElement?.closest<HTMLElement>("[data-monitor-id]")?.dataset.monitorId,
      label: document.activeElement?.getAttribute("aria-label"),
      tabindex: document.activeElement?.getAttribute("tabindex"),
    }));
    expect(focused.monitor).toBe("12");
    expect(focused.label).toMatch(/ Minuten ausgefallen$/);
    expect(focused.label).not.toMatch(/ 0 Minuten/);
    expect(focused.tabindex).toBe("0");

    // Hidden: nothing is fetched; shown again: at once, as a minute has passed.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.clock.runFor(180_000);
    expect(fetches).toHaveLength(1);
    await admin("/api/admin/maintenance", "POST", {
      title: "Network upgrade",
      starts_at: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
      ends_at: new Date(Date.now() + 26 * HOUR_MS).toISOString(),
    });
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.clock.runFor(100);
    await page.locator(".status-window").waitFor();
    expect(fetches).toHaveLength(2);
    await context.close();
  });
});

describe("the notice on the other pages", () => {
  for (const [name, viewport] of [
    ["desktop", DESKTOP_VIEWPORT],
    ["phone", PHONE_VIEWPORT],
  ] as const) {
    it(`shows the open incident above every page at ${name} width, one line, linking to the status page, with no layout shift`, async () => {
      await admin("/api/admin/incidents", "POST", {
        title: "Mail delays for customers of our shared hosting plans in Frankfurt and Amsterdam",
        impact: "major",
        translations: { de: { title: "Verzögerte E-Mails" } },
      });
      for (const path of ["/", "/terms", "/de/", "/no-such-page"]) {
        const { page, context } = await site.open(path, { viewport });
        await hydrated(page);
        const notice = page.locator("#site-notice");
        expect(await notice.getAttribute("aria-label")).toBe(path.startsWith("/de/") ? "Hinweis zum Betrieb" : "Service notice");
        const link = notice.getByRole("link");
        expect(await link.getAttribute("href")).toBe(path.startsWith("/de/") ? "/de/status" : "/status");
        // One line: the long title is cut with an ellipsis, the link stays whole.
        const box = await notice
          .locator(".site-notice-text")
          .evaluate((text) => ({ height: text.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(text).lineHeight) }));
        expect(box.height).toBeLessThanOrEqual(box.lineHeight + 1);
        expect(await layoutShift(page)).toBe(0);
        await expectAccessible(page, `${path} with the notice (${name})`);
        if (path === "/") await saveScreenshot(page, `status-notice-home-${name}.png`);
        await context.close();
      }
      const { page } = await site.open("/terms", { viewport });
      await page.locator("#site-notice").getByRole("link").click();
      await page.waitForURL(`${site.server.url}/status`);
      expect(await page.locator("h1").textContent()).toBe("System Status");
    });
  }
});
