import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { API, CONTENT_SECTIONS } from "../../../../common/contracts";
import type { Endpoint } from "../../../../common/contracts/endpoint";
import { sourceSsrBuild, type SourceSsrBuild } from "../../../test/sourceSsrBuild";
import { startTestServer, type TestServer } from "../../../test/testServer";
import { demoTextsLeftIn } from "../../services/demoTexts";
import { demoSiteData } from "../../store/demoData";

/** Removing the demo content also replaces the demo's texts that are still as the demo wrote them. */
const started: TestServer[] = [];
let build: SourceSsrBuild;
beforeAll(async () => {
  build = await sourceSsrBuild();
});
afterEach(async () => {
  for (const server of started.splice(0)) await server.stop();
});
afterAll(() => build?.remove());

async function site(env: Record<string, string> = {}) {
  const server = await startTestServer({ env: { ...build.env, ...env } });
  started.push(server);
  const token = await server.login();
  const admin = (path: string, method = "GET", body?: unknown) => server.api(path, { method, body, token });
  const removeDemo = async () => {
    const answer = await admin("/api/admin/demo-content/remove", "POST");
    expect(answer.status, answer.text).toBe(200);
    return answer.body.removed as { plans: number; categories: number; promo_codes: number; texts: number };
  };
  return { server, admin, removeDemo };
}

const demoTexts = demoTextsLeftIn(demoSiteData()).length;

/** An answer without the moments of change (the two sites were made at different times). */
function withoutClock(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key, inner: unknown) => (key === "updated_at" ? undefined : inner));
}

/** The texts a visitor and the administrator read: company, menu, every block, the site's settings. */
async function textsOf(call: (path: string) => Promise<{ body: unknown }>) {
  const paths = [
    "/api/site-info",
    "/api/navigation",
    ...CONTENT_SECTIONS.map((section) => `/api/content/${section}`),
    "/api/admin/company-info",
    "/api/admin/site-settings",
    ...CONTENT_SECTIONS.map((section) => `/api/admin/content/${section}`),
  ];
  return Object.fromEntries(await Promise.all(paths.map(async (path) => [path, withoutClock((await call(path)).body)])));
}

