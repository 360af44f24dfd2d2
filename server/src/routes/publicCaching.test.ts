import { request } from "node:http";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../test/apiHelpers";
import { installTestSite, TEST_SITE } from "../../test/fixtures/testSite";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  await installTestSite(s.server.site.deps.store);
});
afterAll(() => s.server.stop());

const PUBLIC_GETS = [
  "/api/content/hero",
  "/api/content/features",
  "/api/content/about",
  "/api/content/terms",
  "/api/content/privacy",
  "/api/promo-codes",
  "/api/system-status",
  "/api/navigation",
  "/api/hosting-plans",
  "/api/hosting-categories",
  "/api/site-info",
  "/api/pages",
  "/api/faq",
];

/** A GET with the given Accept-Encoding, its body as the bytes on the wire. */
function rawGet(path: string, acceptEncoding: string): Promise<{ encoding: string | undefined; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${s.server.url}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ encoding: response.headers["content-encoding"], bytes: Buffer.concat(chunks) }));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** Plans of this test's own, so the plan list is well over 1 KB (compression starts there). */
async function enoughPlansForOverOneKilobyte(): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 1; n <= 4; n++) {
    const features = Array.from({ length: 5 }, (_, i) => `Compression test feature ${n}.${i} with some words`);
    ids.push((await s.admin("/api/admin/hosting-plans", "POST", { name: `Compressible ${n}`, features })).body.id);
  }
  return ids;
}

describe("caching", () => {
  it.each(PUBLIC_GETS)("%s accepts and ignores ?_t", async (path) => {
    const plain = await s.pub(path);
    const stamped = await s.pub(`${path}?_t=123`);
    expect(plain.status).toBe(200);
    expect(stamped.status).toBe(200);
    expect(stamped.body).toEqual(plain.body);
  });

  it.each(PUBLIC_GETS)("%s sets ETag and Cache-Control and answers 304 on If-None-Match", async (path) => {
    const first = await s.pub(path);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get("cache-control")).toMatch(/public/);
    const again = await s.pub(path, "GET", undefined, { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("changes the ETag and shows new data after an admin write", async () => {
    const before = await s.pub("/api/content/about");
    const etag = before.headers.get("etag")!;
    const saved = await s.admin("/api/admin/content/about", "PUT", { title: "About Us, Rewritten" });
    expect(saved.status).toBe(200);
    const after = await s.pub("/api/content/about", "GET", undefined, { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(after.body.title).toBe("About Us, Rewritten");

    const plansBefore = await s.pub("/api/hosting-plans");
    const { id, name } = TEST_SITE.plans.spark;
    expect((await s.admin(`/api/hosting-plans/${id}`, "PUT", { name: `${name} Renamed` })).status).toBe(200);
    const plansAfter = await s.pub("/api/hosting-plans", "GET", undefined, { "if-none-match": plansBefore.headers.get("etag")! });
    expect(plansAfter.status).toBe(200);
    expect(plansAfter.body.find((plan: any) => plan.id === id).name).toBe(`${name} Renamed`);
  });

  it.each(["gzip", "br"])("compresses bodies over 1 KB with %s when accepted", async (encoding) => {
    const ids = await enoughPlansForOverOneKilobyte();
    const response = await fetch(`${s.server.url}/api/hosting-plans`, { headers: { "accept-encoding": encoding } });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    const body = (await response.json()) as { id: number }[];
    expect(body.map((plan) => plan.id)).toEqual(expect.arrayContaining(ids));
  });

  it("does not compress when the client does not accept it, nor small bodies", async () => {
    await enoughPlansForOverOneKilobyte();
    const identity = await fetch(`${s.server.url}/api/hosting-plans`, { headers: { "accept-encoding": "identity" } });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(Number(identity.headers.get("content-length") ?? (await identity.clone().text()).length)).toBeGreaterThan(1024);
    await identity.arrayBuffer();
    const small = await fetch(`${s.server.url}/api/system-status`, { headers: { "accept-encoding": "gzip, br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    await small.arrayBuffer();
  });

  it("prefers brotli when a browser takes both (as Chrome asks), at its best quality once made, and keeps the client's q-values", async () => {
    await enoughPlansForOverOneKilobyte();
    const chrome = "gzip, deflate, br, zstd";
    const gzip = await rawGet("/api/hosting-plans", "gzip");
    expect(gzip.encoding).toBe("gzip");
    const plain = gunzipSync(gzip.bytes);
    // The best brotli variant is compressed in the background; until then such a browser gets a quicker brotli.
    let answer = await rawGet("/api/hosting-plans", chrome);
    expect(answer.encoding).toBe("br");
    const best = brotliCompressSync(plain, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
    });
    for (let tries = 0; !answer.bytes.equals(best) && tries < 100; tries++) {
      expect(brotliDecompressSync(answer.bytes).equals(plain)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await rawGet("/api/hosting-plans", chrome);
    }
    expect(answer.encoding).toBe("br");
    expect(answer.bytes.equals(best)).toBe(true);
    expect(answer.bytes.length).toBeLessThan(gzip.bytes.length);

    expect((await rawGet("/api/hosting-plans", "br;q=0.5, gzip")).encoding).toBe("gzip");
    expect((await rawGet("/api/hosting-plans", "gzip;q=0, br;q=0")).encoding).toBeUndefined();
  });
});
