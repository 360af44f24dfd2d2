import { describe, expect, it } from "vitest";
import { PlanUpdateSchema } from "../../../../../common/contracts";
import { planTextDrafts, planTranslationsBody, planUntranslated } from "./planTranslations";

describe("a plan's translations", () => {
  it("edits the features as lines and sends them as a list the contract takes", () => {
    const drafts = planTextDrafts({ translations: { de: { name: "Einstieg", features: ["SSL", "Sicherungen"] } } });
    expect(drafts).toEqual({ de: { name: "Einstieg", features: "SSL\nSicherungen" } });
    const body = planTranslationsBody({ ...drafts, fr: { name: "", features: "" } }, "en");
    expect(body?.de).toEqual({ name: "Einstieg", features: ["SSL", "Sicherungen"] });
    expect(body?.fr).toBeNull();
    expect(PlanUpdateSchema.safeParse({ translations: body }).success).toBe(true);
  });

  it("counts the name and the features list as two texts", () => {
    const form = { name: "Starter", features: "SSL\nBackups" };
    expect(planUntranslated(form, {}, "de", "en")).toBe(2);
    expect(planUntranslated(form, { de: { name: "Einstieg" } }, "de", "en")).toBe(1);
    expect(planUntranslated({ name: "Starter", features: "" }, { de: { name: "Einstieg" } }, "de", "en")).toBe(0);
  });
});
