import { describe, expect, it } from "vitest";
import { plainMarkdownHtml } from "./plainHtml";

describe("plainMarkdownHtml", () => {
  it("shows paragraphs and line breaks, with every character escaped", () => {
    expect(plainMarkdownHtml("> **a** <script>x</script>\nnext line\n\n\n[b](javascript:y) & 'c'")).toBe(
      "<p>&gt; **a** &lt;script&gt;x&lt;/script&gt;<br>\nnext line</p>\n<p>[b](javascript:y) &amp; &#39;c&#39;</p>",
    );
    expect(plainMarkdownHtml("")).toBe("");
  });

  it("turns a text of a hundred thousand hostile characters into escaped text in one pass", () => {
    const html = plainMarkdownHtml("<[".repeat(100_000));
    expect(html).toBe(`<p>${"&lt;[".repeat(100_000)}</p>`);
  });
});
