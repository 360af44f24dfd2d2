import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "../../../../test/axe";
import { DESKTOP_VIEWPORT, PHONE_390, saveScreenshot } from "../../../../test/browser";
import { describedBy, tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

const FLAG = /^Not shown on the website: the home page has no section #(faq|offers) \(no active category with that key, or no FAQ questions yet\)/;

describe("links to a home page section that is not there are flagged in their editors", () => {
  const h = useAdminHarness();
  const put = async (path: string, body: unknown) => {
    const answer = await h.server.api(path, { method: "PUT", body, token: await h.server.login() });
    expect(answer.status, answer.text).toBe(200);
  };
  const hints = (page: Page, label: string) => describedBy(page.getByLabel(label, { exact: true }), "hint", " ");

  it("the menu's and the feature cards' link fields say the link is left out, at 1366 and 390 px, light and dark, axe clean", async () => {
    await put("/api/admin/faq", []);
    await put("/api/admin/navigation", [
      { label: "Plans", href: "#vps" },
      { label: "Questions", href: "#faq" },
      { label: "More", href: "/terms", dropdown_items: [{ label: "Offers", href: "/#offers" }] },
    ]);
    await put("/api/admin/content/features", { cards: [{ title: "Help", description: "Answers", icon: "support", href: "#faq" }] });

    for (const [width, viewport, colorScheme] of [
      [1366, DESKTOP_VIEWPORT, "light"],
      [390, PHONE_390, "dark"],
    ] as const) {
      const page = await h.page({ hash: "#navigation", viewport, colorScheme });
      await tabReady(page, "navigation");
      // A category's section is there; the FAQ without questions and a section never made are not.
      await expect.poll(() => hints(page, "Link (item 2)")).toMatch(FLAG);
      expect(await hints(page, "Link (item 1)")).toBe("");
      expect(await hints(page, "Dropdown link 1")).toMatch(FLAG);
      await page.getByLabel("Link (item 2)", { exact: true }).scrollIntoViewIfNeeded();
      await expectAccessible(page, `navigation dead link ${width} ${colorScheme}`);
      await saveScreenshot(page, `admin-dead-links-navigation-${width}-${colorScheme}.png`);
      // Fixed in the field: the flag goes at once.
      await page.getByLabel("Link (item 2)", { exact: true }).fill("#contact");
      expect(await hints(page, "Link (item 2)")).toBe("");
      await page.context().close();
    }
    for (const [width, viewport, colorScheme] of [
      [1366, DESKTOP_VIEWPORT, "light"],
      [390, PHONE_390, "dark"],
    ] as const) {
      const page = await h.page({ hash: "#content", viewport, colorScheme });
      await tabReady(page, "content");
      await page
        .getByRole("navigation", { name: "Content sections" })
        .getByRole("button", { name: /^Features/ })
        .click();
      await expect.poll(() => hints(page, "Card 1 Link")).toMatch(FLAG);
      await page.getByLabel("Card 1 Link", { exact: true }).scrollIntoViewIfNeeded();
      await expectAccessible(page, `feature card dead link ${width} ${colorScheme}`);
      await saveScreenshot(page, `admin-dead-links-cards-${width}-${colorScheme}.png`);
      await page.context().close();
    }

    // With a question the FAQ is there: nothing is flagged.
    await put("/api/admin/faq", [{ question: "Do you back up?", answer: "Every night." }]);
    const page = await h.page({ hash: "#content" });
    await tabReady(page, "content");
    await page
      .getByRole("navigation", { name: "Content sections" })
      .getByRole("button", { name: /^Features/ })
      .click();
    await expect.poll(() => page.getByLabel("Card 1 Link", { exact: true }).inputValue()).toBe("#faq");
    expect(await hints(page, "Card 1 Link")).toBe("Empty: the card is not a link.");
    await page.context().close();
  });
});
