import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installTestSite, TEST_SITE, TEST_SITE_PLAN_COUNT } from "../../../test/fixtures/testSite";
import { startTestServer, type TestServer } from "../../../test/testServer";
import { fillTemplate, inlineStylesheets } from "./bundle";
import { robotsTxt } from "./seoFiles";

const TEMPLATE = `<!doctype html><html><head><!--app-head--><link rel="stylesheet" crossorigin href="/assets/main-abc.css"></head><body><div id="root"><!--app-html--></div></body></html>`;

/** A stand-in SSR bundle: shows what the renderer passes in, without a Vite build. */
const FAKE_SSR = `
let renders = 0;
export function render(data, options) {
  renders += 1;
  return {
    html: "<p>page=" + data.page + " plans=" + data.plans.length + " promos=" + data.promoCodes.map((p) => p.code).join(",") + " status=" + (data.status && data.status.status) + " renders=" + renders + " fact=" + data.factIndex + "</p>",
    head: "<title>" + data.page + "</title><link rel=canonical href=" + options.publicUrl + options.path + ">",
  };
}`;

describe("template helpers", () => {
  it("fills the slots, and falls back to </head> and the root div without them", () => {
    const parts = { head: "<title>$&</title>", html: "<p>$1</p>" };
    expect(fillTemplate(TEMPLATE, parts)).toContain("<head><title>$&</title><link");
    expect(fillTemplate(TEMPLATE, parts)).toContain('<div id="root"><p>$1</p></div></body>');
    const plain = fillTemplate('<html><head></head><body><div id="root"></div></body></html>', parts);
    expect(plain).toBe('<html><head><title>$&</title>\n</head><body><div id="root"><p>$1</p></div></body></html>');
  });

  it("joins markup and head tags that came as bytes (from a render worker) into the same page, as bytes", () => {
    const head = "<title>Préis – $&</title>";
    const markup = "<p>4,99 € für „alles“ – $1</p>";
    const bytes = (text: string) => new TextEncoder().encode(text);
    const asText = fillTemplate(TEMPLATE, { head, lang: "de", html: markup });
    for (const parts of [
      { head, html: bytes(markup) },
      { head: bytes(head), html: bytes(markup) },
      { head: bytes(head), html: markup },
    ]) {
      const asBytes = fillTemplate(TEMPLATE, { ...parts, lang: "de" });
      expect(Buffer.isBuffer(asBytes)).toBe(true);
      expect(asBytes.toString()).toBe(asText);
    }
    expect(asText).toMatch(/^<!doctype html><html lang="de">/);
    const plain = fillTemplate('<html><head></head><body><div id="root"></div></body></html>', {
      head: bytes("<title>x</title>"),
      html: bytes("<p>ü</p>"),
    });
    expect(plain.toString()).toBe('<html><head><title>x</title>\n</head><body><div id="root"><p>ü</p></div></body></html>');
  });

  it("inlines built stylesheets", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ssr-css-"));
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "assets/main-abc.css"), "body{color:red}</style>");
    const html = await inlineStylesheets(TEMPLATE, dir);
    expect(html).toContain("<style>body{color:red}<\\/style></style>");
    expect(html).not.toContain("main-abc.css");
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps the admin and the API out of robots' reach", () => {
    expect(robotsTxt("https://acme.example")).toBe("User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: https://acme.example/sitemap.xml\n");
  });
});

describe("createPublicPages", () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "ssr-dist-"));
    await mkdir(join(dist, "client/assets"), { recursive: true });
    await mkdir(join(dist, "ssr"));
    await writeFile(join(dist, "client/index.html"), TEMPLATE);
    await writeFile(join(dist, "client/assets/main-abc.css"), "body{margin:0}");
    await writeFile(join(dist, "ssr/entry-server.js"), FAKE_SSR);
    server = await startTestServer({ env: { WEB_DIST_DIR: join(dist, "client"), SSR_DIST_DIR: join(dist, "ssr"), PUBLIC_URL: "https://acme.example" } });
    await installTestSite(server.site.deps.store);
  });
  const { hero, pricing, floating } = TEST_SITE.promos;
  afterAll(async () => {
    await server?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it("renders known pages with data from the store, and other paths as 404", async () => {
    const home = await server.api("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toContain("text/html");
    expect(home.text).toContain(`page=home plans=${TEST_SITE_PLAN_COUNT} promos=${hero.code},${pricing.code},${floating.code}`);
    expect(home.text).toContain("<link rel=canonical href=https://acme.example/>");
    expect(home.text).toContain("<style>body{margin:0}</style>");
    // Public settings only: never the status monitor's API key.
    expect(home.text).not.toContain("uptime_kuma_api_key");
    expect((await server.api("/terms")).text).toContain("page=terms plans=0");
    const missing = await server.api("/does/not/exist");
    expect(missing.status).toBe(404);
    expect(missing.text).toContain("page=not-found");
  });

  it("serves cached HTML until the data, the status or a promo's expiry changes", async () => {
    const first = await server.api("/privacy");
    const again = await server.api("/privacy");
    expect(again.text).toBe(first.text);
    const etag = first.headers.get("etag") ?? "";
    expect((await server.api("/privacy", { headers: { "if-none-match": etag } })).status).toBe(304);

    await server.site.deps.store.update(["content"], (draft) => {
      draft.content.privacy.title = "Privacy";
    });
    const afterWrite = await server.api("/privacy");
    expect(afterWrite.text).not.toBe(first.text);

    server.site.deps.status.current = () => ({ status: "down", code: "down", text: "Outage", checked_at: null });
    expect((await server.api("/")).text).toContain("status=down");

    await server.site.deps.store.update(["promos"], (draft) => {
      draft.promos.push({
        ...structuredClone(floating),
        id: 900,
        code: "SHORTLIVED",
        display_location: "footer",
        expiry_date: new Date(Date.now() + 300).toISOString(),
      });
    });
    expect((await server.api("/")).text).toContain(",SHORTLIVED ");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await server.api("/")).text).not.toContain("SHORTLIVED");
  });

  it("answers the sitemap with absolute URLs", async () => {
    const sitemap = await server.api("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain("<loc>https://acme.example/</loc>");
    expect(sitemap.text).toContain("<loc>https://acme.example/terms</loc>");
  });
});

