import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SITE } from "../../../../server/test/fixtures/testSite";
import { hydrated, startSite, type Site } from "./helpers";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const MARKDOWN = [
  "## Service levels",
  "First line",
  "second line of the same paragraph",
  "",
  "- fair use",
  "- **no** spam",
  "",
  "| Uptime | Credit |",
  "| --- | --- |",
  "| 99.9% | 10% |",
  "",
  "<script>window.__injected = true</script>",
  '<img src="x" onerror="window.__injected = true">',
  "",
  "[bad link](javascript:window.__injected=true)",
].join("\n");

async function setTerms(title: string, markdown: string) {
  await site.edit(["content"], (draft) => {
    draft.content.terms = { ...draft.content.terms, title, description: markdown, content: markdown };
  });
}

describe("legal pages", () => {
  it("renders GitHub-flavoured markdown with line breaks kept and never runs raw HTML", async () => {
    await setTerms("Terms of Service", MARKDOWN);
    const { page, errors } = await site.open("/terms");
    await hydrated(page);
    expect(await page.locator("main h1").textContent()).toBe("Terms of Service");
    const body = page.locator(".markdown-body");
    expect(await body.locator("h2").textContent()).toBe("Service levels");
    const paragraph = body.locator("p").first();
    expect(await paragraph.locator("br").count()).toBe(1);
    expect(await paragraph.innerText()).toBe("First line\nsecond line of the same paragraph");
    expect(await body.locator("ul li").allTextContents()).toEqual(["fair use", "no spam"]);
    expect(await body.locator("table th").allTextContents()).toEqual(["Uptime", "Credit"]);
    expect(await body.locator("table td").allTextContents()).toEqual(["99.9%", "10%"]);
    expect(await body.locator("script, img").count()).toBe(0);
    expect(await body.locator('a:text-is("bad link")').getAttribute("href")).not.toContain("javascript");
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await page.locator('a:has-text("Back to Home")').getAttribute("href")).toBe("/");
    expect(errors).toEqual([]);
  });

  it("has the markdown in the server HTML, with its own title, description and canonical URL", async () => {
    await setTerms("Terms of Service", MARKDOWN);
    const response = await fetch(`${site.server.url}/terms`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Terms of Service | ${TEST_SITE.company.name}</title>`);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/terms">/);
    expect(html).toContain("<h2>Service levels</h2>");
    expect(html).not.toContain("<script>window.__injected");
    expect(html).not.toContain("application/ld+json");
  });

  it("falls back to the default title and shows a placeholder when empty", async () => {
    await site.edit(["content"], (draft) => {
      draft.content.privacy = { ...draft.content.privacy, title: "", description: "", content: "" };
    });
    const { page } = await site.open("/privacy");
    expect(await page.locator("main h1").textContent()).toBe("Privacy Policy");
    expect(await page.locator(".legal-placeholder").textContent()).toContain("will be updated by the administrator");
    await setTerms("", "Short terms.");
    const terms = await site.open("/terms");
    expect(await terms.page.locator("main h1").textContent()).toBe("Terms of Service");
  });

  it("sends no markdown code to the browser: legal pages arrive as HTML", async () => {
    await setTerms("Terms of Service", MARKDOWN);
    for (const path of ["/", "/terms"]) {
      const { page } = await site.open(path);
      await hydrated(page);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => /\.js(\?|$)/.test(name)),
      );
      expect(scripts.some((name) => name.includes("MarkdownContent"))).toBe(false);
      for (const url of scripts) expect(await (await fetch(url)).text(), url).not.toMatch(/micromark|mdast|remark/);
    }
    const { page: terms } = await site.open("/terms", { javaScriptEnabled: false });
    expect(await terms.locator(".markdown-body h2").textContent()).toBe("Service levels");
    expect(await terms.locator(".markdown-body table td").allTextContents()).toEqual(["99.9%", "10%"]);
  });
});

describe("404 page", () => {
  it("answers any other path with HTTP 404 and the Houston page", async () => {
    const { page, errors } = await site.open("/no/such/page");
    const response = await page.reload();
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(await page.locator("main h1").textContent()).toBe("Houston, We Have a Problem!");
    expect(await page.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "View Hosting Plans" }).getAttribute("href")).toBe("/#hosting");
    expect(await page.getByRole("link", { name: "Contact support" }).getAttribute("href")).toBe(TEST_SITE.settings.client_area_url);
    expect(await page.getByRole("link", { name: "Check system status" }).getAttribute("href")).toBe(TEST_SITE.settings.status_page_url);
    const fact = Number(await page.locator("[data-fact-index]").getAttribute("data-fact-index"));
    expect(fact).toBeGreaterThanOrEqual(0);
    expect(fact).toBeLessThan(5);
    // Header and footer anchors lead back to the home page.
    expect(await page.locator(`footer a:text-is("${TEST_SITE.categories.web.display_name}")`).getAttribute("href")).toBe(`/#${TEST_SITE.categories.web.key}`);
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });

  it("shows different space facts and is marked noindex", async () => {
    const facts = new Set<string>();
    for (let i = 0; i < 40 && facts.size < 2; i++) {
      const html = await (await fetch(`${site.server.url}/missing-${i}`)).text();
      facts.add(/data-fact-index="(\d)"/.exec(html)?.[1] ?? "");
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    expect(facts.size).toBeGreaterThan(1);
  });

  it("keeps unknown /api paths as JSON 404s and redirects /index.html and trailing slashes", async () => {
    const api = await site.server.api("/api/no-such-route");
    expect(api.status).toBe(404);
    expect(api.body.detail).toBeTruthy();
    const index = await fetch(`${site.server.url}/index.html`, { redirect: "manual" });
    expect(index.status).toBe(301);
    expect(index.headers.get("location")).toBe("/");
    const slash = await fetch(`${site.server.url}/terms/`, { redirect: "manual" });
    expect(slash.headers.get("location")).toBe("/terms");
  });
});
