import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "../../../web/test/axe";
import { DESKTOP_VIEWPORT, launchBrowser, PHONE_VIEWPORT, saveScreenshot } from "../../../web/test/browser";
import { startTestServer, type TestServer } from "../../test/testServer";

/** The API reference page in a real browser: under the site's CSP, accessible, readable at both widths and themes. */
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the API reference page at /api/docs", () => {
  for (const [size, viewport] of [
    ["desktop", DESKTOP_VIEWPORT],
    ["phone", PHONE_VIEWPORT],
  ] as const) {
    for (const colorScheme of ["light", "dark"] as const) {
      it(`passes the WCAG 2.2 A/AA checks at ${size} width in the ${colorScheme} theme, with no CSP or page errors`, async () => {
        const page = await browser.newPage({ viewport, colorScheme });
        const errors: string[] = [];
        page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
        page.on("pageerror", (error) => errors.push(error.message));
        await page.goto(`${server.url}/api/docs`);
        await expect.poll(() => page.locator(".operation").count()).toBeGreaterThan(60);
        // The styles apply (an inline stylesheet the CSP allows): the method badges are outlined.
        expect(
          await page
            .locator(".method")
            .first()
            .evaluate((element) => getComputedStyle(element).borderStyle),
        ).toBe("solid");
        await page.locator("#plans\\.update").scrollIntoViewIfNeeded();
        await saveScreenshot(page, `api-docs-${size}-${colorScheme}.png`);
        await expectAccessible(page, `the API reference (${size}, ${colorScheme})`);
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }

  it("links each resource in the table of contents to its section", async () => {
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await page.goto(`${server.url}/api/docs`);
    await page.getByRole("link", { name: "contact-submissions" }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#tag-contact-submissions");
    expect(await page.locator("#tag-contact-submissions h2").textContent()).toBe("contact-submissions");
    await page.close();
  });
});
