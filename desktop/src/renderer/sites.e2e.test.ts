/**
 * Several sites, notification settings, the offline state and the app's own screens in both themes, in headless
 * Chromium against real servers (see testing/harness.ts). The second site is the same kind of real server; a
 * switchable proxy in front of a site plays the network going away and coming back.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeProblems } from "../../../web/test/axe";
import { launchBrowser, saveScreenshot } from "../../../web/test/browser";
import { startSwitchableProxy, type SwitchableProxy } from "../main/testing/switchableProxy";
import {
  bridgeScript,
  buildRenderer,
  connectFirstSite,
  emitMenuCommand,
  logInStandIn,
  mainProcess,
  openApp,
  startApiSite,
  type ApiSite,
  type OpenedApp,
} from "./testing/harness";
import { scaledMs } from "../../../server/test/machine";

let siteA: ApiSite;
let siteB: ApiSite;
let browser: Browser;
let bridge: string;
let renderer: Awaited<ReturnType<typeof buildRenderer>>;
const opened: OpenedApp[] = [];

beforeAll(async () => {
  [siteA, siteB] = await Promise.all([startApiSite(), startApiSite()]);
  renderer = await buildRenderer("e2e");
  bridge = await bridgeScript();
  browser = await launchBrowser();
}, scaledMs(120_000));

afterAll(async () => {
  for (const app of opened) await app.close();
  await browser?.close();
  await Promise.all([siteA?.close(), siteB?.close()]);
  await renderer?.remove();
});

async function open(sites: ApiSite[], main = mainProcess(), colorScheme: "light" | "dark" = "light") {
  const app = await openApp(browser, renderer.dir, sites, bridge, main, { colorScheme });
  opened.push(app);
  return app;
}

const panel = (page: Page) => page.getByTestId("stand-in-panel");
const siteRow = (page: Page, name: string) => page.getByRole("list", { name: "Saved sites" }).getByRole("listitem").filter({ hasText: name });

describe("several sites", () => {
  it("adds a second site, switches between them keeping each login, and removing a site removes its token", async () => {
    const { main, page } = await open([siteA, siteB]);
    await connectFirstSite(page, siteA.origin, "Brand A");
    await logInStandIn(page);
    const tokenA = await main.token();

    await emitMenuCommand(main, "show-sites");
    await page.getByRole("button", { name: "Add a site…" }).click();
    await page.getByLabel("Server address").fill(siteA.origin);
    await page.getByLabel(/Site name/).fill("Duplicate");
    await page.getByRole("button", { name: "Add and open" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toMatch(/already in your sites as “Brand A”/);

    await page.getByLabel("Server address").fill(siteB.origin);
    await page.getByLabel(/Site name/).fill("Brand B");
    await page.getByRole("button", { name: "Add and open" }).click();
    await page.getByRole("button", { name: "Log in" }).waitFor(); // a new site starts logged out
    await expect(panel(page).getAttribute("data-api-base")).resolves.toBe(siteB.origin);
    // The title names the site (after the unread count, when other tests left messages unread there).
    await expect(page.title()).resolves.toMatch(/^(\(\d+\) )?Hostsite Admin — Brand B$/);
    await logInStandIn(page);
    const tokenB = await main.token();
    expect(tokenB).not.toBe(tokenA);
    expect(Object.keys(main.settings.get("tokenCiphertexts") ?? {})).toHaveLength(2);

    // Back to Brand A from the Sites screen: still logged in there, with A's token.
    await emitMenuCommand(main, "show-sites");
    await siteRow(page, "Brand A").getByRole("button", { name: "Open Brand A" }).click();
    await page.getByText("Signed in as admin").waitFor();
    await expect(panel(page).getAttribute("data-api-base")).resolves.toBe(siteA.origin);
    await expect(main.token()).resolves.toBe(tokenA);
    await expect(page.title()).resolves.toMatch(/^(\(\d+\) )?Hostsite Admin — Brand A$/);

    // Remove Brand B (not in use): confirm first; its token goes with it.
    const idB = main.profiles.list().find((p) => p.name === "Brand B")!.id;
    await emitMenuCommand(main, "show-sites");
    await siteRow(page, "Brand B").getByRole("button", { name: "Remove Brand B" }).click();
    await page.getByRole("button", { name: "Keep" }).click();
    expect(main.profiles.list()).toHaveLength(2);
    await siteRow(page, "Brand B").getByRole("button", { name: "Remove Brand B" }).click();
    await siteRow(page, "Brand B").getByRole("button", { name: "Remove", exact: true }).click();
    await expect.poll(() => siteRow(page, "Brand B").count()).toBe(0);
    expect(main.profiles.list().map((p) => p.name)).toEqual(["Brand A"]);
    expect(Object.keys(main.settings.get("tokenCiphertexts") ?? {})).not.toContain(idB);
    await expect(main.vault.get(idB)).resolves.toBeNull();

    // Removing the last site brings back the first-run screen.
    await siteRow(page, "Brand A").getByRole("button", { name: "Remove Brand A" }).click();
    await siteRow(page, "Brand A").getByRole("button", { name: "Remove", exact: true }).click();
    await page.getByRole("heading", { name: "Connect to your site" }).waitFor();
    expect(main.settings.get("tokenCiphertexts")).toEqual({});
  });

  it("an app updated from the single-server version opens its site, already logged in", async () => {
    const main = mainProcess();
    const login = await fetch(`${siteA.origin}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "desktop-e2e-password-1" }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    main.settings.set("serverUrl", siteA.origin);
    main.settings.set("tokenCiphertext", Buffer.from(`enc:k1:${Buffer.from(access_token).toString("hex")}`).toString("base64"));
    main.profiles.migrateSingleServer(); // what main.ts does at start
    const { page } = await open([siteA], main);
    await page.getByText("Signed in as admin").waitFor();
    await expect(page.title()).resolves.toMatch(new RegExp(`^(\\(\\d+\\) )?Hostsite Admin — ${new URL(siteA.origin).host.replace(/\./g, "\\.")}$`));
  });
});

describe("notifications and settings", () => {
  /** Signed in to Brand A, watching it, and then a visitor writes (the next one-minute poll sees it). */
  async function signedInWhenAVisitorWrites(name: string, subject: string) {
    const app = await open([siteA]);
    await connectFirstSite(app.page, siteA.origin, "Brand A");
    await logInStandIn(app.page);
    await app.main.watcher.poll();
    await siteA.sendMessage(name, subject);
    return { ...app, status: await app.main.watcher.poll() };
  }

  it("counts unread messages in the title, and stays quiet once notifications are switched off", async () => {
    const { main, page, status } = await signedInWhenAVisitorWrites("Grace", "First question");
    expect(main.notices.map((n) => n.body)).toEqual(["From Grace: First question"]);
    await page.waitForFunction((count) => document.title === `(${count}) Hostsite Admin — Brand A`, status.unread);

    await emitMenuCommand(main, "show-settings");
    await page.getByRole("heading", { name: "Settings" }).waitFor();
    const toggle = page.getByLabel("Notify me when a visitor sends a message");
    await expect(toggle.isChecked()).resolves.toBe(true);
    await toggle.uncheck();
    await expect.poll(() => main.settings.get("notificationsEnabled")).toBe(false);
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByText("Signed in as admin").waitFor();

    await siteA.sendMessage("Linus", "Second question");
    const after = await main.watcher.poll();
    expect(after.unread).toBe(status.unread! + 1);
    expect(main.notices).toHaveLength(1);
    await page.waitForFunction((count) => document.title.startsWith(`(${count})`), after.unread);

    await emitMenuCommand(main, "show-settings");
    await expect(page.getByLabel("Notify me when a visitor sends a message").isChecked()).resolves.toBe(false);
  });

  it("a clicked notification brings the panel back from another screen, on the Contact Submissions tab", async () => {
    const { main, page } = await signedInWhenAVisitorWrites("Ada", "Where is my invoice?");
    await emitMenuCommand(main, "show-settings");
    await page.getByRole("heading", { name: "Settings" }).waitFor();

    await main.notices[0].click();
    await expect.poll(() => page.getByRole("tab", { name: "Contact Submissions" }).getAttribute("aria-selected")).toBe("true");
    await expect(page.getByRole("heading", { name: "Settings" }).count()).resolves.toBe(0);
  });
});

