import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SITE } from "../../../../server/test/fixtures/testSite";
import { expectAccessible } from "../../../test/axe";
import { PHONE_390, saveScreenshot } from "../../../test/browser";
import { DESKTOP_VIEWPORT, hydrated, startSite, type Site } from "./helpers";
import { scaledMs } from "../../../../server/test/machine";

/** The site's own pages, the FAQ, plan tags and games, and the footer's promo strip, in a real browser. */
const LOOKS = [
  ["desktop", DESKTOP_VIEWPORT, "light"],
  ["desktop", DESKTOP_VIEWPORT, "dark"],
  ["phone", PHONE_390, "light"],
  ["phone", PHONE_390, "dark"],
] as const;

const FAQ = [
  { question: "Do you keep backups of my site?", answer: "Yes: **every night**, kept for 30 days. See [our backup policy](/backup-policy)." },
  { question: "Can you move my site from another host?", answer: "We move it for you, free:\n\n- files and databases\n- mailboxes\n- DNS records" },
  { question: "Is there a minimum contract?", answer: "No. Pay monthly and cancel any time; yearly plans save 20%." },
];

const PAGE_BODY = [
  "## Where our servers are",
  "",
  "We run **three data centres**, each with its own power and network:",
  "",
  "| Site | City | Power |",
  "|---|---|---|",
  "| FRA1 | Frankfurt | 100% renewable |",
  "| AMS2 | Amsterdam | 100% renewable |",
  "",
  "Questions? [Write to us](/#contact).",
  "",
  "<script>document.title = 'pwned'</script>",
].join("\n");

let site: Site;
let token: string;
beforeAll(async () => {
  site = await startSite();
  token = await site.server.login();
  const created = await site.server.api("/api/admin/pages", {
    method: "POST",
    token,
    body: {
      slug: "data-centres",
      title: "Our Data Centres",
      description: "Where the test servers live.",
      body: PAGE_BODY,
      published: true,
      show_in_footer: true,
    },
  });
  expect(created.status, created.text).toBe(200);
  const faq = await site.server.api("/api/admin/faq", { method: "PUT", token, body: FAQ });
  expect(faq.status, faq.text).toBe(200);
});
afterAll(async () => {
  await site?.close();
});

async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

describe("a page of the site's own", () => {
  for (const [width, viewport, scheme] of LOOKS) {
    it(`shows its title, body, header and footer (${width}, ${scheme}), accessible`, async () => {
      const { page, errors } = await site.open("/data-centres", { viewport, colorScheme: scheme });
      await hydrated(page);
      expect(await page.title()).toBe(`Our Data Centres | ${TEST_SITE.company.name}`);
      expect(await page.locator("main h1").textContent()).toBe("Our Data Centres");
      expect(await page.locator("main h2").first().textContent()).toBe("Where our servers are");
      expect(await page.locator("main table tbody tr").count()).toBe(2);
      expect(await page.locator("main script").count()).toBe(0);
      expect(await page.evaluate(() => document.title)).not.toBe("pwned");
      expect(await page.locator("header.site-header").isVisible()).toBe(true);
      const footerLink = page.locator('footer nav[aria-label="Company"] a', { hasText: "Our Data Centres" });
      expect(await footerLink.getAttribute("href")).toBe("/data-centres");
      await expectAccessible(page, `the own page (${width}, ${scheme})`);
      await saveScreenshot(page, `public-own-page-${width}-${scheme}.png`, { fullPage: true });
      expect(errors).toEqual([]);
    });
  }

  it("can be a menu item", async () => {
    await site.edit(["navigation"], (draft) => {
      draft.navigation.push({ id: 50, label: "Data centres", href: "/data-centres", order: 99, is_external: false, dropdown_items: [] });
    });
    try {
      const { page } = await site.open("/");
      await page.locator("#site-nav .nav-link", { hasText: "Data centres" }).click();
      await page.waitForURL(`${site.server.url}/data-centres`);
      expect(await page.locator("main h1").textContent()).toBe("Our Data Centres");
    } finally {
      await site.edit(["navigation"], (draft) => {
        draft.navigation = draft.navigation.filter((item) => item.id !== 50);
      });
    }
  });
});