/** Paths of the sitemap's <loc> entries (every page in every language). */
async function sitemapPaths(server: TestServer): Promise<string[]> {
  const xml = (await server.api("/sitemap.xml")).text;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * Every public GET of the API with each value its parameters take, in every language: a section or type names
 * each content section, a slug each page of the site's own. A new parameter fails here until it is filled in.
 */
function publicGets(languages: readonly string[], slugs: readonly string[]): string[] {
  const endpoints = Object.values(API).flatMap((resource) => Object.values(resource) as Endpoint[]);
  const paths = endpoints
    .filter((endpoint) => endpoint.access === "public" && endpoint.method === "GET")
    .flatMap((endpoint) => {
      let concrete = [endpoint.path as string];
      for (const [, name] of endpoint.path.matchAll(/:(\w+)/g)) {
        const values = name === "type" || name === "section" ? CONTENT_SECTIONS : name === "slug" ? slugs : undefined;
        if (!values) throw new Error(`fill the parameter :${name} of ${endpoint.path}`);
        concrete = concrete.flatMap((path) => values.map((value) => path.replace(`:${name}`, value)));
      }
      return concrete;
    });
  return paths.flatMap((path) => languages.map((language) => `${path}?lang=${language}`));
}

describe("demo texts", () => {
  it("become exactly the neutral texts of a site started with DEMO_CONTENT=false; the count is answered", { timeout: 60_000 }, async () => {
    const demoSite = await site();
    const neutralSite = await site({ DEMO_CONTENT: "false" });
    const before = await textsOf(demoSite.admin);
    const neutral = await textsOf(neutralSite.admin);
    expect(before).not.toEqual(neutral);

    const removed = await demoSite.removeDemo();
    expect(removed.texts).toBe(demoTexts);
    // The company, its numbers, the hero, features, about, terms, privacy, the menu's demo entries, title and addresses.
    expect(demoTexts).toBeGreaterThanOrEqual(29);
    expect(await textsOf(demoSite.admin)).toEqual(neutral);
    const info = (await demoSite.server.api("/api/site-info")).body;
    expect(info.settings).toMatchObject({ client_area_url: "", game_panel_url: "", billing_url: "", status_page_url: "" });
    expect(info.company).toMatchObject({ name: "Your Company", phone: "", founded_year: null });
  });

  it("keeps every text the administrator changed and every translation; a button's words and link stay together", { timeout: 60_000 }, async () => {
    const { admin, removeDemo } = await site();
    expect((await admin("/api/admin/company-info", "PUT", { name: "Sternwarte Hosting GmbH" })).status).toBe(200);
    // Only the hero's button text is edited: its link (still the demo's #hosting) is kept with it.
    const hero = await admin("/api/admin/content/hero", "PUT", { title: "Hosting aus Leipzig", button_text: "Unsere Tarife" });
    expect(hero.status, hero.text).toBe(200);
    expect((await admin("/api/admin/site-settings", "PUT", { site_title: "Sternwarte Hosting", languages: ["en", "de"] })).status).toBe(200);
    // A translation of a demo text is the administrator's work: the demo text is replaced, the translation stays.
    const features = await admin("/api/admin/content/features", "PUT", { translations: { de: { title: "Warum wir?" } } });
    expect(features.status, features.text).toBe(200);

    const removed = await removeDemo();
    expect(removed.texts).toBe(demoTexts - 4);
    expect((await admin("/api/admin/company-info")).body.name).toBe("Sternwarte Hosting GmbH");
    expect((await admin("/api/admin/content/hero")).body).toMatchObject({
      title: "Hosting aus Leipzig",
      button_text: "Unsere Tarife",
      button_url: "#hosting",
      // Untouched demo texts of the same block are replaced.
      subtitle: "",
      highlights: [],
    });
    expect((await admin("/api/admin/site-settings")).body.site_title).toBe("Sternwarte Hosting");
    const featuresAfter = (await admin("/api/admin/content/features")).body;
    expect(featuresAfter.title).toBe("What We Offer");
    expect(featuresAfter.translations).toEqual({ de: { title: "Warum wir?" } });
    // Nothing of the demo is left: the checklist item is done.
    const setup = (await admin("/api/admin/overview")).body.setup as { key: string; done: boolean }[];
    expect(setup.find((item) => item.key === "demo_content")?.done).toBe(true);
  });

  it("a demo text alone keeps the checklist's demo item open, naming it", { timeout: 60_000 }, async () => {
    const { admin, removeDemo } = await site();
    await removeDemo();
    expect((await admin("/api/admin/company-info", "PUT", { name: demoSiteData().company.name })).status).toBe(200);
    const item = ((await admin("/api/admin/overview")).body.setup as { key: string; done: boolean; hint: string }[]).find(
      (entry) => entry.key === "demo_content",
    );
    expect(item).toMatchObject({ done: false, hint: "Demo content is still on the site (1 demo text): remove it, or edit it to make it yours." });
    expect((await removeDemo()).texts).toBe(1);
  });

  it("leaves no trace of the demo company on any public page or public answer, in any language", { timeout: 120_000 }, async () => {
    const { server, admin, removeDemo } = await site();
    expect((await admin("/api/admin/site-settings", "PUT", { languages: ["en", "de"] })).status).toBe(200);
    const page = await admin("/api/admin/pages", "POST", { slug: "rechenzentrum", title: "Our data centre", body: "Racks in Leipzig.", published: true });
    expect(page.status, page.text).toBe(200);
    const faq = await admin("/api/admin/faq", "PUT", [{ question: "Do you back up?", answer: "Every night." }]);
    expect(faq.status, faq.text).toBe(200);

    /** Every public page (the sitemap's, the 404 page, robots.txt) and every public GET, in both languages. */
    const everything = async () => {
      const paths = [...(await sitemapPaths(server)), "/no-such-page", "/de/no-such-page", "/robots.txt", ...publicGets(["en", "de"], ["rechenzentrum"])];
      expect(paths).toEqual(
        expect.arrayContaining(["/", "/de/", "/terms", "/de/privacy", "/rechenzentrum", "/de/rechenzentrum", "/api/content/about?lang=de"]),
      );
      return Promise.all(paths.map(async (path) => ({ path, text: (await server.api(path)).text })));
    };
    const nebula = /nebula/i;
    // The check sees the demo while it is there.
    const before = (await everything()).filter((answer) => nebula.test(answer.text)).map((answer) => answer.path);
    expect(before).toEqual(expect.arrayContaining(["/", "/de/", "/terms", "/api/site-info?lang=en", "/api/content/features?lang=de"]));

    await removeDemo();
    const after = await everything();
    expect(after.filter((answer) => nebula.test(answer.text)).map((answer) => answer.path)).toEqual([]);
    expect(after.find((answer) => answer.path === "/")?.text).toContain("Your Company");
  });
});
