import { escapeHtml } from "../../../../common/html";

/**
 * Every character XML 1.0 does not allow in a document, even escaped (its `Char` production, negated): control
 * characters other than tab, line feed and carriage return, lone surrogates, U+FFFE and U+FFFF.
 */
const NOT_XML_CHAR = /[^\t\n\r\u{20}-\u{D7FF}\u{E000}-\u{FFFD}\u{10000}-\u{10FFFF}]/gu;

/**
 * Stored text made safe for XML element content and quoted attribute values: characters XML does not allow are
 * left out, markup characters escaped. One pass each, so any text takes time in proportion to its length.
 */
export function xmlText(value: string): string {
  return escapeHtml(value.replace(NOT_XML_CHAR, ""));
}
