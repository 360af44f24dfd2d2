import { describe, expect, it } from "vitest";
import { markdownSources } from "../../../../common/markdown/pageSources";
import type { SiteData } from "../../store/types";
import { demoSiteData } from "../../store/demoData";
import { gatherPageData } from "./pageData";
import { routePublicPage } from "./pageRequest";
import { siteMarkdownTexts } from "./siteMarkdown";

const STATUS = { status: "operational" as const, code: "operational" as const, text: "All Systems Operational", checked_at: null };
const NOW = new Date("2030-01-02T03:04:05Z");

/** The demo site in English and German, with a German FAQ answer, a published page and an unpublished one. */
function site(): SiteData {
  const data = demoSiteData(NOW);
  data.site_settings = { ...data.site_settings, languages: ["en", "de"], default_language: "en" };
  data.faq = [
    { question: "Can I move?", answer: "Yes, **for free**.", translations: { de: { question: "Umzug?", answer: "Ja, **kostenlos**." } } },
    { question: "Backups?", answer: "Daily.", translations: {} },
  ];
  const page = { description: "", show_in_footer: false, updated_at: NOW.toISOString() };
  data.pages = [
    {
      ...page,
      id: 1,
      slug: "about-us",
      title: "About",
      body: "We **host**.",
      published: true,
      translations: { de: { title: "Über", description: "", body: "Wir **hosten**." } },
    },
    { ...page, id: 2, slug: "draft", title: "Draft", body: "Not **yet**.", published: false, translations: {} },
  ];
  return data;
}

/** The markdown the page at `path` asks the renderer for. */
function pageSources(data: SiteData, path: string): string[] {
  const found = routePublicPage(
    { path, querystring: "", query: {}, currencyCookie: undefined },
    { data, status: STATUS, now: NOW, factCount: 5, random: () => 0.5 },
  );
  if (found.kind !== "page") throw new Error(`${path} redirected`);
  return markdownSources(gatherPageData(found.request)).filter(Boolean);
}

describe("the site's markdown, rendered ahead", () => {
  it("names every text the pages ask for, in every language, each once, and where it shows", () => {
    const data = site();
    const texts = siteMarkdownTexts(data);
    const sources = texts.map((text) => text.source);
    const paths = ["/", "/de/", "/terms", "/de/terms", "/privacy", "/de/privacy", "/imprint", "/de/imprint", "/about-us", "/de/about-us"];
    for (const path of paths) {
      const asked = pageSources(data, path);
      for (const source of asked) expect(sources, `${path} asks for ${JSON.stringify(source.slice(0, 40))}`).toContain(source);
    }
    expect(pageSources(data, "/de/")).toContain("Ja, **kostenlos**.");
    expect(new Set(sources).size).toBe(sources.length);
    expect(texts.find((text) => text.source === "Wir **hosten**.")?.where).toBe("/de/about-us");
    expect(texts.find((text) => text.source === "Ja, **kostenlos**.")?.where).toBe("/de/");
    // An answer without a translation is the English one on the German page too: named once, at its first page.
    expect(texts.filter((text) => text.source === "Daily.")).toEqual([{ source: "Daily.", where: "/" }]);
  });

  it("leaves out unpublished pages and empty texts", () => {
    const texts = siteMarkdownTexts(site());
    expect(texts.map((text) => text.source)).not.toContain("Not **yet**.");
    expect(texts.every((text) => text.source.trim() !== "")).toBe(true);
  });
});
