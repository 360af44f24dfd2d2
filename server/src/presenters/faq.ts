import type { Language } from "../../../common/i18n/languages";
import type { FaqItem, PublicFaqItem } from "../../../common/contracts";
import { copyTranslations, inLanguage } from "./locale";

export function presentFaq(items: readonly FaqItem[]): FaqItem[] {
  return items.map((item) => ({ question: item.question, answer: item.answer, translations: copyTranslations(item.translations) }));
}

/** The questions and answers as visitors see them, in `language`. */
export function presentPublicFaq(items: readonly FaqItem[], language: Language): PublicFaqItem[] {
  return items.map((item) => {
    const texts = inLanguage(item, language);
    return { question: texts.question, answer: texts.answer };
  });
}
