import type { Browser, BrowserContext, CDPSession, Dialog, Page } from "playwright-core";
import { onTestFinished } from "vitest";

/**
 * Browser pages handed from one test to the next. Each new page costs Chromium a renderer process of its own:
 * here about two seconds of CPU, several times what a page load costs, and the browser tests open hundreds of
 * pages. A page a test has finished with goes back to the pool as it was left, and the next test gets it reset:
 * a blank document, no cookies, no stored data of the site, no cache, no routes, no listeners, the viewport and
 * colour scheme asked for. A page whose state cannot be reset (an init script, a fake clock, a DevTools session,
 * a default time limit, exposed functions) is not reused; nor is one opened outside a test, or one the test closed.
 */
interface PoolOptions {
  viewport: { width: number; height: number };
  colorScheme: "light" | "dark";
  javaScriptEnabled: boolean;
}

interface PooledPage {
  context: BrowserContext;
  page: Page;
  javaScriptEnabled: boolean;
  /** The pool's own DevTools session with the page (clears its cache and the site's stored data). */
  cdp: CDPSession;
  /** Set once the test used an API whose effect stays with the page. */
  kept: { dirty: boolean };
  /** In the pool, waiting for its next test. */
  idle: boolean;
}

/** Calls that leave something behind in the page or its context that no reset removes. */
const LASTING_CONTEXT_CALLS = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "newCDPSession",
  "setGeolocation",
  "grantPermissions",
  "setHTTPCredentials",
] as const;
const LASTING_PAGE_CALLS = [
  "addInitScript",
  "exposeBinding",
  "exposeFunction",
  "setDefaultTimeout",
  "setDefaultNavigationTimeout",
  "setExtraHTTPHeaders",
] as const;

/** The page events a test listens to. */
const TEST_EVENTS = [
  "console",
  "pageerror",
  "dialog",
  "request",
  "response",
  "requestfinished",
  "requestfailed",
  "download",
  "popup",
  "framenavigated",
  "load",
  "domcontentloaded",
  "filechooser",
  "websocket",
  "worker",
] as const;

/** Wraps the named methods of `target` so that calling any of them marks the page as not reusable. */
function markingCalls(target: object, names: readonly string[], kept: PooledPage["kept"]): void {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== "function") continue;
    methods[name] = (...args: unknown[]) => {
      kept.dirty = true;
      return (original as (...values: unknown[]) => unknown).apply(target, args);
    };
  }
}

export interface PagePool {
  /** A page at about:blank with these options: one a finished test left, reset, or a new one. */
  page(options: PoolOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** Closes every page and context the pool made. */
  close(): Promise<void>;
}

export function createPagePool(browser: Browser, origin: string): PagePool {
  const idle: PooledPage[] = [];
  /** The real `close` of every context made (a test's `close` gives the page back instead). */
  const closers: (() => Promise<void>)[] = [];

  async function fresh(options: PoolOptions): Promise<PooledPage> {
    const context = await browser.newContext({
      viewport: options.viewport,
      colorScheme: options.colorScheme,
      javaScriptEnabled: options.javaScriptEnabled,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const kept = { dirty: false };
    markingCalls(context, LASTING_CONTEXT_CALLS, kept);
    markingCalls(page, LASTING_PAGE_CALLS, kept);
    markingCalls(
      context.clock,
      Object.getOwnPropertyNames(Object.getPrototypeOf(context.clock)).filter((name) => name !== "constructor"),
      kept,
    );
    const pooled: PooledPage = { context, page, javaScriptEnabled: options.javaScriptEnabled, cdp, kept, idle: false };
    // A test that closes its context is done with the page: it goes back to the pool at once (the next user gets
    // it reset, as good as a new context), unless it may not be reused.
    const closeContext = context.close.bind(context);
    closers.push(() => closeContext());
    context.close = async (closeOptions) => {
      if (kept.dirty || page.isClosed()) return closeContext(closeOptions);
      await blank(page);
      giveBack(pooled);
    };
    return pooled;
  }

  /**
   * Leaves whatever the page shows for a blank one, saying yes to a "leave this page?" question it may ask (an
   * editor with unsaved changes): no page is left holding the pool.
   */
  async function blank(page: Page): Promise<void> {
    const leave = (dialog: Dialog) => void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss()).catch(() => {});
    page.on("dialog", leave);
    try {
      await page.goto("about:blank");
    } finally {
      page.off("dialog", leave);
    }
  }

  function giveBack(pooled: PooledPage): void {
    if (pooled.idle || pooled.kept.dirty || pooled.page.isClosed()) return;
    pooled.idle = true;
    idle.push(pooled);
  }

  async function reset(pooled: PooledPage, options: PoolOptions): Promise<void> {
    const { context, page, cdp } = pooled;
    // The last test's listeners go (Playwright's own, on "close" and "crash", stay).
    for (const event of TEST_EVENTS) page.removeAllListeners(event);
    await blank(page);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await context.clearCookies();
    await context.setOffline(false);
    await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
    await cdp.send("Network.clearBrowserCache");
    await page.setViewportSize(options.viewport);
    await page.emulateMedia({ colorScheme: options.colorScheme, media: null, reducedMotion: null, forcedColors: null, contrast: null });
  }

  /** Back to the pool when the test ends, if it may be reused; a page opened outside a test is never pooled. */
  function returnAfterTest(pooled: PooledPage): void {
    try {
      onTestFinished(() => giveBack(pooled));
    } catch {
      // Not inside a test (a beforeAll): the page stays the caller's.
    }
  }

  return {
    async page(options) {
      const index = idle.findIndex((candidate) => candidate.javaScriptEnabled === options.javaScriptEnabled);
      let pooled: PooledPage;
      if (index >= 0) {
        pooled = idle.splice(index, 1)[0];
        pooled.idle = false;
        await reset(pooled, options);
      } else {
        pooled = await fresh(options);
      }
      returnAfterTest(pooled);
      return { context: pooled.context, page: pooled.page };
    },
    async close() {
      for (const close of closers) await close().catch(() => {});
      idle.length = 0;
    },
  };
}
