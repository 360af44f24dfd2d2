import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "../../../../server/test/testServer";
import { DESKTOP_VIEWPORT, launchBrowser } from "../../../test/browser";
import { signIn } from "./adminPage";

/** One real server (temp data dir) and one Chromium per test file; `page()` opens /admin, signed in or not. */
export function useAdminHarness() {
  const ctx = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    ctx.server = await startTestServer();
    ctx.browser = await launchBrowser();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
  });
  return {
    get server() {
      return ctx.server;
    },
    async page(options: { signedIn?: boolean; hash?: string } = {}): Promise<Page> {
      const context = await ctx.browser.newContext({ viewport: DESKTOP_VIEWPORT, acceptDownloads: true });
      const page = await context.newPage();
      page.on("pageerror", (error) => console.error("page error:", error));
      await page.goto(`${ctx.server.url}/admin${options.hash ?? ""}`);
      if (options.signedIn !== false) await signIn(page);
      return page;
    },
  };
}
