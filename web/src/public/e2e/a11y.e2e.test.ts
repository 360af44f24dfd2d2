import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible } from "../../../test/axe";
import { BUILT_IN_PAGES, DESKTOP_VIEWPORT, hydrated, PHONE_VIEWPORT, startSite, type Site } from "./helpers";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const PAGES = BUILT_IN_PAGES;

describe("accessibility of the public pages (axe-core, WCAG 2.0/2.1/2.2 A and AA)", () => {
  it("legal text with a wide table stays accessible on a phone (the table scrolls and takes focus)", async () => {
    await site.edit(["content"], (draft) => {
      const table = `| Plan | Price | Setup | Renewal | Notice | Refund | Region |\n|---|---|---|---|---|---|---|\n| Shared Starter Plus | $1.00 per month | included | every month | thirty days | within fourteen days | worldwide |`;
      draft.content.terms = { ...draft.content.terms, content: `## Prices\n\n${table}\n` };
    });
    const { page } = await site.open("/terms", { viewport: PHONE_VIEWPORT });
    await hydrated(page);
    await page.locator(".md-table-wrap").waitFor();
    await expectAccessible(page, "the terms page with a wide table (phone)");
  });

  for (const [viewportName, viewport] of [
    ["desktop", DESKTOP_VIEWPORT],
    ["phone", PHONE_VIEWPORT],
  ] as const) {
    for (const [name, path] of PAGES) {
      it(`${name} at ${viewportName} width`, async () => {
        const { page } = await site.open(path, { viewport });
        await hydrated(page);
        await expectAccessible(page, `${name} (${viewportName})`);
      });
    }
  }

  // The site has one light theme; a visitor whose system is dark gets the same, accessible page.
  for (const [name, path] of PAGES) {
    it(`${name} for a visitor with a dark system theme (phone width)`, async () => {
      const { page } = await site.open(path, { viewport: PHONE_VIEWPORT, colorScheme: "dark" });
      await hydrated(page);
      expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(true);
      await expectAccessible(page, `${name} (phone, dark system theme)`);
    });
  }

  it("the home page with the menu opened on a phone", async () => {
    const { page } = await site.open("/", { viewport: PHONE_VIEWPORT });
    await hydrated(page);
    const toggle = page.getByRole("button", { name: /menu/i }).first();
    await toggle.click();
    await page.waitForFunction(() => document.querySelector("[aria-expanded='true']") !== null);
    await expectAccessible(page, "the home page with the phone menu open");
  });
});
