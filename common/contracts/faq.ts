import { z } from "zod";
import { defineResource } from "./endpoint";
import { requiredMarkdown, requiredText } from "./fields";
import { LanguageQuerySchema } from "./shared";
import { translationsAnswer, translationsInput } from "./translations";

export const FAQ_LIMITS = { items: 50, question: 200, answer: 5_000 } as const;

/** An FAQ item's texts, with their rules (both have translations). */
export const FAQ_TEXT_FIELDS = {
  question: requiredText(FAQ_LIMITS.question),
  /** Markdown. */
  answer: requiredMarkdown(FAQ_LIMITS.answer),
};

export const FaqItemInputSchema = z.object({ ...FAQ_TEXT_FIELDS, translations: translationsInput(FAQ_TEXT_FIELDS, "an FAQ item").optional() });

/** The admin sends the whole list: a bare array, or wrapped as {items}. */
function unwrapList(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  return (value as { items?: unknown }).items ?? value;
}

/** One array schema after unwrapping, so a 400 names the failing entry, e.g. "2.answer: is required". */
export const FaqSaveSchema = z.preprocess(
  unwrapList,
  z
    .array(FaqItemInputSchema, { error: "must be a list of {question, answer}, or {items: [...]}" })
    .max(FAQ_LIMITS.items, `must have at most ${FAQ_LIMITS.items} questions`),
);

export type FaqSave = z.output<typeof FaqSaveSchema>;

/** One question with its answer (markdown). */
const FaqItemSchema = z.object({
  question: z.string(),
  answer: z.string(),
  translations: translationsAnswer({ question: z.string(), answer: z.string() }),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

/** An FAQ item as visitors get it, in the asked language. */
const PublicFaqItemSchema = FaqItemSchema.omit({ translations: true });
export type PublicFaqItem = z.infer<typeof PublicFaqItemSchema>;

/** Frequently asked questions, in the order the administrator put them. */
export const faqApi = defineResource("faq", {
  publicList: {
    method: "GET",
    path: "/api/faq",
    access: "public",
    summary: "The frequently asked questions",
    description: "`lang` picks the language of questions and answers.",
    query: LanguageQuerySchema,
    response: z.array(PublicFaqItemSchema),
  },
  list: {
    method: "GET",
    path: "/api/admin/faq",
    access: "admin",
    summary: "The frequently asked questions",
    response: z.array(FaqItemSchema),
  },
  save: {
    method: "PUT",
    path: "/api/admin/faq",
    access: "admin",
    summary: "Replace the whole list",
    description: `The body is the list in order (a bare array, or \`{items: [...]}\`), 0–${FAQ_LIMITS.items} entries: \`question\` 1–${FAQ_LIMITS.question} characters, \`answer\` 1–${FAQ_LIMITS.answer} characters of markdown. An empty list removes the FAQ. An item's \`translations\` change only the languages and fields sent; an item sent without them keeps those of the stored item with the same question (else of the item at the same place).`,
    body: FaqSaveSchema,
    response: z.array(FaqItemSchema),
    errors: [400],
  },
});
