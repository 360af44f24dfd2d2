import type { FaqItem } from "../../../../common/contracts";
import { markdownPlainText, type RenderedMarkdownMap } from "../markdown/RenderedMarkdown";
import { faqAnswerMarkdown } from "../markdown/sources";

/**
 * schema.org FAQPage for the home page's questions: every question with its answer as plain text (the words of the
 * answer the server rendered); null without questions.
 */
export function faqJsonLd(items: readonly FaqItem[], markdown: RenderedMarkdownMap = new Map()): object | null {
  if (items.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: markdownPlainText(markdown, faqAnswerMarkdown(item)) },
    })),
  };
}
