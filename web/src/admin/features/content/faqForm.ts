import { FAQ_LIMITS, FAQ_TEXT_FIELDS, FaqSaveSchema, type FaqItem } from "../../../../../common/contracts";
import type { Language } from "../../../../../common/i18n/languages";
import { schemaErrors, type FieldErrors, type FieldRules } from "../../lib/fieldErrors";
import { recordTextDrafts, recordTranslationsBody, recordUntranslated } from "../../lib/recordTranslations";
import { withTranslatedFields, type TextDrafts } from "../../lib/translations";
import { listKey } from "./contentLists";

export { FAQ_LIMITS };

/** A question as the editor holds it: with a key of its own, for dragging. */
export interface FaqDraft {
  key: number;
  question: string;
  answer: string;
  /** The question and answer in other languages. */
  translations: TextDrafts;
}

export const toFaqDrafts = (items: readonly FaqItem[] | undefined): FaqDraft[] =>
  (items ?? []).map((item) => ({
    key: listKey(),
    question: item.question,
    answer: item.answer,
    translations: recordTextDrafts(item, FAQ_TEXT_FIELDS),
  }));
export const newFaqDraft = (): FaqDraft => ({ key: listKey(), question: "", answer: "", translations: {} });
/**
 * The list as its save sends it, each question with all its translations (a new question sends every language
 * as null, so it never takes over the translations of a question it replaces).
 */
export const toFaqBody = (drafts: readonly FaqDraft[], defaultLanguage: Language): FaqItem[] =>
  drafts.map(({ question, answer, translations }) => ({
    question,
    answer,
    translations: recordTranslationsBody(translations, FAQ_TEXT_FIELDS, defaultLanguage) as FaqItem["translations"],
  }));

/** How many questions and answers have no translation in `language`. */
export const faqUntranslated = (drafts: readonly FaqDraft[], language: Language, defaultLanguage: Language): number =>
  drafts.reduce((sum, draft) => sum + recordUntranslated(draft, draft.translations, FAQ_TEXT_FIELDS, language, defaultLanguage), 0);

/** The field keys are the API's paths of the saved list: "2.answer" is the third answer. */
export const faqField = (index: number, field: "question" | "answer") => `${index}.${field}`;
export const faqLabel = (index: number, field: "question" | "answer") => `${field === "question" ? "Question" : "Answer"} ${index + 1}`;
/** What screen readers call a question while it is dragged. */
export const faqName = (draft: FaqDraft, index: number) => draft.question.trim() || faqLabel(index, "question");

/** The editor's fields in order, as messages name them ("Answer 2 is required"). */
export function faqRules(drafts: readonly FaqDraft[]): FieldRules {
  const labels: Record<string, string> = {};
  for (const index of drafts.keys()) {
    labels[faqField(index, "question")] = faqLabel(index, "question");
    labels[faqField(index, "answer")] = faqLabel(index, "answer");
  }
  return withTranslatedFields({ labels });
}

/** The server's checks (the shared schema) before anything is sent: field → message, empty when fine. */
export function faqErrors(drafts: readonly FaqDraft[], defaultLanguage: Language): FieldErrors {
  return schemaErrors(FaqSaveSchema, toFaqBody(drafts, defaultLanguage), faqRules(drafts));
}
