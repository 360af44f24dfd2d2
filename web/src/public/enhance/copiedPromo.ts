import { storedValue, type StoredValue } from "./storedValue";

/** The promo code the visitor last copied on this site: the promo banner writes it, order links fill it in as `{promo}`. */
export function copiedPromo(): StoredValue {
  return storedValue("promo_code");
}