describe("the FAQ", () => {
  for (const [width, viewport, scheme] of LOOKS) {
    it(`sits between About and Contact with every question (${width}, ${scheme}), accessible with an answer open`, async () => {
      const { page, errors } = await site.open("/", { viewport, colorScheme: scheme });
      await hydrated(page);
      const order = await page.locator("main > section").evaluateAll((sections) => sections.map((section) => section.id));
      expect(order.indexOf("faq")).toBe(order.indexOf("about") + 1);
      expect(order.indexOf("contact")).toBe(order.indexOf("faq") + 1);
      expect(await page.locator("#faq summary").allTextContents()).toEqual(FAQ.map((item) => item.question));
      await page.locator("#faq summary").first().click();
      expect(await page.locator("#faq details").first().getAttribute("open")).toBe("");
      expect(await page.locator("#faq details").first().locator("strong").textContent()).toBe("every night");
      await expectAccessible(page, `the FAQ (${width}, ${scheme})`);
      await saveScreenshot(page.locator("#faq"), `public-faq-${width}-${scheme}.png`);
      expect(errors).toEqual([]);
    });
  }

  it("opens and closes each answer by keyboard", async () => {
    const { page } = await site.open("/");
    await hydrated(page);
    const details = page.locator("#faq details");
    // Tabbing through the page from its start reaches the first question (past the plan finder's own summary).
    for (let presses = 0; presses < 200; presses++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.matches("#faq summary"))) break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(FAQ[0].question);
    expect(await details.nth(0).evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await page.keyboard.press("Enter");
    expect(await details.nth(0).evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    expect(await details.nth(0).locator(".faq-answer").isVisible()).toBe(true);
    await page.keyboard.press("Space");
    expect(await details.nth(0).evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    // The next Tab goes to the next question, closed answers have no focusable links.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(FAQ[1].question);
    await page.keyboard.press("Enter");
    expect(await details.nth(1).locator("li").allTextContents()).toEqual(["files and databases", "mailboxes", "DNS records"]);
  });

  it("works without JavaScript", async () => {
    const { page } = await site.open("/", { javaScriptEnabled: false });
    const answer = page.locator("#faq details").nth(2).locator(".faq-answer");
    expect(await answer.isVisible()).toBe(false);
    await page.locator("#faq summary").nth(2).click();
    expect(await answer.isVisible()).toBe(true);
    expect(await answer.textContent()).toContain("cancel any time");
  });

  it("puts every question and answer into FAQPage JSON-LD", async () => {
    const { page } = await site.open("/");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    const faqPage = blocks.find((block) => block["@type"] === "FAQPage");
    expect(faqPage.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(FAQ.map((item) => item.question));
    expect(faqPage.mainEntity.map((entry: { acceptedAnswer: { text: string } }) => entry.acceptedAnswer.text)).toEqual([
      "Yes: every night, kept for 30 days. See our backup policy.",
      "We move it for you, free:\n\nfiles and databases\nmailboxes\nDNS records",
      FAQ[2].answer,
    ]);
  });
});

describe("plan cards", () => {
  const { rover, flare } = TEST_SITE.plans;
  const games = ["Test Craft", "Valheim Test", "Rust (Test Edition)", "Factorio"];
  for (const [width, viewport] of [
    ["desktop", DESKTOP_VIEWPORT],
    ["phone", PHONE_390],
  ] as const) {
    it(`show a game server's games and the plans' tags (${width})`, async () => {
      await site.edit(["plans"], (draft) => {
        for (const plan of draft.plans) {
          if (plan.id === rover.id) Object.assign(plan, { supported_games: games, is_customizable: true });
          if (plan.id === flare.id) Object.assign(plan, { managed_wordpress: true, auto_scaling: true });
        }
      });
      const { page } = await site.open("/", { viewport });
      await hydrated(page);
      const gameCard = page.locator(`[data-plan-id="${rover.id}"]`);
      await gameCard.scrollIntoViewIfNeeded();
      expect(await gameCard.locator(".plan-games-title").isVisible()).toBe(true);
      expect(await gameCard.locator(".plan-game").allTextContents()).toEqual(games);
      for (const game of await gameCard.locator(".plan-game").all()) expect(await game.isVisible()).toBe(true);
      expect(await gameCard.locator(".plan-tag").allTextContents()).toEqual(["Customizable"]);
      const webCard = page.locator(`[data-plan-id="${flare.id}"]`);
      expect(await webCard.locator(".plan-tag").allTextContents()).toEqual(["Managed WordPress", "Auto-scaling"]);
      expect(await webCard.locator(".plan-tag").first().isVisible()).toBe(true);
      await expectAccessible(page, `plan cards with tags and games (${width})`);
      await saveScreenshot(gameCard, `public-plan-games-${width}.png`);
      await saveScreenshot(webCard, `public-plan-tags-${width}.png`);
    });
  }
});

describe("the footer promo strip", () => {
  let promoId: number;
  beforeAll(async () => {
    const created = await site.server.api("/api/admin/promo-codes", {
      method: "POST",
      token,
      body: {
        code: "FOOTER10",
        title: "10% off any test server",
        description: "For new orders this month.",
        display_location: "footer",
        expiry_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        is_active: true,
      },
    });
    expect(created.status, created.text).toBe(200);
    promoId = created.body.id;
  });
  afterAll(async () => {
    await site.server.api(`/api/admin/promo-codes/${promoId}`, { method: "DELETE", token });
  });

  for (const [width, viewport, scheme] of LOOKS) {
    it(
      `shows the footer's code above the footer on the home page and an own page, copies it, accessible (${width}, ${scheme})`,
      { timeout: scaledMs(120_000) },
      async () => {
        for (const path of ["/", "/data-centres"]) {
          const { page, context } = await site.open(path, { viewport, colorScheme: scheme });
          await hydrated(page);
          await scrollThrough(page);
          const strip = page.locator(".footer-promo");
          expect(await strip.isVisible()).toBe(true);
          const stripBox = await strip.boundingBox();
          const footerBox = await page.locator("footer.site-footer").boundingBox();
          expect(Math.round(stripBox!.y + stripBox!.height)).toBe(Math.round(footerBox!.y));
          // Slim: title and text on one line, the expiry below, on a desktop.
          if (width === "desktop") expect(stripBox!.height).toBeLessThan(72);
          if (path === "/") {
            await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.server.url });
            await strip.getByRole("button", { name: "Copy Code" }).click();
            await expect.poll(() => strip.locator(".promo-feedback").textContent()).toBe("Code FOOTER10 copied to clipboard!");
            expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("FOOTER10");
            await saveScreenshot(strip, `public-footer-promo-${width}-${scheme}.png`);
            await saveScreenshot(page, `public-footer-${width}-${scheme}.png`);
          }
          await expectAccessible(page, `${path} with the footer promo (${width}, ${scheme})`);
        }
      },
    );
  }
});
