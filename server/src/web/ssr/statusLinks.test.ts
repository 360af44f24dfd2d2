import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STATUS_PAGE_URL } from "../../store/demoData";
import { sourceSsrBuild, type SourceSsrBuild } from "../../../test/sourceSsrBuild";
import { startTestServer, type TestServer } from "../../../test/testServer";

/** Status links: the footer, the header's badge and the 404 page link only to a status address the site has set. */
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

const settings = async (fields: Record<string, unknown>) => {
  const response = await server.api("/api/admin/site-settings", { method: "PUT", token, body: fields });
  expect(response.status, response.text).toBe(200);
};
const page = async (path: string) => (await fetch(server.url + path)).text();
/** Every page with status links: the home page (header badge, footer), a German page and the 404 page. */
const pages = async () => [await page("/"), await page("/de/"), await page("/no-such-page")];

describe("status links", () => {
  it("the demo's status address was never set: no page links to it and site-info gives none", async () => {
    expect(server.site.deps.store.snapshot().site_settings.status_page_url).toBe(DEMO_STATUS_PAGE_URL);
    expect((await server.api("/api/site-info")).body.settings.status_page_url).toBe("");
    for (const html of await pages()) {
      expect(html).toContain("</footer>");
      expect(html).not.toContain("status.nebula-hosting");
    }
  });

  it("an address of the site's own is linked from the footer, the header's badge and the 404 page", async () => {
    const own = "https://status.acme.example/";
    await settings({ status_page_url: own, show_status_badge: true });
    expect((await server.api("/api/site-info")).body.settings.status_page_url).toBe(own);
    const [home, german, missing] = await pages();
    const footer = home.slice(home.indexOf('<footer class="site-footer'));
    expect(footer).toContain(`href="${own}"`);
    expect(home.slice(home.indexOf("<header"), home.indexOf("</header>"))).toContain(`href="${own}"`);
    expect(german).toContain(`href="${own}"`);
    expect(missing).toContain(`href="${own}"`);
  });

  it("without an address (nor a monitor that is a status page) no link points anywhere", async () => {
    await settings({ status_page_url: "", uptime_kuma_url: "https://kuma.acme.example/metrics", show_status_badge: true });
    expect((await server.api("/api/site-info")).body.settings.status_page_url).toBe("");
    for (const html of await pages()) {
      expect(html).not.toContain("status.acme.example");
      expect(html).not.toContain("kuma.acme.example");
    }
  });
});
