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

describe("rendering ahead, and the idle worker", () => {
  it(
    "renders texts ahead when no page waits, and a page then finds them ready",
    async () => {
      const ahead = new MarkdownRenderer(build.env.SSR_DIST_DIR, silentLogger);
      try {
        const texts = ["Ahead **one**", "Ahead *two*", "Ahead `three`"];
        const before = ahead.generation;
        ahead.renderAhead(texts.map((source) => ({ source, where: "/test" })));
        await until(() => ahead.generation >= before + texts.length);
        const prepared = await ahead.prepare(texts, 0, "/test");
        expect(prepared.complete).toBe(true);
        expect(prepared.rendered.get(texts[0])?.html).toContain("<strong>one</strong>");
        expect(prepared.rendered.get(texts[2])?.html).toContain("<code>three</code>");
      } finally {
        await ahead.close();
      }
    },
    scaledMs(30_000),
  );

  it(
    "follows the data: renders the texts again when the version changes, the new ones only",
    async () => {
      const follower = new MarkdownRenderer(build.env.SSR_DIST_DIR, silentLogger);
      try {
        let version = "1";
        let texts = ["Followed **a**"];
        follower.follow(
          () => version,
          () => texts.map((source) => ({ source, where: "/test" })),
        );
        await until(async () => (await follower.prepare(texts, 0, "/test")).complete);
        const counted = follower.generation;
        texts = ["Followed **a**", "Followed **b**"];
        version = "2";
        // Looked at every second: the new text is rendered, the old one is not rendered again.
        await until(() => follower.generation > counted);
        const prepared = await follower.prepare(texts, 0, "/test");
        expect(prepared.complete).toBe(true);
        expect(prepared.rendered.get("Followed **b**")?.html).toContain("<strong>b</strong>");
        expect(follower.generation).toBe(counted + 1);
      } finally {
        await follower.close();
      }
    },
    scaledMs(30_000),
  );

  it(
    "renders ahead only what the cache has room for",
    async () => {
      const small = new MarkdownRenderer(build.env.SSR_DIST_DIR, silentLogger, { maxCachedChars: 100 });
      try {
        const fits = "Short **one**";
        const tooBig = `Long ${"words ".repeat(20)}`;
        small.renderAhead([
          { source: fits, where: "/test" },
          { source: tooBig, where: "/test" },
          { source: "Short **two**", where: "/test" },
        ]);
        await until(() => small.generation >= 1);
        await new Promise((resolve) => setTimeout(resolve, 200));
        // The first fitted; the second would not have, so neither it nor anything after it was rendered.
        expect(small.generation).toBe(1);
        expect((await small.prepare([fits], 0, "/test")).complete).toBe(true);
      } finally {
        await small.close();
      }
    },
    scaledMs(30_000),
  );

  it(
    "ends the worker when it has been idle, and starts a new one for the next text",
    async () => {
      const idle = new MarkdownRenderer(build.env.SSR_DIST_DIR, silentLogger, { idleMs: 100 });
      try {
        const first = await idle.prepare(["Idle **one**"], scaledMs(10_000), "/test");
        expect(first.complete).toBe(true);
        await until(() => !idle.stats().worker);
        const second = await idle.prepare(["Idle **two**"], scaledMs(10_000), "/test");
        expect(second.complete).toBe(true);
        expect(second.rendered.get("Idle **two**")?.html).toContain("<strong>two</strong>");
        expect(idle.stats().worker).toBe(true);
      } finally {
        await idle.close();
      }
    },
    scaledMs(30_000),
  );
});

/** Waits until `done` holds (the test's own time limit ends a wait that never does). */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 20));
}
