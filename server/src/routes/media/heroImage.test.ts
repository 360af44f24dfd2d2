import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { testImages } from "../../../test/images";

/** The hero image: a photo or picture (JPEG, PNG or WebP, never SVG), at most 1 MB and 8192 pixels a side. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

async function upload(type: string, body: Buffer) {
  const response = await fetch(`${s.server.url}/api/admin/media/hero_image`, {
    method: "PUT",
    headers: { authorization: `Bearer ${s.token}`, "content-type": type },
    body: new Uint8Array(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null, text };
}

const siteInfo = async () => (await s.pub("/api/site-info")).body;
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

describe("PUT /api/admin/media/hero_image", () => {
  it("takes JPEG, PNG and WebP, answers its pixel size, and publishes hero_image_url in site-info", async () => {
    for (const [type, body, width, height] of [
      ["image/png", testImages.png(), 64, 64],
      ["image/webp", testImages.webp(1600, 900), 1600, 900],
      ["image/jpeg", testImages.jpeg(1920, 1080), 1920, 1080],
    ] as const) {
      const response = await upload(type, body);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toMatchObject({
        kind: "hero_image",
        content_type: type,
        width,
        height,
        url: expect.stringMatching(/^\/media\/hero_image\.[0-9a-f]{16}\./),
      });
      const info = await siteInfo();
      expect(info.hero_image_url).toBe(response.body.url);
      expect(info.settings.hero_image_url).toBe(response.body.url);
      const served = await fetch(s.server.url + response.body.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      await served.arrayBuffer();
    }
    const listed = (await s.admin("/api/admin/media")).body.hero_image;
    expect(listed).toMatchObject({ kind: "hero_image", content_type: "image/jpeg", width: 1920, height: 1080 });
  });

  it("refuses SVG and icons (415 naming the types it takes), over 1 MB (413), over 8192 pixels a side (415)", async () => {
    const before = (await siteInfo()).hero_image_url;
    expectError(await upload("image/svg+xml", SVG), 415, /hero image must be sent with Content-Type image\/jpeg, image\/png, image\/webp/);
    expectError(await upload("image/x-icon", testImages.ico(32)), 415, /hero image/);
    expectError(await upload("image/png", Buffer.concat([testImages.png(), Buffer.alloc(1024 * 1024)])), 413);
    expectError(await upload("image/png", testImages.pngOfSize(9000, 100)), 415, /9000 × 100 pixels/);
    expect((await siteInfo()).hero_image_url).toBe(before);
  });

  it("DELETE goes back to none: null in site-info", async () => {
    expect((await upload("image/png", testImages.png())).status).toBe(200);
    const response = await s.admin("/api/admin/media/hero_image", "DELETE");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, kind: "hero_image", message: "Hero image removed: the hero shows no picture" });
    expect((await s.admin("/api/admin/media/hero_image", "DELETE")).body.message).toBe("There was no hero image");
    const info = await siteInfo();
    expect(info.hero_image_url).toBeNull();
    expect(info.settings.hero_image_url).toBeNull();
    expect((await s.admin("/api/admin/media")).body.hero_image).toBeNull();
  });
});
