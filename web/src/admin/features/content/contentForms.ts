import {
  BLOCK_STORED_TEXT_FIELDS,
  CARD_TEXT_FIELDS,
  countedTextNames,
  STAT_TEXT_FIELDS,
  textFieldNames,
  textListNames,
  type ContentBlock,
  type ContentBlockInput,
  type StatSource,
} from "../../../../../common/contracts";
import type { FeatureIcon } from "../../../../../common/siteLook";
import { errorText, isStatus } from "../../../lib/api/errors";
import type { Language } from "../../../../../common/i18n/languages";
import type { FieldRules } from "../../lib/fieldErrors";
import {
  entriesBody,
  entryDrafts,
  languageBody,
  toTextDrafts,
  translatedFields,
  translatedLanguages,
  untranslatedCount,
  withTranslatedFields,
  type TextDrafts,
} from "../../lib/translations";
import type { HomepageContent, HomepageSection } from "../../api/content";
import { cardRules, highlightRules, listKey, statRules, type CardDraft, type HighlightDraft, type StatDraft } from "./contentLists";

export const SECTIONS: { id: HomepageSection; label: string }[] = [
  { id: "hero", label: "Hero" },
  { id: "features", label: "Features" },
  { id: "about", label: "About" },
];

/** One section's editor. Every section has every field; a save sends the ones its section has (sectionBody). */
export interface SectionForm {
  title: string;
  subtitle: string;
  description: string;
  button_text: string;
  button_url: string;
  /** Hero: the second button (empty text hides it) and the trust row under the buttons. */
  secondary_button_text: string;
  secondary_button_url: string;
  highlights: HighlightDraft[];
  /** Features: 1–6 cards. */
  cards: CardDraft[];
  /** About: 0–4 headline numbers. */
  stats: StatDraft[];
  /** The texts in other languages (highlights one per line); cards and numbers hold their own. */
  translations: TextDrafts;
}
export type ContentForms = Record<HomepageSection, SectionForm>;

const LOADING_FAILED_TITLE = "(Loading Failed)";

type AnyBlock = Partial<ContentBlock> & {
  secondary_button_text?: string;
  secondary_button_url?: string;
  highlights?: string[];
  cards?: { title: string; description: string; icon: FeatureIcon; href: string }[];
  stats?: { value: string; label: string; source?: StatSource }[];
  translations?: unknown;
};

/** The lists translated entry by entry (each card and number holds its own drafts), not as one text. */
const ENTRY_LISTS: readonly string[] = ["cards", "stats"];

/** A section's translatable texts (not its lists translated by position), as the editor holds them: the hero's have them all. */
const TEXT_FIELDS = textFieldNames(BLOCK_STORED_TEXT_FIELDS.hero);

/** The texts of each section that a save sends as fields (the subtitle is the hero's only). */
const SECTION_TEXT_FIELDS: Record<HomepageSection, string[]> = {
  hero: TEXT_FIELDS,
  features: textFieldNames(BLOCK_STORED_TEXT_FIELDS.features).filter((field) => field !== "subtitle" && !ENTRY_LISTS.includes(field)),
  about: textFieldNames(BLOCK_STORED_TEXT_FIELDS.about).filter((field) => field !== "subtitle" && !ENTRY_LISTS.includes(field)),
};

export function toSectionForm(block: AnyBlock | null | undefined): SectionForm {
  return {
    title: block?.title ?? "",
    subtitle: block?.subtitle ?? "",
    description: block?.description || block?.content || "",
    button_text: block?.button_text ?? "",
    button_url: block?.button_url ?? "",
    secondary_button_text: block?.secondary_button_text ?? "",
    secondary_button_url: block?.secondary_button_url ?? "",
    highlights: (block?.highlights ?? []).map((text) => ({ key: listKey(), text })),
    cards: (block?.cards ?? []).map((card, index) => ({
      key: listKey(),
      ...card,
      translations: entryDrafts(block?.translations, "cards", index, textFieldNames(CARD_TEXT_FIELDS)),
    })),
    stats: (block?.stats ?? []).map((stat, index) => ({
      key: listKey(),
      ...stat,
      translations: entryDrafts(block?.translations, "stats", index, textFieldNames(STAT_TEXT_FIELDS)),
    })),
    translations: toTextDrafts(block?.translations, TEXT_FIELDS),
  };
}

/** A section that failed to load says so, and tells the administrator what to do. */
function failedSection(error: unknown): SectionForm {
  const description = isStatus(error, 401)
    ? "Authentication failed. Please log in again to load this content."
    : `Could not load this content (${errorText(error)}). Check the backend connection and use 'Reload from Database'.`;
  return { ...toSectionForm(null), title: LOADING_FAILED_TITLE, description };
}

