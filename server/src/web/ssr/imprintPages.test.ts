import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installTestSite, TEST_SITE } from "../../../test/fixtures/testSite";
import { sourceSsrBuild, type SourceSsrBuild } from "../../../test/sourceSsrBuild";
import { startTestServer, type TestServer } from "../../../test/testServer";

/** The imprint page and the legal pages' dates, with the real app and the real renderer, in English and German. */
const PUBLIC_URL = "https://orbit.example";

let build: SourceSsrBuild;
let server: TestServer;
let token: string;

const admin = (path: string, method: string, body: unknown) => server.api(path, { method, token, body });
const get = (path: string) => fetch(server.url + path, { redirect: "manual" });
const html = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
/** The page's visible text: its markup without tags (the JSON data block left out). */
const visible = (markup: string) =>
  markup
    .replace(/<script\b[^>]*>[^<]*<\/script>/g, "")
    .replace(/<head>[\s\S]*?<\/head>/, "")
    .replace(/<[^<>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
/** The footer's links as [text, href]. */
function footerLinks(markup: string): [string, string][] {
  const footer = markup.slice(markup.indexOf("<footer"), markup.indexOf("</footer>"));
  return [...footer.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((match) => [match[2], match[1]]);
}

beforeAll(async () => {
  build = await sourceSsrBuild();
  server = await startTestServer({ env: { ...build.env, PUBLIC_URL } });
  await installTestSite(server.site.deps.store);
  token = await server.login();
  expect((await admin("/api/admin/site-settings", "PUT", { languages: ["en", "de"] })).status).toBe(200);
  const company = await admin("/api/admin/company-info", "PUT", {
    legal_form: "GmbH",
    managing_directors: ["Erika Mustermann"],
    register_court: "Amtsgericht Köln",
    register_number: "HRB 4711",
    vat_id: "DE123456789",
  });
  expect(company.status, company.text).toBe(200);
  const page = await admin("/api/admin/pages", "POST", { slug: "data-centres", title: "Data centres", body: "Frankfurt.", published: true });
  expect(page.status, page.text).toBe(200);
});
afterAll(async () => {
  await server?.stop();
  await build?.remove();
});

describe("the imprint page", () => {
  it("is made from Company Info at /imprint and, in German, at /de/imprint", async () => {
    const english = visible(await html("/imprint"));
    expect(english).toContain("Imprint");
    for (const fact of [
      TEST_SITE.company.name,
      "Legal form: GmbH",
      "Represented by: Erika Mustermann",
      "Register court: Amtsgericht Köln",
      "HRB 4711",
      "DE123456789",
    ]) {
      expect(english, fact).toContain(fact);
    }
    const germanHtml = await html("/de/imprint");
    expect(germanHtml).toMatch(/<html lang="de"/);
    expect(germanHtml).toMatch(/<title>Impressum[^<]*<\/title>/);
    expect(germanHtml).toMatch(/<h1 class="legal-title">Impressum<\/h1>/);
    const german = visible(germanHtml);
    for (const text of [
      "Diensteanbieter",
      "Rechtsform: GmbH",
      "Vertreten durch: Erika Mustermann",
      "Registergericht: Amtsgericht Köln",
      "Umsatzsteuer-Identifikationsnummer",
    ]) {
      expect(german, text).toContain(text);
    }
    // Its own address in each language, for search engines.
    expect(germanHtml).toContain(`<link rel="canonical" href="${PUBLIC_URL}/de/imprint">`);
    expect(germanHtml).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/imprint">`);
    expect(germanHtml).toContain(`<link rel="alternate" hreflang="de" href="${PUBLIC_URL}/de/imprint">`);
    // Made from Company Info, it has no date of its own.
    expect(germanHtml).not.toContain("Zuletzt aktualisiert");
  });

  it("is linked in every page's footer, in the page's language", async () => {
    for (const path of ["/", "/terms", "/privacy", "/imprint", "/data-centres"]) {
      expect(footerLinks(await html(path)), path).toContainEqual(["Imprint", "/imprint"]);
    }
    for (const path of ["/de/", "/de/terms", "/de/imprint", "/de/data-centres"]) {
      expect(footerLinks(await html(path)), path).toContainEqual(["Impressum", "/de/imprint"]);
    }
    const notFound = await get("/de/nothing-here");
    expect(notFound.status).toBe(404);
    expect(footerLinks(await notFound.text())).toContainEqual(["Impressum", "/de/imprint"]);
  });

  it("is in the sitemap in every language, with alternates", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${PUBLIC_URL}/imprint`);
    expect(locs).toContain(`${PUBLIC_URL}/de/imprint`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${PUBLIC_URL}/de/imprint"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/imprint"/>`);
  });

  it("shows the administrator's own text once it is edited, with its date in the page's language", async () => {
    const saved = await admin("/api/content", "PUT", {
      section: "imprint",
      title: "Legal notice",
      description: "## Provider\n\nOrbit Test Hosting GmbH",
      translations: { de: { title: "Impressum", description: "## Anbieter\n\nOrbit Test Hosting GmbH" } },
    });
    expect(saved.status, saved.text).toBe(200);
    const at = new Date(saved.body.updated_at as string);
    const germanHtml = await html("/de/imprint");
    expect(visible(germanHtml)).toContain("Anbieter Orbit Test Hosting GmbH");
    const germanDate = new Intl.DateTimeFormat("de", { dateStyle: "long", timeZone: "UTC" }).format(at);
    expect(germanHtml).toContain(`<time dateTime="${saved.body.updated_at}">${germanDate}</time>`);
    expect(visible(germanHtml)).not.toContain("Legal form");
    expect(visible(await html("/imprint"))).toContain("Legal notice");
  });
});

describe("legal pages' dates", () => {
  it("are written in the page's language, with a machine-readable <time datetime> (React writes the attribute's name as dateTime), never as an ISO date", async () => {
    const updated = TEST_SITE.content.terms.updated_at as string;
    const english = await html("/terms");
    expect(english).toContain(`<time dateTime="${updated}">January 5, 2026</time>`);
    const german = await html("/de/terms");
    expect(german).toContain(`<time dateTime="${updated}">5. Januar 2026</time>`);
    expect(visible(german)).toContain("Zuletzt aktualisiert am 5. Januar 2026");
    for (const page of [english, german, await html("/de/privacy")]) expect(visible(page)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
