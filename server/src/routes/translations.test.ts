import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../test/apiHelpers";

/**
 * `translations` on every translatable record: taken by the admin's create and update calls (partially), checked
 * with the field's own rule, answered by the admin GETs; visitors' calls take `?lang` and answer the texts in that
 * language, field by field falling back to the default language, with no `translations` key.
 */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  expect((await s.admin("/api/admin/site-settings", "PUT", { languages: ["en", "de", "fr"] })).status).toBe(200);
});
afterAll(() => s.server.stop());

let made = 0;
const unique = (what: string) => `${what}-${++made}-${Date.now().toString(36)}`;
const find = async (path: string, id: number | string, key = "id") =>
  ((await s.pub(path)).body as Array<Record<string, unknown>>).find((entry) => entry[key] === id);

/** Every public answer as text: none may carry translations. */
async function publicText(path: string): Promise<string> {
  const response = await s.pub(path);
  expect(response.status, response.text).toBe(200);
  return response.text;
}

describe("plans", () => {
  it("answers each language's name and features, falling back field by field, and keeps what an update does not send", async () => {
    const created = await s.admin("/api/admin/hosting-plans", "POST", {
      name: "Starter",
      features: ["SSL", "Backups"],
      translations: { de: { name: "Einstieg", features: "SSL inklusive\n\nSicherungen\n" }, FR: { name: "Débutant" } },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.translations).toEqual({ de: { name: "Einstieg", features: ["SSL inklusive", "Sicherungen"] }, fr: { name: "Débutant" } });
    const id = created.body.id;

    expect(await find("/api/hosting-plans?lang=de", id)).toMatchObject({ name: "Einstieg", features: ["SSL inklusive", "Sicherungen"] });
    expect(await find("/api/hosting-plans?lang=fr", id)).toMatchObject({ name: "Débutant", features: ["SSL", "Backups"] });
    expect(await find("/api/hosting-plans?lang=es", id)).toMatchObject({ name: "Starter", features: ["SSL", "Backups"] });
    expect(await find("/api/hosting-plans", id)).toMatchObject({ name: "Starter", features: ["SSL", "Backups"] });
    expect(await publicText("/api/hosting-plans?lang=de")).not.toContain("translations");

    const updated = await s.admin(`/api/admin/hosting-plans/${id}`, "PUT", { price: 3, translations: { de: { features: null }, fr: null } });
    expect(updated.body.translations).toEqual({ de: { name: "Einstieg" } });
    expect((await s.admin(`/api/admin/hosting-plans/${id}`, "PUT", { name: "Starter 2" })).body.translations).toEqual({ de: { name: "Einstieg" } });
    const listed = ((await s.admin("/api/admin/hosting-plans")).body as Array<{ id: number }>).find((plan) => plan.id === id);
    expect(listed).toMatchObject({ translations: { de: { name: "Einstieg" } } });
    expect(await find("/api/hosting-plans?lang=de", id)).toMatchObject({ name: "Einstieg", features: ["SSL", "Backups"] });
  });

  it.each([
    [{ translations: { de: { name: "x".repeat(201) } } }, "translations.de.name", /at most 200/],
    [{ translations: { de: { features: ["x".repeat(201)] } } }, "translations.de.features", /at most 200/],
    [{ translations: { de: { features: Array.from({ length: 101 }, () => "f") } } }, "translations.de.features", /at most 100/],
    [{ translations: { de: { price: 1 } } }, "translations.de", /no translatable field price \(a plan: name, features\)/],
    [{ translations: { klingon: { name: "Qapla" } } }, "translations.klingon", /not a supported language/],
    [{ translations: { de: { features: {} } } }, "translations.de.features", undefined],
  ])("answers 400 for %j naming %s, and stores nothing", async (body, field, rule) => {
    const id = (await s.admin("/api/admin/hosting-plans", "POST", { name: unique("Bad texts") })).body.id;
    const before = JSON.stringify(s.server.site.deps.store.snapshot().plans);
    expectBadRequest(await s.admin(`/api/admin/hosting-plans/${id}`, "PUT", body), field, rule);
    expectBadRequest(await s.admin("/api/admin/hosting-plans", "POST", { name: "New", ...body }), field, rule);
    expect(JSON.stringify(s.server.site.deps.store.snapshot().plans)).toBe(before);
  });
});

describe("categories, promo codes and pages", () => {
  it("categories: display name, description and section texts", async () => {
    const key = unique("cat");
    const created = await s.admin("/api/admin/hosting-categories", "POST", {
      key,
      display_name: "Web",
      description: "Websites",
      section_title: "Web hosting",
      section_description: "For sites",
      type: "shared",
      translations: { de: { display_name: "Webseiten", section_title: "Webhosting" } },
    });
    expect(created.status, created.text).toBe(200);
    expect(await find("/api/hosting-categories?lang=de", created.body.id)).toMatchObject({
      display_name: "Webseiten",
      description: "Websites",
      section_title: "Webhosting",
      section_description: "For sites",
    });
    expect(await find("/api/hosting-categories?lang=de", created.body.id)).not.toHaveProperty("translations");
    const updated = await s.admin(`/api/admin/hosting-categories/${created.body.id}`, "PUT", { translations: { de: { description: "Internetseiten" } } });
    expect(updated.body.translations).toEqual({ de: { display_name: "Webseiten", section_title: "Webhosting", description: "Internetseiten" } });
    expectBadRequest(
      await s.admin(`/api/admin/hosting-categories/${created.body.id}`, "PUT", { translations: { de: { description: "x".repeat(5_001) } } }),
      "translations.de.description",
      /at most 5000/,
    );
  });

  it("promo codes: title, description and button text; a required text cannot be blanked, only removed", async () => {
    const created = await s.admin("/api/admin/promo-codes", "POST", {
      code: unique("SAVE")
        .toUpperCase()
        .replace(/[^A-Z0-9-]/g, ""),
      title: "Save 10%",
      description: "On every plan",
      translations: { fr: { title: "Économisez 10 %", button_text: "Copier" } },
    });
    expect(created.status, created.text).toBe(200);
    expect(await find("/api/promo-codes?lang=fr", created.body.id)).toMatchObject({
      title: "Économisez 10 %",
      description: "On every plan",
      button_text: "Copier",
    });
    expect(await find("/api/promo-codes?lang=de", created.body.id)).toMatchObject({ title: "Save 10%", button_text: "Copy Code" });
    const blanked = await s.admin(`/api/admin/promo-codes/${created.body.id}`, "PUT", { translations: { fr: { title: "  " } } });
    expect(blanked.body.translations).toEqual({ fr: { button_text: "Copier" } });
    expectBadRequest(
      await s.admin(`/api/admin/promo-codes/${created.body.id}`, "PUT", { translations: { fr: { description: "x".repeat(1_001) } } }),
      "translations.fr.description",
    );
  });

  it("pages: title, description and body (the address is shared)", async () => {
    const slug = unique("imprint");
    const created = await s.admin("/api/admin/pages", "POST", {
      slug,
      title: "Imprint",
      description: "Who we are",
      body: "## Imprint",
      published: true,
      translations: { de: { title: "Impressum", body: "## Impressum" } },
    });
    expect(created.status, created.text).toBe(200);
    expect((await s.pub(`/api/pages/${slug}?lang=de`)).body).toMatchObject({ slug, title: "Impressum", description: "Who we are", body: "## Impressum" });
    expect((await s.pub(`/api/pages/${slug}`)).body).toMatchObject({ title: "Imprint", body: "## Imprint" });
    expect(await find("/api/pages?lang=de", slug, "slug")).toEqual({ slug, title: "Impressum", description: "Who we are" });
    expect(await publicText(`/api/pages/${slug}?lang=de`)).not.toContain("translations");
    expectBadRequest(
      await s.admin(`/api/admin/pages/${created.body.id}`, "PUT", { translations: { de: { title: "x".repeat(121) } } }),
      "translations.de.title",
    );
    expectBadRequest(await s.admin(`/api/admin/pages/${created.body.id}`, "PUT", { translations: { de: { slug: "other" } } }), "translations.de", /slug/);
  });
});

describe("company, FAQ and menu", () => {
  it("company: tagline, description and features, in the public site info", async () => {
    const saved = await s.admin("/api/admin/company-info", "PUT", {
      tagline: "Fast hosting",
      description: "We host",
      features: ["24/7 support"],
      translations: { de: { tagline: "Schnelles Hosting", features: ["Support rund um die Uhr"] } },
    });
    expect(saved.body.translations).toEqual({ de: { tagline: "Schnelles Hosting", features: ["Support rund um die Uhr"] } });
    expect((await s.pub("/api/site-info?lang=de")).body.company).toMatchObject({
      tagline: "Schnelles Hosting",
      description: "We host",
      features: ["Support rund um die Uhr"],
    });
    expect((await s.pub("/api/site-info?lang=de")).body.company).not.toHaveProperty("translations");
    expectBadRequest(await s.admin("/api/admin/company-info", "PUT", { translations: { de: { name: "Firma" } } }), "translations.de", /name/);
  });

  it("FAQ: each item's question and answer; items saved without translations keep theirs", async () => {
    const items = [
      { question: "Do you back up?", answer: "Daily.", translations: { de: { question: "Sichern Sie?", answer: "Täglich." } } },
      { question: "Can I move?", answer: "Yes.", translations: { fr: { answer: "Oui." } } },
    ];
    const saved = await s.admin("/api/admin/faq", "PUT", items);
    expect(saved.status, saved.text).toBe(200);
    expect((await s.pub("/api/faq?lang=de")).body).toEqual([
      { question: "Sichern Sie?", answer: "Täglich." },
      { question: "Can I move?", answer: "Yes." },
    ]);
    // The admin reorders and edits the answer without sending translations: each item keeps its own.
    const reordered = await s.admin("/api/admin/faq", "PUT", [
      { question: "Can I move?", answer: "Yes, for free." },
      { question: "Do you back up?", answer: "Daily." },
    ]);
    expect(reordered.body.map((item: { translations: object }) => item.translations)).toEqual([{ fr: { answer: "Oui." } }, { de: items[0].translations.de }]);
    expect((await s.pub("/api/faq?lang=fr")).body[0]).toEqual({ question: "Can I move?", answer: "Oui." });
    expectBadRequest(
      await s.admin("/api/admin/faq", "PUT", [{ question: "Q?", answer: "A.", translations: { de: { answer: "x".repeat(5_001) } } }]),
      "0.translations.de.answer",
    );
  });

  it("menu: each item's and each dropdown entry's label", async () => {
    const saved = await s.admin("/api/admin/navigation", "PUT", [
      { label: "Home", href: "#home", translations: { de: { label: "Start" } } },
      {
        label: "Hosting",
        href: "#hosting",
        dropdown_items: [
          { label: "Shared", href: "#shared", translations: { de: { label: "Geteilt" } } },
          { label: "VPS", href: "#vps" },
        ],
      },
    ]);
    expect(saved.status, saved.text).toBe(200);
    expect(
      (await s.pub("/api/navigation?lang=de")).body.map((item: { label: string; dropdown_items: Array<{ label: string }> }) => [
        item.label,
        item.dropdown_items.map((entry) => entry.label),
      ]),
    ).toEqual([
      ["Start", []],
      ["Hosting", ["Geteilt", "VPS"]],
    ]);
    expect(await publicText("/api/navigation?lang=de")).not.toContain("translations");
    // Saved again as the old panel sends it (ids, no translations): nothing is lost.
    const again = await s.admin(
      "/api/admin/navigation",
      "PUT",
      saved.body.map(
        ({ id, label, href, dropdown_items }: { id: number; label: string; href: string; dropdown_items: Array<{ label: string; href: string }> }) => ({
          id,
          label,
          href,
          dropdown_items: dropdown_items.map((entry) => ({ label: entry.label, href: entry.href })),
        }),
      ),
    );
    expect((await s.admin("/api/admin/navigation")).body).toEqual(saved.body);
    expect(again.body).toEqual(saved.body);
    expectBadRequest(
      await s.admin("/api/admin/navigation", "PUT", [{ label: "A", href: "#a", translations: { de: { label: "" }, xx: {} } }]),
      "0.translations.xx",
    );
    expectBadRequest(
      await s.admin("/api/admin/navigation", "PUT", [
        { label: "A", href: "#a", dropdown_items: [{ label: "B", href: "#b", translations: { de: { label: "x".repeat(201) } } }] },
      ]),
      "0.dropdown_items.0.translations.de.label",
    );
  });
});

describe("content blocks", () => {
  it("every field of the hero, the feature cards by position and the about numbers; `content` follows `description`", async () => {
    const hero = await s.admin("/api/admin/content/hero", "PUT", {
      title: "Fast hosting",
      description: "For everyone",
      highlights: ["99.9% uptime", "24/7 support"],
      translations: {
        de: { title: "Schnelles Hosting", content: "Für alle", secondary_button_text: "Kontakt", highlights: ["99,9 % Verfügbarkeit"] },
      },
    });
    expect(hero.status, hero.text).toBe(200);
    expect(hero.body.translations.de).toEqual({
      title: "Schnelles Hosting",
      description: "Für alle",
      secondary_button_text: "Kontakt",
      highlights: ["99,9 % Verfügbarkeit"],
    });
    expect((await s.pub("/api/content/hero?lang=de")).body).toMatchObject({
      title: "Schnelles Hosting",
      description: "Für alle",
      content: "Für alle",
      secondary_button_text: "Kontakt",
      highlights: ["99,9 % Verfügbarkeit"],
    });

    const saved = await s.admin("/api/admin/content/features", "PUT", {
      cards: [
        { title: "Fast", description: "NVMe", icon: "speed" },
        { title: "Safe", description: "Backups", icon: "shield" },
      ],
      translations: { de: { cards: [{ title: "Schnell" }, null, { title: "Extra" }] } },
    });
    expect(saved.status, saved.text).toBe(200);
    const features = (await s.pub("/api/content/features?lang=de")).body;
    expect(features.cards.map((card: { title: string; description: string; icon: string }) => [card.title, card.description, card.icon])).toEqual([
      ["Schnell", "NVMe", "speed"],
      ["Safe", "Backups", "shield"],
    ]);

    await s.admin("/api/admin/content/about", "PUT", {
      stats: [{ value: "5000+", label: "Customers" }],
      translations: { fr: { stats: [{ label: "Clients" }] } },
    });
    expect((await s.pub("/api/content/about?lang=fr")).body.stats).toEqual(
      [{ value: "5000+", label: "Customers" }].map((stat) => ({ ...stat, label: "Clients" })),
    );

    await s.admin("/api/content", "PUT", {
      section: "terms",
      title: "Terms",
      description: "## Terms",
      translations: { de: { title: "AGB", description: "## AGB" } },
    });
    expect((await s.pub("/api/content/terms?lang=de")).body).toMatchObject({ title: "AGB", description: "## AGB", content: "## AGB" });
    expect(await publicText("/api/content/hero?lang=de")).not.toContain("translations");
    expect((await s.admin("/api/admin/content/terms")).body.translations).toEqual({ de: { title: "AGB", description: "## AGB" } });
  });

  it.each([
    ["hero", { translations: { de: { cards: [{ title: "Karte" }] } } }, "translations.de.cards", /belongs to the features section/],
    ["terms", { translations: { de: { highlights: ["x"] } } }, "translations.de.highlights", /belongs to the hero section/],
    ["features", { translations: { de: { cards: [{ icon: "speed" }] } } }, "translations.de.cards.0", /icon/],
    ["features", { translations: { de: { cards: [{ href: "javascript:alert(1)" }] } } }, "translations.de.cards.0.href", /anchor/],
    ["hero", { translations: { de: { button_url: "javascript:alert(1)" } } }, "translations.de.button_url", /http/],
    ["hero", { translations: { de: { title: "x".repeat(201) } } }, "translations.de.title", /at most 200/],
    ["about", { translations: { de: { stats: Array.from({ length: 5 }, () => ({ label: "x" })) } } }, "translations.de.stats", /at most 4/],
  ])("%s: answers 400 for %j naming %s, and stores nothing", async (section, body, field, rule) => {
    const before = JSON.stringify(s.server.site.deps.store.snapshot().content);
    expectBadRequest(await s.admin(`/api/admin/content/${section}`, "PUT", body), field, rule);
    expect(JSON.stringify(s.server.site.deps.store.snapshot().content)).toBe(before);
  });
});

describe("public answers without a language, or with one that is not enabled", () => {
  const PUBLIC = [
    "/api/hosting-plans",
    "/api/hosting-categories",
    "/api/promo-codes",
    "/api/navigation",
    "/api/faq",
    "/api/pages",
    "/api/content/hero",
    "/api/site-info",
  ];

  it.each(PUBLIC)("%s answers the default language for no, the default, a disabled and an unknown language, and never translations", async (path) => {
    const plain = await publicText(path);
    expect(plain).not.toContain("translations");
    for (const lang of ["en", "EN", "es", "xx", ""]) expect(await publicText(`${path}?lang=${lang}`)).toBe(plain);
    expect(await publicText(`${path}?lang=de&lang=fr`)).toBe(await publicText(`${path}?lang=de`));
  });
});
