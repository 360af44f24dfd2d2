import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../../logging/logger";
import { sourceSsrBuild, type SourceSsrBuild } from "../../../test/sourceSsrBuild";
import { scaledMs } from "../../../test/machine";
import { MarkdownRenderer } from "./markdownRenderer";

/**
 * The renderer's worker, built from today's source: a text not ready in time is rendered on and counted, and what a
 * page got is labelled with the count it was taken at, so a page kept incomplete is made again once the text is in.
 */
let build: SourceSsrBuild;
let renderer: MarkdownRenderer;

beforeAll(async () => {
  build = await sourceSsrBuild();
  renderer = new MarkdownRenderer(build.env.SSR_DIST_DIR, silentLogger);
}, scaledMs(60_000));

afterAll(async () => {
  await renderer?.close();
  await build?.remove();
});

async function untilCounted(past: number): Promise<void> {
  while (renderer.generation <= past) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("the markdown renderer", () => {
  it(
    "gives a page what is ready, labelled with the count it was taken at, and the rest once rendered",
    async () => {
      const source = "A text with **bold** words";
      const first = await renderer.prepare([source], 0, "/test");
      expect(first.complete).toBe(false);
      expect(first.rendered.has(source)).toBe(false);
      // The text is rendered on after the page went without it: the count moves past the one the page was kept under.
      await untilCounted(first.generation);
      const second = await renderer.prepare([source], 0, "/test");
      expect(second.complete).toBe(true);
      expect(second.rendered.get(source)?.html).toContain("<strong>bold</strong>");
      expect(second.generation).toBeGreaterThan(first.generation);
    },
    scaledMs(30_000),
  );

  it("counts the empty text as nothing to wait for", async () => {
    const prepared = await renderer.prepare(["", ""], 0, "/test");
    expect(prepared).toMatchObject({ complete: true, generation: renderer.generation });
    expect(prepared.rendered.size).toBe(0);
  });
});
