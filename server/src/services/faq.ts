import type { FaqItem } from "../../../common/contracts";
import type { Store } from "../store/types";

/** Replaces the whole FAQ, in the order sent. */
export async function saveFaq(store: Store, items: FaqItem[]): Promise<FaqItem[]> {
  return store.update(["faq"], (draft) => {
    draft.faq = items.map((item) => ({ question: item.question, answer: item.answer }));
    return draft.faq;
  });
}
