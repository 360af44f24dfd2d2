import type { FieldProblem } from "./problem";

/** A promo code must start before it expires (either may be unset). The API and a restore check codes with this one function. */
export function promoScheduleProblem(promo: { starts_at?: string | null; expiry_date?: string | null }): FieldProblem | null {
  if (promo.starts_at && promo.expiry_date && promo.starts_at >= promo.expiry_date)
    return { field: "starts_at", message: "must be before expiry_date", code: "out_of_range" };
  return null;
}
