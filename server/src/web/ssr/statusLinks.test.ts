import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STATUS_PAGE_URL } from "../../store/demoData";
import { startSsrTestSite, type SsrTestSite } from "../../../test/ssrTestSite";

/**
 * Status links: the footer, the header's badge, the 404 page and the maintenance page's badge link to the site's own
 * status page once a status monitor is configured, to the address the administrator set instead when there is one
 * (Uptime Kuma's own page, say), and nowhere without either.
 */
let site: SsrTestSite;
beforeAll(async () => {
  site = await startSsrTestSite({}, { demo: true });
  await settings({ languages: ["en", "de"] });
});
afterAll(() => site?.stop());

async function settings(fields: Record<string, unknown>) {
  const response = await site.api("/api/admin/site-settings", { method: "PUT", token: site.token, body: fields });
  expect(response.status, response.text).toBe(200);
}
const page = async (path: string) => (await fetch(site.server.url + path)).text();
/** Every page with status links: the home page (header badge, footer), a German page and the 404 page. */
const pages = async () => [await page("/"), await page("/de/"), await page("/no-such-page")];
const header = (html: string) => html.slice(html.indexOf("<header"), html.indexOf("</header>"));
const footer = (html: string) => html.slice(html.indexOf('<footer class="site-footer'));
/** The status links of a page: the badge's, the footer's "System Status" and the 404 page's "Check system status". */
function statusLinks(html: string): string[] {
  return [
    ...[...header(html).matchAll(/<a href="([^"]*)"( target="_blank" rel="noopener noreferrer")? class="status-badge/g)].map(
      (m) => `badge ${m[1]}${m[2] ? " new tab" : ""}`,
    ),
    ...[...footer(html).matchAll(/<a href="([^"]*)"[^>]*>(System Status|Systemstatus)<\/a>/g)].map((m) => `footer ${m[1]}`),
    ...[...html.matchAll(/<a href="([^"]*)">Check system status<\/a>/g)].map((m) => `404 ${m[1]}`),
  ];
}

describe("status links", () => {
  it("the demo's status address was never set, and no monitor is: no page links to a status page and site-info gives none", async () => {
    expect(site.server.site.deps.store.snapshot().site_settings.status_page_url).toBe(DEMO_STATUS_PAGE_URL);
    expect((await site.api("/api/site-info")).body.settings.status_page_url).toBe("");
    for (const html of await pages()) {
      expect(html).toContain("</footer>");
      expect(html).not.toContain("status.nebula-hosting");
      expect(statusLinks(html)).toEqual([]);
    }
  });

  it("with a status monitor configured, every status link goes to the site's own status page in the page's language, in the same tab", async () => {
    await settings({ status_page_url: "", uptime_kuma_url: "https://kuma.acme.example/status/main", show_status_badge: true });
    expect((await site.api("/api/site-info")).body.settings.status_page_url).toBe("/status");
    const [home, german, missing] = await pages();
    expect(statusLinks(home)).toEqual(["badge /status", "footer /status"]);
    expect(statusLinks(german)).toEqual(["badge /de/status", "footer /de/status"]);
    expect(statusLinks(missing)).toEqual(["badge /status", "footer /status", "404 /status"]);
    for (const html of [home, german, missing]) expect(html).not.toContain("kuma.acme.example");
    // The page the links lead to is in the sitemap, in every language.
    const sitemap = await page("/sitemap.xml");
    expect(sitemap).toMatch(/<loc>http[^<]*\/status<\/loc>/);
    expect(sitemap).toMatch(/<loc>http[^<]*\/de\/status<\/loc>/);

    // The maintenance page's badge too; the status page itself stays up meanwhile.
    await settings({ maintenance_mode: true });
    try {
      const maintenance = await fetch(`${site.server.url}/de/`);
      expect(maintenance.status).toBe(503);
      expect(await maintenance.text()).toMatch(/<a href="\/de\/status" class="status-badge/);
      expect((await fetch(`${site.server.url}/de/status`)).status).toBe(200);
    } finally {
      await settings({ maintenance_mode: false });
    }
  });

  it("an address the administrator set wins (Uptime Kuma's own page stays available): linked from every place, in a new tab", async () => {
    const own = "https://status.acme.example/";
    await settings({ status_page_url: own, show_status_badge: true });
    expect((await site.api("/api/site-info")).body.settings.status_page_url).toBe(own);
    const [home, german, missing] = await pages();
    expect(statusLinks(home)).toEqual([`badge ${own} new tab`, `footer ${own}`]);
    expect(statusLinks(german)).toEqual([`badge ${own} new tab`, `footer ${own}`]);
    expect(statusLinks(missing)).toEqual([`badge ${own} new tab`, `footer ${own}`, `404 ${own}`]);
    expect(footer(home)).toContain(`<a href="${own}" target="_blank" rel="noopener noreferrer">System Status</a>`);
    // No link leads to the site's own status page: the sitemap leaves it out.
    expect(await page("/sitemap.xml")).not.toContain("/status</loc>");
  });

  it("without a monitor and without an address no link points anywhere", async () => {
    await settings({ status_page_url: "", uptime_kuma_url: "", show_status_badge: true });
    expect((await site.api("/api/site-info")).body.settings.status_page_url).toBe("");
    for (const html of await pages()) {
      expect(html).not.toContain("status.acme.example");
      expect(statusLinks(html)).toEqual([]);
    }
  });
});
