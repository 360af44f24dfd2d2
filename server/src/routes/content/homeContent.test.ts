import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { installTestSite, TEST_SITE } from "../../../test/fixtures/testSite";

/** The home page's own lists and second button: the hero's trust row, the feature cards, the about numbers. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  await installTestSite(s.server.site.deps.store);
});
afterAll(() => s.server.stop());

const stored = () => JSON.stringify(s.server.site.deps.store.snapshot().content);

describe("hero: highlights and the second button", () => {
  it("answers them on the public, admin and older paths", async () => {
    const { highlights, secondary_button_text, secondary_button_url } = TEST_SITE.content.hero;
    for (const path of ["/api/content/hero", "/api/admin/content/hero", "/api/website-content/hero"]) {
      const response = path === "/api/content/hero" ? await s.pub(path) : await s.admin(path);
      expect(response.status, path).toBe(200);
      expect(response.body, path).toMatchObject({ section: "hero", highlights, secondary_button_text, secondary_button_url });
    }
    expect((await s.admin("/api/admin/website-content")).body.hero.highlights).toEqual(highlights);
  });

  it.each(["PUT", "POST"])("%s saves them; fields not sent stay", async (method) => {
    const body = { highlights: [" 99.99% uptime ", `Support (${method})`], secondary_button_text: "Call us", secondary_button_url: "/contact-us" };
    const { title } = (await s.pub("/api/content/hero")).body;
    const response = await s.admin("/api/admin/content/hero", method, body);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      highlights: ["99.99% uptime", `Support (${method})`],
      secondary_button_text: "Call us",
      secondary_button_url: "/contact-us",
      title,
    });
    expect((await s.pub("/api/content/hero")).body.highlights).toEqual(["99.99% uptime", `Support (${method})`]);
    const titleOnly = await s.admin("/api/admin/content/hero", "PUT", { title: "Only the title" });
    expect(titleOnly.body).toMatchObject({ title: "Only the title", highlights: ["99.99% uptime", `Support (${method})`], secondary_button_text: "Call us" });
  });

  it("an empty list hides the row; an empty text hides the second button", async () => {
    const response = await s.admin("/api/admin/content/hero", "PUT", { highlights: [], secondary_button_text: "", secondary_button_url: "" });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ highlights: [], secondary_button_text: "", secondary_button_url: "" });
  });

  it("refuses wrong shapes with a 400 naming the field, and stores nothing", async () => {
    const before = stored();
    const bad: Array<[unknown, string, RegExp]> = [
      [{ highlights: ["ok", "fine", "x".repeat(81)] }, "highlights.2", /at most 80 characters/],
      [{ highlights: ["ok", "  "] }, "highlights.1", /must not be empty/],
      [{ highlights: Array.from({ length: 7 }, (_, n) => `Item ${n}`) }, "highlights", /at most 6/],
      [{ highlights: "one text" }, "highlights", /list/],
      [{ highlights: [42] }, "highlights.0", /text/],
      [{ secondary_button_url: "javascript:alert(1)" }, "secondary_button_url", /http/],
      [{ secondary_button_text: "x".repeat(101) }, "secondary_button_text", /at most 100/],
    ];
    for (const [body, field, rule] of bad) {
      const response = await s.admin("/api/admin/content/hero", "PUT", body);
      expectBadRequest(response, field, rule);
      expect(response.body.detail.startsWith(`${field}: `), response.body.detail).toBe(true);
    }
    expect(stored()).toBe(before);
  });
});

describe("features: the cards", () => {
  const cards = [
    { title: "Dedicated servers", description: "Bare metal in our racks.", icon: "dedicated", href: "#dedicated" },
    { title: "Domains", description: "", icon: "domain", href: "/domains" },
    { title: "Status", description: "Live uptime.", icon: "speed", href: "https://status.example.com/" },
  ];

  it("answers the test site's cards", async () => {
    expect((await s.pub("/api/content/features")).body.cards).toEqual(TEST_SITE.content.features.cards);
    expect((await s.admin("/api/admin/website-content")).body.features.cards).toEqual(TEST_SITE.content.features.cards);
  });

  it("saves 1–6 cards in order; description and href may be left out", async () => {
    const response = await s.admin("/api/admin/content/features", "PUT", { cards });
    expect(response.status, response.text).toBe(200);
    expect(response.body.cards).toEqual(cards);
    const short = await s.admin("/api/admin/content/features", "PUT", { cards: [{ title: "Email", icon: "email" }] });
    expect(short.body.cards).toEqual([{ title: "Email", description: "", icon: "email", href: "" }]);
    const six = Array.from({ length: 6 }, (_, n) => ({ title: `Card ${n}`, icon: "globe", href: `#c${n}` }));
    expect((await s.admin("/api/admin/content/features", "PUT", { cards: six })).body.cards).toHaveLength(6);
    expect((await s.pub("/api/content/features")).body.cards.map((card: { title: string }) => card.title)).toEqual(six.map((card) => card.title));
  });

  it("refuses wrong shapes with a 400 naming the field, and stores nothing", async () => {
    const before = stored();
    const card = { title: "Card", icon: "shield", href: "#x" };
    const bad: Array<[unknown, string, RegExp]> = [
      [{ cards: [] }, "cards", /at least 1/],
      [{ cards: Array.from({ length: 7 }, () => card) }, "cards", /at most 6/],
      [{ cards: [card, { ...card, icon: "rocket" }] }, "cards.1.icon", /must be one of shared, vps, gameserver/],
      [{ cards: [{ ...card, title: "" }] }, "cards.0.title", /must not be empty/],
      [{ cards: [{ ...card, title: "t".repeat(81) }] }, "cards.0.title", /at most 80/],
      [{ cards: [{ ...card, description: "d".repeat(301) }] }, "cards.0.description", /at most 300/],
      [{ cards: [{ ...card, href: "mailto:sales@example.com" }] }, "cards.0.href", /anchor/],
      [{ cards: [{ ...card, href: "javascript:alert(1)" }] }, "cards.0.href", /anchor/],
      [{ cards: [{ ...card, href: "//evil.example" }] }, "cards.0.href", /anchor/],
      [{ cards: [{ title: "No icon" }] }, "cards.0.icon", /must be one of/],
      [{ cards: "three cards" }, "cards", /list/],
    ];
    for (const [body, field, rule] of bad) {
      const response = await s.admin("/api/admin/content/features", "PUT", body);
      expectBadRequest(response, field, rule);
      expect(response.body.detail.startsWith(`${field}: `), response.body.detail).toBe(true);
    }
    expect(stored()).toBe(before);
  });
});

describe("about: the numbers", () => {
  it("answers, saves and empties them", async () => {
    expect((await s.pub("/api/content/about")).body.stats).toEqual(TEST_SITE.content.about.stats);
    const stats = [
      { value: "5000+", label: "happy customers" },
      { value: "3", label: "data centres" },
      { value: "24/7", label: "support" },
      { value: "2011", label: "founded" },
    ];
    const response = await s.admin("/api/admin/content/about", "PUT", { stats });
    expect(response.status, response.text).toBe(200);
    expect(response.body.stats).toEqual(stats);
    expect((await s.admin("/api/admin/website-content")).body.about.stats).toEqual(stats);
    expect((await s.admin("/api/admin/content/about", "PUT", { stats: [] })).body.stats).toEqual([]);
    expect((await s.pub("/api/content/about")).body.stats).toEqual([]);
  });

  it("refuses wrong shapes with a 400 naming the field", async () => {
    const before = stored();
    const stat = { value: "1", label: "one" };
    const bad: Array<[unknown, string, RegExp]> = [
      [{ stats: Array.from({ length: 5 }, () => stat) }, "stats", /at most 4/],
      [{ stats: [stat, { value: "v".repeat(21), label: "long" }] }, "stats.1.value", /at most 20/],
      [{ stats: [{ value: "1", label: "l".repeat(61) }] }, "stats.0.label", /at most 60/],
      [{ stats: [{ value: "", label: "empty" }] }, "stats.0.value", /must not be empty/],
      [{ stats: [{ value: "1" }] }, "stats.0.label", /text/],
    ];
    for (const [body, field, rule] of bad) expectBadRequest(await s.admin("/api/admin/content/about", "PUT", body), field, rule);
    expect(stored()).toBe(before);
  });
});

describe("a field of another section", () => {
  it("is a 400 naming the field and its section, on every save path; nothing is stored", async () => {
    const before = stored();
    expectBadRequest(await s.admin("/api/admin/content/hero", "PUT", { cards: [{ title: "x", icon: "vps" }] }), "cards", /features section, not hero/);
    expectBadRequest(await s.admin("/api/admin/content/about", "POST", { highlights: ["x"] }), "highlights", /hero section, not about/);
    expectBadRequest(await s.admin("/api/content", "PUT", { section: "terms", stats: [] }), "stats", /about section, not terms/);
    expect(stored()).toBe(before);
  });

  it("legal pages answer only the fields every block has", async () => {
    const terms = (await s.pub("/api/content/terms")).body;
    expect(Object.keys(terms).sort()).toEqual(["button_text", "button_url", "content", "description", "section", "subtitle", "title", "updated_at"]);
  });
});
