import { useCallback, useEffect, useState } from "react";
import { isBillingTerm, type BillingTerm } from "../../../../common/billingTerms";

export type TermChoice = BillingTerm | "monthly";

const storageKey = (categoryKey: string) => `billing_term:${categoryKey}`;

/**
 * The billing term a visitor chose for one category, remembered in localStorage. The server renders monthly;
 * after hydration the remembered choice is applied if the category still offers it.
 */
export function useBillingTerm(categoryKey: string, offered: readonly BillingTerm[]): [TermChoice, (term: TermChoice) => void] {
  const [term, setTerm] = useState<TermChoice>("monthly");
  const offeredKey = offered.join(",");

  useEffect(() => {
    try {
      const saved = window.localStorage.getItem(storageKey(categoryKey));
      if (isBillingTerm(saved) && offeredKey.split(",").includes(saved)) setTerm(saved);
    } catch {
      /* storage blocked: monthly */
    }
  }, [categoryKey, offeredKey]);

  const choose = useCallback(
    (next: TermChoice) => {
      setTerm(next);
      try {
        window.localStorage.setItem(storageKey(categoryKey), next);
      } catch {
        /* storage blocked: the choice lasts for this page view */
      }
    },
    [categoryKey],
  );
  return [term, choose];
}
