import type { FaqItem } from "../../../common/contracts";
import type { FaqSave } from "../../../common/contracts/faq";
import { mergeTranslations } from "../../../common/i18n/resolve";
import type { Store } from "../store/types";

/**
 * Replaces the whole FAQ, in the order sent. An item's translations change only in the languages sent; they
 * continue those of the stored item with the same question, else of the item at the same place.
 */
export async function saveFaq(store: Store, items: FaqSave): Promise<FaqItem[]> {
  return store.update(["faq"], (draft) => {
    const stored = draft.faq;
    draft.faq = items.map((item, index) => {
      const before = stored.find((entry) => entry.question === item.question) ?? stored[index];
      return { question: item.question, answer: item.answer, translations: mergeTranslations(before?.translations, item.translations) };
    });
    return draft.faq;
  });
}
