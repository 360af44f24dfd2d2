import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testImages } from "../../test/images";
import { sourceSsrBuild, type SourceSsrBuild } from "../../test/sourceSsrBuild";
import { startTestServer, type TestServer } from "../../test/testServer";

/** The logo for dark backgrounds: uploaded like the other images, in backups, and shown in the website's dark footer. */
let build: SourceSsrBuild;
let server: TestServer;
let token: string;
beforeAll(async () => {
  build = await sourceSsrBuild();
  server = await startTestServer({ env: build.env });
  token = await server.login();
});
afterAll(async () => {
  await server?.stop();
  await build?.remove();
});

const WHITE_LOGO = () => testImages.svg('<rect width="120" height="40" fill="#ffffff"/>');

async function upload(kind: string, type: string, body: Buffer) {
  const response = await fetch(`${server.url}/api/admin/media/${kind}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": type },
    body: new Uint8Array(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { kind: string; url: string; width: number; height: number };
}
const remove = (kind: string) => server.api(`/api/admin/media/${kind}`, { method: "DELETE", token });
const siteInfo = async () => (await server.api("/api/site-info")).body;
const home = async () => (await fetch(`${server.url}/`)).text();

/** The footer's markup (our own, rendered by React). */
function footer(html: string): string {
  const start = html.indexOf('<footer class="site-footer');
  expect(start, "the footer").toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</footer>", start));
}
/** The header's markup. */
function header(html: string): string {
  const start = html.indexOf("<header");
  expect(start, "the header").toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</header>", start));
}

describe("media kind logo_dark", () => {
  it("is uploaded, listed, published in site-info, served, and reset like the other images", async () => {
    const stored = await upload("logo_dark", "image/svg+xml", WHITE_LOGO());
    expect(stored).toMatchObject({ kind: "logo_dark", url: expect.stringMatching(/^\/media\/logo_dark\.[0-9a-f]{16}\.svg$/), width: 120, height: 40 });
    expect((await server.api("/api/admin/media", { token })).body.logo_dark).toMatchObject({ kind: "logo_dark", content_type: "image/svg+xml" });
    const info = await siteInfo();
    expect(info.logo_dark_url).toBe(stored.url);
    expect(info.settings.logo_dark_url).toBe(stored.url);
    const served = await fetch(server.url + stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");

    expect((await remove("logo_dark")).status).toBe(200);
    expect((await siteInfo()).logo_dark_url).toBeNull();
    expect((await server.api("/api/admin/media", { token })).body.logo_dark).toBeNull();
  });

  it("is in the backup file and comes back with a restore", async () => {
    const stored = await upload("logo_dark", "image/png", testImages.png());
    const file = (await server.api("/api/admin/backups/download", { token })).body;
    expect(file.site.media.logo_dark).toMatchObject({ content_type: "image/png", width: 64, height: 64, data: testImages.png().toString("base64") });
    await remove("logo_dark");
    expect((await siteInfo()).logo_dark_url).toBeNull();

    const restored = await server.api("/api/admin/backups/restore", { method: "POST", token, body: file });
    expect(restored.status, restored.text).toBe(200);
    expect((await siteInfo()).logo_dark_url).toBe(stored.url);
    const served = await fetch(server.url + stored.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(testImages.png())).toBe(true);
    await remove("logo_dark");
  });

  it("the footer shows the logo for dark backgrounds and the header the logo; without one, the logo sits on a light plate in the footer", async () => {
    const logo = await upload("logo", "image/png", testImages.png());
    let html = await home();
    expect(footer(html)).toContain(`src="${logo.url}"`);
    expect(footer(html)).toContain("logo-img--plate");
    expect(header(html)).toContain(`src="${logo.url}"`);
    expect(header(html)).not.toContain("logo-img--plate");

    const dark = await upload("logo_dark", "image/svg+xml", WHITE_LOGO());
    html = await home();
    expect(footer(html)).toContain(`src="${dark.url}"`);
    expect(footer(html)).not.toContain(`src="${logo.url}"`);
    expect(footer(html)).not.toContain("logo-img--plate");
    expect(header(html)).toContain(`src="${logo.url}"`);
    expect(header(html)).not.toContain(dark.url);

    // Without any uploaded logo the shipped logo (readable on both) needs no plate.
    await remove("logo");
    await remove("logo_dark");
    expect(footer(await home())).not.toContain("logo-img--plate");
  });
});
