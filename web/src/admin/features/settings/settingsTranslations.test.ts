import { describe, expect, it } from "vitest";
import { SiteSettingsInputSchema } from "../../../../../common/contracts";
import { settingsToForm } from "./settingsForm";
import { sectionTranslationsBody, sectionUntranslated, settingsTextDrafts, translatedIn } from "./settingsTranslations";

describe("Site Settings translations", () => {
  const general = ["site_title", "site_description"] as const;

  it("knows which settings of a section have translations", () => {
    expect(translatedIn(["brand_color", "font"])).toEqual([]);
    expect(translatedIn(["maintenance_mode", "maintenance_message"])).toEqual(["maintenance_message"]);
  });

  it("sends only the section's settings in every other language, so the other sections' translations stay", () => {
    const drafts = settingsTextDrafts({ translations: { de: { site_title: "Meine Seite", maintenance_message: "Wartung" } } }, general);
    expect(drafts).toEqual({ de: { site_title: "Meine Seite" } });
    const body = sectionTranslationsBody(drafts, general, "en");
    expect(body?.de).toEqual({ site_title: "Meine Seite", site_description: null });
    expect(body?.fr).toEqual({ site_title: null, site_description: null });
    expect(SiteSettingsInputSchema.safeParse({ translations: body }).success).toBe(true);
  });

  it("counts the section's untranslated settings", () => {
    const form = { ...settingsToForm({ site_title: "My site", site_description: "Fast hosting" }) };
    expect(sectionUntranslated(form, { de: { site_title: "Meine Seite" } }, general, "de", "en")).toBe(1);
    expect(sectionUntranslated(form, {}, general, "fr", "en")).toBe(2);
  });
});
