import type { FaqItem } from "../../../../common/contracts";
import type { RenderedMarkdownMap } from "../markdown/RenderedMarkdown";
import { faqAnswerMarkdown } from "../../../../common/markdown/pageSources";

/**
 * schema.org FAQPage for the home page's questions: every question with its answer as plain text (the words of the
 * answer the server rendered); null without questions, and while an answer is still being rendered (the page is
 * made again once it is).
 */
export function faqJsonLd(items: readonly FaqItem[], markdown: RenderedMarkdownMap = new Map()): object | null {
  const answers = items.map((item) => markdown.get(faqAnswerMarkdown(item))?.text);
  if (items.length === 0 || answers.some((answer) => answer === undefined)) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item, index) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: answers[index] },
    })),
  };
}
