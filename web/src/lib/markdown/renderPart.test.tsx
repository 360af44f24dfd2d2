import { describe, expect, it } from "vitest";
import { renderMarkdownPart } from "./renderPart";

const text = (markdown: string) => renderMarkdownPart(markdown).text;

describe("renderMarkdownPart", () => {
  it("renders GitHub-flavoured markdown with headings from h2, line breaks kept, raw HTML and unsafe links dropped", () => {
    const { html } = renderMarkdownPart('# Top\n\nline one\nline two\n\n[x](javascript:alert(1)) [y](https://example.com)\n\n<script>alert("x")</script>');
    expect(html).toContain("<h2>Top</h2>");
    expect(html).toContain("line one<br/>\nline two");
    expect(html).toContain('<a href="">x</a>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">y</a>');
    expect(html).not.toContain("<script");
    expect(renderMarkdownPart("| a |\n|---|\n| b |").html).toContain('<div class="md-table-wrap" tabindex="0" role="region" aria-label="Table"><table>');
  });

  it("gives the words without markup, link text without addresses, and one block per line", () => {
    expect(text("Yes: **every night**, kept for [30 days](https://example.com) and `rsync`.")).toBe("Yes: every night, kept for 30 days and rsync.");
    expect(text("## Heading\n\nFirst paragraph.\n\n- one\n- two\n\n> quoted")).toBe("Heading\n\nFirst paragraph.\n\none\ntwo\n\nquoted");
    expect(text("| Plan | Price |\n|---|---|\n| Spark | $2 |")).toBe("Plan | Price\nSpark | $2");
    expect(text("![Our rack](/rack.png) ~~old~~ new")).toBe("Our rack old new");
    expect(text("two\nlines")).toBe("two\nlines");
  });

  it("drops raw HTML from the text, as the rendered page does", () => {
    expect(text('<script>alert("x")</script>\n\nSafe text.')).toBe("Safe text.");
    expect(text("a <b>bold</b> word")).toBe("a bold word");
  });

  it("gives nothing for nothing", () => {
    expect(renderMarkdownPart("")).toEqual({ html: "", text: "" });
    expect(text("---")).toBe("");
  });
});