describe("status notifications", () => {
  /** An incident the administrator opens on Brand A (through the API, as the Status tab does); answers its id. */
  async function openIncident(token: string, title: string): Promise<number> {
    const response = await fetch(`${siteA.origin}/api/admin/incidents`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ title, impact: "major" }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: number }).id;
  }

  it("an incident opening becomes a notification that opens the Status tab; its own switch in Settings silences it", async () => {
    const { main, page } = await open([siteA]);
    await connectFirstSite(page, siteA.origin, "Brand A");
    await logInStandIn(page);
    const token = (await main.token())!;
    await main.statusWatcher.poll(); // what the one-minute timer does; the first answer is only recorded
    const opened = [await openIncident(token, "Network trouble in Frankfurt")];
    await main.statusWatcher.poll();
    expect(main.notices.map(({ title, body }) => ({ title, body }))).toEqual([
      { title: "Incident: Network trouble in Frankfurt", body: "Major impact, on Brand A" },
    ]);

    await emitMenuCommand(main, "show-settings");
    await page.getByRole("heading", { name: "Settings" }).waitFor();
    await main.notices[0].click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#status");
    await panel(page).waitFor();
    await expect(page.getByRole("heading", { name: "Settings" }).count()).resolves.toBe(0);

    await emitMenuCommand(main, "show-settings");
    const toggle = page.getByLabel("Notify me when a monitor goes down or comes back up, and when an incident opens");
    await expect(toggle.isChecked()).resolves.toBe(true);
    await toggle.uncheck();
    await expect.poll(() => main.settings.get("statusNotificationsEnabled")).toBe(false);
    await expect(page.getByLabel("Notify me when a visitor sends a message").isChecked()).resolves.toBe(true);
    await page.getByRole("button", { name: "Done" }).click();
    opened.push(await openIncident(token, "Mail delayed"));
    await main.statusWatcher.poll();
    expect(main.notices).toHaveLength(1);
    for (const id of opened) {
      const removed = await fetch(`${siteA.origin}/api/admin/incidents/${id}`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } });
      expect(removed.status).toBe(200);
    }
  });
});

