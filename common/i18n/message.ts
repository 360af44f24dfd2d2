/**
 * ICU messages (`{name}` arguments, `{n, plural, one {…} other {…}}`) formatted by intl-messageformat in one
 * language. Runs on the server only (the public pages are rendered there): the enhancement modules in the
 * browser get their texts from the markup, never through this module.
 */
import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import type { Language } from "./languages";

/**
 * How every message is read: `<` is plain text (texts link their parts through arguments, `{link}`, not tags),
 * so a translator's "< 1 MB" is never taken for markup. The catalog test parses with the same options.
 */
export const MESSAGE_OPTIONS = { ignoreTag: true } as const;

/** Catalog messages are few (every language's texts): the cache holds them all; past this size it starts over, so no caller can grow it without end. */
const CACHE_LIMIT = 5_000;
const compiled = new Map<string, IntlMessageFormat>();

/** The message parsed once per language; a message that is not valid ICU throws (the catalog test keeps them valid). */
function compiledMessage(language: Language, message: string): IntlMessageFormat {
  const key = `${language}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    if (compiled.size >= CACHE_LIMIT) compiled.clear();
    format = new IntlMessageFormat(message, language, undefined, MESSAGE_OPTIONS);
    compiled.set(key, format);
  }
  return format;
}

export type MessageValues = Record<string, string | number>;

/** The message in `language` with its arguments filled in (plural forms chosen by the language's rules). */
export function formatMessage(language: Language, message: string, values: MessageValues = {}): string {
  return String(compiledMessage(language, message).format<string>(values));
}

/**
 * The message with arguments that may be other things than text (markup): the literal texts and the values in
 * order, for the caller to put together.
 */
export function formatMessageParts<T>(language: Language, message: string, values: Record<string, PrimitiveType | T>): Array<string | T> {
  const formatted = compiledMessage(language, message).format<T>(values);
  return Array.isArray(formatted) ? formatted : [formatted];
}
