import type { FaqItem } from "../../../common/contracts";

export function presentFaq(items: readonly FaqItem[]): FaqItem[] {
  return items.map((item) => ({ question: item.question, answer: item.answer }));
}
