import { describe, expect, it } from "vitest";
import { homeSectionIds, homeSectionOf, isDeadSectionLink } from "./sectionLinks";

describe("links to home page sections", () => {
  it("names the section of an anchor on the home page, and none for any other link", () => {
    expect(["#vps", "/#vps", " #vps "].map(homeSectionOf)).toEqual(["vps", "vps", "vps"]);
    expect(["#", "/#", "/", "/terms", "/terms#top", "/de/#faq", "https://example.com/#faq", "mailto:a@b.example", ""].map(homeSectionOf)).toEqual(
      Array(9).fill(null),
    );
  });

  it("the home page has its fixed sections, one per active category (the standard three without any) and the FAQ with questions", () => {
    expect([...homeSectionIds({ categoryKeys: ["web", "vps"], faqCount: 0 })]).toEqual(["home", "features", "about", "contact", "web", "vps"]);
    expect([...homeSectionIds({ categoryKeys: [], faqCount: 2 })]).toEqual(["home", "features", "about", "contact", "hosting", "vps", "gameservers", "faq"]);
  });

  it("a link is dead only when it names a section that is not there", () => {
    const sections = homeSectionIds({ categoryKeys: ["web"], faqCount: 0 });
    expect(["#web", "/#about", "/terms", "https://example.com", "#"].some((href) => isDeadSectionLink(href, sections))).toBe(false);
    expect(["#vps", "/#faq", "#offers"].every((href) => isDeadSectionLink(href, sections))).toBe(true);
  });
});
