import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { SWITCHED_OFF_CHROME_FEATURES } from "./chromiumFeatures";

/** Flags for Debian's Chromium on this kind of machine (no sandbox as root, no background network). */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  `--disable-features=${SWITCHED_OFF_CHROME_FEATURES.join(",")}`,
];

/**
 * Launches headless Chromium from CHROME_PATH, else /usr/bin/chromium, through web/test/chromium.sh, which joins
 * Playwright's list of switched-off features and ours into the one Chromium reads.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: join(import.meta.dirname, "chromium.sh"),
    env: { ...process.env, CHROMIUM_BINARY: process.env.CHROME_PATH || "/usr/bin/chromium" },
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

export const DESKTOP_VIEWPORT = { width: 1366, height: 900 };
export const PHONE_VIEWPORT = { width: 375, height: 740 };
/** A common phone: 390 × 844 CSS pixels (the width the layout checks and screenshots use). */
export const PHONE_390 = { width: 390, height: 844 };

type ColorScheme = "light" | "dark";
export interface Look {
  colorScheme: ColorScheme;
  /** "desktop" or "phone", for test and file names. */
  size: "desktop" | "phone";
  viewport: { width: number; height: number };
}

/** The four looks every screen is checked and photographed in: desktop (1366) and phone (390) width, light and dark. */
export const LOOKS: readonly Look[] = (["light", "dark"] as const).flatMap((colorScheme) => [
  { colorScheme, size: "desktop" as const, viewport: DESKTOP_VIEWPORT },
  { colorScheme, size: "phone" as const, viewport: PHONE_390 },
]);

/**
 * Waits until the page's finite animations and transitions have ended, also those a scroll or a hover starts a frame
 * or two later (the floating promo fades in once the page scrolls). Whatever measures what is painted (axe's
 * colours, layout, screenshots) waits for this first: half-way through a fade a colour is neither the old nor the new
 * one. Endless ones (a spinner) never finish and are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  // Looked at from here, not with the page's own timers: a page without JavaScript or an SVG document runs none.
  const runningAnimations = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === "running" && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity)).length,
    );
  // Two looks in a row without any, as a scroll or a hover may start one a frame later; at most 10 s.
  let quiet = 0;
  for (let look = 0; look < 200 && quiet < 2; look++) {
    quiet = (await runningAnimations()) === 0 ? quiet + 1 : 0;
    if (quiet < 2) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether the page fits its width (nothing makes it scroll sideways), measured once it has settled. */
export async function noSidewaysScroll(page: Page): Promise<boolean> {
  await settled(page);
  return page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth);
}

/**
 * With SHOTS_DIR set, saves a screenshot of the page or of one element into that folder, once the page has settled,
 * for a person to look at (never compared). Without it nothing is taken: a screenshot costs the browser about a
 * second of work, and a test run no one looks at (CI) takes a few hundred of them.
 */
export async function saveScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await settled("page" in target ? target.page() : target);
  mkdirSync(dir, { recursive: true });
  await target.screenshot({ path: join(dir, name), animations: "disabled", ...options });
}

/** Sums the layout shifts the page has had (none may happen without input). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}
