import { describe, expect, it } from "vitest";
import { PLAN_TEXT_FIELDS, PlanUpdateSchema, PROMO_TEXT_FIELDS } from "../../../../common/contracts";
import { recordTextDrafts, recordTranslationsBody, recordUntranslated } from "./recordTranslations";

describe("a record's translations, by its contract's text fields", () => {
  it("edits a list of texts (a plan's features) as lines and sends it as a list the contract takes", () => {
    const drafts = recordTextDrafts({ translations: { de: { name: "Einstieg", features: ["SSL", "Sicherungen"] } } }, PLAN_TEXT_FIELDS);
    expect(drafts).toEqual({ de: { name: "Einstieg", features: "SSL\nSicherungen" } });
    const body = recordTranslationsBody({ ...drafts, fr: { name: "", features: "" } }, PLAN_TEXT_FIELDS, "en");
    expect(body.de).toEqual({ name: "Einstieg", features: ["SSL", "Sicherungen"] });
    expect(body.fr).toBeNull();
    expect(PlanUpdateSchema.safeParse({ translations: body }).success).toBe(true);
  });

  it("counts a plan's name and its features list as two texts", () => {
    const form = { name: "Starter", features: "SSL\nBackups" };
    expect(recordUntranslated(form, {}, PLAN_TEXT_FIELDS, "de", "en")).toBe(2);
    expect(recordUntranslated(form, { de: { name: "Einstieg" } }, PLAN_TEXT_FIELDS, "de", "en")).toBe(1);
    expect(recordUntranslated({ name: "Starter", features: " \n" }, { de: { name: "Einstieg" } }, PLAN_TEXT_FIELDS, "de", "en")).toBe(0);
  });

  it("takes every text field the contract declares, and only those", () => {
    const drafts = recordTextDrafts({ translations: { de: { title: "Sommer", code: "X", button_text: "Los" } } }, PROMO_TEXT_FIELDS);
    expect(drafts).toEqual({ de: { title: "Sommer", button_text: "Los" } });
    expect(recordTranslationsBody(drafts, PROMO_TEXT_FIELDS, "en").de).toEqual({ title: "Sommer", description: null, button_text: "Los" });
  });
});
