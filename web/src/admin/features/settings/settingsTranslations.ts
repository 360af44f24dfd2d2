import { SITE_TEXT_FIELDS, type SiteSettingsInput, type SiteSettingsView } from "../../../../../common/contracts";
import type { Language } from "../../../../../common/i18n/languages";
import { toTextDrafts, translatedFields, translatedLanguages, untranslatedCount, type TextDrafts } from "../../lib/translations";
import type { SettingKey, SettingsForm } from "./settingsForm";

/** The settings that have translations (the site's title and description, the maintenance message, the tax label). */
const TRANSLATED_SETTINGS = Object.keys(SITE_TEXT_FIELDS) as SettingKey[];

/** A section's settings that have translations (none: the section has no language switch). */
export const translatedIn = (fields: readonly SettingKey[]): SettingKey[] => fields.filter((key) => TRANSLATED_SETTINGS.includes(key));

/** The stored translations of a section's settings, as its editor holds them. */
export const settingsTextDrafts = (view: Partial<SiteSettingsView> | undefined, fields: readonly SettingKey[]): TextDrafts =>
  toTextDrafts(view?.translations, translatedIn(fields));

/**
 * A section's translations as its save sends them: every other language with only this section's settings
 * (null where empty, which removes it), so the other sections' translations are kept.
 */
export function sectionTranslationsBody(drafts: TextDrafts, fields: readonly SettingKey[], defaultLanguage: Language): SiteSettingsInput["translations"] {
  const texts = translatedIn(fields);
  const languages = translatedLanguages(defaultLanguage).map((language) => [language, translatedFields(drafts, language, texts)]);
  return Object.fromEntries(languages) as SiteSettingsInput["translations"];
}

/** How many of a section's settings have no translation in `language`. */
export function sectionUntranslated(
  form: SettingsForm,
  drafts: TextDrafts,
  fields: readonly SettingKey[],
  language: Language,
  defaultLanguage: Language,
): number {
  const texts = translatedIn(fields);
  const own = Object.fromEntries(texts.map((key) => [key, form[key]]));
  return untranslatedCount({ ...own, translations: sectionTranslationsBody(drafts, fields, defaultLanguage) }, language, texts);
}