/** The three sections as forms (null while nothing has loaded yet). */
export function toForms(content: HomepageContent | undefined): ContentForms | null {
  if (!content) return null;
  const entries = SECTIONS.map(({ id }) => {
    const answer = content.sections[id];
    return [id, "error" in answer ? failedSection(answer.error) : toSectionForm(answer.block)] as const;
  });
  return Object.fromEntries(entries) as ContentForms;
}

/**
 * A section's translations as its save sends them: every other language, with the section's texts (highlights
 * as a whole list) and its cards or numbers entry by entry.
 */
function sectionTranslations(section: HomepageSection, form: SectionForm, defaultLanguage: Language): ContentBlockInput["translations"] {
  const entries =
    section === "features"
      ? { list: "cards", items: form.cards, fields: textFieldNames(CARD_TEXT_FIELDS) }
      : section === "about"
        ? { list: "stats", items: form.stats, fields: textFieldNames(STAT_TEXT_FIELDS) }
        : null;
  const languages = translatedLanguages(defaultLanguage).map((language) => {
    const values = translatedFields(form.translations, language, SECTION_TEXT_FIELDS[section], textListNames(BLOCK_STORED_TEXT_FIELDS[section]));
    if (entries) values[entries.list] = entriesBody(entries.items, language, entries.fields);
    return [language, languageBody(values)];
  });
  return Object.fromEntries(languages) as ContentBlockInput["translations"];
}

/** How many of a section's texts (in the editor now) have no translation in `language`. */
export function sectionUntranslated(section: HomepageSection, form: SectionForm, language: Language, defaultLanguage: Language): number {
  const body = sectionBody(section, form, defaultLanguage);
  return untranslatedCount(body as Record<string, unknown>, language, countedTextNames(BLOCK_STORED_TEXT_FIELDS[section]));
}

/** What a section's save sends: the fields every block has, and the lists and texts only that section has. */
export function sectionBody(section: HomepageSection, form: SectionForm, defaultLanguage: Language): ContentBlockInput {
  const translations = sectionTranslations(section, form, defaultLanguage);
  return { ...ownBody(section, form), translations };
}

function ownBody(section: HomepageSection, form: SectionForm): ContentBlockInput {
  const common = {
    title: form.title,
    subtitle: section === "hero" ? form.subtitle : "",
    description: form.description,
    button_text: form.button_text,
    button_url: form.button_url,
  };
  if (section === "hero") {
    return {
      ...common,
      secondary_button_text: form.secondary_button_text,
      secondary_button_url: form.secondary_button_url,
      highlights: form.highlights.map((highlight) => highlight.text),
    };
  }
  if (section === "features") return { ...common, cards: form.cards.map(({ key: _key, translations: _translations, ...card }) => card) };
  return { ...common, stats: form.stats.map(({ key: _key, translations: _translations, ...stat }) => stat) };
}

const BLOCK_LABELS = { title: "Title", subtitle: "Subtitle", description: "Description", button_text: "Button Text", button_url: "Link" };

/**
 * The fields of a section's editor as messages name them ("Card 2 Title must not be empty"), in the order they
 * appear. A problem of a list entry the editor has no field for goes to the nearest field it does have
 * ("cards.1" → the cards list).
 */
export function contentRules(section: HomepageSection, form: SectionForm | undefined): FieldRules {
  const labels: Record<string, string> = { ...BLOCK_LABELS };
  if (section === "hero") {
    Object.assign(labels, { secondary_button_text: "Second Button Text", secondary_button_url: "Link" }, highlightRules(form?.highlights ?? []));
  }
  if (section === "features") Object.assign(labels, cardRules(form?.cards ?? []));
  if (section === "about") Object.assign(labels, statRules(form?.stats ?? []));
  return withTranslatedFields({
    labels,
    fieldOf: (path) => {
      if (path === "content") return "description";
      for (let parts = path.split("."); parts.length > 0; parts = parts.slice(0, -1)) {
        if (parts.join(".") in labels) return parts.join(".");
      }
      return null;
    },
  });
}

/** The content save failure texts: 404, 401 and 405 each say what went wrong; otherwise the error text. */
export function contentSaveError(error: unknown): string {
  if (isStatus(error, 404)) return "Error saving content: the backend content endpoints were not found (404).";
  if (isStatus(error, 401)) return "Error saving content: authentication failed. Please log in again.";
  if (isStatus(error, 405)) return "Error saving content: HTTP method not allowed (405).";
  return `Error saving content: ${errorText(error)}`;
}
