import { describe, expect, it } from "vitest";
import { renderMarkdownWithin, type RenderedMarkdown, type RunWithin } from "./guarded";
import { MARKDOWN_MAX_DEPTH } from "./nesting";

/** A renderer that wraps each part, and a runner whose clock moves by what the work says it cost. */
function setUp() {
  let clock = 0;
  const rendered: string[] = [];
  const renderPart = (source: string): RenderedMarkdown => {
    rendered.push(source);
    if (source.includes("BROKEN")) throw new RangeError("Maximum call stack size exceeded");
    return { html: `<x>${source}</x>`, text: source.toUpperCase() };
  };
  const runWithin: RunWithin = (work, ms) => {
    try {
      const value = work();
      const cost = Number(/COST(\d+)/.exec(String((value as RenderedMarkdown).text))?.[1] ?? 1);
      clock += Math.min(cost, ms);
      return cost > ms ? { ok: false, reason: "too_slow" } : { ok: true, value };
    } catch {
      return { ok: false, reason: "failed" };
    }
  };
  return { renderPart, runWithin, rendered, now: () => clock };
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
});
