import { z } from "zod";
import { flag, LIMITS, money, numeric, requiredText, safeHref, text } from "./fields";

export const PROMO_LOCATIONS = ["hero", "pricing", "floating", "footer"] as const;
export type PromoLocation = (typeof PROMO_LOCATIONS)[number];

/**
 * An ISO date-time, or null / "" for "none". A date without a time means the end of that day (an expiry) or its
 * start (a start date), in UTC.
 */
function dateTime(dateOnlyMeans: "start" | "end") {
  return z.union([z.string().trim(), z.null()]).transform((value, ctx) => {
    if (value === null || value === "") return null;
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
    const time = Date.parse(dateOnly ? `${value}T${dateOnlyMeans === "end" ? "23:59:59.999" : "00:00:00.000"}Z` : value);
    if (Number.isNaN(time)) {
      ctx.addIssue({ code: "custom", message: "must be an ISO date or date-time" });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });
}

const promoFields = {
  code: requiredText(50)
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z0-9_-]+$/.test(value), "must use letters, digits, _ and - only"),
  title: requiredText(LIMITS.title),
  description: requiredText(LIMITS.shortText * 2),
  discount_percentage: z
    .union([numeric(), z.null(), z.literal("")])
    .transform((v) => (v === "" ? null : v))
    .pipe(z.number().int("must be a whole number").min(0, "must be at least 0").max(100, "must be at most 100").nullable()),
  discount_amount: z.union([money(), z.null(), z.literal("")]).transform((v) => (v === "" ? null : v)),
  starts_at: dateTime("start"),
  expiry_date: dateTime("end"),
  display_location: z.enum(PROMO_LOCATIONS, { error: `must be one of ${PROMO_LOCATIONS.join(", ")}` }),
  button_text: text(100),
  button_url: safeHref(),
  is_active: flag(),
};

export const PromoCreateSchema = z.object(promoFields).partial().required({ code: true, title: true, description: true });
export const PromoUpdateSchema = z.object(promoFields).partial();
export type PromoInput = z.output<typeof PromoUpdateSchema>;

export interface PromoCode {
  id: number;
  code: string;
  title: string;
  description: string;
  discount_percentage: number | null;
  discount_amount: number | null;
  /** Shown from this moment on; null = at once. */
  starts_at: string | null;
  expiry_date: string | null;
  display_location: PromoLocation;
  button_text: string;
  button_url: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export type PublicPromoCode = Omit<PromoCode, "created_at" | "updated_at">;

export const PROMO_DEFAULTS = {
  discount_percentage: null,
  discount_amount: null,
  starts_at: null,
  expiry_date: null,
  display_location: "hero",
  button_text: "Copy Code",
  button_url: "",
  is_active: true,
} as const;