describe("offline", () => {
  let proxy: SwitchableProxy;
  beforeAll(async () => {
    proxy = await startSwitchableProxy(siteA.origin);
  });
  afterAll(() => proxy?.close());

  it("shows the site's address and Retry when it stops answering, keeping what was typed; Retry clears it once back", async () => {
    proxy.restore();
    const { main, page } = await open([siteA]);
    await connectFirstSite(page, proxy.origin, "Brand A");
    await logInStandIn(page);
    const draft = page.getByRole("textbox", { name: "Draft note" });
    await draft.fill("An unsaved change the admin is typing");

    proxy.cut();
    await main.watcher.poll(); // the one-minute poll notices
    const bar = page.getByRole("alert").filter({ hasText: "Can’t reach Brand A" });
    await bar.waitFor();
    await expect(bar.textContent()).resolves.toContain(proxy.origin);
    await expect(bar.textContent()).resolves.toMatch(/Last reached at/);
    await expect(draft.inputValue()).resolves.toBe("An unsaved change the admin is typing");
    await draft.press("End");
    await draft.type(" (still typing)"); // the panel stays usable underneath

    await bar.getByRole("button", { name: "Retry" }).click(); // still down
    await expect(bar.getByRole("button", { name: "Retry" }).isEnabled()).resolves.toBe(true);
    await expect(bar.isVisible()).resolves.toBe(true);

    proxy.restore();
    await bar.getByRole("button", { name: "Retry" }).click();
    await expect.poll(() => bar.count()).toBe(0);
    await expect(draft.inputValue()).resolves.toBe("An unsaved change the admin is typing (still typing)");
    await expect(page.getByText("Signed in as admin").isVisible()).resolves.toBe(true);
  });

  it("at start, an unreachable site gets a clear screen with its address and Retry, then the panel once it answers", async () => {
    proxy.restore();
    const main = mainProcess();
    main.profiles.add("Brand A", proxy.origin);
    proxy.cut();
    const { page } = await open([siteA], main);
    await page.getByRole("heading", { name: "Can’t reach Brand A" }).waitFor();
    await expect(page.getByText(proxy.origin, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(`Could not reach ${proxy.origin}`).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/has not answered since the app started/).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Other sites…" }).isVisible()).resolves.toBe(true);

    proxy.restore();
    await page.getByRole("button", { name: "Retry" }).click();
    await panel(page).waitFor();
    await expect(page.getByRole("heading", { name: "Can’t reach Brand A" }).count()).resolves.toBe(0);
  });
});

/**
 * The app's own screens (first run, Sites, Settings, can't-reach) follow the system's light or dark setting and
 * pass every WCAG 2.2 A/AA rule of axe-core in both. The admin panel inside is checked by its own tests.
 */
describe.each(["light", "dark"] as const)("the app's own screens, %s theme", (colorScheme) => {
  let proxy: SwitchableProxy;
  beforeAll(async () => {
    proxy = await startSwitchableProxy(siteA.origin);
  });
  afterAll(() => proxy?.close());

  async function expectAccessible(page: Page, name: string): Promise<void> {
    await saveScreenshot(page, `desktop-${name}-${colorScheme}.png`);
    expect(await axeProblems(page), name).toEqual([]);
  }

  it("first run, Sites and Settings pass axe and follow the system theme", async () => {
    const { main, page, errors } = await open([siteA], mainProcess(), colorScheme);
    await page.getByRole("heading", { name: "Connect to your site" }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.querySelector(".desk-screen") ?? document.body).backgroundColor);
    // Light screens are near white, dark ones near black.
    const [red, green, blue] = (background.match(/\d+/g) ?? []).map(Number);
    const lightness = (red + green + blue) / 3;
    expect(colorScheme === "dark" ? lightness < 60 : lightness > 200, `background ${background}`).toBe(true);
    await expectAccessible(page, "first-run");

    await connectFirstSite(page, siteA.origin, "Brand A");
    await logInStandIn(page);
    await emitMenuCommand(main, "show-sites");
    await page.getByRole("list", { name: "Saved sites" }).waitFor();
    await expectAccessible(page, "sites");

    await emitMenuCommand(main, "show-settings");
    await page.getByRole("heading", { name: "Settings" }).waitFor();
    await expectAccessible(page, "settings");
    expect(errors).toEqual([]);
  });

  it("the can't-reach screen passes axe", async () => {
    const main = mainProcess();
    main.profiles.add("Brand A", proxy.origin);
    proxy.cut();
    try {
      const { page } = await open([siteA], main, colorScheme);
      await page.getByRole("heading", { name: "Can’t reach Brand A" }).waitFor();
      await expectAccessible(page, "unreachable");
    } finally {
      proxy.restore();
    }
  });
});
