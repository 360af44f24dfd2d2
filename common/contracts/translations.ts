import { z } from "zod";
import { isCurrencyCode, MAX_CURRENCIES } from "../i18n/currencies";
import { MAX_LANGUAGES, SUPPORTED_LANGUAGES, supportedLanguage, type Language } from "../i18n/languages";

export { type Language } from "../i18n/languages";

/**
 * Languages and currencies as the API takes them, and the `translations` every translatable record carries:
 * `{"de": {"<field>": value}}`, each translated field checked with the same rule as the field itself.
 */

const UNSUPPORTED_LANGUAGE = `is not a supported language (${SUPPORTED_LANGUAGES.join(", ")})`;
const UNKNOWN_CURRENCY = "is not an ISO 4217 currency code";

/** A language tag in any case ("pt-br"), taken as the supported tag ("pt-BR"). */
export function languageTag() {
  return z.string({ error: "must be a language tag" }).transform((tag, ctx): Language => {
    const language = supportedLanguage(tag);
    if (language === undefined) {
      ctx.addIssue({ code: "custom", message: `"${tag.slice(0, 40)}" ${UNSUPPORTED_LANGUAGE}` });
      return z.NEVER;
    }
    return language;
  });
}

/** An ISO 4217 code in any case ("eur"), taken in upper case. */
export function currencyCode() {
  return z.string({ error: "must be a currency code" }).transform((code, ctx) => {
    const upper = code.trim().toUpperCase();
    if (!isCurrencyCode(upper)) {
      ctx.addIssue({ code: "custom", message: `"${code.slice(0, 40)}" ${UNKNOWN_CURRENCY}` });
      return z.NEVER;
    }
    return upper;
  });
}

/** 1 to `max` distinct values, each checked by `item`. */
function distinctList<T extends z.ZodType<string>>(item: T, max: number, what: string) {
  return z
    .array(item, { error: `must be a list of ${what}` })
    .min(1, `must list at least one ${what.replace(/s$/, "")}`)
    .max(max, `must list at most ${max} ${what}`)
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      values.forEach((value, index) => {
        if (seen.has(value)) ctx.addIssue({ code: "custom", path: [index], message: `lists "${value}" twice` });
        seen.add(value);
      });
    });
}

/** The site's languages: 1–10 distinct supported tags. */
export const languageList = () => distinctList(languageTag(), MAX_LANGUAGES, "languages");
/** The site's currencies: 1–10 distinct ISO 4217 codes. */
export const currencyList = () => distinctList(currencyCode(), MAX_CURRENCIES, "currencies");

/** A map keyed by language tags (any case; answered as the supported tag). */
function byLanguage<V extends z.ZodType>(value: V) {
  return z.partialRecord(languageTag(), value, {
    error: (issue) =>
      issue.code === "invalid_key" ? UNSUPPORTED_LANGUAGE : issue.code === "invalid_type" ? 'must be an object of languages, e.g. {"de": {…}}' : undefined,
  });
}

/** A map keyed by currency codes (any case; answered in upper case). */
export function byCurrency<V extends z.ZodType>(value: V) {
  return z.partialRecord(currencyCode(), value, {
    error: (issue) =>
      issue.code === "invalid_key" ? UNKNOWN_CURRENCY : issue.code === "invalid_type" ? 'must be an object of currencies, e.g. {"EUR": {…}}' : undefined,
  });
}

type TranslatedInput<T extends z.ZodType> = z.ZodOptional<z.ZodPreprocess<z.ZodNullable<T>, unknown>>;

/** A field as a translation sends it: the field's own rule, or null / an empty text to remove the translation. */
function translatedInput<T extends z.ZodType>(rule: T): TranslatedInput<T> {
  return z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), rule.nullable()).optional();
}

function fieldsOf<F extends z.ZodRawShape>(fields: F, what: string) {
  const names = Object.keys(fields).join(", ");
  return {
    error: (issue: { code?: string; keys?: string[] }) =>
      issue.code === "unrecognized_keys" ? `has no translatable field ${(issue.keys ?? []).join(", ")} (${what}: ${names})` : undefined,
  };
}

/**
 * `translations` as a create or update takes it: languages sent change (a language sent as null is removed),
 * fields sent change (one sent as null or empty is removed); the rest is kept. Each field is checked with the
 * field's own rule, so a 400 names e.g. `translations.de.name`.
 */
export function translationsInput<F extends Record<string, z.ZodType>>(fields: F, what = "translatable") {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, rule]) => [name, translatedInput(rule)])) as { [K in keyof F]: TranslatedInput<F[K]> };
  return byLanguage(z.object(shape, fieldsOf(fields, what)).strict().nullable());
}

/** `translations` as the store keeps them: only languages and fields that have a text, each with its field's rule. */
export function storedTranslations<F extends z.ZodRawShape>(fields: F) {
  return byLanguage(z.object(fields).partial().strict());
}

/** `translations` as the admin API answers them (always present there; `{}` when nothing is translated). */
export function translationsAnswer<F extends z.ZodRawShape>(fields: F) {
  return z
    .partialRecord(z.enum(SUPPORTED_LANGUAGES), z.object(fields).partial())
    .optional()
    .describe('Texts in other languages: {"de": {"<field>": value}}. A field missing in a language falls back to the record\'s own (default language) value.');
}
