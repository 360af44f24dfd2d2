import { isBillingTerm, type BillingTerm } from "../../../../common/billingTerms";
import { useStoredValue } from "./useStoredValue";

export type TermChoice = BillingTerm | "monthly";

const storageKey = (categoryKey: string) => `billing_term:${categoryKey}`;

/**
 * The billing term a visitor chose for one category, remembered in localStorage. The server renders monthly;
 * after hydration the remembered choice is applied if the category still offers it.
 */
export function useBillingTerm(categoryKey: string, offered: readonly BillingTerm[]): [TermChoice, (term: TermChoice) => void] {
  const [saved, save] = useStoredValue(storageKey(categoryKey), null);
  const term: TermChoice = isBillingTerm(saved) && offered.includes(saved) ? saved : "monthly";
  return [term, save];
}
