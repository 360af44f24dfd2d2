import { parseLines } from "../../../../common/contracts";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from "../../../../common/i18n/languages";
import { isUntranslated } from "../../../../common/i18n/resolve";
import type { FieldRules } from "./fieldErrors";

/**
 * A record's texts in other languages as an editor holds them: per language, per field, the text of its input
 * (a list of texts as one line per entry). An empty text means "not translated": visitors get the default
 * language's text.
 */
export type TextDrafts = Partial<Record<Language, Record<string, string>>>;

/** The editor's languages: the default one first, then the others in the order the site lists them. */
export function editorLanguages(languages: readonly Language[], defaultLanguage: Language): Language[] {
  return [defaultLanguage, ...languages.filter((language) => language !== defaultLanguage)];
}

export const languageName = (language: Language) => LANGUAGE_NAMES[language] ?? language;

/** An API record's `translations` as drafts of its `fields` (lists of texts joined one per line). */
export function toTextDrafts(translations: unknown, fields: readonly string[]): TextDrafts {
  const drafts: TextDrafts = {};
  if (typeof translations !== "object" || translations === null) return drafts;
  for (const [language, values] of Object.entries(translations as Record<string, unknown>)) {
    if (!SUPPORTED_LANGUAGES.includes(language as Language) || typeof values !== "object" || values === null) continue;
    const texts: Record<string, string> = {};
    for (const field of fields) {
      const value = (values as Record<string, unknown>)[field];
      if (typeof value === "string") texts[field] = value;
      else if (Array.isArray(value) && value.every((entry) => typeof entry === "string")) texts[field] = value.join("\n");
    }
    drafts[language as Language] = texts;
  }
  return drafts;
}

export const draftText = (drafts: TextDrafts | undefined, language: Language, field: string): string => drafts?.[language]?.[field] ?? "";

export function withDraftText(drafts: TextDrafts | undefined, language: Language, field: string, text: string): TextDrafts {
  return { ...drafts, [language]: { ...drafts?.[language], [field]: text } };
}

/** What a save sends for one language: each field's text, a list as its lines; null where it is empty (falls back). */
export type TranslatedFields = Record<string, string | string[] | Array<Record<string, string>> | null>;

/** One language's fields as a save sends them: every field of `fields`, null where it has no text. */
export function translatedFields(
  drafts: TextDrafts | undefined,
  language: Language,
  fields: readonly string[],
  lists: readonly string[] = [],
): TranslatedFields {
  const values: TranslatedFields = {};
  for (const field of fields) {
    const text = draftText(drafts, language, field);
    const value = lists.includes(field) ? parseLines(text) : text.trim();
    values[field] = isUntranslated(value) ? null : value;
  }
  return values;
}

/** A language's fields as sent: null (the language is removed) when none of them has a text. */
export const languageBody = (values: TranslatedFields): TranslatedFields | null => (Object.values(values).some((value) => value !== null) ? values : null);

/** The languages a save sends: every supported one but the default. */
export const translatedLanguages = (defaultLanguage: Language): Language[] => SUPPORTED_LANGUAGES.filter((language) => language !== defaultLanguage);

/**
 * `translations` as a save sends them: the editor holds every language's translations, so the whole state goes.
 * A language with a text gets every field of `fields` (null for an empty one, which removes it); a language
 * without any text is sent as null (removed). The default language is never sent. Fields in `lists` are lists of
 * texts, one per line.
 */
export function translationsBody(
  drafts: TextDrafts | undefined,
  fields: readonly string[],
  defaultLanguage: Language,
  lists: readonly string[] = [],
): Partial<Record<Language, TranslatedFields | null>> {
  return Object.fromEntries(
    translatedLanguages(defaultLanguage).map((language) => [language, languageBody(translatedFields(drafts, language, fields, lists))]),
  );
}

/** An entry of a list translated by position (a feature card) as the editor holds it: its own drafts. */
export interface TranslatedEntry {
  translations?: TextDrafts;
}

/** The drafts of the entry at `index` of a list translated by position (`translations.de.cards[1]`). */
export function entryDrafts(translations: unknown, list: string, index: number, fields: readonly string[]): TextDrafts {
  const byLanguage: Record<string, unknown> = {};
  for (const [language, values] of Object.entries((translations ?? {}) as Record<string, Record<string, unknown> | null>)) {
    const entries = values?.[list];
    if (Array.isArray(entries)) byLanguage[language] = entries[index] ?? {};
  }
  return toTextDrafts(byLanguage, fields);
}

/** A list translated by position, in one language, as a save sends it: each entry's texts; null when none has one. */
export function entriesBody(entries: readonly TranslatedEntry[], language: Language, fields: readonly string[]): Array<Record<string, string>> | null {
  const sent = entries.map((entry) => {
    const values = translatedFields(entry.translations, language, fields);
    return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as Record<string, string>;
  });
  return sent.some((entry) => Object.keys(entry).length > 0) ? sent : null;
}

/** Entry fields that are not texts to translate: a card's icon (shared) and link (usually the same everywhere). */
const SHARED_ENTRY_FIELDS = new Set(["icon", "href"]);

/**
 * How many of a record's texts have no translation in `language`: each of `fields` that has a text of its own
 * and none in the language. A list of entries (feature cards, about numbers) counts each text of each entry,
 * by position; a list of texts counts as one text.
 */
export function untranslatedCount(record: Record<string, unknown>, language: Language, fields: readonly string[]): number {
  const translated = ((record.translations ?? {}) as Record<string, Record<string, unknown> | undefined>)[language] ?? {};
  let count = 0;
  for (const field of fields) {
    const own = record[field];
    const other = translated[field];
    if (Array.isArray(own) && own.some(isEntry)) {
      own.forEach((entry, index) => {
        const otherEntry = Array.isArray(other) && isEntry(other[index]) ? other[index] : {};
        for (const [key, value] of Object.entries(entry as Record<string, unknown>)) {
          if (!SHARED_ENTRY_FIELDS.has(key) && typeof value === "string" && value.trim() !== "" && isUntranslated(otherEntry[key])) count++;
        }
      });
    } else if (!isUntranslated(typeof own === "string" ? own.trim() : own) && isUntranslated(other)) {
      count++;
    }
  }
  return count;
}

function isEntry(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A form's rules that also put a translation's problem (`translations.de.name`, `2.translations.de.answer`) at its field. */
export function withTranslatedFields(rules: FieldRules): FieldRules {
  const fieldOf = (path: string): string | null => {
    const own = path.replace(/(^|\.)translations\.[^.]+\./, "$1");
    if (rules.fieldOf) return rules.fieldOf(own);
    if (own in rules.labels) return own;
    const first = own.split(".")[0];
    return first in rules.labels ? first : null;
  };
  return { ...rules, fieldOf };
}
