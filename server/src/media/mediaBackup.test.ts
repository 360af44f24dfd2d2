import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testImages } from "../../test/images";
import { startTestServer, type TestServer } from "../../test/testServer";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server.stop());

const upload = async (kind: string, type: string, body: Buffer) =>
  (
    await fetch(`${server.url}/api/admin/media/${kind}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${token}`, "content-type": type },
      body: new Uint8Array(body),
    })
  ).json();
const download = async () => (await server.api("/api/admin/backups/download", { token })).body;
const restore = (body: unknown) => server.api("/api/admin/backups/restore", { method: "POST", token, body });
const siteInfo = async () => (await server.api("/api/site-info")).body;

describe("uploaded images in backups", () => {
  it("are in the downloaded file and come back with a restore", async () => {
    const logo = await upload("logo", "image/png", testImages.png());
    const social = await upload("social_image", "image/jpeg", testImages.jpeg(1200, 630));
    const file = await download();
    expect(file.site.media.logo).toMatchObject({ content_type: "image/png", width: 64, height: 64, data: testImages.png().toString("base64") });

    await server.api("/api/admin/media/logo", { method: "DELETE", token });
    await server.api("/api/admin/media/social_image", { method: "DELETE", token });
    expect((await siteInfo()).logo_url).toBeNull();

    const restored = await restore(file);
    expect(restored.status, restored.text).toBe(200);
    const info = await siteInfo();
    expect(info.logo_url).toBe(logo.url);
    expect(info.social_image_url).toBe(social.url);
    const served = await fetch(server.url + logo.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(testImages.png())).toBe(true);
  });

  it("are checked like uploads: a hostile SVG is cleaned, wrong bytes refuse the whole file", async () => {
    const file = await download();
    const hostile = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>');
    const withSvg = structuredClone(file);
    withSvg.site.media = {
      favicon: {
        content_type: "image/svg+xml",
        data: hostile.toString("base64"),
        bytes: hostile.length,
        width: 0,
        height: 0,
        hash: "0".repeat(16),
        updated_at: new Date().toISOString(),
      },
    };
    expect((await restore(withSvg)).status).toBe(200);
    const served = await (await fetch(server.url + (await siteInfo()).favicon_url)).text();
    expect(served).not.toContain("script");
    expect(served).not.toContain("onload");

    const company = (await server.api("/api/admin/company-info", { token })).body.name;
    const lying = structuredClone(file);
    lying.site.company.name = "Should not be restored";
    lying.site.media = { logo: { content_type: "image/png", data: Buffer.from("not a png").toString("base64") } };
    const refused = await restore(lying);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/media\.logo/);
    const unknownKind = structuredClone(file);
    unknownKind.site.media = { banner: { content_type: "image/png", data: testImages.png().toString("base64") } };
    expect((await restore(unknownKind)).status).toBe(400);
    const notBase64 = structuredClone(file);
    notBase64.site.media = { logo: { content_type: "image/png", data: "%%%" } };
    expect((await restore(notBase64)).status).toBe(400);
    expect((await server.api("/api/admin/company-info", { token })).body.name).toBe(company);
  });

  it("an SVG nested 5,000 deep refuses the restore with 415 like its upload, naming the image; nothing changes", async () => {
    const file = await download();
    const deep = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${"<g>".repeat(5000)}<rect width="1" height="1"/>${"</g>".repeat(5000)}</svg>`);
    const company = (await server.api("/api/admin/company-info", { token })).body.name;
    const hostile = structuredClone(file);
    hostile.site.company.name = "Should not be restored";
    hostile.site.media = { favicon: { content_type: "image/svg+xml", data: deep.toString("base64"), updated_at: new Date().toISOString() } };
    const refused = await restore(hostile);
    expect(refused.status, refused.text).toBe(415);
    expect(refused.body.detail).toBe("The backup file is damaged: media.favicon: The SVG is nested too deeply (more than 100 levels of elements)");
    expect((await server.api("/api/admin/company-info", { token })).body.name).toBe(company);
  });

  it("a raster image over 8192 pixels a side refuses the restore (400 naming the image and its size)", async () => {
    const file = await download();
    file.site.media = { social_image: { content_type: "image/png", data: testImages.pngOfSize(100_000, 100_000).toString("base64") } };
    const refused = await restore(file);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.detail).toMatch(/^The backup file is damaged: media\.social_image: The PNG image is 100000 × 100000 pixels/);
  });

  it("a backup from before media existed (schema 1) restores with no images and every new default", async () => {
    const file = await download();
    file.schema_version = 1;
    file.site.schema_version = 1;
    delete file.site.media;
    for (const plan of file.site.plans) {
      delete plan.sold_out;
      delete plan.pricing;
    }
    for (const promo of file.site.promos) delete promo.starts_at;
    delete file.site.site_settings.maintenance_mode;
    delete file.site.site_settings.maintenance_message;
    const restored = await restore(file);
    expect(restored.status, restored.text).toBe(200);
    const info = await siteInfo();
    expect(info).toMatchObject({ logo_url: null, favicon_url: null, social_image_url: null });
    const plans = (await server.api("/api/admin/hosting-plans", { token })).body;
    expect(plans.every((plan: any) => plan.sold_out === false && typeof plan.pricing === "object")).toBe(true);
    expect((await server.api("/api/settings", { token })).body.maintenance_mode).toBe(false);
  });
});
