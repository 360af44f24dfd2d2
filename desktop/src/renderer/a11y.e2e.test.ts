/**
 * The desktop app's own screens (first run, Sites, Settings, can't-reach) in both themes: each follows the
 * system's light or dark setting, and each passes every WCAG 2.2 A/AA rule of axe-core in both. The admin
 * panel inside the app is checked by the admin panel's own accessibility tests.
 */
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeProblems } from "../../../web/test/axe";
import { launchBrowser } from "../../../web/test/browser";
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
} from "./testing/harness";

/** Where the screenshots go, to be looked at (one per screen and theme). */
const SCREENSHOTS = join(tmpdir(), "hostsite-desktop-screens");

let site: ApiSite;
let proxy: SwitchableProxy;
let browser: Browser;
let bridge: string;
let renderer: Awaited<ReturnType<typeof buildRenderer>>;

beforeAll(async () => {
  site = await startApiSite();
  proxy = await startSwitchableProxy(site.origin);
  renderer = await buildRenderer("e2e");
  bridge = await bridgeScript();
  browser = await launchBrowser();
  await mkdir(SCREENSHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await site?.close();
  await renderer?.remove();
});

/** The screen's background as painted, so a test can tell the themes apart. */
const screenBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector(".desk-screen") ?? document.body).backgroundColor);

async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  expect(await axeProblems(page), name).toEqual([]);
}

describe.each(["light", "dark"] as const)("the app's own screens, %s theme", (colorScheme) => {
  it("first run, Sites and Settings pass axe and follow the system theme", async () => {
    proxy.restore();
    const app = await openApp(browser, renderer.dir, [site], bridge, mainProcess(), { colorScheme });
    try {
      const { page, main } = app;
      await page.getByRole("heading", { name: "Connect to your site" }).waitFor();
      const background = await screenBackground(page);
      // Light screens are near white, dark ones near black.
      const [red, green, blue] = (background.match(/\d+/g) ?? []).map(Number);
      const lightness = (red + green + blue) / 3;
      expect(colorScheme === "dark" ? lightness < 60 : lightness > 200, `background ${background}`).toBe(true);
      await expectAccessible(page, `first-run-${colorScheme}`);

      await connectFirstSite(page, site.origin, "Brand A");
      await logInStandIn(page);
      await emitMenuCommand(main, "show-sites");
      await page.getByRole("list", { name: "Saved sites" }).waitFor();
      await expectAccessible(page, `sites-${colorScheme}`);

      await emitMenuCommand(main, "show-settings");
      await page.getByRole("heading", { name: "Settings" }).waitFor();
      await expectAccessible(page, `settings-${colorScheme}`);
      expect(app.errors).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("the can't-reach screen passes axe", async () => {
    const main = mainProcess();
    main.profiles.add("Brand A", proxy.origin);
    proxy.cut();
    const app = await openApp(browser, renderer.dir, [site], bridge, main, { colorScheme });
    try {
      await app.page.getByRole("heading", { name: "Can’t reach Brand A" }).waitFor();
      await expectAccessible(app.page, `unreachable-${colorScheme}`);
    } finally {
      proxy.restore();
      await app.close();
    }
  });
});
