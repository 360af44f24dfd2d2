import { z } from "zod";
import { SUPPORTED_LANGUAGES } from "../i18n/languages";
import { LIMITS } from "../limits";
import { LOCATION_KEY_PATTERN, LOCATION_LIMITS } from "../locations";
import { ORDER_TERMS } from "../orderLink";

const PROMO_PATTERN = /^[A-Za-z0-9_-]*$/;

/** A query parameter's one value (the first when sent more than once); absent is "". */
const single = () =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (Array.isArray(value) ? (value[0] ?? "") : (value ?? "")));

/**
 * `/go/order`'s query. Every parameter is checked by shape here (400 naming it); whether the plan exists and is sold
 * for the term and currency is the server's to answer (404).
 */
export const GoOrderQuerySchema = z.object({
  plan: single().pipe(
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, "must be a plan id")
      .transform(Number),
  ),
  term: single().pipe(z.enum(ORDER_TERMS, { error: `must be one of ${ORDER_TERMS.join(", ")}` })),
  currency: single().pipe(z.string().regex(/^[A-Z]{3}$/, "must be a currency code such as USD")),
  lang: single().pipe(z.enum(SUPPORTED_LANGUAGES, { error: "must be a language tag the site speaks" })),
  promo: single().pipe(
    z
      .string()
      .max(LIMITS.promoCode, `must be at most ${LIMITS.promoCode} characters`)
      .regex(PROMO_PATTERN, "must use letters, digits, _ and - only")
      .transform((code) => code.toUpperCase()),
  ),
  location: single().pipe(
    z
      .string()
      .max(LOCATION_LIMITS.key, `must be at most ${LOCATION_LIMITS.key} characters`)
      .refine((key) => key === "" || LOCATION_KEY_PATTERN.test(key), "must be a location key (a-z, 0-9, -)"),
  ),
});
export type GoOrderQuery = z.output<typeof GoOrderQuerySchema>;

/** `/go/promo-copy`'s query: the code copied. */
export const PromoCopyQuerySchema = z.object({
  code: single().pipe(
    z
      .string()
      .min(1, "is required")
      .max(LIMITS.promoCode, `must be at most ${LIMITS.promoCode} characters`)
      .regex(PROMO_PATTERN, "must use letters, digits, _ and - only")
      .transform((code) => code.toUpperCase()),
  ),
});
