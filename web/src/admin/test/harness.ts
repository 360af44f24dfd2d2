import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { installTestSite } from "../../../../server/test/fixtures/testSite";
import { startTestServer, type TestServer } from "../../../../server/test/testServer";
import { DESKTOP_VIEWPORT, launchBrowser } from "../../../test/browser";
import { createPagePool, type PagePool } from "../../../test/pagePool";
import { signIn } from "./adminPage";

export interface PageOptions {
  signedIn?: boolean;
  hash?: string;
  /** Another origin to load the panel from (e.g. a test proxy in front of the server); default the server itself. */
  baseUrl?: string;
  viewport?: { width: number; height: number };
  /** The system's colour scheme the browser reports (prefers-color-scheme). */
  colorScheme?: "light" | "dark";
  /** Installs Playwright's fake clock before the panel loads (timers then move with page.clock). */
  clock?: boolean;
}

/**
 * One real server (temp data dir, with the tests' own site: TEST_SITE in server/test/fixtures/testSite.ts) and one
 * Chromium per test file; `page()` opens /admin, signed in or not, in a page of its own (one an earlier test
 * finished with, reset: web/test/pagePool.ts).
 */
export function useAdminHarness(env: Record<string, string> = {}) {
  const ctx = {} as { server: TestServer; browser: Browser; pages: PagePool };
  beforeAll(async () => {
    ctx.server = await startTestServer({ env });
    await installTestSite(ctx.server.site.deps.store);
    ctx.browser = await launchBrowser();
    ctx.pages = createPagePool(ctx.browser, ctx.server.url);
  });
  afterAll(async () => {
    await ctx.pages?.close();
    await ctx.browser?.close();
    await ctx.server?.stop();
  });
  return {
    get server() {
      return ctx.server;
    },
    get browser() {
      return ctx.browser;
    },
    async page(options: PageOptions = {}): Promise<Page> {
      const look = { viewport: options.viewport ?? DESKTOP_VIEWPORT, colorScheme: options.colorScheme ?? "light" } as const;
      // The panel from another origin gets a context of its own (the pool resets the server's origin only).
      const page = options.baseUrl
        ? await (await ctx.browser.newContext({ ...look, acceptDownloads: true })).newPage()
        : (await ctx.pages.page({ ...look, javaScriptEnabled: true })).page;
      page.on("pageerror", (error) => console.error("page error:", error));
      if (options.clock) await page.clock.install();
      await page.goto(`${options.baseUrl ?? ctx.server.url}/admin${options.hash ?? ""}`);
      if (options.signedIn !== false) await signIn(page);
      return page;
    },
  };
}
