import { randomBytes } from "node:crypto";
import { get as httpGet, type IncomingMessage } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import Koa from "koa";
import { afterEach, describe, expect, it } from "vitest";
import { eventually } from "../../test/eventually";
import { capturedLogger } from "../../test/capturedLogger";
import { scheduleCacheSummary } from "../logging/cacheSummary";
import { BEST_BROTLI_UP_TO_BYTES, LARGE_ANSWER_BROTLI_QUALITY, LARGE_ANSWER_QUICK_BROTLI_QUALITY, ownBytes, ResponseCache } from "./responseCache";

const KB = 1024;

/** A page of `size` bytes that compresses to about half (hex of random bytes), different for every key. */
const pageOf = (size: number) => randomBytes(size / 2).toString("hex");

/** A real server whose every path is a cached text answer built from `pages` (counting the builds). */
async function cachedServer(cache: ResponseCache, pages: Map<string, string>) {
  const builds = new Map<string, number>();
  const app = new Koa();
  app.use(async (ctx) => {
    await cache.sendText(ctx, ctx.path, "v1", "text/html; charset=utf-8", () => {
      builds.set(ctx.path, (builds.get(ctx.path) ?? 0) + 1);
      return pages.get(ctx.path) ?? "";
    });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, encoding = "gzip, br") => {
    const response = await fetch(url + path, { headers: { "accept-encoding": encoding } });
    return { encoding: response.headers.get("content-encoding"), text: await response.text() };
  };
  return { get, builds, url };
}

/** The answer's bytes as sent (fetch would decompress them). */
function rawGet(url: string, encoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { "accept-encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}
/** A page of `count` list items like a plan list's, which compresses well. */
const words = (count: number) => Array.from({ length: count }, (_, i) => `<li>Plan ${i} with ${i % 97} GB at $${i % 13}.99</li>`).join("");

/** `text` as brotli at `quality` makes it (the cache's variants are these bytes). */
const brotliAt = (text: string, quality: number) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  });

const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("the page cache's cap", () => {
  it("never holds more than its cap: the least recently served answers go first, and come back rebuilt", async () => {
    const cache = new ResponseCache(200 * KB);
    const pages = new Map(Array.from({ length: 40 }, (_, i) => [`/page-${i}`, pageOf(40 * KB)]));
    const { get, builds } = await cachedServer(cache, pages);
    for (let i = 0; i < 40; i++) {
      expect((await get(`/page-${i}`)).text).toBe(pages.get(`/page-${i}`));
      // Page 0 is asked for again after each other page: it stays the most recently served.
      expect((await get("/page-0")).text).toBe(pages.get("/page-0"));
      expect(cache.stats().bytes).toBeLessThanOrEqual(200 * KB);
    }
    // The compressed variants arrive in the background; the cap holds then too.
    await eventually(() => expect(cache.stats().bytes).toBeLessThanOrEqual(200 * KB));
    const stats = cache.stats();
    expect(stats.evictions).toBeGreaterThan(20);
    expect(stats.entries).toBeLessThan(20);
    expect(stats.misses).toBe(40);
    expect(stats.hits).toBe(40);
    expect(builds.get("/page-0")).toBe(1);
    // The first pages were evicted: asked for again, they are built again (a miss), and then served (a hit).
    expect((await get("/page-1")).text).toBe(pages.get("/page-1"));
    expect(builds.get("/page-1")).toBe(2);
    expect((await get("/page-1")).text).toBe(pages.get("/page-1"));
    expect(builds.get("/page-1")).toBe(2);
    expect(cache.stats()).toMatchObject({ misses: 41, hits: 41 });
  });

  it("keeps only the best brotli variant; gzip and the page itself once a client takes them, made from it", async () => {
    const cache = new ResponseCache(10_000 * KB);
    const page = "<p>Hosting that answers.</p>".repeat(2_000);
    const { get, builds } = await cachedServer(cache, new Map([["/home", page]]));
    // A browser takes both: brotli wins the tie, from the first answer on (a quick one until the best is ready).
    expect(await get("/home", "gzip, deflate, br, zstd")).toEqual({ encoding: "br", text: page });
    // The best brotli variant ready: the page itself (56 KB) is no longer held, only its brotli copy (under 1 KB).
    await eventually(() => expect(cache.stats().bytes).toBeLessThan(1 * KB));
    expect(await get("/home", "gzip")).toEqual({ encoding: "gzip", text: page });
    const withGzip = cache.stats().bytes;
    expect(withGzip).toBeLessThan(2 * KB);
    expect(await get("/home", "identity")).toEqual({ encoding: null, text: page });
    expect(cache.stats().bytes).toBe(withGzip + Buffer.byteLength(page));
    expect(await get("/home", "br")).toEqual({ encoding: "br", text: page });
    expect(await get("/home", "gzip")).toEqual({ encoding: "gzip", text: page });
    expect(builds.get("/home")).toBe(1);
    expect(cache.stats()).toMatchObject({ misses: 1, hits: 4 });
  });

  it("makes a variant once for clients that ask for it at the same time, and answers 304 without making one", async () => {
    const cache = new ResponseCache(10_000 * KB);
    const page = pageOf(64 * KB);
    const { get, url } = await cachedServer(cache, new Map([["/page", page]]));
    await get("/page", "br");
    await eventually(() => expect(cache.stats().bytes).toBeLessThan(40 * KB));
    const brotliOnly = cache.stats().bytes;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get("/page", "gzip")));
    expect(answers.every((answer) => answer.encoding === "gzip" && answer.text === page)).toBe(true);
    const gzipBytes = gzipSync(page, { level: 6 }).length;
    expect(cache.stats().bytes).toBe(brotliOnly + gzipBytes);
    const etag = (await fetch(url + "/page", { headers: { "accept-encoding": "br" } })).headers.get("etag")!;
    const notModified = await fetch(url + "/page", { headers: { "accept-encoding": "identity", "if-none-match": etag } });
    expect(notModified.status).toBe(304);
    // The 304 made no uncompressed copy.
    expect(cache.stats().bytes).toBe(brotliOnly + gzipBytes);
  });

  it("holds each compressed answer in memory of its own, not in zlib's whole output chunk", async () => {
    const cache = new ResponseCache(10_000 * KB);
    // 300 small pages of 4 KB that compress to about 2 KB each: zlib writes each into an output chunk of 16 KB
    // (Node 20) or 64 KB (Node 24); kept as zlib hands them over, their variants would hold 10 to 38 MB.
    const pages = new Map(Array.from({ length: 300 }, (_, i) => [`/small-${i}`, pageOf(4 * KB)]));
    const { get } = await cachedServer(cache, pages);
    // A client that takes gzip only: each page's gzip variant is made for it, the best brotli one in the background.
    for (const path of pages.keys()) expect((await get(path, "gzip")).text).toBe(pages.get(path));
    // Both variants made (each page itself, 4 KB, let go): what they keep alive is what the cache counts.
    await eventually(() => {
      let held = 0;
      for (const path of pages.keys()) {
        for (const encoding of ["br", "gzip"]) {
          const request = { headers: { "accept-encoding": encoding } } as IncomingMessage;
          const reply = cache.replyIfFresh(request, path, "v1", "text/html; charset=utf-8");
          expect(reply?.headers).toContainEqual(["Content-Encoding", encoding]);
          // The bytes sent are all the memory they keep alive.
          held += reply!.body!.buffer.byteLength;
        }
      }
      expect(held).toBe(cache.stats().bytes);
    });
  });

  it("compresses with brotli's best quality up to 256 KB, and a large answer at a quicker one", async () => {
    const cache = new ResponseCache(10_000 * KB);
    const pages = new Map([
      ["/small", words(2_000)],
      ["/large", words(12_000)],
    ]);
    expect(pages.get("/small")!.length).toBeLessThanOrEqual(BEST_BROTLI_UP_TO_BYTES);
    expect(pages.get("/large")!.length).toBeGreaterThan(BEST_BROTLI_UP_TO_BYTES);
    const { url } = await cachedServer(cache, pages);
    for (const [path, quality] of [
      ["/small", constants.BROTLI_MAX_QUALITY],
      ["/large", LARGE_ANSWER_BROTLI_QUALITY],
    ] as const) {
      await fetch(url + path, { headers: { "accept-encoding": "gzip" } });
      // Once the background brotli is ready, a client taking both gets it: the bytes of brotli at that quality.
      await eventually(async () => {
        const answer = await rawGet(url + path, "gzip, br");
        expect(answer.encoding).toBe("br");
        expect(answer.body.equals(brotliAt(pages.get(path)!, quality))).toBe(true);
      });
    }
  });

  it("answers a large answer's first brotli client with a quick variant, and makes the best one after it", async () => {
    const cache = new ResponseCache(10_000 * KB);
    const page = words(12_000);
    expect(page.length).toBeGreaterThan(BEST_BROTLI_UP_TO_BYTES);
    const { url } = await cachedServer(cache, new Map([["/large", page]]));
    const first = await rawGet(url + "/large", "gzip, deflate, br, zstd");
    expect(first.encoding).toBe("br");
    expect(first.body.equals(brotliAt(page, LARGE_ANSWER_QUICK_BROTLI_QUALITY))).toBe(true);
    const best = brotliAt(page, LARGE_ANSWER_BROTLI_QUALITY);
    expect(best.length).toBeLessThan(first.body.length);
    // The best variant follows, and is then all the entry holds (the quick one and the page itself let go).
    await eventually(() => expect(cache.stats().bytes).toBe(best.length));
    expect((await rawGet(url + "/large", "br")).body.equals(best)).toBe(true);
  });

  it("serves an answer larger than the whole cap without keeping it", async () => {
    const cache = new ResponseCache(50 * KB);
    const pages = new Map([
      ["/small", pageOf(10 * KB)],
      ["/huge", pageOf(120 * KB)],
    ]);
    const { get, builds } = await cachedServer(cache, pages);
    await get("/small");
    expect((await get("/huge")).text).toBe(pages.get("/huge"));
    expect((await get("/huge")).text).toBe(pages.get("/huge"));
    expect(builds.get("/huge")).toBe(2);
    await eventually(() => expect(cache.stats().bytes).toBeLessThanOrEqual(50 * KB));
    expect(cache.stats().entries).toBeLessThanOrEqual(1);
  });

  it("a write's new version replaces an entry without counting an eviction; clear() empties it", async () => {
    const cache = new ResponseCache(1_000 * KB);
    const app = new Koa();
    let version = "v1";
    app.use(async (ctx) => cache.sendText(ctx, "/", version, "text/plain", () => `page of ${version} `.repeat(200)));
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect(await (await fetch(url)).text()).toContain("page of v1");
    version = "v2";
    expect(await (await fetch(url)).text()).toContain("page of v2");
    expect(cache.stats()).toMatchObject({ entries: 1, misses: 2, hits: 0, evictions: 0 });
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});

describe("ownBytes", () => {
  it("copies a view of a larger buffer into memory of its own, and keeps a buffer that is all its memory", () => {
    const compressed = gzipSync("a page that compresses well ".repeat(100));
    expect(compressed.buffer.byteLength).toBeGreaterThan(compressed.length);
    const own = ownBytes(compressed);
    expect(own.equals(compressed)).toBe(true);
    expect(own.byteOffset).toBe(0);
    expect(own.buffer.byteLength).toBe(own.length);
    expect(ownBytes(own)).toBe(own);
  });
});

describe("the page cache's summary in the log", () => {
  it("says what the cache holds and did since the line before, and says nothing while idle", async () => {
    const cache = new ResponseCache(64 * 1024 * KB);
    const { get } = await cachedServer(cache, new Map([["/", pageOf(4 * KB)]]));
    const { logger, parsed } = capturedLogger();
    const stop = scheduleCacheSummary(() => cache.stats(), logger, 100);
    try {
      await get("/");
      await get("/");
      await get("/");
      // One line, or two on a busy machine when the requests straddle a summary: between them, each request once.
      const counted = () =>
        parsed().map((line) => /^page cache: 1 entries, 0\.0 of 64 MB; since the last summary (\d+) hits, (\d+) misses, 0 evictions$/.exec(line.msg));
      await eventually(() => {
        const lines = counted();
        expect(lines.every((line) => line !== null)).toBe(true);
        expect(lines.reduce((hits, line) => hits + Number(line![1]), 0)).toBe(2);
        expect(lines.reduce((misses, line) => misses + Number(line![2]), 0)).toBe(1);
      });
      const lines = parsed();
      expect(lines.at(-1)!.page_cache).toMatchObject({ entries: 1, hits: 2, misses: 1, evictions: 0, max_bytes: 64 * 1024 * KB });
      // Idle: no more lines.
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(parsed()).toHaveLength(lines.length);
    } finally {
      stop();
    }
  });
});
