import { countedTextNames, parseLines, textFieldNames, textListNames, type TextFields } from "../../../../common/contracts";
import type { Language } from "../../../../common/i18n/languages";
import { toTextDrafts, translationsBody, untranslatedCount, type TextDrafts, type TranslatedFields } from "./translations";

/**
 * One record's translations as its editor holds them, for the texts its contract declares (`PLAN_TEXT_FIELDS`,
 * …): the names, which of them are lists of texts and which are addresses all come from that declaration.
 */

/** The record's stored translations as drafts (a list of texts one entry per line). */
export const recordTextDrafts = (record: { translations?: unknown } | null | undefined, fields: TextFields): TextDrafts =>
  toTextDrafts(record?.translations, textFieldNames(fields));

/** `translations` as the record's save sends them: every language but the default; one without any text as null. */
export const recordTranslationsBody = (drafts: TextDrafts, fields: TextFields, defaultLanguage: Language): Partial<Record<Language, TranslatedFields | null>> =>
  translationsBody(drafts, textFieldNames(fields), defaultLanguage, textListNames(fields));

/**
 * How many of the record's texts have no translation in `language`. `own`: its texts as the editor holds them
 * (a list of texts as its lines); addresses are not counted.
 */
export function recordUntranslated(own: object, drafts: TextDrafts, fields: TextFields, language: Language, defaultLanguage: Language): number {
  const lists = textListNames(fields);
  const values = Object.fromEntries(
    Object.entries(own).map(([key, value]) => [key, lists.includes(key) && typeof value === "string" ? parseLines(value) : value]),
  );
  return untranslatedCount({ ...values, translations: recordTranslationsBody(drafts, fields, defaultLanguage) }, language, countedTextNames(fields));
}
