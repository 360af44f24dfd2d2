import { describe, expect, it } from "vitest";
import { ContentBlockInputSchema } from "../../../../../common/contracts";
import { ApiError } from "../../../lib/api/errors";
import { schemaErrors, serverErrors } from "../../lib/fieldErrors";
import { contentRules, sectionBody as bodyWithTranslations, sectionUntranslated, toSectionForm } from "./contentForms";
import { faqErrors, faqUntranslated, toFaqBody, toFaqDrafts } from "./faqForm";

/** A section's own fields as its save sends them (its translations are tested on their own). */
function sectionBody(...args: Parameters<typeof ownAndTranslations>) {
  const { translations: _translations, ...own } = ownAndTranslations(...args);
  return own;
}
const ownAndTranslations = (section: Parameters<typeof bodyWithTranslations>[0], form: Parameters<typeof bodyWithTranslations>[1]) =>
  bodyWithTranslations(section, form, "en");

const hero = {
  title: "Fast hosting",
  subtitle: "S",
  description: "D",
  button_text: "Order",
  button_url: "#hosting",
  secondary_button_text: "Talk to us",
  secondary_button_url: "#contact",
  highlights: ["24/7 support", "Free SSL"],
};

describe("a home page section's save", () => {
  it("sends the hero its second button and highlights, features their cards, about its stats, and nothing of another section", () => {
    expect(sectionBody("hero", toSectionForm(hero))).toEqual(hero);
    const cards = [{ title: "VPS", description: "Root access", icon: "vps" as const, href: "#vps" }];
    const features = sectionBody("features", toSectionForm({ title: "F", subtitle: "gone", cards }));
    expect(features).toEqual({ title: "F", subtitle: "", description: "", button_text: "", button_url: "", cards });
    const about = sectionBody("about", toSectionForm({ title: "A", stats: [{ value: "5000+", label: "customers" }] }));
    expect(about).toMatchObject({ stats: [{ value: "5000+", label: "customers" }] });
    expect(Object.keys(about)).not.toContain("cards");
    expect(Object.keys(about)).not.toContain("highlights");
  });

  it("names the problems of list entries as the editor labels them", () => {
    const form = toSectionForm({
      cards: [
        { title: "VPS", description: "", icon: "vps", href: "#vps" },
        { title: "", description: "", icon: "shared", href: "ftp://x" },
      ],
    });
    const rules = contentRules("features", form);
    expect(schemaErrors(ContentBlockInputSchema, sectionBody("features", form), rules)).toEqual({
      "cards.1.title": "Card 2 Title must not be empty",
      "cards.1.href": "Card 2 Link must be an anchor starting with #, a path starting with / or an http(s) address",
    });
    const stats = toSectionForm({ stats: [{ value: "x".repeat(21), label: "ok" }] });
    expect(schemaErrors(ContentBlockInputSchema, sectionBody("about", stats), contentRules("about", stats))).toEqual({
      "stats.0.value": "Stat 1 Value must be at most 20 characters",
    });
  });

  it("sends a measured uptime number with its source; only a typed number needs a value", () => {
    const form = toSectionForm({
      stats: [
        { value: "", label: "Uptime", source: "measured_uptime" },
        { value: "", label: "Customers" },
      ],
    });
    const body = sectionBody("about", form);
    expect(body.stats).toEqual([
      { value: "", label: "Uptime", source: "measured_uptime" },
      { value: "", label: "Customers" },
    ]);
    expect(schemaErrors(ContentBlockInputSchema, body, contentRules("about", form))).toEqual({ "stats.1.value": "Stat 2 Value must not be empty" });
  });

  it("puts the server's errors[] at their fields, and a problem of a whole entry or list at the list", () => {
    const form = toSectionForm({ highlights: ["a", "b"] });
    const rules = contentRules("hero", form);
    const refused = new ApiError(400, { detail: "highlights.1: must not be empty", errors: [{ field: "highlights.1", message: "must not be empty" }] }, "");
    expect(serverErrors(refused, rules)).toEqual({ "highlights.1": "Highlight 2 must not be empty" });
    const whole = new ApiError(400, { detail: "x", errors: [{ field: "highlights.7", message: "must be text" }] }, "");
    expect(serverErrors(whole, rules)).toEqual({ highlights: "Highlights must be text" });
    expect(rules.fieldOf!("content")).toBe("description");
  });
});

