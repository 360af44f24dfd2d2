import { PROMO_DEFAULTS, PromoCreateSchema, type PromoCode, type PromoLocation } from "../../../../../common/schemas";
import type { PromoBody } from "./api";

export interface PromoForm {
  code: string;
  title: string;
  description: string;
  discount_percentage: string;
  discount_amount: string;
  expiry_date: string;
  display_location: PromoLocation;
  button_text: string;
  button_url: string;
  is_active: boolean;
}

export const LOCATION_LABELS: Record<PromoLocation, string> = { hero: "Hero", pricing: "Pricing", floating: "Floating", footer: "Footer" };

export function promoToForm(promo: PromoCode | null): PromoForm {
  const p = { ...PROMO_DEFAULTS, code: "", title: "", description: "", ...promo };
  return {
    code: p.code,
    title: p.title,
    description: p.description,
    discount_percentage: p.discount_percentage == null ? "" : String(p.discount_percentage),
    discount_amount: p.discount_amount == null ? "" : String(p.discount_amount),
    expiry_date: p.expiry_date ? p.expiry_date.slice(0, 10) : "",
    display_location: p.display_location,
    button_text: p.button_text,
    button_url: p.button_url,
    is_active: p.is_active,
  };
}

/** The body: code upper-cased, empty numbers as null, a date-only expiry kept for the server (end of day). */
export function formToPromo(form: PromoForm): PromoBody {
  return {
    ...form,
    code: form.code.trim().toUpperCase(),
    title: form.title.trim(),
    description: form.description.trim(),
    discount_percentage: form.discount_percentage.trim() === "" ? null : Number(form.discount_percentage),
    discount_amount: form.discount_amount.trim() === "" ? null : Number(form.discount_amount),
    expiry_date: form.expiry_date || null,
    button_text: form.button_text.trim() || PROMO_DEFAULTS.button_text,
  };
}

const LABELS: Record<string, string> = {
  code: "Code",
  title: "Title",
  description: "Description",
  discount_percentage: "Discount percentage",
  discount_amount: "Discount amount",
  expiry_date: "Expiry date",
  button_url: "Button URL",
};

/** Promo validation with the shared schema: field → message, empty when valid. */
export function promoErrors(form: PromoForm): Record<string, string> {
  const result = PromoCreateSchema.safeParse(formToPromo(form));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= `${LABELS[field] ?? field} ${issue.message}`;
  }
  return errors;
}
