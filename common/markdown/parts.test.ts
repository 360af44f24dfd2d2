import { describe, expect, it } from "vitest";
import { MARKDOWN_MAX_DEPTH } from "./nesting";
import { markdownBlocks, markdownParts, referenceDefinitions } from "./parts";

const blocksOf = (markdown: string) => markdownBlocks(markdown).map(([start, end]) => markdown.slice(start, end));

describe("markdownBlocks", () => {
  it("starts a block at a line on the left margin after a blank line", () => {
    expect(blocksOf("# Title\n\nFirst paragraph\nstill first.\n\n- a\n- b\n\n  continued item\n\nLast.")).toEqual([
      "# Title",
      "First paragraph\nstill first.",
      "- a\n- b\n\n  continued item",
      "Last.",
    ]);
    expect(blocksOf("\n\n  \n")).toEqual([]);
    expect(blocksOf("a\r\n\r\nb")).toEqual(["a", "b"]);
  });

  it("never splits fenced code or raw HTML blocks that hold blank lines", () => {
    expect(blocksOf("```\ncode\n\nmore code\n```\n\nafter")).toEqual(["```\ncode\n\nmore code\n```", "after"]);
    expect(blocksOf("~~~~\n\n~~~\n\nstill code\n~~~~\nnext")).toEqual(["~~~~\n\n~~~\n\nstill code\n~~~~\nnext"]);
    expect(blocksOf("<!-- a comment\n\nstill the comment -->\n\nafter")).toEqual(["<!-- a comment\n\nstill the comment -->", "after"]);
    expect(blocksOf("<pre>\n\nx\n</pre>\n\ny")).toEqual(["<pre>\n\nx\n</pre>", "y"]);
  });

  it("reads unclosed fences and HTML openings in one pass", () => {
    const unclosed = `<!--\n${"x\n\n".repeat(50_000)}`;
    expect(markdownBlocks(unclosed)).toHaveLength(1);
    expect(markdownBlocks(`\`\`\`\n${"y\n\n".repeat(50_000)}`)).toHaveLength(1);
  });
});

describe("markdownParts", () => {
  it("keeps a short text whole and joins blocks of a long one up to the part size", () => {
    expect(markdownParts("# A\n\ntext")).toEqual([{ source: "# A\n\ntext", blocks: ["# A", "text"], tooDeep: false }]);
    const paragraph = "word ".repeat(100).trim();
    const parts = markdownParts(Array(50).fill(paragraph).join("\n\n"), 2_000);
    expect(parts.length).toBeGreaterThan(10);
    expect(parts.every((part) => part.source.length <= 2_000 && !part.tooDeep)).toBe(true);
    expect(parts.map((part) => part.source).join("\n\n")).toBe(Array(50).fill(paragraph).join("\n\n"));
  });

  it("gives a block deeper than the limit a part of its own, marked, and leaves the others as they are", () => {
    const deep = ">".repeat(MARKDOWN_MAX_DEPTH + 1) + " deep";
    const parts = markdownParts(`intro\n\n${deep}\n\noutro`);
    expect(parts).toEqual([
      { source: "intro", blocks: ["intro"], tooDeep: false },
      { source: deep, blocks: [deep], tooDeep: true },
      { source: "outro", blocks: ["outro"], tooDeep: false },
    ]);
  });

  it("splits a text of hostile shapes in one pass", () => {
    expect(markdownParts(">".repeat(200_000))).toEqual([{ source: ">".repeat(200_000), blocks: [">".repeat(200_000)], tooDeep: true }]);
    expect(markdownParts("*a".repeat(100_000))[0].tooDeep).toBe(false);
    expect(markdownParts("x\n\n".repeat(60_000)).length).toBeGreaterThan(10);
  });
});

describe("referenceDefinitions", () => {
  it("collects link reference definitions outside code", () => {
    expect(referenceDefinitions("See [the SLA][sla].\n\n[sla]: https://example.com/sla\n```\n[no]: code\n```\n[^1]: a footnote")).toBe(
      "[sla]: https://example.com/sla",
    );
  });

  it("gives none when there are too many to repeat", () => {
    expect(referenceDefinitions("[a]: https://example.com/\n".repeat(1_000))).toBe("");
    expect(referenceDefinitions(`[${"x".repeat(200_000)}`)).toBe("");
  });
});
