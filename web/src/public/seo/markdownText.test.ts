import { describe, expect, it } from "vitest";
import { markdownText } from "./markdownText";

describe("markdown as plain text (for structured data)", () => {
  it("keeps the words without markup, link text without addresses, and one block per line", () => {
    expect(markdownText("Yes: **every night**, kept for [30 days](https://example.com) and `rsync`.")).toBe("Yes: every night, kept for 30 days and rsync.");
    expect(markdownText("## Heading\n\nFirst paragraph.\n\n- one\n- two\n\n> quoted")).toBe("Heading\n\nFirst paragraph.\n\none\ntwo\n\nquoted");
    expect(markdownText("| Plan | Price |\n|---|---|\n| Spark | $2 |")).toBe("Plan | Price\nSpark | $2");
    expect(markdownText("![Our rack](/rack.png) ~~old~~ new")).toBe("Our rack old new");
  });

  it("drops raw HTML, as the rendered page does", () => {
    expect(markdownText('<script>alert("x")</script>\n\nSafe text.')).toBe("Safe text.");
    expect(markdownText("a <b>bold</b> word")).toBe("a bold word");
  });

  it("gives nothing for nothing", () => {
    expect(markdownText("")).toBe("");
    expect(markdownText("---")).toBe("");
  });
});
