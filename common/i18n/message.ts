/**
 * ICU messages (`{name}` arguments, `{n, plural, one {…} other {…}}`) formatted by intl-messageformat in one
 * language. Runs on the server only (the public pages are rendered there): the enhancement modules in the
 * browser get their texts from the markup, never through this module.
 */
import { isArgumentElement, isLiteralElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import type { Language } from "./languages";

/**
 * How every message is read: `<` is plain text (texts link their parts through arguments, `{link}`, not tags),
 * so a translator's "< 1 MB" is never taken for markup. The catalog test parses with the same options.
 */
export const MESSAGE_OPTIONS = { ignoreTag: true } as const;

/** Catalog messages are few (a language's texts): the cache holds them all; past this size a language's starts over, so no caller can grow it without end. */
const CACHE_LIMIT = 5_000;
const compiled = new Map<Language, Map<string, CompiledMessage>>();

interface CompiledMessage {
  format: IntlMessageFormat;
  /**
   * A message of texts and plain `{name}` arguments only (most of the catalogs'), as its pieces: filled in by
   * joining them, as intl-messageformat would (a plain argument is written as `String(value)`), without its
   * formatting machinery. A page of hundreds of plan cards fills a few thousand of them. Null for any other message.
   */
  pieces: ReadonlyArray<{ text: string } | { name: string }> | null;
}

/** The message parsed once per language; a message that is not valid ICU throws (the catalog test keeps them valid). */
function compiledMessage(language: Language, message: string): CompiledMessage {
  let messages = compiled.get(language);
  if (!messages) compiled.set(language, (messages = new Map()));
  let known = messages.get(message);
  if (!known) {
    if (messages.size >= CACHE_LIMIT) messages.clear();
    const format = new IntlMessageFormat(message, language, undefined, MESSAGE_OPTIONS);
    const elements = format.getAst();
    const plain = elements.every((element) => isLiteralElement(element) || isArgumentElement(element));
    const pieces = plain ? elements.map((element) => (isLiteralElement(element) ? { text: element.value } : { name: element.value })) : null;
    known = { format, pieces };
    messages.set(message, known);
  }
  return known;
}

export type MessageValues = Record<string, string | number>;

/** The message in `language` with its arguments filled in (plural forms chosen by the language's rules). */
export function formatMessage(language: Language, message: string, values: MessageValues = {}): string {
  const { format, pieces } = compiledMessage(language, message);
  if (pieces) {
    let text = "";
    for (const piece of pieces) {
      if ("text" in piece) text += piece.text;
      // A missing value: intl-messageformat's error.
      else if (!(piece.name in values)) return String(format.format<string>(values));
      else text += String(values[piece.name] ?? "");
    }
    return text;
  }
  return String(format.format<string>(values));
}

/**
 * The message with arguments that may be other things than text (markup): the literal texts and the values in
 * order, for the caller to put together.
 */
export function formatMessageParts<T>(language: Language, message: string, values: Record<string, PrimitiveType | T>): Array<string | T> {
  const formatted = compiledMessage(language, message).format.format<T>(values);
  return Array.isArray(formatted) ? formatted : [formatted];
}
