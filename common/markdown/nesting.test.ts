import { describe, expect, it } from "vitest";
import { MARKDOWN_MAX_DEPTH, markdownNestingDepth, withinNestingLimit } from "./nesting";

const nestedList = (levels: number) => Array.from({ length: levels }, (_, i) => `${"  ".repeat(i)}- level ${i + 1}`).join("\n");

describe("markdownNestingDepth", () => {
  it("counts block quotes and list items the way the page's parser nests them", () => {
    expect(markdownNestingDepth("")).toBe(0);
    expect(markdownNestingDepth("Just a paragraph.\n\nAnother one.")).toBe(0);
    expect(markdownNestingDepth("> quoted")).toBe(1);
    expect(markdownNestingDepth("> > > three")).toBe(3);
    expect(markdownNestingDepth(">>>>>")).toBe(5);
    expect(markdownNestingDepth("- one\n- two\n- three")).toBe(1);
    expect(markdownNestingDepth(nestedList(4))).toBe(4);
    expect(markdownNestingDepth("1. first\n   - inner\n     > quoted in a list")).toBe(3);
    expect(markdownNestingDepth("- - - x")).toBe(3);
  });

  it("does not count thematic breaks, code or closed containers", () => {
    expect(markdownNestingDepth("- - -\n* * *\n___")).toBe(0);
    expect(markdownNestingDepth("```\n> > > > not a quote\n- - - x\n```")).toBe(0);
    expect(markdownNestingDepth("    > indented code\n    - too")).toBe(0);
    expect(markdownNestingDepth("- a\n  - b\n- c\n- d")).toBe(2);
    expect(markdownNestingDepth("> a\n\n> b\n\n> c")).toBe(1);
  });

  it("follows a paragraph's lazy lines, so they cannot hide how deep a list goes", () => {
    const lines: string[] = [];
    for (let i = 0; i < 30; i++) lines.push(`${"  ".repeat(i)}- item ${i}`, "lazy text");
    expect(markdownNestingDepth(lines.join("\n"))).toBeGreaterThan(MARKDOWN_MAX_DEPTH);
  });

  it("stops counting above the limit, so the hostile shapes cost one pass", () => {
    expect(markdownNestingDepth(">".repeat(200_000))).toBe(MARKDOWN_MAX_DEPTH + 1);
    expect(markdownNestingDepth("> ".repeat(100_000))).toBe(MARKDOWN_MAX_DEPTH + 1);
    expect(markdownNestingDepth("- ".repeat(100_000) + "x")).toBe(MARKDOWN_MAX_DEPTH + 1);
    expect(markdownNestingDepth(nestedList(400))).toBe(MARKDOWN_MAX_DEPTH + 1);
    expect(markdownNestingDepth(`${">".repeat(50)}\n`.repeat(4_000))).toBe(MARKDOWN_MAX_DEPTH + 1);
    expect(markdownNestingDepth(">".repeat(200_000), Infinity)).toBe(200_000);
  });

  it("says whether a text is within the limit", () => {
    expect(withinNestingLimit(">".repeat(MARKDOWN_MAX_DEPTH))).toBe(true);
    expect(withinNestingLimit(">".repeat(MARKDOWN_MAX_DEPTH + 1))).toBe(false);
    expect(withinNestingLimit(nestedList(MARKDOWN_MAX_DEPTH))).toBe(true);
    expect(withinNestingLimit(nestedList(MARKDOWN_MAX_DEPTH + 1))).toBe(false);
  });
});
