import { PROMO_DEFAULTS, PromoCreateSchema, type PromoCode, type PromoLocation } from "../../../../../common/contracts";
import type { SharedSlot } from "../../../../../common/promoSlots";
import { schemaErrors, type FieldErrors, type FieldRules } from "../../lib/fieldErrors";
import { fromLocalInput, toLocalInput } from "../../lib/localTime";
import type { PromoBody } from "./api";

export interface PromoForm {
  code: string;
  title: string;
  description: string;
  discount_percentage: string;
  discount_amount: string;
  /** datetime-local value (the admin's local time), empty = at once. */
  starts_at: string;
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
    starts_at: p.starts_at ? toLocalInput(p.starts_at) : "",
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
    starts_at: fromLocalInput(form.starts_at),
    expiry_date: form.expiry_date || null,
    button_text: form.button_text.trim() || PROMO_DEFAULTS.button_text,
  };
}

/** The promo form's fields as messages name them ("Code is required", "Discount percentage must be at most 100"). */
export const PROMO_RULES: FieldRules = {
  labels: {
    code: "Code",
    title: "Title",
    description: "Description",
    discount_percentage: "Discount percentage",
    discount_amount: "Discount amount",
    starts_at: "Start date",
    expiry_date: "Expiry date",
    display_location: "Display location",
    button_text: "Button text",
    button_url: "Link",
  },
};

const START_AFTER_EXPIRY = "Start must be before the expiry date";

/** Promo validation with the shared schema: field → message, empty when valid. */
export function promoErrors(form: PromoForm): FieldErrors {
  const errors = schemaErrors(PromoCreateSchema, formToPromo(form), PROMO_RULES);
  if (Object.keys(errors).length > 0) return errors;
  const { starts_at, expiry_date } = formToPromo(form);
  return starts_at && expiry_date && starts_at >= expiry_date ? { starts_at: START_AFTER_EXPIRY } : {};
}

/**
 * Under an active code whose slot other active codes share: whether visitors see it there or another one (a slot
 * shows its oldest active code); null for a code alone in its slot or not active.
 */
export function slotNote(promo: Pick<PromoCode, "id" | "display_location">, slot: SharedSlot<Pick<PromoCode, "id" | "code">> | undefined): string | null {
  if (!slot) return null;
  const where = LOCATION_LABELS[promo.display_location as PromoLocation] ?? promo.display_location;
  if (slot.shown.id === promo.id) return `Visitors see this one in ${where} (${slot.waiting.length + 1} active codes share it)`;
  if (slot.waiting.some((waiting) => waiting.id === promo.id)) return `Not shown: visitors see ${slot.shown.code} in ${where}`;
  return null;
}
