import type { Language } from "./languages";

/**
 * A record's texts in other languages: `{"de": {"name": "…"}}`. A field (or language) that is not there falls
 * back to the record's own value, which is the default language's text.
 */
export type Translations<T> = Partial<Record<Language, Partial<T>>>;

/** A value that stands for "not translated": nothing, an empty text or an empty list. */
export function isUntranslated(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

/**
 * The record's texts in `language`, field by field: the translated value where there is one, else the record's
 * own. A list of texts (features, highlights) is replaced as a whole; a list of entries (feature cards, about
 * numbers) is translated entry by entry, by position, each entry's fields falling back on their own. The answer
 * has no `translations` key.
 */
export function resolveTranslations<R extends { translations?: Translations<object> }>(record: R, language: Language | string): Omit<R, "translations"> {
  const { translations, ...own } = record;
  const translated = (translations as Record<string, Record<string, unknown> | undefined> | undefined)?.[language];
  if (!translated) return own;
  const resolved: Record<string, unknown> = { ...own };
  for (const [field, value] of Object.entries(translated)) {
    if (!(field in own) || isUntranslated(value)) continue;
    resolved[field] = translatedValue((own as Record<string, unknown>)[field], value);
  }
  return resolved as Omit<R, "translations">;
}

function translatedValue(own: unknown, translated: unknown): unknown {
  if (!Array.isArray(own) || !Array.isArray(translated) || !own.some(isEntry)) return translated;
  return own.map((entry, index) => {
    const other = translated[index];
    if (!isEntry(entry) || !isEntry(other)) return entry;
    const merged: Record<string, unknown> = { ...entry };
    for (const [field, value] of Object.entries(other)) if (field in entry && !isUntranslated(value)) merged[field] = value;
    return merged;
  });
}

function isEntry(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Translations after a save: each language sent replaces the fields it sends (a field sent empty or null is
 * removed, so it falls back again), a language sent as null is removed, and languages or fields not sent are
 * kept. A language left without fields is removed.
 */
export function mergeTranslations<T extends object>(
  stored: Translations<T> | undefined,
  sent: Partial<Record<Language, object | null>> | undefined,
): Translations<T> {
  const next: Record<string, Record<string, unknown>> = {};
  for (const [language, fields] of Object.entries(stored ?? {})) if (fields) next[language] = { ...fields };
  for (const [language, fields] of Object.entries(sent ?? {}) as Array<[string, Record<string, unknown> | null | undefined]>) {
    if (fields === undefined) continue;
    if (fields === null) {
      delete next[language];
      continue;
    }
    const merged = { ...next[language] };
    for (const [field, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      if (isUntranslated(value)) delete merged[field];
      else merged[field] = value;
    }
    if (Object.keys(merged).length > 0) next[language] = merged;
    else delete next[language];
  }
  return next as Translations<T>;
}

/** How many of `fields` have a text in `language` (for "n untranslated" counts). */
export function translatedCount(record: { translations?: Translations<object> }, language: Language, fields: readonly string[]): number {
  const translated = (record.translations as Record<string, Record<string, unknown> | undefined> | undefined)?.[language] ?? {};
  return fields.filter((field) => !isUntranslated(translated[field])).length;
}
