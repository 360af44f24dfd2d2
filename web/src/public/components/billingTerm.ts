import { storedValue, type StoredValue } from "../enhance/storedValue";

/**
 * The billing term a visitor chose for one category, remembered in localStorage; the term switch writes it and
 * the category's plan cards show it. The server renders "monthly"; a remembered term the category no longer
 * offers counts as monthly.
 */
export function billingTermChoice(categoryKey: string): StoredValue {
  return storedValue(`billing_term:${categoryKey}`);
}

/** The remembered term if it is one of `offered` (which includes "monthly"), else "monthly". */
export function chosenTerm(saved: string | null, offered: readonly string[]): string {
  return saved !== null && offered.includes(saved) ? saved : "monthly";
}
