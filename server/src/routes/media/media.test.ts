import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { testImages } from "../../../test/images";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

/** PUT the raw bytes with a content type, as the admin panel and the desktop app do. */
async function upload(kind: string, type: string, body: Buffer, token: string | null = s.token, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { "content-type": type, ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${s.server.url}/api/admin/media/${kind}`, { method: "PUT", headers, body: new Uint8Array(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null, text };
}

const siteInfo = async () => (await s.pub("/api/site-info")).body;

describe("PUT /api/admin/media/{kind}", () => {
  it("stores a logo and answers kind, url, content_type, bytes, width, height", async () => {
    const png = testImages.png();
    const response = await upload("logo", "image/png", png);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      kind: "logo",
      url: expect.stringMatching(/^\/media\/logo\.[0-9a-f]{16}\.png$/),
      content_type: "image/png",
      bytes: png.length,
      width: 64,
      height: 64,
    });
    const info = await siteInfo();
    expect(info.logo_url).toBe(response.body.url);
    expect(info.settings.logo_url).toBe(response.body.url);

    const served = await fetch(s.server.url + response.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const again = await fetch(s.server.url + response.body.url, { headers: { "if-none-match": served.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("takes JPEG, WebP, SVG for every kind and .ico for the favicon only", async () => {
    expect((await upload("social_image", "image/jpeg", testImages.jpeg(1200, 630))).body).toMatchObject({
      content_type: "image/jpeg",
      width: 1200,
      height: 630,
    });
    expect((await upload("logo", "image/webp", testImages.webp(200, 50))).body).toMatchObject({ content_type: "image/webp", width: 200, height: 50 });
    expect((await upload("favicon", "image/x-icon", testImages.ico(32))).body).toMatchObject({
      content_type: "image/x-icon",
      width: 32,
      height: 32,
      url: expect.stringMatching(/\.ico$/),
    });
    expect((await upload("favicon", "image/vnd.microsoft.icon", testImages.ico(16))).body).toMatchObject({ content_type: "image/x-icon" });
    expectError(await upload("logo", "image/x-icon", testImages.ico()), 415, /image\/png, image\/jpeg, image\/webp, image\/svg\+xml/);
    expect((await upload("favicon", "image/svg+xml; charset=utf-8", testImages.svg())).body).toMatchObject({
      content_type: "image/svg+xml",
      width: 120,
      height: 40,
    });
    const info = await siteInfo();
    expect(info.favicon_url).toMatch(/^\/media\/favicon\.[0-9a-f]{16}\.svg$/);
    expect(info.social_image_url).toMatch(/^\/media\/social_image\.[0-9a-f]{16}\.jpg$/);
  });

  it("refuses bytes that are not what the Content-Type says (415 with a detail)", async () => {
    expectError(await upload("logo", "image/png", testImages.jpeg()), 415, "The file is a JPEG image, not PNG as its Content-Type says");
    expectError(await upload("logo", "image/png", Buffer.from("<?php system($_GET['c']); ?>")), 415, /not a PNG image/);
    expectError(await upload("logo", "image/svg+xml", Buffer.from("<html><script>alert(1)</script></html>")), 415, /not a SVG image/);
    expectError(await upload("logo", "image/svg+xml", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')), 415, /well-formed SVG/);
    expectError(await upload("logo", "image/png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])), 415, /damaged/);
    expectError(await upload("logo", "image/gif", Buffer.from("GIF89a")), 415, /Content-Type/);
    expectError(await upload("logo", "application/json", Buffer.from("{}")), 415, /Content-Type/);
    expectError(await upload("logo", "text/html", Buffer.from("<svg/>")), 415);
  });

  it("refuses a raster image over 8192 pixels a side (415 naming its size), takes one of exactly 8192", async () => {
    const bomb = testImages.pngOfSize(100_000, 100_000);
    expect(bomb.length).toBeLessThan(400);
    expectError(await upload("logo", "image/png", bomb), 415, "The PNG image is 100000 × 100000 pixels: at most 8192 pixels a side are taken (scale it down)");
    expectError(await upload("social_image", "image/png", testImages.pngOfSize(8193, 10)), 415, /8193 × 10 pixels/);
    expectError(await upload("social_image", "image/jpeg", testImages.jpeg(10, 20_000)), 415, /JPEG image is 10 × 20000 pixels/);
    expectError(await upload("social_image", "image/webp", testImages.webp(16_000, 8)), 415, /WebP image is 16000 × 8 pixels/);
    expect((await upload("social_image", "image/png", testImages.pngOfSize(8192, 8192))).body).toMatchObject({ width: 8192, height: 8192 });
  });

  it("refuses an SVG nested 5,000 deep with 415 (never a 500), and keeps the previous logo", async () => {
    const before = (await upload("logo", "image/svg+xml", testImages.svg())).body.url;
    const deep = testImages.svg(`${"<g>".repeat(5000)}<rect width="1" height="1"/>${"</g>".repeat(5000)}`);
    expectError(await upload("logo", "image/svg+xml", deep), 415, "The SVG is nested too deeply (more than 100 levels of elements)");
    expect((await siteInfo()).logo_url).toBe(before);
  });

  it("answers 413 above 1 MB, 400 for an empty body, 404 for an unknown kind, 401 without a token", async () => {
    const big = Buffer.concat([testImages.png(), Buffer.alloc(1024 * 1024)]);
    expectError(await upload("logo", "image/png", big), 413, "The image is larger than 1 MB");
    expectError(await upload("logo", "image/png", Buffer.alloc(0)), 400, "The file is empty");
    expectError(await upload("banner", "image/png", testImages.png()), 404, /Unknown media kind "banner"/);
    expectError(await upload("logo", "image/png", testImages.png(), null), 401);
    expectError(await upload("logo", "image/png", testImages.png(), "not-a-token"), 401);
  });

  it("sanitises SVG: no scripts, handlers, foreignObject or external references; served sandboxed", async () => {
    const hostile = testImages.svg(
      [
        "<script>alert(1)</script>",
        '<rect width="10" height="10" onclick="alert(2)" fill="url(#grad)" style="fill:url(https://evil.example/x.svg#a)"/>',
        '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
        '<image href="https://evil.example/tracker.png" width="1" height="1"/>',
        '<use xlink:href="https://evil.example/sprite.svg#icon" xmlns:xlink="http://www.w3.org/1999/xlink"/>',
        '<a href="javascript:alert(3)"><circle r="4"/></a>',
        "<style>@import url(https://evil.example/a.css); circle { fill: url(http://evil.example/p.svg#p) }</style>",
        '<set attributeName="onmouseover" to="alert(4)"/>',
        '<linearGradient id="grad"><stop offset="0" stop-color="#fff"/></linearGradient>',
      ].join(""),
    );
    const response = await upload("logo", "image/svg+xml", hostile);
    expect(response.status, response.text).toBe(200);
    const served = await fetch(s.server.url + response.body.url);
    expect(served.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(served.headers.get("content-security-policy")).toBe("sandbox");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const svg = await served.text();
    expect(response.body.bytes).toBe(Buffer.byteLength(svg));
    for (const banned of ["<script", "onclick", "foreignObject", "evil.example", "javascript:", "@import", "<set"]) expect(svg).not.toContain(banned);
    expect(svg).toContain('fill="url(#grad)"');
    expect(svg).toContain("<circle");
    expect(svg).toContain('<linearGradient id="grad">');
  });

  it("refuses an SVG whose DTD declares entities, without expanding them", async () => {
    const bomb = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
    );
    expectError(await upload("logo", "image/svg+xml", bomb), 415, /well-formed SVG/);
  });

  it("a new upload gets a new address; the old address is gone", async () => {
    const first = (await upload("social_image", "image/png", testImages.png())).body.url;
    const second = (await upload("social_image", "image/webp", testImages.webp(1200, 630))).body.url;
    expect(second).not.toBe(first);
    expect((await fetch(s.server.url + first)).status).toBe(404);
    expect((await fetch(s.server.url + second)).status).toBe(200);
    expect((await fetch(`${s.server.url}/media/logo.0000000000000000.png`)).status).toBe(404);
    expect((await fetch(`${s.server.url}/media/../site.json`)).status).toBe(404);
  });
});

describe("DELETE /api/admin/media/{kind} and GET /api/admin/media", () => {
  it("goes back to the default: null in site-info, and the admin list says so", async () => {
    await upload("logo", "image/png", testImages.png());
    const listed = await s.admin("/api/admin/media");
    expect(listed.status).toBe(200);
    expect(listed.body.logo).toMatchObject({ kind: "logo", content_type: "image/png" });
    const removed = await s.admin("/api/admin/media/logo", "DELETE");
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, kind: "logo" });
    expect((await siteInfo()).logo_url).toBeNull();
    expect((await s.admin("/api/admin/media")).body.logo).toBeNull();
    expect((await s.admin("/api/admin/media/logo", "DELETE")).status).toBe(200);
    expectError(await s.admin("/api/admin/media/banner", "DELETE"), 404);
    expectError(await s.pub("/api/admin/media/logo", "DELETE"), 401);
  });

  it("keeps uploads over a restart", async () => {
    const uploaded = (await upload("favicon", "image/png", testImages.png())).body.url;
    await s.server.stop({ keepData: true });
    const { startTestServer } = await import("../../../test/testServer");
    const restarted = await startTestServer({ dataDir: s.server.dataDir });
    try {
      expect((await restarted.api("/api/site-info")).body.favicon_url).toBe(uploaded);
      expect((await fetch(restarted.url + uploaded)).status).toBe(200);
    } finally {
      await restarted.stop();
    }
    s = await startAdminSession();
  });
});

describe("the desktop app (app://admin) may upload and reset cross-origin", () => {
  it("answers the preflight for PUT and DELETE with an image content type and a bearer token", async () => {
    for (const method of ["PUT", "DELETE"]) {
      const preflight = await fetch(`${s.server.url}/api/admin/media/logo`, {
        method: "OPTIONS",
        headers: { origin: "app://admin", "access-control-request-method": method, "access-control-request-headers": "authorization,content-type" },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin")).toBe("app://admin");
      expect(preflight.headers.get("access-control-allow-methods")).toContain(method);
      expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
    }
    const response = await upload("logo", "image/png", testImages.png(), s.token, { origin: "app://admin" });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("app://admin");
    const image = await fetch(s.server.url + response.body.url, { headers: { origin: "app://admin" } });
    expect(image.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });
});
