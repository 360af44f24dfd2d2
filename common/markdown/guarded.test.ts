import { describe, expect, it } from "vitest";
import { renderMarkdownWithin, type RenderedMarkdown, type RunWithin } from "./guarded";
import { MARKDOWN_MAX_DEPTH } from "./nesting";

/**
 * A renderer that wraps each part, on a clock that moves by what a part says it costs (`COST<ms>`, else 1 ms), and a
 * runner that stops the work when its time is up (as node:vm's timeout does), counting how often it was entered.
 */
function setUp() {
  let clock = 0;
  let deadline = Infinity;
  let entered = 0;
  class Stopped extends Error {}
  const rendered: string[] = [];
  const renderPart = (source: string): RenderedMarkdown => {
    rendered.push(source);
    if (source.includes("BROKEN")) throw new RangeError("Maximum call stack size exceeded");
    const cost = Number(/COST(\d+)/.exec(source)?.[1] ?? 1);
    if (clock + cost > deadline) {
      clock = deadline;
      throw new Stopped();
    }
    clock += cost;
    return { html: `<x>${source}</x>`, text: source.toUpperCase() };
  };
  const runWithin: RunWithin = (work, ms) => {
    entered++;
    deadline = clock + ms;
    try {
      return { ok: true, value: work() };
    } catch (error) {
      return { ok: false, reason: error instanceof Stopped ? "too_slow" : "failed" };
    } finally {
      deadline = Infinity;
    }
  };
  return { renderPart, runWithin, rendered, now: () => clock, entered: () => entered };
}

describe("renderMarkdownWithin", () => {
  it("renders a text that is fine as it is", () => {
    const { renderPart, runWithin, now } = setUp();
    const result = renderMarkdownWithin("# Hi\n\ntext", renderPart, runWithin, { partMs: 100, textMs: 1_000 }, now);
    expect(result).toEqual({ html: "<x># Hi\n\ntext</x>", text: "# HI\n\nTEXT", problems: [] });
  });

  it("shows a part deeper than the limit as plain text without parsing it", () => {
    const { renderPart, runWithin, rendered, now } = setUp();
    const deep = ">".repeat(MARKDOWN_MAX_DEPTH + 5);
    const result = renderMarkdownWithin(`before\n\n${deep}\n\nafter`, renderPart, runWithin, { partMs: 100, textMs: 1_000 }, now);
    expect(rendered).toEqual(["before", "after"]);
    expect(result.html).toBe(`<x>before</x>\n<p>${"&gt;".repeat(MARKDOWN_MAX_DEPTH + 5)}</p>\n<x>after</x>`);
    expect(result.problems).toEqual([{ reason: "too_deep", part: 2, parts: 3, excerpt: deep }]);
  });

  it("tries a part that runs out of time block by block, keeping the blocks that render", () => {
    const { renderPart, runWithin, now } = setUp();
    const result = renderMarkdownWithin("fine\n\nslow COST500 <b>\n\nalso fine", renderPart, runWithin, { partMs: 100, textMs: 10_000 }, now);
    expect(result.html).toBe("<x>fine</x>\n<p>slow COST500 &lt;b&gt;</p>\n<x>also fine</x>");
    expect(result.problems).toEqual([{ reason: "too_slow", part: 1, parts: 1, excerpt: "slow COST500 <b>" }]);
  });

  it("shows a part that fails (a stack overflow) as plain text", () => {
    const { renderPart, runWithin, now } = setUp();
    const result = renderMarkdownWithin("BROKEN", renderPart, runWithin, { partMs: 100, textMs: 1_000 }, now);
    expect(result).toEqual({ html: "<p>BROKEN</p>", text: "BROKEN", problems: [{ reason: "failed", part: 1, parts: 1, excerpt: "BROKEN" }] });
  });

  it("stops rendering when the whole text's time is spent: the rest is plain text", () => {
    const { renderPart, runWithin, rendered, now } = setUp();
    const paragraph = `COST90 ${"word ".repeat(400)}`;
    const markdown = Array(10).fill(paragraph).join("\n\n");
    const result = renderMarkdownWithin(markdown, renderPart, runWithin, { partMs: 100, textMs: 250 }, now);
    expect(rendered.length).toBeLessThan(10);
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.problems.every((problem) => problem.reason === "too_slow")).toBe(true);
    expect(result.html.match(/<p>COST90/g)?.length).toBeGreaterThan(0);
  });

  it("repeats the link definitions of a long text in each part", () => {
    const { renderPart, runWithin, rendered, now } = setUp();
    const paragraph = "word ".repeat(1_000);
    renderMarkdownWithin(
      `[SLA][sla]\n\n${paragraph}\n\n${paragraph}\n\n[sla]: https://example.com/sla`,
      renderPart,
      runWithin,
      { partMs: 100, textMs: 1_000 },
      now,
    );
    expect(rendered.length).toBeGreaterThan(1);
    expect(rendered.every((source) => source.endsWith("[sla]: https://example.com/sla"))).toBe(true);
  });

  it("enters the runner once for a text of several parts that all render in time", () => {
    const { renderPart, runWithin, rendered, now, entered } = setUp();
    const paragraph = "word ".repeat(1_000);
    const result = renderMarkdownWithin(
      `one ${paragraph}\n\ntwo ${paragraph}\n\nthree ${paragraph}`,
      renderPart,
      runWithin,
      { partMs: 100, textMs: 1_000 },
      now,
    );
    expect(rendered.length).toBeGreaterThan(1);
    expect(entered()).toBe(1);
    expect(result.problems).toEqual([]);
    expect(result.html.startsWith("<x>one word")).toBe(true);
    expect(result.html).toContain("</x>\n<x>");
  });

  it("renders such a text part by part when one part is too slow: only that part is plain text", () => {
    const { renderPart, runWithin, now, entered } = setUp();
    const paragraph = "word ".repeat(1_000);
    const markdown = `one ${paragraph}\n\nslow COST500 ${paragraph}\n\nthree ${paragraph}`;
    const result = renderMarkdownWithin(markdown, renderPart, runWithin, { partMs: 100, textMs: 10_000 }, now);
    expect(result.problems.map((problem) => problem.reason)).toEqual(["too_slow"]);
    expect(result.html).toMatch(/^<x>one word/);
    expect(result.html).toContain("<p>slow COST500 word");
    expect(result.html).toMatch(/<x>three word[^<]*<\/x>$/);
    // Once for the whole text, then once per part.
    expect(entered()).toBe(1 + result.problems[0].parts);
  });
});
