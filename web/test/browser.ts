import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";

/** Flags for Debian's Chromium on this kind of machine (no sandbox as root, no background network). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Launches headless Chromium from CHROME_PATH, else /usr/bin/chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: CHROMIUM_ARGS, headless: true });
}

export const DESKTOP_VIEWPORT = { width: 1366, height: 900 };
export const PHONE_VIEWPORT = { width: 375, height: 740 };

/** Where browser tests save screenshots for a person to look at (never compared): $SHOTS_DIR, else a temp folder. */
export function screenshotPath(name: string): string {
  const dir = process.env.SHOTS_DIR ?? join(tmpdir(), "hostsite-shots");
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}
