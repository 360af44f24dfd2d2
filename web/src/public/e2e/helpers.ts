import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import type { SystemStatus } from "../../../../common/contracts";
import type { SiteData } from "../../../../server/src/store/types";
import { installTestSite } from "../../../../server/test/fixtures/testSite";
import { orderTarget } from "../../../../server/test/orderLinks";
import { timeLimit } from "../../../../server/test/machine";
import { startTestServer, type TestServer } from "../../../../server/test/testServer";
import { DESKTOP_VIEWPORT, launchBrowser } from "../../../test/browser";
import { createPagePool } from "../../../test/pagePool";

export { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from "../../../test/browser";

/** The pages every site has, as [name, path]: the home page, the legal pages and the 404 page. */
export const BUILT_IN_PAGES = [
  ["the home page", "/"],
  ["the terms page", "/terms"],
  ["the privacy page", "/privacy"],
  ["the imprint", "/imprint"],
  ["the 404 page", "/no-such-page"],
] as const;

export interface Site {
  server: TestServer;
  browser: Browser;
  /**
   * A page of its own for the test (a page an earlier test finished with, reset: web/test/pagePool.ts); console
   * errors and page errors are collected in `errors`.
   */
  open(
    path: string,
    options?: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean; colorScheme?: "light" | "dark" },
  ): Promise<OpenPage>;
  /** Changes store data as an administrator's write would (bumps the collections' versions). */
  edit(collections: Parameters<TestServer["site"]["deps"]["store"]["update"]>[0], mutate: (draft: SiteData) => void): Promise<void>;
  /** Makes the server report this status (as the status poller would). */
  /** The status the server answers; its code is the state's own (for unknown: "unreachable") unless given. */
  setStatus(status: SystemStatus["status"], text?: string, code?: SystemStatus["code"]): void;
  close(): Promise<void>;
}

interface OpenPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/**
 * Starts the real server (temp DATA_DIR, built web app) with the tests' own site (TEST_SITE in
 * server/test/fixtures/testSite.ts), and a headless Chromium.
 */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const server = await startTestServer({ env });
  await installTestSite(server.site.deps.store);
  const browser = await launchBrowser();
  const pages = createPagePool(browser, server.url);
  return {
    server,
    browser,
    async open(path, options = {}) {
      const { context, page } = await pages.page({
        viewport: options.viewport ?? DESKTOP_VIEWPORT,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        colorScheme: options.colorScheme ?? "light",
      });
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(server.url + path, { waitUntil: "load" });
      await markdownRendered(page);
      return { context, page, errors };
    },
    async edit(collections, mutate) {
      await server.site.deps.store.update(collections, (draft) => {
        mutate(draft);
      });
    },
    setStatus(status, text = "", code = status === "unknown" ? "unreachable" : status) {
      server.site.deps.status.current = () => ({ status, code, text, checked_at: new Date().toISOString() });
    },
    async close() {
      await pages.close();
      await browser.close();
      await server.stop();
    },
  };
}

/**
 * Reloads the page until its markdown is rendered. A busy machine may send a page before its markdown is (shown
 * as plain text, marked pending, and made again for the next visitor): the tests look at the page a visitor gets
 * once the server has caught up. `open` does this; call it after following a link to such a page.
 */
export async function markdownRendered(page: Page): Promise<void> {
  const limit = timeLimit(20_000);
  let reloads = 0;
  while ((await page.locator('[data-markdown="pending"]').count()) > 0) {
    // Said plainly, well before the test's own time is up, so a page that stays pending is not a silent timeout.
    if (limit.passed()) throw new Error(`${page.url()} still showed markdown not yet rendered after ${reloads} reloads, ${limit}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await page.reload({ waitUntil: "load" });
    reloads++;
  }
}

/** Waits until the page's enhancement modules have started and settled (the client entry marks the root). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById("root")?.dataset.hydrated === "true");
}

/**
 * Where an order button leads: its link is the site's own `/go/order?…`, followed here once (as a browser would)
 * to the order address the server redirects to.
 */
export async function orderTargetOf(site: Pick<Site, "server">, link: Locator): Promise<string | null> {
  return orderTarget(site.server.url, (await link.getAttribute("href")) ?? "");
}
