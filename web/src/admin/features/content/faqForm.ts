import { FAQ_LIMITS, FaqSaveSchema, type FaqItem } from "../../../../../common/contracts";
import { schemaErrors, type FieldErrors, type FieldRules } from "../../lib/fieldErrors";
import { listKey } from "./contentLists";

export { FAQ_LIMITS };

/** A question as the editor holds it: with a key of its own, for dragging. */
export interface FaqDraft {
  key: number;
  question: string;
  answer: string;
}

export const toFaqDrafts = (items: readonly FaqItem[] | undefined): FaqDraft[] => (items ?? []).map((item) => ({ key: listKey(), ...item }));
export const newFaqDraft = (): FaqDraft => ({ key: listKey(), question: "", answer: "" });
export const toFaqBody = (drafts: readonly FaqDraft[]): FaqItem[] => drafts.map(({ question, answer }) => ({ question, answer }));

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
  return { labels };
}

/** The server's checks (the shared schema) before anything is sent: field → message, empty when fine. */
export function faqErrors(drafts: readonly FaqDraft[]): FieldErrors {
  return schemaErrors(FaqSaveSchema, toFaqBody(drafts), faqRules(drafts));
}
