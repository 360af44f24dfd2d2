import { describe, expect, it } from "vitest";
import { ContentBlockInputSchema } from "../../../../../common/contracts";
import { ApiError } from "../../../lib/api/errors";
import { schemaErrors, serverErrors } from "../../lib/fieldErrors";
import { contentRules, sectionBody, toSectionForm } from "./contentForms";
import { faqErrors, toFaqBody, toFaqDrafts } from "./faqForm";

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

describe("the FAQ's save", () => {
  it("sends the questions in order without the editor's keys, and finds each problem's question", () => {
    const drafts = toFaqDrafts([
      { question: "Do you back up?", answer: "Daily." },
      { question: "Refunds?", answer: "" },
    ]);
    expect(toFaqBody(drafts)).toEqual([
      { question: "Do you back up?", answer: "Daily." },
      { question: "Refunds?", answer: "" },
    ]);
    expect(faqErrors(drafts)).toEqual({ "1.answer": "Answer 2 is required" });
    expect(faqErrors([{ ...drafts[0], question: "q".repeat(201) }])).toEqual({ "0.question": "Question 1 must be at most 200 characters" });
    expect(faqErrors([])).toEqual({});
  });
});
