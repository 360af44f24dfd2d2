import { z } from "zod";
import { MAX_PAGE_SIZE } from "../constants";
import { codeList, ERROR_CODE_MEANINGS, FIELD_ERROR_CODE_MEANINGS } from "../errorCodeMeanings";
import { ERROR_CODES, FIELD_ERROR_CODES } from "../errorCodes";

/**
 * Shapes several resources share: record ids in paths, the answers of deletes and reorders, pagination and the
 * error body.
 */

/** A record id in a path: digits only. Anything else names no record, so the server answers 404 "<what> <id> not found". */
function recordId(what: string) {
  const notFound = { error: (issue: { input?: unknown }) => `${what} ${String(issue.input)} not found` };
  return z.string().regex(/^\d+$/, notFound).transform(Number).pipe(z.number().int().min(1, notFound).max(Number.MAX_SAFE_INTEGER, notFound));
}

/** Path parameters of a call on one record. */
export const idParams = (what: string) => z.object({ id: recordId(what) });

/** The answer of a delete: `{"success": true, "message", "id"}`. */
export const DeletedSchema = z.object({ success: z.literal(true), message: z.string(), id: z.number().int() });

/** The answer of a reorder: how many records got a new position. */
export const ReorderedSchema = z.object({ success: z.literal(true), message: z.string(), updated: z.number().int() });

/** A plain acknowledgement: `{"success": true, "message"}`. */
export const DoneSchema = z.object({ success: z.literal(true), message: z.string() });

/** The `limit` query parameter of a paged list: 1 to MAX_PAGE_SIZE (100), `defaultSize` when left out. */
export function pageSize(defaultSize: number) {
  return z.coerce
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
    .default(defaultSize);
}

/** A page of a long list. */
export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total_pages: z.number().int(),
  total_items: z.number().int(),
  has_prev: z.boolean(),
  has_next: z.boolean(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/**
 * Every error answer: a human-readable `detail` and the stable `code` clients decide by (common/errorCodes.ts);
 * a 400 may list each field's problem in `errors`, with its rule's code; a 500 names its `request_id`, the id the
 * server's log lines of that request carry.
 */
export const ErrorSchema = z.object({
  detail: z.string(),
  code: z.enum(ERROR_CODES).describe(`Stable error code (\`detail\` is English and may be reworded):\n${codeList(ERROR_CODE_MEANINGS)}`),
  errors: z
    .array(
      z.object({
        field: z.string(),
        message: z.string(),
        code: z.enum(FIELD_ERROR_CODES).describe(`Stable code of the field's rule:\n${codeList(FIELD_ERROR_CODE_MEANINGS)}`),
      }),
    )
    .optional(),
  request_id: z.string().optional(),
});

/** An ISO 8601 time as the server writes it (`2026-01-31T12:00:00.000Z`). */
export const timestamp = () => z.string().describe("ISO 8601 date-time");

/** A calendar date written YYYY-MM-DD that exists (2024-02-30 does not). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  // Date.parse rolls over impossible days (2024-02-30 → March 1), so check the date comes back unchanged.
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
  }, "must be a real date");

/** A query parameter's value: the first when it is sent more than once. */
const firstValue = () =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (Array.isArray(value) ? value[0] : value));

/** The query of a public call with texts: `lang` picks the language (an unknown or disabled one answers the default). */
export const LanguageQuerySchema = z.object({
  lang: firstValue().describe("Language tag (en, de, fr, es, it, nl, pl, pt-BR; any case). Unknown or not enabled: the site's default language."),
});

/**
 * The query of the public plan list: `lang`, `currency` (an unknown or disabled currency answers the default) and
 * `location` (the visitor's chosen location for `{location}` in order addresses; an unknown one is ignored).
 */
export const PlanQuerySchema = LanguageQuerySchema.extend({
  currency: firstValue().describe("ISO 4217 code (any case). Unknown or not enabled: the site's default currency."),
  location: firstValue().describe(
    "The key of the visitor's chosen location: `{location}` in order addresses is its order value while the plan is offered there and not sold out. Unknown: ignored.",
  ),
});
