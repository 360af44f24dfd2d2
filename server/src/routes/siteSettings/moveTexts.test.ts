import { afterEach, describe, expect, it } from "vitest";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/** A new default language and `move_texts`: each test starts a site of its own (the move touches every record). */
const started: AdminSession[] = [];
afterEach(async () => {
  for (const session of started.splice(0)) await session.server.stop();
});

/** The administrator's plan `id`. */
async function planOf(s: AdminSession, id: number) {
  return (await s.admin("/api/admin/hosting-plans")).body.find((plan: { id: number }) => plan.id === id);
}

/** An English site that speaks German too, with a record of every translated kind, some of its texts in German. */
async function bilingualSite() {
  const s = await startAdminSession({ DEMO_CONTENT: "false" });
  started.push(s);
  const ok = async (path: string, method: string, body: unknown) => {
    const answer = await s.admin(path, method, body);
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  await ok("/api/admin/site-settings", "PUT", {
    languages: ["en", "de"],
    site_title: "Starlight Hosting",
    site_description: "Hosting from Leipzig",
    translations: { de: { site_title: "Sternlicht Hosting" } },
  });
  const plan = await ok("/api/admin/hosting-plans", "POST", {
    name: "Starter",
    features: ["SSL", "Backups"],
    translations: { de: { name: "Einstieg", features: ["SSL inklusive", "Sicherungen"] } },
  });
  const page = await ok("/api/admin/pages", "POST", {
    slug: "datacentre",
    title: "Data centre",
    description: "Where your servers are",
    body: "Racks in Leipzig.",
    published: true,
    translations: { de: { title: "Rechenzentrum", body: "Racks in Leipzig, auf Deutsch." } },
  });
  await ok("/api/admin/faq", "PUT", [
    { question: "Do you back up?", answer: "Every night.", translations: { de: { question: "Sichert ihr?", answer: "Jede Nacht." } } },
    { question: "Where are you?", answer: "Leipzig." },
  ]);
  await ok("/api/admin/content/hero", "PUT", {
    title: "Hosting that just works",
    subtitle: "Fast and friendly",
    translations: { de: { title: "Hosting, das einfach läuft" } },
  });
  await ok("/api/admin/content/features", "PUT", {
    title: "Why us",
    cards: [{ icon: "speed", title: "Fast", description: "NVMe disks", href: "" }],
    translations: { de: { cards: [{ title: "Schnell" }] } },
  });
  await ok("/api/admin/navigation", "PUT", [
    { label: "Home", href: "/", translations: { de: { label: "Start" } } },
    { label: "Contact", href: "/contact", dropdown_items: [{ label: "Write to us", href: "/contact", translations: { de: { label: "Schreib uns" } } }] },
  ]);
  return { s, planId: plan.id as number, pageId: page.id as number };
}

describe("PUT /api/admin/site-settings with a new default_language", () => {
  it("answers 400 naming move_texts without it, and stores nothing", async () => {
    const { s } = await bilingualSite();
    const before = structuredClone(s.server.site.deps.store.snapshot());
    expectBadRequest(
      await s.admin("/api/admin/site-settings", "PUT", { default_language: "de" }),
      "move_texts",
      /must be true or false when default_language changes/,
    );
    expectBadRequest(await s.admin("/api/admin/site-settings", "PUT", { default_language: "de", move_texts: "sometimes" }), "move_texts", /true or false/);
    expect(s.server.site.deps.store.snapshot()).toEqual(before);
    // A save that keeps the default language needs none, and ignores one sent.
    expect((await s.admin("/api/admin/site-settings", "PUT", { default_language: "en", site_title: "Starlight" })).status).toBe(200);
    const kept = await s.admin("/api/admin/site-settings", "PUT", { site_title: "Starlight Hosting", move_texts: true });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).not.toHaveProperty("move_texts");
    expect(kept.body.translations).toEqual({ de: { site_title: "Sternlicht Hosting" } });
  });

  it("move_texts true: the texts move into the old default language's translation, the new language's become the texts", async () => {
    const { s, planId, pageId } = await bilingualSite();
    const saved = await s.admin("/api/admin/site-settings", "PUT", { default_language: "de", move_texts: true });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ default_language: "de", site_title: "Sternlicht Hosting", site_description: "Hosting from Leipzig" });
    expect(saved.body.translations.en).toMatchObject({ site_title: "Starlight Hosting", site_description: "Hosting from Leipzig" });
    expect(saved.body.translations).not.toHaveProperty("de");

    const plan = await planOf(s, planId);
    expect(plan).toMatchObject({
      name: "Einstieg",
      features: ["SSL inklusive", "Sicherungen"],
      translations: { en: { name: "Starter", features: ["SSL", "Backups"] } },
    });
    expect(plan.translations).not.toHaveProperty("de");

    // A text the German translation lacks keeps the English one: a visitor never sees an empty text.
    const page = (await s.admin("/api/admin/pages")).body.find((entry: { id: number }) => entry.id === pageId);
    expect(page).toMatchObject({ title: "Rechenzentrum", description: "Where your servers are", body: "Racks in Leipzig, auf Deutsch." });
    expect(page.translations).toEqual({ en: { title: "Data centre", description: "Where your servers are", body: "Racks in Leipzig." } });

    const faq = (await s.admin("/api/admin/faq")).body;
    expect(faq[0]).toMatchObject({
      question: "Sichert ihr?",
      answer: "Jede Nacht.",
      translations: { en: { question: "Do you back up?", answer: "Every night." } },
    });
    expect(faq[1]).toMatchObject({ question: "Where are you?", answer: "Leipzig.", translations: { en: { question: "Where are you?", answer: "Leipzig." } } });

    const hero = (await s.admin("/api/admin/content/hero")).body;
    expect(hero).toMatchObject({ title: "Hosting, das einfach läuft", subtitle: "Fast and friendly" });
    expect(hero.translations.en).toMatchObject({ title: "Hosting that just works", subtitle: "Fast and friendly" });
    // A list of entries moves entry by entry; the icon every language shares stays on the card.
    const features = (await s.admin("/api/admin/content/features")).body;
    expect(features.cards).toEqual([{ icon: "speed", title: "Schnell", description: "NVMe disks", href: "" }]);
    expect(features.translations.en.cards).toEqual([{ title: "Fast", description: "NVMe disks", href: "" }]);

    const menu = (await s.admin("/api/admin/navigation")).body;
    expect(menu[0]).toMatchObject({ label: "Start", translations: { en: { label: "Home" } } });
    expect(menu[1].dropdown_items[0]).toMatchObject({ label: "Schreib uns", translations: { en: { label: "Write to us" } } });

    // Visitors read the same texts in each language as before the change.
    expect((await s.pub("/api/hosting-plans?lang=en")).body[0]).toMatchObject({ name: "Starter", features: ["SSL", "Backups"] });
    expect((await s.pub("/api/hosting-plans")).body[0]).toMatchObject({ name: "Einstieg" });
    expect((await s.pub("/api/content/hero?lang=en")).body.title).toBe("Hosting that just works");
    expect((await s.pub("/api/faq?lang=en")).body[0]).toEqual({ question: "Do you back up?", answer: "Every night." });
    expect((await s.pub("/api/pages/datacentre?lang=en")).body).toMatchObject({ title: "Data centre", body: "Racks in Leipzig." });
    expect((await s.pub("/api/site-info?lang=en")).body.settings.site_title).toBe("Starlight Hosting");

    // And back: the English texts return to their place.
    const back = await s.admin("/api/admin/site-settings", "PUT", { default_language: "en", move_texts: true });
    expect(back.status, back.text).toBe(200);
    expect(await planOf(s, planId)).toMatchObject({ name: "Starter", translations: { de: { name: "Einstieg" } } });
    expect((await s.admin("/api/admin/content/hero")).body.title).toBe("Hosting that just works");
  });

  it("move_texts false: the texts stay (they are the new language's), a translation into it is dropped", async () => {
    const { s, planId, pageId } = await bilingualSite();
    const saved = await s.admin("/api/admin/site-settings", "PUT", { default_language: "de", move_texts: false });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ default_language: "de", site_title: "Starlight Hosting", translations: {} });
    expect(await planOf(s, planId)).toMatchObject({ name: "Starter", features: ["SSL", "Backups"], translations: {} });
    const page = (await s.admin("/api/admin/pages")).body.find((entry: { id: number }) => entry.id === pageId);
    expect(page).toMatchObject({ title: "Data centre", body: "Racks in Leipzig.", translations: {} });
    expect((await s.admin("/api/admin/faq")).body[0]).toMatchObject({ question: "Do you back up?", translations: {} });
    expect((await s.admin("/api/admin/content/hero")).body).toMatchObject({ title: "Hosting that just works", translations: {} });
    expect((await s.admin("/api/admin/navigation")).body[0]).toMatchObject({ label: "Home", translations: {} });
    // The default language's pages show the texts as written.
    expect((await s.pub("/api/content/hero")).body.title).toBe("Hosting that just works");
    expect((await s.pub("/api/content/hero?lang=de")).body.title).toBe("Hosting that just works");
  });
});
