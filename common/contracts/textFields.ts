import type { z } from "zod";

/**
 * A record's texts that have translations, as its contract declares them (`PLAN_TEXT_FIELDS`, …): field → rule.
 * The editors, their saves and the untranslated counts take the names from these declarations, never from lists
 * of their own.
 */
export type TextFields = Readonly<Record<string, z.ZodType>>;
export type TextFieldName<F extends TextFields> = keyof F & string;

const TEXT_LISTS = new WeakSet<z.ZodType>();
const LINKS = new WeakSet<z.ZodType>();

/** Marks a rule as a list of texts: an editor holds it one entry per line, and it counts as one text. */
export function textList<T extends z.ZodType>(rule: T): T {
  TEXT_LISTS.add(rule);
  return rule;
}

/** Marks a rule as an address: usually the same in every language, so a missing translation of it is not counted. */
export function link<T extends z.ZodType>(rule: T): T {
  LINKS.add(rule);
  return rule;
}

/** The names of the fields, in their declared order. */
export const textFieldNames = <F extends TextFields>(fields: F): TextFieldName<F>[] => Object.keys(fields);

/** The fields that are lists of texts. */
export const textListNames = <F extends TextFields>(fields: F): TextFieldName<F>[] => textFieldNames(fields).filter((name) => TEXT_LISTS.has(fields[name]));

/** The fields a missing translation counts for: every one but the addresses. */
export const countedTextNames = <F extends TextFields>(fields: F): TextFieldName<F>[] => textFieldNames(fields).filter((name) => !LINKS.has(fields[name]));