describe("createPublicPages when a page cannot be rendered", () => {
  /** A stand-in SSR bundle that fails on any page with a stored navigation (or on every page with `always`). */
  const failingSsr = (always: boolean) => `
export function render(data, options) {
  if (${always} || data.navigation.length > 0) throw new Error("cannot render this data");
  return {
    html: "<p>page=" + data.page + " navigation=" + data.navigation.length + " plans=" + data.plans.length + " hero=" + (data.content.hero ? "stored" : "standard") + " company=" + data.company.name + "</p>",
    head: "<title>" + data.page + "</title>",
  };
}`;

  async function withRenderer(ssrSource: string | null, run: (server: TestServer) => Promise<void>): Promise<void> {
    const dist = await mkdtemp(join(tmpdir(), "ssr-failing-"));
    await mkdir(join(dist, "client"), { recursive: true });
    await mkdir(join(dist, "ssr"));
    await writeFile(join(dist, "client/index.html"), TEMPLATE);
    if (ssrSource !== null) await writeFile(join(dist, "ssr/entry-server.js"), ssrSource);
    const server = await startTestServer({ env: { WEB_DIST_DIR: join(dist, "client"), SSR_DIST_DIR: join(dist, "ssr") } });
    try {
      await installTestSite(server.site.deps.store);
      await run(server);
    } finally {
      await server.stop();
      await rm(dist, { recursive: true, force: true });
    }
  }

  it("renders the page again with the standard navigation, texts and sections, uncached, keeping its status", async () => {
    await withRenderer(failingSsr(false), async (server) => {
      const home = await server.api("/");
      expect(home.status).toBe(200);
      expect(home.text).toContain(`page=home navigation=0 plans=0 hero=standard company=${TEST_SITE.company.name}`);
      expect(home.headers.get("cache-control")).toBe("no-cache");
      const missing = await server.api("/no-such-page");
      expect(missing.status).toBe(404);
      expect(missing.text).toContain("page=not-found navigation=0");
    });
  });

  it("renders the standard page too when the stored data cannot even be read for the page", async () => {
    await withRenderer(failingSsr(false), async (server) => {
      await server.site.deps.store.update(["navigation", "plans"], (draft) => {
        draft.navigation = [];
        // Damaged data (a plan without its feature list) makes the page's data unreadable.
        (draft.plans[0] as unknown as { features: null }).features = null;
      });
      const home = await server.api("/");
      expect(home.status).toBe(200);
      expect(home.text).toContain(`page=home navigation=0 plans=0 hero=standard company=${TEST_SITE.company.name}`);
      expect(home.headers.get("cache-control")).toBe("no-cache");
    });
  });

  /** The plain page: the site's basic facts, links to the other pages, not to be indexed, no script. */
  function expectPlainPage(page: { status: number; text: string; headers: Headers }, status: number) {
    expect(page.status).toBe(status);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.text).toContain(`<h1>${TEST_SITE.company.name}</h1>`);
    expect(page.text).toContain(`<a href="mailto:${TEST_SITE.company.contact_email}">`);
    expect(page.text).toContain('<a href="/terms">Terms of Service</a>');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(page.text).not.toContain("<script");
  }

  it("answers the plain page when even that fails, with the page's status", async () => {
    await withRenderer(failingSsr(true), async (server) => {
      const terms = await server.api("/terms");
      expectPlainPage(terms, 200);
      expect(terms.text).toContain(`<title>${TEST_SITE.settings.site_title}</title>`);
      expect(terms.text).not.toContain("cannot render this data");
      const missing = await server.api("/no-such-page");
      expectPlainPage(missing, 404);
      expect(missing.text).toContain(`<title>Page not found | ${TEST_SITE.company.name}</title>`);
    });
  });

  it("without the SSR bundle every page is the plain page (unknown paths 404)", async () => {
    await withRenderer(null, async (server) => {
      for (const path of ["/", "/terms", "/privacy"]) expectPlainPage(await server.api(path), 200);
      expectPlainPage(await server.api("/no/such/page"), 404);
    });
  });
});
