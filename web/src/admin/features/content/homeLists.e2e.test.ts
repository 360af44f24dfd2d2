import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "../../../../test/axe";
import { LOOKS, noSidewaysScroll, saveScreenshot } from "../../../../test/browser";
import { dragAnnouncements, expectToast, pickUpWithKeyboard, problemAt, tabReady } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";

let made = 0;

const isFocused = (field: Locator) => field.evaluate((input) => input === document.activeElement);

describe("Website Content: the FAQ and the home page's lists", () => {
  const h = useAdminHarness();

  async function put(path: string, body: unknown): Promise<void> {
    expect((await h.server.api(path, { method: "PUT", token: await h.server.login(), body })).status).toBe(200);
  }
  const section = (page: Page, name: string) =>
    page.getByRole("navigation", { name: "Content sections" }).getByRole("button", { name: new RegExp(`^${name}`) });

  it("FAQ: a question added (its empty answer refused at the field), moved first with the keyboard, saved as one list; a removal asks first", async () => {
    made += 1;
    const [q1, q2, q3] = ["Do you keep backups", "Can I move my site", "Which payment methods"].map((q) => `${q} ${made}?`);
    await put("/api/admin/faq", [
      { question: q1, answer: "Every night, for **30 days**." },
      { question: q2, answer: "Yes, we move it for free." },
    ]);
    const page = await h.page({ hash: "#content" });
    await tabReady(page, "content");
    await section(page, "FAQ").click();
    await expect.poll(() => page.getByLabel("Question 1", { exact: true }).inputValue()).toBe(q1);
    await section(page, "FAQ").getByText("2 questions").waitFor();

    await page.getByRole("button", { name: "+ Add Question" }).click();
    await page.getByLabel("Question 3", { exact: true }).fill(q3);
    await page.getByRole("button", { name: "Save FAQ" }).click();
    expect(await problemAt(page.getByLabel("Answer 3", { exact: true }))).toBe("Answer 3 is required");
    await expect.poll(() => isFocused(page.getByLabel("Answer 3", { exact: true }))).toBe(true);
    await expectToast(page, "Error saving FAQ: Answer 3 is required");
    await page.getByLabel("Answer 3", { exact: true }).fill("Cards and bank transfer.");
    expect(await page.getByLabel("Answer 3", { exact: true }).getAttribute("aria-invalid")).toBeNull();

    const handle = page.getByRole("button", { name: `Reorder ${q3}` });
    await handle.focus();
    await pickUpWithKeyboard(page, `Picked up ${q3}, position 3 of 3 in FAQ.`);
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => dragAnnouncements(page)).toContain(`${q3} moved to position 2 of 3 in FAQ.`);
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => dragAnnouncements(page)).toContain(`${q3} moved to position 1 of 3 in FAQ.`);
    await page.keyboard.press("Space");
    await expect.poll(() => dragAnnouncements(page)).toContain(`${q3} dropped at position 1 of 3 in FAQ.`);
    await expect.poll(() => page.getByLabel("Question 1", { exact: true }).inputValue()).toBe(q3);

    await page.getByRole("button", { name: "Save FAQ" }).click();
    await expectToast(page, "FAQ saved successfully!");
    expect((await h.server.api("/api/faq")).body).toEqual([
      { question: q3, answer: "Cards and bank transfer." },
      { question: q1, answer: "Every night, for **30 days**." },
      { question: q2, answer: "Yes, we move it for free." },
    ]);

    await page.getByRole("button", { name: `Remove ${q2}` }).click();
    const question = page.getByRole("alertdialog", { name: "Remove question" });
    await question.getByText(`Remove the question "${q2}"?`).waitFor();
    await question.getByRole("button", { name: "Remove" }).click();
    await page.getByRole("form", { name: "FAQ Section" }).getByText("Unsaved changes").waitFor();
    await page.getByRole("button", { name: "Save FAQ" }).click();
    await expectToast(page, "FAQ saved successfully!");
    expect((await h.server.api("/api/faq")).body.map((item: { question: string }) => item.question)).toEqual([q3, q1]);
    await page.context().close();
  });

  it("feature cards: a card added with an icon and a link is saved; an empty title is refused before sending", async () => {
    made += 1;
    const token = await h.server.login();
    const cards = [
      { title: `Web plans ${made}`, description: "Sites.", icon: "shared", href: "#hosting" },
      { title: `Servers ${made}`, description: "Root.", icon: "vps", href: "#vps" },
    ];
    expect((await h.server.api("/api/admin/content/features", { method: "PUT", token, body: { cards } })).status).toBe(200);
    const page = await h.page({ hash: "#content" });
    await tabReady(page, "content");
    await section(page, "Features").click();
    await expect.poll(() => page.getByLabel("Card 1 Title").inputValue()).toBe(cards[0].title);

    await page.getByRole("button", { name: "+ Add card" }).click();
    await page.getByLabel("Card 3 Title").fill(`Data centres ${made}`);
    await page.getByLabel("Card 3 Icon").selectOption("globe");
    await page.getByLabel("Card 3 Description").fill("Two sites in Frankfurt.");
    await page.getByLabel("Card 3 Link").fill("/data-centres");
    await page.getByLabel("Card 1 Title").fill("");
    await page.getByRole("button", { name: "Save to Database" }).click();
    expect(await problemAt(page.getByLabel("Card 1 Title"))).toBe("Card 1 Title must not be empty");
    await expectToast(page, "Error saving content: Card 1 Title must not be empty");
    await page.getByLabel("Card 1 Title").fill(cards[0].title);
    await page.getByRole("button", { name: "Save to Database" }).click();
    await expectToast(page, "Features content saved successfully!");
    expect((await h.server.api("/api/content/features")).body.cards).toEqual([
      ...cards,
      { title: `Data centres ${made}`, description: "Two sites in Frankfurt.", icon: "globe", href: "/data-centres" },
    ]);
    await page.context().close();
  });

  it("about stats: the server's 400 is shown at the stat's field; the fixed stat is saved", async () => {
    made += 1;
    await put("/api/admin/content/about", { stats: [{ value: "2020", label: `Founded ${made}` }] });
    const page = await h.page({ hash: "#content" });
    await tabReady(page, "content");
    await section(page, "About").click();
    await expect.poll(() => page.getByLabel("Stat 1 Label").inputValue()).toBe(`Founded ${made}`);
    await page.getByRole("button", { name: "+ Add stat" }).click();
    await page.getByLabel("Stat 2 Value").fill("99.9%");
    await page.getByLabel("Stat 2 Label").fill("Uptime last year");
    // The field stops typing at its limit, so the too-long value is put into the request on its way to the real server.
    await page.route("**/api/admin/content/about", async (route) => {
      const body = route.request().postDataJSON();
      body.stats[1].value = "99.9% and then some more";
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByRole("button", { name: "Save to Database" }).click();
    expect(await problemAt(page.getByLabel("Stat 2 Value"))).toBe("Stat 2 Value must be at most 20 characters");
    await expect.poll(() => isFocused(page.getByLabel("Stat 2 Value"))).toBe(true);
    await expectToast(page, "Error saving content: stats.1.value: must be at most 20 characters");
    await page.unroute("**/api/admin/content/about");
    await page.getByLabel("Stat 2 Value").fill("99.95%");
    expect(await page.getByLabel("Stat 2 Value").getAttribute("aria-invalid")).toBeNull();
    await page.getByRole("button", { name: "Save to Database" }).click();
    await expectToast(page, "About content saved successfully!");
    expect((await h.server.api("/api/content/about")).body.stats).toEqual([
      { value: "2020", label: `Founded ${made}` },
      { value: "99.95%", label: "Uptime last year" },
    ]);
    await page.context().close();
  });

  it("about stats: a stat marked as measured uptime is saved with its source, its value left empty", async () => {
    made += 1;
    await put("/api/admin/content/about", { stats: [{ value: "2020", label: `Founded ${made}` }] });
    const page = await h.page({ hash: "#content" });
    await tabReady(page, "content");
    await section(page, "About").click();
    await expect.poll(() => page.getByLabel("Stat 1 Label").inputValue()).toBe(`Founded ${made}`);
    await page.getByRole("button", { name: "+ Add stat" }).click();
    await page.getByLabel("Stat 2 Label").fill("Uptime");
    const measured = page.getByRole("checkbox", { name: /^Stat 2: measured uptime/ });
    await measured.check();
    expect(await page.getByLabel("Stat 2 Value").getAttribute("placeholder")).toBe("Optional");
    await page.getByRole("button", { name: "Save to Database" }).click();
    await expectToast(page, "About content saved successfully!");
    expect((await h.server.api("/api/admin/content/about", { token: await h.server.login() })).body.stats).toEqual([
      { value: "2020", label: `Founded ${made}` },
      { value: "", label: "Uptime", source: "measured_uptime" },
    ]);
    // Unmarked again, the empty value is refused at its field before anything is sent.
    await measured.uncheck();
    await page.getByRole("button", { name: "Save to Database" }).click();
    expect(await problemAt(page.getByLabel("Stat 2 Value"))).toBe("Stat 2 Value must not be empty");
    await page.context().close();
  });

  for (const { colorScheme, size, viewport } of LOOKS) {
    it(`every section's editor at ${viewport.width} px (${colorScheme}): axe clean, no sideways scroll`, async () => {
      await put("/api/admin/faq", [{ question: "A question long enough to wrap on a small phone screen, surely?", answer: "Yes." }]);
      const page = await h.page({ hash: "#content", viewport, colorScheme });
      await tabReady(page, "content");
      for (const name of ["Hero", "Features", "About", "FAQ"]) {
        if (size === "phone") await page.getByRole("navigation", { name: "Content sections" }).scrollIntoViewIfNeeded();
        await section(page, name).click();
        await page.getByRole("heading", { level: 2, name: `${name} Section` }).waitFor();
        expect(await noSidewaysScroll(page), `${name} (${size}, ${colorScheme})`).toBe(true);
        await expectAccessible(page, `${name} editor (${size}, ${colorScheme})`);
        await saveScreenshot(page, `admin-content-${name.toLowerCase()}-${size}-${colorScheme}.png`, { fullPage: true });
      }
      await page.context().close();
    });
  }
});
