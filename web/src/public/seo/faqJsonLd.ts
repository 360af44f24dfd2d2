import type { FaqItem } from "../../../../common/contracts";
import { markdownText } from "./markdownText";

/** schema.org FAQPage for the home page's questions: every question with its answer as plain text; null without questions. */
export function faqJsonLd(items: readonly FaqItem[]): object | null {
  if (items.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: markdownText(item.answer) },
    })),
  };
}