describe("a section's translations", () => {
  it("sends every other language: texts, highlights as a list, cards by position, null for a language without text", () => {
    const cards = [
      { title: "VPS", description: "Root access", icon: "vps" as const, href: "#vps" },
      { title: "Mail", description: "IMAP", icon: "email" as const, href: "" },
    ];
    const form = toSectionForm({ title: "F", cards, translations: { de: { title: "Funktionen", cards: [{}, { title: "Post" }] } } });
    expect(form.cards[1].translations).toEqual({ de: { title: "Post" } });
    const moved = { ...form, cards: [form.cards[1], form.cards[0]] };
    const body = bodyWithTranslations("features", moved, "en");
    expect(body.translations?.de).toEqual({ title: "Funktionen", description: null, button_text: null, button_url: null, cards: [{ title: "Post" }, {}] });
    expect(body.translations?.fr).toBeNull();
    expect(schemaErrors(ContentBlockInputSchema, body, contentRules("features", moved))).toEqual({});

    const hero = toSectionForm({ title: "Fast", highlights: ["SSL", "Support"], translations: { de: { highlights: ["SSL inklusive"] } } });
    expect(hero.translations.de?.highlights).toBe("SSL inklusive");
    expect(bodyWithTranslations("hero", hero, "en").translations?.de).toMatchObject({ title: null, highlights: ["SSL inklusive"] });
  });

  it("counts the section's untranslated texts as the editor holds them, links left out", () => {
    const form = toSectionForm({
      title: "Fast",
      description: "D",
      button_text: "Go",
      button_url: "#x",
      highlights: ["a"],
      translations: { de: { title: "Schnell" } },
    });
    expect(sectionUntranslated("hero", form, "de", "en")).toBe(3);
    expect(
      sectionUntranslated("hero", { ...form, translations: { de: { title: "Schnell", description: "T", button_text: "Los", highlights: "b" } } }, "de", "en"),
    ).toBe(0);
  });
});

describe("the FAQ's save", () => {
  it("sends each question's translations, a new question with none", () => {
    const drafts = toFaqDrafts([{ question: "Backups?", answer: "Daily.", translations: { de: { question: "Sicherungen?" } } }]);
    const body = toFaqBody(drafts, "en");
    expect(body[0].translations?.de).toEqual({ question: "Sicherungen?", answer: null });
    expect(body[0].translations?.fr).toBeNull();
    expect(faqUntranslated(drafts, "de", "en")).toBe(1);
    expect(faqUntranslated(drafts, "fr", "en")).toBe(2);
  });

  it("sends the questions in order without the editor's keys, and finds each problem's question", () => {
    const drafts = toFaqDrafts([
      { question: "Do you back up?", answer: "Daily." },
      { question: "Refunds?", answer: "" },
    ]);
    expect(toFaqBody(drafts, "en").map(({ question, answer }) => ({ question, answer }))).toEqual([
      { question: "Do you back up?", answer: "Daily." },
      { question: "Refunds?", answer: "" },
    ]);
    expect(faqErrors(drafts, "en")).toEqual({ "1.answer": "Answer 2 is required" });
    expect(faqErrors([{ ...drafts[0], question: "q".repeat(201) }], "en")).toEqual({ "0.question": "Question 1 must be at most 200 characters" });
    expect(faqErrors([{ ...drafts[0], translations: { de: { answer: "a".repeat(5001) } } }], "en")).toEqual({
      "0.answer": "Answer 1 must be at most 5000 characters",
    });
    expect(faqErrors([], "en")).toEqual({});
  });
});
