import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "../../../../common/i18n/languages";
import type { SiteData } from "../../store/types";
import { installTestSite, TEST_SITE } from "../../../test/fixtures/testSite";
import { sourceSsrBuild, type SourceSsrBuild } from "../../../test/sourceSsrBuild";
import { startTestServer, type TestServer } from "../../../test/testServer";

/** The public pages in the site's default language, as the real renderer shows them. */
let build: SourceSsrBuild;
let server: TestServer;
beforeAll(async () => {
  build = await sourceSsrBuild();
  server = await startTestServer({ env: build.env });
  await installTestSite(server.site.deps.store);
});
afterAll(async () => {
  await server?.stop();
  await build?.remove();
});

async function speak(languages: Language[], defaultLanguage: Language): Promise<void> {
  await server.site.deps.store.update(["site_settings"], (draft: SiteData) => {
    draft.site_settings.languages = languages;
    draft.site_settings.default_language = defaultLanguage;
  });
}

/** The markup between an element's opening tag (found by its start) and the next `</${tag}>`. */
function part(html: string, start: string, tag: string): string {
  const from = html.indexOf(start);
  expect(from, start).toBeGreaterThan(-1);
  return html.slice(from, html.indexOf(`</${tag}>`, from));
}

describe("the public pages in German", () => {
  it("render the home page's header, plan cards, contact form and <html lang> in German", async () => {
    await speak(["de", "en"], "de");
    const home = await server.api("/");
    expect(home.status).toBe(200);
    const html = home.text;
    expect(html).toMatch(/^<!doctype html><html lang="de">/);
    expect(html).toContain('<a class="skip-link" href="#main">Zum Inhalt springen</a>');

    const header = part(html, '<header class="site-header"', "header");
    expect(header).toContain(`href="${TEST_SITE.settings.client_area_url}">Kundenbereich</a>`);
    expect(header).toContain(`href="${TEST_SITE.settings.game_panel_url}">Game-Panel</a>`);
    expect(header).toContain('<span class="visually-hidden">Menü öffnen</span>');
    expect(header).toContain('data-close-label="Menü schließen"');
    expect(header).toContain('aria-label="Hauptmenü"');
    expect(header).not.toContain("Client Area");

    const card = part(html, `data-plan-id="${TEST_SITE.plans.spark.id}"`, "article");
    expect(card).toMatch(/class="btn [^"]*plan-order"[^>]*>Jetzt bestellen<span class="visually-hidden">/);
    expect(card).toContain('<span class="plan-period">/Monat</span>');
    expect(html).not.toContain("Order Now");

    const form = part(html, '<form class="contact-form"', "form");
    for (const label of ["Name", "E-Mail", "Betreff", "Nachricht"]) expect(form).toContain(`>${label}</label>`);
    expect(form).toContain(">Nachricht senden</button>");
    // The form's script asks for the texts it shows after sending in the page's language (`lang` of the page).
    expect(form).not.toContain("data-texts");
    expect(html).toMatch(/^<!doctype html><html lang="de">/);
    const texts = (await server.api("/api/page-texts?lang=de")).body.contact;
    expect(texts).toMatchObject({ sending: "Wird gesendet...", thanks: "Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze." });
    expect(texts.reasons.name_too_long).toMatch(/^Der Name darf höchstens \d+ Zeichen lang sein\.$/);

    expect(part(html, '<footer class="site-footer', "footer")).toContain('<h2 class="footer-title">Leistungen</h2>');
  });

  it("render the 404 page in German, its space fact too", async () => {
    await speak(["de"], "de");
    const missing = await server.api("/no-such-page-here");
    expect(missing.status).toBe(404);
    expect(missing.text).toMatch(/^<!doctype html><html lang="de">/);
    expect(missing.text).toContain('<h1 class="not-found-title">Houston, wir haben ein Problem!</h1>');
    expect(missing.text).toContain(">Zur Startseite</a>");
    expect(missing.text).toMatch(/<p data-fact-index="\d">[^<]*(Venus|Neutronensterne|Fußspuren|Licht der Sonne|Universum)[^<]*<\/p>/);
    expect(missing.text).toContain("<title>Seite nicht gefunden | ");
  });

  it("stay in English, word for word, while English is the site's language", async () => {
    await speak(["en", "de"], "en");
    const html = (await server.api("/")).text;
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain(">Client Area</a>");
    expect(html).toContain(">Order Now<span");
    expect(html).toContain(">Send Message</button>");
    expect(html).toContain('<span class="visually-hidden">Open menu</span>');
  });
});
