import {
  BLOCK_STORED_TEXT_FIELDS,
  CATEGORY_TEXT_FIELDS,
  COMPANY_TEXT_FIELDS,
  CONTENT_SECTIONS,
  FAQ_TEXT_FIELDS,
  NAVIGATION_TEXT_FIELDS,
  PAGE_TEXT_FIELDS,
  PLAN_TEXT_FIELDS,
  PROMO_TEXT_FIELDS,
  SITE_TEXT_FIELDS,
  textFieldNames,
  type ContentSection,
  type Language,
} from "../../../common/contracts";
import { isUntranslated, resolveTranslations } from "../../../common/i18n/resolve";
import type { Collection, SiteData } from "../store/types";

type Texts = Record<string, unknown>;
type TranslatedRecord = Texts & { translations?: Partial<Record<string, Texts | undefined>> };

/** A record with translations, the fields of it that are texts, and what goes along with a change of them. */
interface Translated {
  record: TranslatedRecord;
  fields: readonly string[];
  /** Keeps fields that mirror a text in step (a block's `content` is its `description`). */
  after?: (record: TranslatedRecord) => void;
}

/** The collections that hold translated records: what moving the texts writes. */
export const TRANSLATED_COLLECTIONS: readonly Collection[] = [
  "plans",
  "categories",
  "promos",
  "navigation",
  "company",
  "site_settings",
  "content",
  "pages",
  "faq",
];

/** Fields of a list's entries that every language shares (a feature card's icon); a translation never holds them. */
const SHARED_ENTRY_FIELDS = new Set(["icon"]);

/** The text fields of a content block of `section`: the fields every block has, and its section's own (a legal page has none). */
function blockFields(section: ContentSection): string[] {
  const kind = section === "hero" || section === "features" || section === "about" ? section : "legal";
  return textFieldNames(BLOCK_STORED_TEXT_FIELDS[kind]);
}

const asRecord = (value: unknown) => value as TranslatedRecord;

/** Every translated record of the site, with its text fields (every content section and menu entry, whatever they are). */
function translatedRecords(data: SiteData): Translated[] {
  const each = (records: readonly unknown[], fields: object): Translated[] =>
    records.map((record) => ({ record: asRecord(record), fields: Object.keys(fields) }));
  const blocks = CONTENT_SECTIONS.flatMap((section): Translated[] => {
    const block = (data.content as Record<string, unknown>)[section];
    if (!block) return [];
    return [{ record: asRecord(block), fields: blockFields(section), after: (record) => void (record.content = record.description) }];
  });
  return [
    ...each(data.plans, PLAN_TEXT_FIELDS),
    ...each(data.categories, CATEGORY_TEXT_FIELDS),
    ...each(data.promos, PROMO_TEXT_FIELDS),
    ...each(data.navigation, NAVIGATION_TEXT_FIELDS),
    ...each(
      data.navigation.flatMap((item) => item.dropdown_items ?? []),
      NAVIGATION_TEXT_FIELDS,
    ),
    ...each([data.company], COMPANY_TEXT_FIELDS),
    ...each([data.site_settings], SITE_TEXT_FIELDS),
    ...blocks,
    ...each(data.pages, PAGE_TEXT_FIELDS),
    ...each(data.faq, FAQ_TEXT_FIELDS),
  ];
}

/** A text as a translation keeps it: a list of entries without the fields every language shares. */
function asTranslation(value: unknown): unknown {
  if (!Array.isArray(value)) return structuredClone(value);
  return value.map((entry: unknown) =>
    typeof entry === "object" && entry !== null && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).filter(([field]) => !SHARED_ENTRY_FIELDS.has(field)))
      : entry,
  );
}

/**
 * The new default language's translation becomes the record's own texts (a field it lacks keeps the own text, so
 * none is ever empty; a list of entries is taken entry by entry, as a visitor saw it), and the own texts become the
 * old default language's translation.
 */
function moveRecord({ record, fields, after }: Translated, from: Language, to: Language): boolean {
  const translations = { ...(record.translations ?? {}) };
  const texts = new Set([...fields, ...Object.keys(translations[to] ?? {})].filter((field) => field in record));
  const asVisitorsSaw = resolveTranslations(record, to) as Texts;
  const outgoing: Texts = {};
  let changed = false;
  for (const field of texts) {
    if (!isUntranslated(record[field])) outgoing[field] = asTranslation(record[field]);
    if (asVisitorsSaw[field] !== record[field]) {
      record[field] = structuredClone(asVisitorsSaw[field]);
      changed = true;
    }
  }
  delete translations[to];
  if (Object.keys(outgoing).length > 0) translations[from] = outgoing;
  else delete translations[from];
  record.translations = translations;
  after?.(record);
  return changed || Object.keys(outgoing).length > 0;
}

/** The own texts stay (they are the new default language's): a translation into that language is dropped. */
function keepRecord({ record }: Translated, to: Language): boolean {
  if (!record.translations?.[to]) return false;
  const { [to]: _dropped, ...rest } = record.translations;
  record.translations = rest;
  return true;
}

/**
 * Puts every translated record's texts where a new default language wants them, in `draft` (the caller's one store
 * update over TRANSLATED_COLLECTIONS). `move` true: the own texts were written in `from` and move into its
 * translation, `to`'s translation becomes the own texts; false: the own texts were written in `to` already.
 * Answers how many records changed; a changed record's `updated_at` (where it has one) is `now`.
 */
export function moveDefaultLanguageTexts(draft: SiteData, from: Language, to: Language, move: boolean, now: string): number {
  if (from === to) return 0;
  let changed = 0;
  for (const translated of translatedRecords(draft)) {
    if (!(move ? moveRecord(translated, from, to) : keepRecord(translated, to))) continue;
    changed += 1;
    if ("updated_at" in translated.record) translated.record.updated_at = now;
  }
  return changed;
}
