import { z } from "zod";
import { defineResource } from "./endpoint";
import { requiredText } from "./fields";

export const FAQ_LIMITS = { items: 50, question: 200, answer: 5_000 } as const;

export const FaqItemInputSchema = z.object({
  question: requiredText(FAQ_LIMITS.question),
  /** Markdown. */
  answer: requiredText(FAQ_LIMITS.answer),
});

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

/** One question with its answer (markdown). */
export const FaqItemSchema = z.object({ question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof FaqItemSchema>;

/** Frequently asked questions, in the order the administrator put them. */
export const faqApi = defineResource("faq", {
  publicList: {
    method: "GET",
    path: "/api/faq",
    access: "public",
    summary: "The frequently asked questions",
    response: z.array(FaqItemSchema),
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
    description: `The body is the list in order (a bare array, or \`{items: [...]}\`), 0–${FAQ_LIMITS.items} entries: \`question\` 1–${FAQ_LIMITS.question} characters, \`answer\` 1–${FAQ_LIMITS.answer} characters of markdown. An empty list removes the FAQ.`,
    body: FaqSaveSchema,
    response: z.array(FaqItemSchema),
    errors: [400],
  },
});
